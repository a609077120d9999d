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
    field.addAction(
      Action { [unowned self] _ in dataSource.apply(snapshot(), animatingDifferences: true) },
      for: .editingChanged
    )
    // Letters type into the filter, so h j k l do not move here.
    collectionView.lettersMoveFocus = false
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
    let needle = (field.text ?? "").lowercased()
    snapshot.appendItems(fruits.filter { needle.isEmpty || $0.lowercased().contains(needle) })
    return snapshot
  }

  override var keyBindings: [KeyBinding] {
    guard field.isFirstResponder else { return super.keyBindings }
    return collectionView.navigationBindings + [typing] + super.keyBindings
  }

  private let typing = KeyBinding.note("type", "filter")
}
