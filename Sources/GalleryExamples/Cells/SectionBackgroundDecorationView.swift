import CollectionView
import TerminalUI

/// The sample's section background: a light fill with a border, in the
/// theme's section colours. Rows drawn on it take the theme's section fill
/// as their background so it shows through them.
///
/// A line drawn through the middle of the outermost cells would leave half
/// of each of them outside it, and fill them, or not, it shows two edges.
/// So the fill keeps to the cells inside, and the outermost cells, on the
/// terminal's own background, draw the border as eighth-of-a-cell lines on
/// their inner edges, which are the fill's: one edge, as a view's border
/// lies on its background's. An ASCII terminal has no such lines and gets a
/// box around the fill.
final class SectionBackgroundDecorationView: CollectionReusableView {
  override func draw(on canvas: inout Canvas, in rect: CellRect) {
    let theme = canvas.galleryTheme
    guard rect.width > 2, rect.height > 2 else {
      canvas.fill(rect, style: theme.sectionFill)
      return
    }
    let inside = rect.insetBy(dx: 1, dy: 1)
    canvas.fill(inside, style: theme.sectionFill)
    guard canvas.repertoire == .unicode else {
      canvas.drawBox(rect, box: .rounded, style: theme.sectionBorder)
      return
    }
    let row = { (y: Int) in CellRect(x: inside.minX, y: y, width: inside.width, height: 1) }
    let column = { (x: Int) in CellRect(x: x, y: inside.minY, width: 1, height: inside.height) }
    canvas.fill(row(rect.minY), with: "▁", style: theme.sectionBorder)
    canvas.fill(row(rect.maxY - 1), with: "▔", style: theme.sectionBorder)
    canvas.fill(column(rect.minX), with: "▕", style: theme.sectionBorder)
    canvas.fill(column(rect.maxX - 1), with: "▏", style: theme.sectionBorder)
  }
}
