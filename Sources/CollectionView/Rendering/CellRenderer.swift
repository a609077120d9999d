import CompositionalLayout
import TerminalUI

/// How to draw the cells of one kind of item, at the level below UIKit's
/// cells: `draw` renders one item into the cells of its frame; `fit`
/// measures it when its layout size is estimated. A
/// ``CollectionViewDiffableDataSource`` draws its cells through one.
public struct CellRenderer<Item> {
  public typealias Draw = (inout Canvas, CellRect, IndexPath, Item, CellState) -> Void
  public typealias Fit = (SizeFittingRequest, Item) -> Size

  public let draw: Draw
  public let fit: Fit?

  public init(fit: Fit? = nil, draw: @escaping Draw) {
    self.draw = draw
    self.fit = fit
  }
}
