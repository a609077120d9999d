import TerminalApp

/// A list of 100 rows under a header, written as a UIKit developer writes one.
public final class FruitListController: CollectionViewController {
  enum Section { case main }
  private var dataSource: CollectionViewDiffableDataSource<Section, String>!

  public override func viewDidLoad() {
    var configuration = ListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    collectionView.collectionViewLayout = .list(using: configuration)
    let row = CellRegistration<CollectionViewListCell, String> { cell, _, name in
      var content = cell.defaultContentConfiguration()
      content.text = name
      cell.contentConfiguration = content
    }
    let header = SupplementaryRegistration<CollectionViewListCell>(
      elementKind: CollectionView.elementKindSectionHeader
    ) { header, _, _ in
      var content = ListContentConfiguration.header()
      content.text = "100 fruits"
      header.contentConfiguration = content
    }
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView,
      indexPath,
      name in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: name)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    var snapshot = DiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems((1...100).map { "Fruit \($0)" })
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
