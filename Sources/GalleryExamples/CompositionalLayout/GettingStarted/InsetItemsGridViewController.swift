import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Inset Items Grid: the grid, each cell inset inside the room its group
/// gives it.
final class InsetItemsGridViewController: ExampleViewController {
  enum Section {
    case main
  }

  private(set) var dataSource: CollectionViewDiffableDataSource<Section, Int>! = nil

  override func viewDidLoad() {
    navigationItem.title = "Inset Items Grid"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
  }

  private func createLayout() -> CompositionalLayout {
    let itemSize = LayoutSize(
      widthDimension: .fractionalWidth(0.2),
      heightDimension: .fractionalHeight(1.0)
    )
    let item = LayoutItem(layoutSize: itemSize)
    // 5pt on every side in the sample; a row is twice as tall as a column is wide.
    item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
    let groupSize = LayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .fractionalWidth(0.2)
    )
    let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = LayoutSection(group: group)
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
