import CompositionalLayout
import TerminalUI

extension CollectionView {
  /// A row picked up from the keyboard (or by its ≡), carried one place at
  /// a time until it is dropped.
  struct Carry {
    let item: AnyHashable
    /// Where it was picked up, for Esc to put it back.
    let origin: IndexPath
    /// The selection before the pick-up, which shows the carried row.
    let selectionBefore: Set<AnyHashable>
  }

  /// Whether a row is being carried: the view then takes every key, and
  /// its ``itemInteractionBindings`` name the way out.
  public var isCarryingItem: Bool { carry != nil }

  /// The keys that reorder, standing in for UIKit's drag: while a row is
  /// carried, carrying it (↑/↓), dropping it (Enter or `m`) and putting it
  /// back (Esc); otherwise, where the data source lets the focused item
  /// move, Shift-↑/↓ (one place, into the neighbouring section past either
  /// end of its own) and `m` to pick it up. Each step is one move the data
  /// source makes, so its reordering handlers see every one.
  func makeReorderingBindings() -> [KeyBinding] {
    let carrying: () -> Bool = { [unowned self] in isCarryingItem }
    let movable: () -> Bool = { [unowned self] in
      guard !capturesKeys, let path = focusedIndexPath else { return false }
      return source?.canMoveItem(at: path) == true
    }
    return [
      KeyBinding(
        "carry",
        keys: [.key(.up), .key(.down)],
        alternatives: [.character("k"), .character("j"), .key(.shiftUp), .key(.shiftDown)],
        isEnabled: carrying
      ) { [unowned self] event in
        let up = event == .key(.up) || event == .character("k") || event == .key(.shiftUp)
        moveFocusedItem(up ? .up : .down)
        return .handled
      },
      KeyBinding(
        "drop",
        keys: [.character("m"), .key(.enter)],
        alternatives: [.character(" ")],
        isEnabled: carrying
      ) { [unowned self] _ in
        drop()
        return .handled
      },
      KeyBinding("cancel", keys: [.key(.escape)], importance: .essential, isEnabled: carrying) {
        [unowned self] _ in
        if let carry, let from = indexPath(ofItem: carry.item), from != carry.origin {
          source?.moveItem(at: from, to: carry.origin)
        }
        drop()
        return .handled
      },
      KeyBinding("move row", keys: [.key(.shiftUp), .key(.shiftDown)], isEnabled: movable) {
        [unowned self] event in
        moveFocusedItem(event == .key(.shiftUp) ? .up : .down)
        return .handled
      },
      KeyBinding("pick up", keys: [.character("m")], isEnabled: movable) { [unowned self] _ in
        pickUp()
        return .handled
      },
    ]
  }

  /// Picks up the focused item, where it may move: ↑/↓ carry it until it
  /// is dropped.
  func pickUp() {
    guard let item = focus.item, let path = focusedIndexPath,
      source?.canMoveItem(at: path) == true
    else { return }
    carry = Carry(item: item, origin: path, selectionBefore: focus.selection)
    focus.selection = [item]
  }

  private func drop() {
    guard let carry else { return }
    focus.selection = carry.selectionBefore
    self.carry = nil
  }

  /// Moves the focused item one place up or down, into the neighbouring
  /// section past either end of its own.
  private func moveFocusedItem(_ direction: FocusDirection) {
    guard let source = focusedIndexPath, let mover = self.source else { return }
    let destination: IndexPath
    switch direction {
    case .up where source.item > 0:
      destination = IndexPath(item: source.item - 1, section: source.section)
    case .up where source.section > 0:
      let previous = source.section - 1
      destination = IndexPath(item: numberOfItems(inSection: previous), section: previous)
    case .down where source.item < numberOfItems(inSection: source.section) - 1:
      destination = IndexPath(item: source.item + 1, section: source.section)
    case .down where source.section < numberOfSections - 1:
      destination = IndexPath(item: 0, section: source.section + 1)
    default:
      return
    }
    mover.moveItem(at: source, to: destination)
  }
}
