import CompositionalLayout
import TerminalUI

/// A row of a list: UIKit's `UICollectionViewListCell`, with accessories and
/// an indentation level of its own, which it adds to a list content
/// configuration when it draws.
open class CollectionViewListCell: CollectionViewCell {
  /// What the row shows at its edges: disclosure, checkmark, reorder.
  open var accessories: [ListCellAccessory] = []
  /// Steps of two cells of indentation, for outline children.
  open var indentationLevel = 0

  /// A list content configuration in the row's default style.
  open func defaultContentConfiguration() -> ListContentConfiguration {
    .cell()
  }

  open override func prepareForReuse() {
    super.prepareForReuse()
    accessories = []
    indentationLevel = 0
  }

  open override func draw(on canvas: inout Canvas, in rect: CellRect) {
    guard var list = contentConfiguration as? ListContentConfiguration else {
      super.draw(on: &canvas, in: rect)
      return
    }
    list.accessories += accessories
    list.indentationLevel += indentationLevel
    list.draw(on: &canvas, in: rect, state: configurationState)
  }
}
