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
final class ReorderableListViewController: ExampleViewController<
  ReorderableListViewController.Category, ReorderableListViewController.Emoji
>
{
  /// The sample's emoji categories, in its order.
  enum Category: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case recents, smileys, nature, food, activities, travel, objects, symbols

    var description: String {
      switch self {
      case .recents: "Recents"
      case .smileys: "Smileys"
      case .nature: "Nature"
      case .food: "Food"
      case .activities: "Activities"
      case .travel: "Travel"
      case .objects: "Objects"
      case .symbols: "Symbols"
      }
    }

    /// The category's emoji: each a single code point of emoji presentation
    /// (East Asian Width W), two cells wide to ncurses and to every
    /// terminal, so no row misaligns.
    var emoji: [Emoji] {
      let texts: [String] =
        switch self {
        case .recents: ["🎉", "🚀", "🎯"]
        case .smileys: ["😀", "😂", "😍", "😎"]
        case .nature: ["🐶", "🐱", "🌲", "🌻"]
        case .food: ["🍎", "🍕", "🍩", "🧀"]
        case .activities: ["🏀", "🎸", "🎨", "🎳"]
        case .travel: ["🚗", "🚲", "🚂", "🗽"]
        case .objects: ["💡", "📷", "🔑"]
        case .symbols: ["💯", "💤", "🆗"]
        }
      return texts.map { Emoji(text: $0, category: self) }
    }
  }

  /// One row, identified by its emoji.
  struct Emoji: Hashable, Sendable {
    let text: String
    let category: Category
  }

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

  /// The sample's start: every category's emoji in order.
  static let initialBackingStore = Dictionary(
    uniqueKeysWithValues: Category.allCases.map { ($0, $0.emoji) }
  )

  private(set) var backingStore = ReorderableListViewController.initialBackingStore
  private(set) var reorderingMethod = ReorderingMethod.collectionDifference
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
    return collectionView.navigationBindings + reordering.keyBindings + [
      KeyBinding("r", "reload store", events: [.character("r")], importance: .secondary) {
        [unowned self] _ in
        collectionView.dataSource.apply(snapshot(of: backingStore), animatingDifferences: true)
        return .handled
      },
      KeyBinding("i", "initial", events: [.character("i")], importance: .secondary) {
        [unowned self] _ in
        backingStore = Self.initialBackingStore
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
  }

  /// The method in the title bar, where the sample's menu shows its choice.
  private func updateTitle() {
    title = "\(context.title) — \(reorderingMethod.name)"
  }

  private func configureDataSource() {
    collectionView.cellRegistration = CellRegistration { canvas, rect, _, emoji, state in
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
    of store: [Category: [Emoji]]
  ) -> DiffableDataSourceSnapshot<Category, Emoji> {
    var snapshot = DiffableDataSourceSnapshot<Category, Emoji>()
    for category in Category.allCases {
      snapshot.appendSections([category])
      snapshot.appendItems(store[category] ?? [], toSection: category)
    }
    return snapshot
  }

  /// Applies a move and hands each section's change to the backing store
  /// by the chosen method, as the sample's `didReorder` handler receives it.
  private func apply(_ snapshot: DiffableDataSourceSnapshot<Category, Emoji>) {
    let previous = collectionView.dataSource.snapshot()
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
    if reordering.isCarrying { return .handled }
    if case (_, let emoji, .reorder)? = collectionView.clickedAccessory(
      event,
      content: Self.content(for:)
    ) {
      collectionView.focus(emoji)
      reordering.pickUp()
      return .handled
    }
    return super.handle(event)
  }
}
