import CollectionView
import TerminalUI

/// The sample's badge, a small round label: the count on a green pill one
/// row tall, so it sits on the cell's top edge and never covers its label.
final class BadgeView: CollectionReusableView {
  var label = CellLabel(textAlignment: .center)

  override func prepareForReuse() {
    super.prepareForReuse()
    label = CellLabel(textAlignment: .center)
  }

  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    let style = canvas.galleryTheme.badge
    canvas.fill(rect, style: style)
    canvas.put(
      label.text ?? "",
      x: rect.x,
      y: rect.y + (rect.height - 1) / 2,
      width: rect.width,
      style: style,
      alignment: label.textAlignment
    )
  }
}
