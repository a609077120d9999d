import TerminalApp

final class FruitsViewController: CollectionViewController {
  enum Section { case main }
  private var dataSource: CollectionViewDiffableDataSource<Section, String>!
  private let fruits = ["Apple", "Banana", "Cherry", "Date", "Fig", "Grape", "Kiwi", "Lemon"]
  private let field = SearchTextField()

  override func viewDidLoad() {
    let column = StackView(arrangedSubviews: [field, collectionView])
    column.axis = .vertical
    column.frame = view.bounds
    column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(column)
    field.placeholder = "Filter fruits"
    collectionView.collectionViewLayout = .list(using: ListConfiguration(appearance: .plain))
    let row = CellRegistration<CollectionViewListCell, String> { cell, _, fruit in
      var content = cell.defaultContentConfiguration()
      content.text = fruit
      cell.contentConfiguration = content
    }
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView,
      indexPath,
      fruit in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: fruit)
    }
    dataSource.apply(snapshot(), animatingDifferences: false)
  }

  private func snapshot() -> DiffableDataSourceSnapshot<Section, String> {
    var snapshot = DiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(fruits)
    return snapshot
  }
}
