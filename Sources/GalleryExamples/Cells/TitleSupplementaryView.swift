import CollectionView
import CompositionalLayout

/// The sample's section header and footer: a title on a grey bar, one line
/// tall whatever the estimate.
enum TitleSupplementaryView {
  static func registration(
    elementKind: String,
    title: @escaping (IndexPath) -> String
  ) -> SupplementaryRegistration {
    SupplementaryRegistration(
      elementKind: elementKind,
      fit: { request in Size(width: request.proposedSize.width, height: 1) },
      draw: { canvas, rect, indexPath, state in
        var configuration = ListContentConfiguration.header()
        configuration.text = title(indexPath)
        configuration.draw(on: &canvas, in: rect, state: state)
      }
    )
  }
}
