import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Simple List ("List" in the sample): 94 rows in one inset-grouped section,
/// the layout made by a list configuration rather than by hand.
final class SimpleListViewController: ExampleViewController<SimpleListViewController.Section, Int> {
  enum Section {
    case main
  }

  override func viewDidLoad() {
    collectionView.layout = CompositionalLayout.list(
      using: ListConfiguration(appearance: .insetGrouped)
    )
    configureDataSource()
  }

  private func configureDataSource() {
    collectionView.cellRegistration = CellRegistration {
      [unowned self] canvas, rect, indexPath, item, state in
      let isLast = indexPath.item == collectionView.numberOfItems(inSection: indexPath.section) - 1
      ListContentConfiguration(text: "\(item)").draw(
        on: &canvas,
        in: rect,
        state: state,
        separator: !isLast
      )
    }
    var snapshot = DiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<94))
    collectionView.dataSource.apply(snapshot, animatingDifferences: false)
  }
}
