import CollectionView
import TerminalUI

/// The sample's badge: a count in a small filled red box, rounded where the
/// terminal can draw it.
enum BadgeView {
  static let fill = Style(
    foreground: .rgb(255, 255, 255),
    background: .rgb(200, 30, 40),
    attributes: [.bold]
  )
  static let border = Style(foreground: .rgb(255, 140, 140), background: .rgb(200, 30, 40))

  static func draw(_ count: Int, on canvas: inout Canvas, in rect: CellRect) {
    canvas.fill(rect, style: fill)
    if rect.width >= 3 && rect.height >= 3 {
      canvas.drawBox(rect, box: .rounded, style: border)
    }
    canvas.put(
      "\(count)",
      x: rect.x,
      y: rect.y + (rect.height - 1) / 2,
      width: rect.width,
      style: fill,
      alignment: .center
    )
  }
}
