import CollectionView
import TerminalUI

/// The sample's list cell: one line of text with a `›` at the trailing edge.
enum TextCell {
  static func registration<Item: CustomStringConvertible>() -> CellRenderer<Item> {
    CellRenderer { canvas, rect, _, item, state in
      draw(item.description, on: &canvas, in: rect, state: state)
    }
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
