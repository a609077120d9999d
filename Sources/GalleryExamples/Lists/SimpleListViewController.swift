import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Simple List ("List" in the sample): 94 rows in one inset-grouped section,
/// the layout made by a list configuration rather than by hand.
final class SimpleListViewController: ExampleViewController {
  enum Section {
    case main
  }

  private(set) var dataSource: CollectionViewDiffableDataSource<Section, Int>! = nil

  override func viewDidLoad() {
    navigationItem.title = "List"
    collectionView.collectionViewLayout = CompositionalLayout.list(
      using: ListConfiguration(appearance: .insetGrouped)
    )
    configureDataSource()
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<CollectionViewListCell, Int> { cell, indexPath, item in
      var content = cell.defaultContentConfiguration()
      content.text = "\(item)"
      cell.contentConfiguration = content
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
