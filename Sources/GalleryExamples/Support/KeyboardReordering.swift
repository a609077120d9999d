import CollectionView
import DiffableDataSource
import TerminalUI

/// Moving list rows from the keyboard, standing in for a drag: Shift-↑/↓
/// move the focused row one place, into the neighbouring section past
/// either end of its own; `m` picks the row up so that ↑/↓ carry it, Enter
/// or `m` drops it and Esc puts every row back. Each move is a new snapshot
/// handed to the screen's `commit`, which applies it and updates its model,
/// so the screens that reorder share how a move is made and differ only in
/// what they keep.
final class KeyboardReordering<Section: Hashable & Sendable, Item: Hashable & Sendable> {
  typealias Snapshot = DiffableDataSourceSnapshot<Section, Item>

  private unowned let collectionView: CollectionView<Section, Item>
  private let commit: (Snapshot) -> Void
  /// The snapshot from before the row was picked up, for Esc to put back;
  /// nil while nothing is carried.
  private var snapshotBeforePickUp: Snapshot?

  init(collectionView: CollectionView<Section, Item>, commit: @escaping (Snapshot) -> Void) {
    self.collectionView = collectionView
    self.commit = commit
  }

  var isCarrying: Bool { snapshotBeforePickUp != nil }

  /// Handles `event` if it moves a row, picks one up or, while one is
  /// carried, any event at all, so that nothing else acts mid-move.
  func handle(_ event: InputEvent) -> Bool {
    if let snapshotBeforePickUp {
      switch event {
      case .key(.up), .character("k"), .key(.shiftUp):
        moveFocusedRow(.up)
      case .key(.down), .character("j"), .key(.shiftDown):
        moveFocusedRow(.down)
      case .character("m"), .key(.enter), .character(" "):
        drop()
      case .key(.escape):
        commit(snapshotBeforePickUp)
        drop()
      default:
        break
      }
      return true
    }
    switch event {
    case .key(.shiftUp):
      moveFocusedRow(.up)
    case .key(.shiftDown):
      moveFocusedRow(.down)
    case .character("m"):
      guard let item = collectionView.focusedItem else { return true }
      snapshotBeforePickUp = collectionView.dataSource.snapshot()
      collectionView.selectedItems = [item]
    default:
      return false
    }
    return true
  }

  /// Moves the row at `source` so that it ends up at `destination`, as the
  /// sample's data sources do after a drag: before or after the row now at
  /// the destination, or at the end of a section with no row there.
  func moveRow(at source: IndexPath, to destination: IndexPath) {
    guard source != destination, let item = collectionView.itemIdentifier(at: source) else {
      return
    }
    var snapshot = collectionView.dataSource.snapshot()
    if let target = collectionView.itemIdentifier(at: destination) {
      let isAfter = destination.section == source.section && destination.item > source.item
      snapshot.deleteItems([item])
      if isAfter {
        snapshot.insertItems([item], afterItem: target)
      } else {
        snapshot.insertItems([item], beforeItem: target)
      }
    } else {
      guard let section = collectionView.sectionIdentifier(at: destination.section) else { return }
      snapshot.deleteItems([item])
      snapshot.appendItems([item], toSection: section)
    }
    commit(snapshot)
  }

  /// Moves the focused row one place up or down, into the neighbouring
  /// section past either end of its own.
  private func moveFocusedRow(_ direction: FocusDirection) {
    guard let source = collectionView.focusedIndexPath else { return }
    let sectionCount = collectionView.dataSource.snapshot().numberOfSections
    let destination: IndexPath
    switch direction {
    case .up where source.item > 0:
      destination = IndexPath(item: source.item - 1, section: source.section)
    case .up where source.section > 0:
      let previous = source.section - 1
      destination = IndexPath(
        item: collectionView.numberOfItems(inSection: previous),
        section: previous
      )
    case .down where source.item < collectionView.numberOfItems(inSection: source.section) - 1:
      destination = IndexPath(item: source.item + 1, section: source.section)
    case .down where source.section < sectionCount - 1:
      destination = IndexPath(item: 0, section: source.section + 1)
    default:
      return
    }
    moveRow(at: source, to: destination)
  }

  private func drop() {
    snapshotBeforePickUp = nil
    collectionView.selectedItems = []
  }
}

extension KeyBinding {
  /// The footer's keys while a row is carried.
  static let carryingRow = [
    KeyBinding("↑↓", "carry"), KeyBinding("m/enter", "drop"), KeyBinding("esc", "cancel"),
  ]

  /// The footer's keys that start a move.
  static let reorderingRows = [KeyBinding("⇧↑↓", "move row"), KeyBinding("m", "pick up")]
}
