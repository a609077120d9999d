import CompositionalLayout
import TerminalUI

/// A row of a list: UIKit's `UICollectionViewListCell`, with accessories and
/// an indentation level of its own, which it adds to a list content
/// configuration when it draws.
open class CollectionViewListCell: CollectionViewCell {
  /// What the row shows at its edges: disclosure, checkmark, reorder.
  open var accessories: [ListCellAccessory] = []
  /// Steps of two cells of indentation: the row's depth in its section's
  /// outline unless the registration's handler sets it, as UIKit indents
  /// outline rows.
  open var indentationLevel = 0

  /// A list content configuration in the row's default style.
  open func defaultContentConfiguration() -> ListContentConfiguration {
    .cell()
  }

  open override func prepareForReuse() {
    super.prepareForReuse()
    accessories = []
    indentationLevel = configurationState.outlineLevel
  }

  open override func draw(on canvas: inout Canvas, in rect: CellRect) {
    guard let row = rowContent else {
      super.draw(on: &canvas, in: rect)
      return
    }
    row.draw(on: &canvas, in: rect, state: configurationState)
  }

  open override func preferredSize(fitting request: SizeFittingRequest) -> Size {
    rowContent?.preferredSize(fitting: request) ?? super.preferredSize(fitting: request)
  }

  /// The accessory drawn at column `x` of the row drawn in `rect`: what a
  /// click there hits.
  func accessory(atX x: Int, in rect: CellRect, repertoire: Repertoire) -> ListCellAccessory? {
    rowContent?.accessory(atX: x, in: rect, repertoire: repertoire)
  }

  /// The list content configuration with the cell's own accessories and
  /// indentation added, less the accessories its state does not show; nil
  /// when the content is of another kind.
  private var rowContent: ListContentConfiguration? {
    guard var row = contentConfiguration as? ListContentConfiguration else { return nil }
    row.accessories = (row.accessories + accessories).compactMap {
      $0.resolved(in: configurationState)
    }
    row.indentationLevel += indentationLevel
    return row
  }
}
