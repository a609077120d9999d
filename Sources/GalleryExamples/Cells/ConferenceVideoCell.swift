import CollectionView
import TerminalUI

/// The sample's video card: a placeholder image (a numbered cell whose
/// label is a play mark), the title on up to two lines, and the category
/// in grey below.
final class ConferenceVideoCell: CollectionViewCell {
  var titleLabel = CellLabel()
  var categoryLabel = CellLabel()

  override func prepareForReuse() {
    super.prepareForReuse()
    titleLabel = CellLabel()
    categoryLabel = CellLabel()
  }

  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    let state = configurationState
    let imageHeight = max(1, rect.height - 3)
    let image = CellRect(x: rect.x, y: rect.y, width: rect.width, height: imageHeight)
    let play = canvas.repertoire == .unicode ? "▸" : ">"
    NumberedCell.draw(play, on: &canvas, in: image, state: state)
    let titleStyle = state.isFocused ? canvas.theme.focusBorder : Style(attributes: [.bold])
    canvas.putWrapped(
      titleLabel.text ?? "",
      in: CellRect(x: rect.x, y: image.maxY, width: rect.width, height: 2),
      style: titleStyle
    )
    canvas.put(
      categoryLabel.text ?? "",
      x: rect.x,
      y: rect.maxY - 1,
      width: rect.width,
      style: Theme.secondaryText
    )
  }
}
