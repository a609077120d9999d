import CollectionView
import TerminalUI

/// The sample's section background: a light fill inside a rounded border
/// (square corners without Unicode), in the theme's section colours. Rows
/// drawn on it take the theme's section fill as their background so it
/// shows through them.
final class SectionBackgroundDecorationView: CollectionReusableView {
  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    canvas.fill(rect, style: canvas.galleryTheme.sectionFill)
    canvas.drawBox(rect, box: .rounded, style: canvas.galleryTheme.sectionBorder)
  }
}
