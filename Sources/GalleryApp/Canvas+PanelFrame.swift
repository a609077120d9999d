import CollectionView
import TerminalUI

extension Canvas {
  /// Clears `box` and frames it as the gallery's side panels are framed:
  /// a rounded border in the separator's colour, `title` on its top edge.
  mutating func drawPanelFrame(_ box: CellRect, title: String) {
    fill(box)
    drawBox(box, box: .rounded, style: theme.separator)
    put(
      " \(title) ",
      x: box.x + 1,
      y: box.y,
      width: box.width - 2,
      style: theme.accent.adding(.bold)
    )
  }
}
