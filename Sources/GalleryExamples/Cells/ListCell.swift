import CollectionView
import TerminalUI

/// The sample's list cell: one line of text with a `›` at the trailing edge,
/// and below it a separator when its frame has a line to spare.
final class ListCell: CollectionViewCell {
  var label = Label()
  /// Whether a frame a line taller than the text gets a separator there.
  var showsSeparator = false

  override func prepareForReuse() {
    super.prepareForReuse()
    label = Label()
    showsSeparator = false
  }

  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    Self.draw(
      label.text ?? "",
      on: &canvas,
      in: rect,
      state: configurationState,
      separator: showsSeparator
    )
  }

  /// Draws one row of `text`; with `separator`, a frame a line taller than
  /// the text gets the sample's separator on that line, and `background`
  /// lets a section background show through the row.
  static func draw(
    _ text: String,
    on canvas: inout Canvas,
    in rect: CellRect,
    state: CellState,
    separator: Bool = false,
    background: ListContentConfiguration.Background = .clear
  ) {
    var configuration = ListContentConfiguration(text: text, accessories: [.disclosureIndicator])
    configuration.background = background
    configuration.draw(on: &canvas, in: rect, state: state, separator: separator)
  }
}
