import TerminalUI

/// The sample's section background: a light fill inside a rounded border
/// (square corners without Unicode). Rows drawn on it take `fill`'s colour
/// as their background so it shows through them.
enum SectionBackgroundDecorationView {
  static let fill = Color.rgb(55, 58, 66)
  static let border = Style(foreground: .rgb(160, 165, 180), background: fill)

  static func draw(on canvas: inout Canvas, in rect: CellRect) {
    canvas.fill(rect, style: Style(background: fill))
    canvas.drawBox(rect, box: .rounded, style: border)
  }
}
