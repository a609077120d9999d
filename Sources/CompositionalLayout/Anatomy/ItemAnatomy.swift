/// How one item came to be where it is: the definitions it came from, from
/// its section's group down to the item, each with its room and its box.
public struct ItemAnatomy: Hashable, Sendable {
  public var indexPath: IndexPath
  /// The item's cell, as ``SolvedLayout/attributesForItem(at:orthogonalOffsets:)`` gives it.
  public var frame: Rect
  /// Which of its section's groups holds the item, counted from 0: the
  /// section repeats its group until every item has a place.
  public var group: Int
  /// The section's group first, each nested group after its parent, the
  /// item last.
  public var levels: [LayoutAnatomyLevel]

  public init(indexPath: IndexPath, frame: Rect, group: Int, levels: [LayoutAnatomyLevel]) {
    self.indexPath = indexPath
    self.frame = frame
    self.group = group
    self.levels = levels
  }

  /// The group that holds the item directly.
  public var parentGroup: LayoutAnatomyLevel? { levels.dropLast().last }
}
