import CollectionView
import TerminalUI

extension Canvas {
  /// Clears `box` and frames it as the gallery's panels and overlays are
  /// framed: a rounded border in `border` (the separator's colour unless
  /// given), `title` on its top edge `titleInset` columns in, in bold
  /// accent.
  mutating func drawFramedBox(
    _ box: CellRect,
    title: String,
    border: Style? = nil,
    titleInset: Int = 1
  ) {
    fill(box)
    drawBox(box, box: .rounded, style: border ?? theme.separator)
    put(
      " \(title) ",
      x: box.x + titleInset,
      y: box.y,
      width: box.width - titleInset - 1,
      style: theme.accent.adding(.bold)
    )
  }
}
