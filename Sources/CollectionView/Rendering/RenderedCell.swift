import CompositionalLayout
import TerminalUI

/// The cell of an item a data source draws through a ``CellRenderer``
/// rather than a cell provider: what ``CollectionView/cellForItem(at:)``
/// and the delegate get for it, drawing as the renderer does.
final class RenderedCell: CollectionViewCell {
  private var drawItem: (inout Canvas, CellRect, CellState) -> Void = { _, _, _ in }
  private var fitItem: ((SizeFittingRequest) -> Size)?

  required init() {}

  /// A cell drawing `item`, at `indexPath`, through `renderer`.
  convenience init<Item>(_ renderer: CellRenderer<Item>, item: Item, at indexPath: IndexPath) {
    self.init()
    drawItem = { canvas, rect, state in renderer.draw(&canvas, rect, indexPath, item, state) }
    fitItem = renderer.fit.map { fit in { request in fit(request, item) } }
  }

  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    drawItem(&canvas, rect, configurationState)
  }

  override func preferredSize(fitting request: SizeFittingRequest) -> Size {
    fitItem?(request) ?? request.proposedSize
  }
}
