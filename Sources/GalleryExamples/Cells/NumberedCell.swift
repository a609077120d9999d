import CollectionView
import TerminalUI

/// The sample's numbered grid cell: a box with its label centred, blue,
/// turning bright and bold when focused. Too small for a box, it is a
/// filled block with the label.
enum NumberedCell {
  static let fill = Style(foreground: .rgb(255, 255, 255), background: .rgb(30, 60, 140))
  static let border = Style(foreground: .rgb(110, 160, 255), background: .rgb(30, 60, 140))
  static let focusedFill = Style(
    foreground: .rgb(0, 0, 0),
    background: .rgb(255, 200, 0),
    attributes: [.bold]
  )
  static let focusedBorder = Style(
    foreground: .rgb(120, 60, 0),
    background: .rgb(255, 200, 0),
    attributes: [.bold]
  )

  static func draw(_ label: String, on canvas: inout Canvas, in rect: CellRect, state: CellState) {
    let fill = state.isFocused ? focusedFill : fill
    canvas.fill(rect, style: fill)
    if rect.width >= 3 && rect.height >= 3 {
      canvas.drawBox(
        rect,
        box: state.isFocused ? .heavy : .rounded,
        style: state.isFocused ? focusedBorder : border
      )
    }
    canvas.put(
      label,
      x: rect.x,
      y: rect.y + (rect.height - 1) / 2,
      width: rect.width,
      style: fill,
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
