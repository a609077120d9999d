import CollectionView
import CompositionalLayout
import TerminalUI

/// The sample's title supplementary view: a section's title on a grey bar.
enum TitleSupplementaryView {
  /// A registration for `elementKind` whose title for a section comes from
  /// `title`; it measures one line.
  static func registration(
    elementKind: String,
    title: @escaping (IndexPath) -> String
  ) -> SupplementaryRegistration {
    SupplementaryRegistration(
      elementKind: elementKind,
      fit: { request in Size(width: request.proposedSize.width, height: 1) },
      draw: { canvas, rect, indexPath, _ in
        canvas.fill(rect, style: Theme.headerBar)
        canvas.put(
          " " + title(indexPath),
          x: rect.x,
          y: rect.y,
          width: rect.width,
          style: Theme.headerBar
        )
      }
    )
  }
}
