import CollectionView
import TerminalUI

/// The sample's grid cell: its label on a blue fill framed by a box
/// (``NumberedCell``), centred unless the handler says otherwise.
final class TextCell: CollectionViewCell {
  var label = CellLabel(textAlignment: .center)

  override func prepareForReuse() {
    super.prepareForReuse()
    label = CellLabel(textAlignment: .center)
  }

  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    NumberedCell.draw(
      label.text ?? "",
      on: &canvas,
      in: rect,
      state: configurationState,
      alignment: label.textAlignment
    )
  }
}
