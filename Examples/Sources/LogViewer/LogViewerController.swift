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
  private let filter = SearchTextField()

  public init(lines: [String], clock: AnimationClock) {
    self.lines = lines
    super.init(title: "Log", clock: clock)
  }

  public override func viewDidLoad() {
    filter.placeholder = "Type to filter lines"
    filter.addAction(Action { [unowned self] _ in showFilteredLines() }, for: .editingChanged)
    let column = StackView(arrangedSubviews: [filter, collectionView])
    column.axis = .vertical
    column.frame = view.bounds
    column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(column)
    // Letters type into the filter, so h j k l do not move here.
    collectionView.lettersMoveFocus = false
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
    let needle = (filter.text ?? "").lowercased()
    var snapshot = DiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(
      needle.isEmpty
        ? Array(lines.indices) : lines.indices.filter { lines[$0].lowercased().contains(needle) }
    )
    return snapshot
  }

  public override var keyBindings: [KeyBinding] { listBindings }

  /// Moving through the lines while the filter field types, and clearing
  /// the filter.
  private lazy var listBindings =
    collectionView.navigationBindings + [
      .note("type", "filter"),
      KeyBinding(
        "clear filter",
        keys: [.key(.escape)],
        importance: .essential,
        isEnabled: { [unowned self] in !(filter.text ?? "").isEmpty }
      ) { [unowned self] _ in
        filter.text = ""
        showFilteredLines()
        return .handled
      },
      // The app quits on Ctrl-C before any screen sees it; the footer says so.
      .note("ctrl-c", "quit", importance: .essential),
    ]
}
