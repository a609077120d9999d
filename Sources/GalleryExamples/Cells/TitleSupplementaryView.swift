import CollectionView
import CompositionalLayout
import TerminalUI

/// The sample's section headers and footers, sized by their content: a
/// header is its title on a grey bar; a footer is its title in the secondary
/// text style, set apart from the rows above by a blank line.
enum TitleSupplementaryView {
  /// A header: one line on the theme's header bar.
  static func registration(
    elementKind: String,
    title: @escaping (IndexPath) -> String?
  ) -> SupplementaryRenderer {
    registration(elementKind: elementKind, content: .header(), height: 1, title: title)
  }

  /// A footer: the title in grey, after a blank line of its own unless
  /// the rows above already end in one (`rowsEndBlank`, rows that keep a
  /// line for their separator).
  static func footerRegistration(
    elementKind: String,
    rowsEndBlank: Bool = false,
    title: @escaping (IndexPath) -> String?
  ) -> SupplementaryRenderer {
    registration(
      elementKind: elementKind,
      content: .footer(),
      height: rowsEndBlank ? 1 : 2,
      title: title
    )
  }

  /// The title drawn with `content` on the last of `height` lines.
  private static func registration(
    elementKind: String,
    content: ListContentConfiguration,
    height: Int,
    title: @escaping (IndexPath) -> String?
  ) -> SupplementaryRenderer {
    SupplementaryRenderer(
      elementKind: elementKind,
      fit: { request in Size(width: request.proposedSize.width, height: Double(height)) },
      draw: { canvas, rect, indexPath, state in
        var configuration = content
        configuration.text = title(indexPath)
        let line = CellRect(x: rect.x, y: rect.maxY - 1, width: rect.width, height: 1)
        configuration.draw(on: &canvas, in: line, state: state)
      }
    )
  }
}
