import CompositionalLayout
import TerminalUI

/// How to draw the cells of one kind of item: the terminal counterpart of
/// UIKit's cell registration. `draw` renders one item into the cells of its
/// frame; `fit` measures it when its layout size is estimated.
public struct CellRegistration<Item> {
  public typealias Draw = (inout Canvas, CellRect, IndexPath, Item, CellState) -> Void
  public typealias Fit = (SizeFittingRequest, Item) -> Size

  public let draw: Draw
  public let fit: Fit?

  public init(fit: Fit? = nil, draw: @escaping Draw) {
    self.draw = draw
    self.fit = fit
  }
}

/// How to draw the supplementary views (headers, footers, badges) of one
/// element kind; `fit` measures those with estimated sizes; `isHidden`
/// leaves out those with nothing to show (UIKit's `isHidden`), so they are
/// neither drawn nor reported on screen.
public struct SupplementaryRegistration {
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

/// How to draw the decoration views (section backgrounds) of one kind.
public struct DecorationRegistration {
  public typealias Draw = (inout Canvas, CellRect, IndexPath) -> Void

  public let elementKind: String
  public let draw: Draw

  public init(elementKind: String, draw: @escaping Draw) {
    self.elementKind = elementKind
    self.draw = draw
  }
}
