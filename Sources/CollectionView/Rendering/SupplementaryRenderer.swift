import CompositionalLayout
import TerminalUI

/// How to draw the supplementary views (headers, footers, badges) of one
/// element kind; `fit` measures those with estimated sizes; `isHidden`
/// leaves out those with nothing to show (UIKit's `isHidden`), so they are
/// neither drawn nor reported on screen.
public struct SupplementaryRenderer {
  public typealias Draw = (inout Canvas, CellRect, IndexPath, CellState) -> Void
  public typealias Fit = (SizeFittingRequest) -> Size
  public typealias IsHidden = (IndexPath) -> Bool

  public let elementKind: String
  public let draw: Draw
  public let fit: Fit?
  public let isHidden: IsHidden?

  public init(
    elementKind: String,
    fit: Fit? = nil,
    isHidden: IsHidden? = nil,
    draw: @escaping Draw
  ) {
    self.elementKind = elementKind
    self.draw = draw
    self.fit = fit
    self.isHidden = isHidden
  }
}
