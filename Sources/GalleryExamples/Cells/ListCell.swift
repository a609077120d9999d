import CollectionView
import TerminalUI

/// The sample's list cell: one line of text with a `›` at the trailing edge,
/// and below it a separator when its frame has a line to spare.
final class ListCell: CollectionViewCell {
  var label = CellLabel()
  /// Whether a frame a line taller than the text gets a separator there.
  var showsSeparator = false
  /// Whether the row lies on a section background decoration, which then
  /// shows through it.
  var isOnSectionBackground = false

  override func prepareForReuse() {
    super.prepareForReuse()
    label = CellLabel()
    showsSeparator = false
    isOnSectionBackground = false
  }

  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    var configuration = ListContentConfiguration(
      text: label.text ?? "",
      accessories: [.disclosureIndicator]
    )
    if isOnSectionBackground { configuration.background = .fill(canvas.galleryTheme.sectionFill) }
    configuration.draw(on: &canvas, in: rect, state: configurationState, separator: showsSeparator)
  }
}
