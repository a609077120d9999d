import CollectionView
import TerminalUI

/// The sample's numbered grid cell: a box with its label centred, blue.
/// Focus shows on the label alone, reversed in yellow, so moving it changes
/// a handful of cells rather than two whole boxes. Too small for a box, the
/// cell is a filled block with the label.
enum NumberedCell {
  static let fill = Style(foreground: .rgb(255, 255, 255), background: .rgb(30, 60, 140))
  static let border = Style(foreground: .rgb(110, 160, 255), background: .rgb(30, 60, 140))

  static func draw(_ label: String, on canvas: inout Canvas, in rect: CellRect, state: CellState) {
    canvas.fill(rect, style: fill)
    if rect.width >= 3 && rect.height >= 3 {
      canvas.drawBox(rect, box: .rounded, style: border)
    }
    let text = state.isFocused ? " \(label) " : label
    canvas.put(
      text,
      x: rect.x,
      y: rect.y + (rect.height - 1) / 2,
      width: rect.width,
      style: state.isFocused ? Theme.focusedText : fill,
      alignment: .center
    )
  }

  /// A registration drawing each item's description in a numbered cell.
  static func registration<Item: CustomStringConvertible>() -> CellRegistration<Item> {
    CellRegistration { canvas, rect, _, item, state in
      draw(item.description, on: &canvas, in: rect, state: state)
    }
  }
}
