import CollectionView
import CompositionalLayout
import DiffableDataSource

/// List: 94 rows, one per line — the 2019 sample's first example, a list
/// built from a plain compositional layout rather than a list configuration.
final class ListViewController: ExampleViewController {
  enum Section {
    case main
  }

  private(set) var dataSource: CollectionViewDiffableDataSource<Section, Int>! = nil

  override func viewDidLoad() {
    navigationItem.title = "List"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
  }

  private func createLayout() -> CompositionalLayout {
    let itemSize = LayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .fractionalHeight(1.0)
    )
    let item = LayoutItem(layoutSize: itemSize)
    // 44pt in the sample: one line.
    let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(1))
    let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = LayoutSection(group: group)
    return CompositionalLayout(section: section)
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<ListCell, Int> { cell, indexPath, identifier in
      cell.label.text = "\(identifier)"
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
