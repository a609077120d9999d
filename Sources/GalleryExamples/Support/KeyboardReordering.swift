import CollectionView
import DiffableDataSource
import TerminalUI

/// Moving list rows from the keyboard, standing in for a drag: Shift-↑/↓
/// move the focused row one place, into the neighbouring section past
/// either end of its own; `m` (or a click on ≡) picks the row up so that
/// ↑/↓ carry it, Enter or `m` drops it and Esc puts every row back. Each move is a new snapshot
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

  /// The keys that move rows: while a row is carried, carrying, dropping
  /// and cancelling (the screen takes every key then); otherwise Shift-↑/↓
  /// and picking up.
  var keyBindings: [KeyBinding] {
    if let snapshotBeforePickUp {
      return [
        KeyBinding(
          "↑↓",
          "carry",
          helpKeys: "↑↓ k j",
          events: [
            .key(.up), .key(.down), .character("k"), .character("j"), .key(.shiftUp),
            .key(.shiftDown),
          ]
        ) { [unowned self] event in
          let up = event == .key(.up) || event == .character("k") || event == .key(.shiftUp)
          moveFocusedRow(up ? .up : .down)
          return .handled
        },
        KeyBinding(
          "m/enter",
          "drop",
          helpKeys: "m enter space",
          events: [.character("m"), .key(.enter), .character(" ")]
        ) { [unowned self] _ in
          drop()
          return .handled
        },
        KeyBinding("esc", "cancel", events: [.key(.escape)], importance: .essential) {
          [unowned self] _ in
          commit(snapshotBeforePickUp)
          drop()
          return .handled
        },
      ]
    }
    guard collectionView.focusedItem != nil else { return [] }
    return [
      KeyBinding("shift-↑↓", "move row", events: [.key(.shiftUp), .key(.shiftDown)]) {
        [unowned self] event in
        moveFocusedRow(event == .key(.shiftUp) ? .up : .down)
        return .handled
      },
      KeyBinding("m", "pick up", events: [.character("m")]) { [unowned self] _ in
        pickUp()
        return .handled
      },
    ]
  }

  /// Takes an event before the screen does: while a row is carried every
  /// event (the carry keys come as bindings); a click on a row's ≡, drawn
  /// as `content` describes, picks that row up. Returns whether it took
  /// the event.
  func handle(_ event: InputEvent, content: (Item) -> ListContentConfiguration) -> Bool {
    if isCarrying { return true }
    guard case (_, let item, .reorder)? = collectionView.clickedAccessory(event, content: content)
    else { return false }
    collectionView.focus(item)
    pickUp()
    return true
  }

  /// Picks up the focused row: ↑/↓ carry it until it is dropped.
  func pickUp() {
    guard let item = collectionView.focusedItem else { return }
    snapshotBeforePickUp = collectionView.dataSource.snapshot()
    collectionView.selectedItems = [item]
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
