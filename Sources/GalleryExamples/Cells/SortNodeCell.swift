import CollectionView
import TerminalUI

/// The sample's insertion-sort cell, whose only look is its node's colour:
/// a swatch of the node's hue, with a bar as high as its value for
/// terminals without colour.
final class SortNodeCell: CollectionViewCell {
  var swatch: InsertionSortViewController.Swatch?

  override func prepareForReuse() {
    super.prepareForReuse()
    swatch = nil
  }

  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    swatch?.draw(on: &canvas, in: rect)
  }
}
