import CollectionView
import TerminalUI

/// The sample's badge: a count in a small filled red box, rounded where the
/// terminal can draw it.
enum BadgeView {
  static func draw(_ count: Int, on canvas: inout Canvas, in rect: CellRect) {
    let fill = canvas.theme.badgeFill
    canvas.fill(rect, style: fill)
    if rect.width >= 3 && rect.height >= 3 {
      canvas.drawBox(rect, box: .rounded, style: canvas.theme.badgeBorder)
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
