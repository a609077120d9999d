import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Two-Column Grid: exactly two cells a row, sharing the width left after
/// the spacing between them.
final class TwoColumnViewController: ExampleViewController {
  enum Section {
    case main
  }

  private(set) var dataSource: CollectionViewDiffableDataSource<Section, Int>! = nil

  override func viewDidLoad() {
    navigationItem.title = "Two-Column Grid"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
  }

  private func createLayout() -> CompositionalLayout {
    let itemSize = LayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .fractionalHeight(1.0)
    )
    let item = LayoutItem(layoutSize: itemSize)
    // 44pt rows, 10pt spacing and insets in the sample.
    let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(3))
    let group = LayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
    let spacing = 2.0
    group.interItemSpacing = .fixed(spacing)

    let section = LayoutSection(group: group)
    section.interGroupSpacing = 1
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)

    return CompositionalLayout(section: section)
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<TextCell, Int> { cell, indexPath, identifier in
      cell.label.text = "\(identifier)"
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
    snapshot.appendItems(Array(0..<94))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
