import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// The lines of a log in the standard list (rows of estimated height,
/// measured as they come into view), filtered as you type: a list of
/// hundreds of thousands of rows that stays quick on every keystroke.
public final class LogViewerController: CollectionViewController {
  enum Section { case main }

  /// The lines, by position: a row's identifier is its line's index.
  public let lines: [String]
  private var dataSource: CollectionViewDiffableDataSource<Section, Int>!
  private var filter = TextField(placeholder: "Type to filter lines")

  public init(lines: [String], clock: AnimationClock) {
    self.lines = lines
    super.init(title: "Log", clock: clock)
  }

  public override func viewDidLoad() {
    collectionView.collectionViewLayout = .list(using: ListConfiguration(appearance: .plain))
    let row = CellRegistration<CollectionViewListCell, Int> { [unowned self] cell, _, line in
      var content = cell.defaultContentConfiguration()
      content.text = lines[line]
      cell.contentConfiguration = content
    }
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView,
      indexPath,
      line in
      collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: line)
    }
    showFilteredLines(animated: false)
  }

  /// Shows the lines holding the filter's text, and how many they are in
  /// the title.
  private func showFilteredLines(animated: Bool = true) {
    let snapshot = snapshot()
    dataSource.apply(snapshot, animatingDifferences: animated)
    title = "Log: \(snapshot.numberOfItems) of \(lines.count) lines"
  }

  /// The lines holding the filter's text, ignoring case, in order.
  private func snapshot() -> DiffableDataSourceSnapshot<Section, Int> {
    let needle = filter.text.lowercased()
    var snapshot = DiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(
      needle.isEmpty
        ? Array(lines.indices) : lines.indices.filter { lines[$0].lowercased().contains(needle) }
    )
    return snapshot
  }

  public override var keyBindings: [KeyBinding] {
    var bindings = collectionView.navigationBindings(lettersMove: false)
    bindings.append(.note("type", "filter"))
    if !filter.text.isEmpty {
      bindings.append(
        KeyBinding("esc", "clear filter", events: [.key(.escape)], importance: .essential) {
          [unowned self] _ in
          filter.setText("")
          showFilteredLines()
          return .handled
        }
      )
    }
    bindings.append(
      KeyBinding("ctrl-c", "quit", events: [], importance: .essential) { _ in .handled }
    )
    return bindings
  }

  /// Typing goes to the filter, so q and ? are letters here.
  public override var capturesKeys: Bool { true }

  public override func handle(_ event: InputEvent) -> ScreenResponse {
    if case .mouse = event { return super.handle(event) }
    let before = filter.text
    guard filter.handle(event) else { return .ignored }
    if filter.text != before { showFilteredLines() }
    return .handled
  }

  /// The filter on the first line, the list below it.
  public override func viewDidLayoutSubviews() {
    collectionView.frame = CellRect(
      x: frame.x,
      y: frame.y + 1,
      width: frame.width,
      height: max(0, frame.height - 1)
    )
  }

  public override func draw(into canvas: inout Canvas, now: Double) {
    guard frame.height > 0 else { return }
    filter.draw(
      on: &canvas,
      in: CellRect(x: frame.x, y: frame.y, width: frame.width, height: 1),
      isFocused: true
    )
    collectionView.draw(into: &canvas, now: now)
  }
}
