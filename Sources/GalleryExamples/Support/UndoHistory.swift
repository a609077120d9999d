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

  /// `u undo`, which hands the state before the newest edit to `restore`;
  /// nil while there is nothing to undo, so the footer does not offer it.
  func keyBinding(restore: @escaping (State) -> Void) -> KeyBinding? {
    guard !states.isEmpty else { return nil }
    return KeyBinding("u", "undo", events: [.character("u")], importance: .secondary) {
      [unowned self] _ in
      if let state = states.popLast() { restore(state) }
      return .handled
    }
  }
}
