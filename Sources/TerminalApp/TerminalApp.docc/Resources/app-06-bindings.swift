import TerminalApp

final class FruitsViewController: CollectionViewController {
  enum Section { case main }
  private var dataSource: CollectionViewDiffableDataSource<Section, String>!
  private let fruits = ["Apple", "Banana", "Cherry", "Date", "Fig", "Grape", "Kiwi", "Lemon"]
  private var field = TextField(placeholder: "Filter fruits")

  override func viewDidLoad() {
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
    let needle = field.text.lowercased()
    snapshot.appendItems(fruits.filter { needle.isEmpty || $0.lowercased().contains(needle) })
    return snapshot
  }

  override var capturesKeys: Bool { true }

  override func handle(_ event: InputEvent) -> ScreenResponse {
    if case .mouse = event { return super.handle(event) }
    let before = field.text
    guard field.handle(event) else { return .ignored }
    if field.text != before { dataSource.apply(snapshot(), animatingDifferences: true) }
    return .handled
  }

  override func viewDidLayoutSubviews() {
    collectionView.frame = CellRect(
      x: frame.x,
      y: frame.y + 1,
      width: frame.width,
      height: max(0, frame.height - 1)
    )
  }

  override func draw(into canvas: inout Canvas, now: Double) {
    field.draw(
      on: &canvas,
      in: CellRect(x: frame.x, y: frame.y, width: frame.width, height: 1),
      isFocused: true
    )
    collectionView.draw(into: &canvas, now: now)
  }

  override var keyBindings: [KeyBinding] {
    collectionView.navigationBindings(lettersMove: false) + [.note("type", "filter")]
  }
}
