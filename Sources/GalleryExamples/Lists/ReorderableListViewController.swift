import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// Reorderable List: one inset-grouped section per emoji category, whose
/// rows move within and across sections from the keyboard. After each move
/// the screen updates its backing store, as the sample's reordering handler
/// does, either by applying each section's collection difference or by
/// taking the section's final items; reloading the backing store then shows
/// the rows where they were left, which proves the store followed.
final class ReorderableListViewController: ExampleViewController<Emoji.Category, Emoji> {
  /// How a move reaches the backing store: the sample's two ways.
  enum ReorderingMethod {
    /// Apply each changed section's collection difference to its stored items.
    case collectionDifference
    /// Replace each section's stored items with its final items.
    case finalSnapshot

    var name: String {
      switch self {
      case .collectionDifference: "Collection Difference"
      case .finalSnapshot: "Final Snapshot Items"
      }
    }
  }

  /// The sample's start: every category's emoji in table order.
  let initialBackingStore: [Emoji.Category: [Emoji]]

  private(set) var backingStore: [Emoji.Category: [Emoji]]
  private(set) var reorderingMethod = ReorderingMethod.collectionDifference
  private let history = UndoHistory<DiffableDataSourceSnapshot<Emoji.Category, Emoji>>()
  init(context: ExampleContext, emoji: [Emoji]) {
    initialBackingStore = Dictionary(
      uniqueKeysWithValues: Emoji.Category.allCases.map { ($0, emoji.of($0)) }
    )
    backingStore = initialBackingStore
    super.init(context: context)
  }

  /// The screen on the session's emoji table.
  static func make(context: ExampleContext) throws -> ReorderableListViewController {
    ReorderableListViewController(context: context, emoji: try context.session.loadEmoji())
  }

  private lazy var reordering = KeyboardReordering(collectionView: collectionView) {
    [unowned self] in apply($0)
  }

  override func viewDidLoad() {
    collectionView.layout = CompositionalLayout.list(
      using: ListConfiguration(appearance: .insetGrouped)
    )
    configureDataSource()
    updateTitle()
    collectionView.dataSource.apply(snapshot(of: backingStore), animatingDifferences: false)
  }

  override var capturesKeys: Bool { reordering.isCarrying }

  override var keyBindings: [KeyBinding] {
    if reordering.isCarrying { return reordering.keyBindings }
    var bindings =
      collectionView.navigationBindings + reordering.keyBindings + [
        KeyBinding("r", "reload store", events: [.character("r")], importance: .secondary) {
          [unowned self] _ in
          collectionView.dataSource.apply(snapshot(of: backingStore), animatingDifferences: true)
          return .handled
        },
        KeyBinding("i", "initial", events: [.character("i")], importance: .secondary) {
          [unowned self] _ in
          backingStore = initialBackingStore
          collectionView.dataSource.apply(snapshot(of: backingStore), animatingDifferences: true)
          return .handled
        },
        KeyBinding("t", "method", events: [.character("t")], importance: .secondary) {
          [unowned self] _ in
          reorderingMethod =
            reorderingMethod == .collectionDifference ? .finalSnapshot : .collectionDifference
          updateTitle()
          return .handled
        },
      ]
    if let undo = history.keyBinding(restore: { [unowned self] in apply($0, recording: false) }) {
      bindings.append(undo)
    }
    return bindings
  }

  /// The method in the title bar, where the sample's menu shows its choice.
  private func updateTitle() {
    title = "\(context.title) — \(reorderingMethod.name)"
  }

  private func configureDataSource() {
    collectionView.cellRenderer = CellRenderer { canvas, rect, _, emoji, state in
      Self.content(for: emoji).draw(on: &canvas, in: rect, state: state)
    }
  }

  private static func content(for emoji: Emoji) -> ListContentConfiguration {
    var content = ListContentConfiguration.valueCell()
    content.text = emoji.text
    content.secondaryText = emoji.category.description
    content.accessories = [.disclosureIndicator, .reorder]
    return content
  }

  private func snapshot(
    of store: [Emoji.Category: [Emoji]]
  ) -> DiffableDataSourceSnapshot<Emoji.Category, Emoji> {
    var snapshot = DiffableDataSourceSnapshot<Emoji.Category, Emoji>()
    for category in Emoji.Category.allCases {
      snapshot.appendSections([category])
      snapshot.appendItems(store[category] ?? [], toSection: category)
    }
    return snapshot
  }

  /// Applies a move and hands each section's change to the backing store
  /// by the chosen method, as the sample's `didReorder` handler receives it;
  /// unless it is an undo, the snapshot it replaces can be undone.
  private func apply(
    _ snapshot: DiffableDataSourceSnapshot<Emoji.Category, Emoji>,
    recording: Bool = true
  ) {
    let previous = collectionView.dataSource.snapshot()
    if recording { history.record(previous) }
    collectionView.dataSource.apply(snapshot, animatingDifferences: true)
    for category in snapshot.sectionIdentifiers {
      let finalItems = snapshot.itemIdentifiers(inSection: category)
      switch reorderingMethod {
      case .collectionDifference:
        let difference = finalItems.difference(from: previous.itemIdentifiers(inSection: category))
        if let updated = backingStore[category]?.applying(difference) {
          backingStore[category] = updated
        }
      case .finalSnapshot:
        backingStore[category] = finalItems
      }
    }
  }

  /// While a row is carried nothing else acts; otherwise a click on ≡
  /// picks its row up.
  override func handle(_ event: InputEvent) -> ScreenResponse {
    if reordering.handle(event, content: Self.content(for:)) { return .handled }
    return super.handle(event)
  }
}
