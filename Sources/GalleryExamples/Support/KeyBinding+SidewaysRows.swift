import CollectionView

extension KeyBinding {
  /// The keys of a screen of sideways-scrolling rows.
  static let sidewaysRows = [
    KeyBinding("←→", "along the row"),
    KeyBinding("↑↓", "between rows"),
    KeyBinding("[ ]", "page row"),
  ]
}
