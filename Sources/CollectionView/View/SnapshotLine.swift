/// One line of an outline of a collection view's current snapshot, for
/// tools that show it (the gallery's snapshot panel): a section, or an
/// item at its depth in its section's hierarchy.
public struct SnapshotLine: Equatable, Sendable {
  public enum Kind: Sendable {
    case section
    case item
  }

  public var kind: Kind
  /// The identifier, as `String(describing:)` gives it.
  public var text: String
  /// 0 for sections and top-level items, one more for each parent.
  public var depth: Int
  /// For an item with children: whether they show; nil otherwise.
  public var isExpanded: Bool?
  /// Whether the last apply inserted, moved, reloaded or reconfigured it.
  public var isChanged: Bool
  /// Whether the item shows: false under a collapsed parent.
  public var isVisible: Bool

  public init(
    kind: Kind,
    text: String,
    depth: Int,
    isExpanded: Bool?,
    isChanged: Bool,
    isVisible: Bool = true
  ) {
    self.kind = kind
    self.text = text
    self.depth = depth
    self.isExpanded = isExpanded
    self.isChanged = isChanged
    self.isVisible = isVisible
  }
}
