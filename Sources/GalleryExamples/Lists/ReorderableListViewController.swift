import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// Reorderable List: one inset-grouped section per emoji category, whose
/// rows move within and across sections from the keyboard. The data
/// source's reordering handlers hand each move to the backing store, as
/// the sample's do, either by applying each section's collection
/// difference or by taking the section's final items; reloading the
/// backing store then shows the rows where they were left, which proves
/// the store followed.
final class ReorderableListViewController: ExampleViewController {
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
  private(set) var dataSource: CollectionViewDiffableDataSource<Emoji.Category, Emoji>! = nil
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

  override func viewDidLoad() {
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
    applySnapshot(animatingDifferences: false)
    updateTitle()
  }

  private func createLayout() -> CompositionalLayout {
    let configuration = ListConfiguration(appearance: .insetGrouped)
    return CompositionalLayout.list(using: configuration)
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<CollectionViewListCell, Emoji> { cell, _, emoji in
      var contentConfiguration = ListContentConfiguration.valueCell()
      contentConfiguration.text = emoji.text
      contentConfiguration.secondaryText = String(describing: emoji.category)
      cell.contentConfiguration = contentConfiguration
      cell.accessories = [.disclosureIndicator(), .reorder(displayed: .always)]
    }
    dataSource = CollectionViewDiffableDataSource<Emoji.Category, Emoji>(
      collectionView: collectionView
    ) { collectionView, indexPath, emoji in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: emoji
      )
    }
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
      history.record(transaction.initialSnapshot)
      updateBackingStore(with: transaction)
    }
  }

  /// Hands each section's change to the backing store by the chosen
  /// method, as the sample's `didReorder` handler does.
  private func updateBackingStore(
    with transaction: DiffableDataSourceTransaction<Emoji.Category, Emoji>
  ) {
    for sectionTransaction in transaction.sectionTransactions {
      let sectionIdentifier = sectionTransaction.sectionIdentifier
      switch reorderingMethod {
      case .collectionDifference:
        if let previousSectionItems = backingStore[sectionIdentifier],
          let updatedSectionItems = previousSectionItems.applying(sectionTransaction.difference)
        {
          backingStore[sectionIdentifier] = updatedSectionItems
        }
      case .finalSnapshot:
        backingStore[sectionIdentifier] = sectionTransaction.finalSnapshot.items
      }
    }
  }

  /// Shows the backing store as it is.
  private func applySnapshot(animatingDifferences: Bool) {
    var snapshot = DiffableDataSourceSnapshot<Emoji.Category, Emoji>()
    for category in Emoji.Category.allCases {
      snapshot.appendSections([category])
      snapshot.appendItems(backingStore[category] ?? [], toSection: category)
    }
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
  }

  override var keyBindings: [KeyBinding] { super.keyBindings + storeBindings }

  /// Reloading, resetting and undoing the store, and the reordering
  /// method; none while a row is carried.
  private lazy var storeBindings: [KeyBinding] = {
    let free = { [unowned self] in !collectionView.capturesKeys }
    return [
      KeyBinding("reload store", keys: [.character("r")], importance: .secondary, isEnabled: free) {
        [unowned self] _ in
        applySnapshot(animatingDifferences: true)
        return .handled
      },
      KeyBinding("initial", keys: [.character("0")], importance: .secondary, isEnabled: free) {
        [unowned self] _ in
        backingStore = initialBackingStore
        applySnapshot(animatingDifferences: true)
        return .handled
      },
      KeyBinding("method", keys: [.character("t")], importance: .secondary, isEnabled: free) {
        [unowned self] _ in
        reorderingMethod =
          reorderingMethod == .collectionDifference ? .finalSnapshot : .collectionDifference
        updateTitle()
        return .handled
      },
      history.keyBinding(isEnabled: free) { [unowned self] in undo(to: $0) },
    ]
  }()

  /// Puts back the rows as they were before the last move; the backing
  /// store follows by the same method as a move.
  private func undo(to snapshot: DiffableDataSourceSnapshot<Emoji.Category, Emoji>) {
    let transaction = DiffableDataSourceTransaction(
      initialSnapshot: dataSource.snapshot(),
      finalSnapshot: snapshot
    )
    dataSource.apply(snapshot, animatingDifferences: true)
    updateBackingStore(with: transaction)
  }

  /// The method in the title bar, where the sample's menu shows its choice.
  private func updateTitle() {
    navigationItem.title = "Reorderable List — \(reorderingMethod.name)"
  }
}
