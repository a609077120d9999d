import CollectionView
import TerminalUI

/// The sample's insertion-sort cell, whose only look is its node's colour:
/// a swatch of the node's hue, with a bar as high as its value for
/// terminals without colour.
final class SortNodeCell: CollectionViewCell {
  var sortNode: InsertionSortViewController.Node?

  override func prepareForReuse() {
    super.prepareForReuse()
    sortNode = nil
  }

  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    guard let sortNode else { return }
    InsertionSortViewController.drawSwatch(sortNode, on: &canvas, in: rect)
  }
}
