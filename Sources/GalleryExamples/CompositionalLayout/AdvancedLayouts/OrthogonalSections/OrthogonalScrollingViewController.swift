import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Orthogonal Sections: five sections that each scroll sideways on their
/// own, every group the nested shape — a large item beside two stacked ones.
final class OrthogonalScrollingViewController: ExampleViewController<Int, Int> {
  static let sectionCount = 5
  static let itemsPerSection = 30

  override func viewDidLoad() {
    collectionView.layout = createLayout()
    configureDataSource()
  }

  override var keyBindings: [KeyBinding] {
    [
      KeyBinding("←→", "along the row"), KeyBinding("↑↓", "between rows"),
      KeyBinding("[ ]", "page row"),
    ]
  }

  private func createLayout() -> CompositionalLayout {
    CompositionalLayout { _, _ in
      let leadingItem = LayoutItem(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(0.7),
          heightDimension: .fractionalHeight(1.0)
        )
      )
      // 10pt all round in the sample: a column each side, a row below.
      leadingItem.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)

      let trailingItem = LayoutItem(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1.0),
          heightDimension: .fractionalHeight(0.3)
        )
      )
      trailingItem.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)
      let trailingGroup = LayoutGroup.vertical(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(0.3),
          heightDimension: .fractionalHeight(1.0)
        ),
        repeatingSubitem: trailingItem,
        count: 2
      )

      let containerGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(0.85),
          heightDimension: .fractionalHeight(0.4)
        ),
        subitems: [leadingItem, trailingGroup]
      )

      let section = LayoutSection(group: containerGroup)
      section.orthogonalScrollingBehavior = .continuous
      return section
    }
  }

  private func configureDataSource() {
    collectionView.cellRegistration = NumberedCell.registration()
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    var identifierOffset = 0
    for section in 0..<Self.sectionCount {
      snapshot.appendSections([section])
      snapshot.appendItems(Array(identifierOffset..<identifierOffset + Self.itemsPerSection))
      identifierOffset += Self.itemsPerSection
    }
    collectionView.dataSource.apply(snapshot, animatingDifferences: false)
  }
}
