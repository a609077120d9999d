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
    collectionView.cellRenderer = CellRenderer {
      canvas,
      rect,
      _,
      item,
      state in
      ListContentConfiguration(text: "\(item)").draw(on: &canvas, in: rect, state: state)
    }
    var snapshot = DiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<94))
    collectionView.dataSource.apply(snapshot, animatingDifferences: false)
  }
}
