import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Nested Groups: a group inside a group — a large item beside a column of
/// two — repeated down the screen.
final class NestedGroupsViewController: ExampleViewController {
  enum Section {
    case main
  }

  private(set) var dataSource: CollectionViewDiffableDataSource<Section, Int>! = nil

  override func viewDidLoad() {
    navigationItem.title = "Nested Groups"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
  }

  private func createLayout() -> CompositionalLayout {
    CompositionalLayout { _, _ in
      // 10pt on every side in the sample, a thirtieth of the group's
      // height there: two columns, but only half a row, so that the
      // stacked pair stay boxes on a 24-row terminal.
      let insets = DirectionalEdgeInsets(top: 0.5, leading: 2, bottom: 0.5, trailing: 2)

      let leadingItem = LayoutItem(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(0.7),
          heightDimension: .fractionalHeight(1.0)
        )
      )
      leadingItem.contentInsets = insets

      let trailingItem = LayoutItem(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1.0),
          heightDimension: .fractionalHeight(0.3)
        )
      )
      trailingItem.contentInsets = insets
      let trailingGroup = LayoutGroup.vertical(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(0.3),
          heightDimension: .fractionalHeight(1.0)
        ),
        subitem: trailingItem,
        count: 2
      )

      let nestedGroup = LayoutGroup.horizontal(
        layoutSize: LayoutSize(
          widthDimension: .fractionalWidth(1.0),
          heightDimension: .fractionalHeight(0.4)
        ),
        subitems: [leadingItem, trailingGroup]
      )
      return LayoutSection(group: nestedGroup)
    }
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<TextCell, Int> { cell, indexPath, identifier in
      cell.label.text = "\(indexPath.section), \(indexPath.item)"
      cell.label.textAlignment = .center
    }
    dataSource = CollectionViewDiffableDataSource<Section, Int>(
      collectionView: collectionView
    ) { collectionView, indexPath, identifier in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: identifier
      )
    }
    var snapshot = DiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<100))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

}
