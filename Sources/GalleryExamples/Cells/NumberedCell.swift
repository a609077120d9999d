import CollectionView
import TerminalUI

/// The sample's numbered grid cell: a blue fill with its label centred,
/// framed by a box. Focus draws the box heavy in the theme's focus colour,
/// which shows without colour too; the label stays as it is, so a focus move
/// rewrites only the two boxes. Too small for a box, the cell is a filled
/// block with the label, reversed when focused.
enum NumberedCell {
  static func draw(
    _ label: String,
    on canvas: inout Canvas,
    in rect: CellRect,
    state: CellState,
    alignment: TextAlignment = .center
  ) {
    let theme = canvas.theme
    let boxed = isBoxed(rect)
    let style = state.isFocused && !boxed ? theme.focused : canvas.galleryTheme.cellFill
    canvas.fill(rect, style: style)
    if boxed { drawBorder(on: &canvas, in: rect, state: state) }
    // Unboxed, a cell of an even height puts its label on the lower of its
    // middle rows: the top row is where a badge sits.
    canvas.put(
      label,
      x: rect.x,
      y: rect.y + (boxed ? (rect.height - 1) / 2 : rect.height / 2),
      width: rect.width,
      style: style,
      alignment: alignment
    )
  }

  /// Whether `rect` has room for a box around its label.
  private static func isBoxed(_ rect: CellRect) -> Bool {
    rect.width >= 3 && rect.height >= 3
  }

  /// The cell's box, on the terminal's own background around the fill:
  /// rounded in the border colour, or heavy in the focus colour when focused.
  private static func drawBorder(on canvas: inout Canvas, in rect: CellRect, state: CellState) {
    let theme = canvas.theme
    canvas.drawBox(
      rect,
      box: state.isFocused ? .heavy : .rounded,
      style: state.isFocused ? theme.focusBorder : canvas.galleryTheme.cellBorder
    )
  }
}
