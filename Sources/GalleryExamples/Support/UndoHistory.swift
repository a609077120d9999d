import CollectionView

/// The states before each edit of an editing screen, newest last, so `u`
/// can step back through them.
///
/// A screen records the snapshot it is about to replace; undoing hands back
/// the newest one, which the screen applies without recording, through the
/// same path as an edit so its backing store follows.
final class UndoHistory<State> {
  private var states: [State] = []
  /// The oldest state goes first beyond this many.
  private static var limit: Int { 100 }

  /// Remembers `state`, the one an edit is about to replace.
  func record(_ state: State) {
    states.append(state)
    if states.count > Self.limit { states.removeFirst() }
  }

  /// `u undo`, which hands the state before the newest edit to `restore`:
  /// working while there is something to undo and `isEnabled` holds, so
  /// the footer offers it only then.
  func keyBinding(
    isEnabled: @escaping () -> Bool,
    restore: @escaping (State) -> Void
  ) -> KeyBinding {
    KeyBinding(
      "undo",
      keys: [.character("u")],
      importance: .secondary,
      isEnabled: { [unowned self] in !states.isEmpty && isEnabled() }
    ) { [unowned self] _ in
      if let state = states.popLast() { restore(state) }
      return .handled
    }
  }
}
