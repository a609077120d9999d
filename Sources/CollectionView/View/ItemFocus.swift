/// Which item has the keyboard's focus and which are selected, by
/// identity, so that both follow their items through changes to the data;
/// the view tells where they are (``CollectionView/focusedIndexPath``,
/// ``CollectionView/indexPathsForSelectedItems``).
struct ItemFocus {
  /// The focused item; nil before there is one.
  var item: AnyHashable?
  /// The selected items.
  var selection: Set<AnyHashable> = []

  /// Keeps the selected items `isShown` still shows, and the focused item
  /// if it does; returns whether the focused item went.
  mutating func keep(where isShown: (AnyHashable) -> Bool) -> Bool {
    if !selection.isEmpty { selection = selection.filter(isShown) }
    guard let item, !isShown(item) else { return false }
    self.item = nil
    return true
  }
}
