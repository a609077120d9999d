import CollectionView
import TerminalUI

/// The sample's numbered grid cell: a box with its label centred, blue.
/// Focus draws the box heavy in the theme's focus colour and reverses the
/// label, so it shows in every cell size and colour depth. Too small for a
/// box, the cell is a filled block with the label.
enum NumberedCell {
  static func draw(_ label: String, on canvas: inout Canvas, in rect: CellRect, state: CellState) {
    let theme = canvas.theme
    canvas.fill(rect, style: state.isFocused && !isBoxed(rect) ? theme.focused : theme.cellFill)
    if isBoxed(rect) { drawBorder(on: &canvas, in: rect, state: state) }
    let text = state.isFocused ? " \(label) " : label
    canvas.put(
      text,
      x: rect.x,
      y: rect.y + (rect.height - 1) / 2,
      width: rect.width,
      style: state.isFocused ? theme.focused : theme.cellFill,
      alignment: .center
    )
  }

  /// Whether `rect` has room for a box around its label.
  static func isBoxed(_ rect: CellRect) -> Bool {
    rect.width >= 3 && rect.height >= 3
  }

  /// The cell's box: rounded in the border colour, or heavy in the focus
  /// colour when focused.
  static func drawBorder(on canvas: inout Canvas, in rect: CellRect, state: CellState) {
    let theme = canvas.theme
    canvas.drawBox(
      rect,
      box: state.isFocused ? .heavy : .rounded,
      style: state.isFocused ? theme.focusBorder.over(theme.cellFill) : theme.cellBorder
    )
  }

  /// A registration drawing each item's description in a numbered cell.
  static func registration<Item: CustomStringConvertible>() -> CellRegistration<Item> {
    CellRegistration { canvas, rect, _, item, state in
      draw(item.description, on: &canvas, in: rect, state: state)
    }
  }
}
