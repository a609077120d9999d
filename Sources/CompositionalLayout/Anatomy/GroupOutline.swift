/// Where one group of a solved layout lies: a section's group, or a group
/// nested in it, in one of the section's repetitions of its group.
public struct GroupOutline: Hashable, Sendable {
  public var section: Int
  /// Which of the section's groups it is or is inside, counted from 0.
  public var group: Int
  /// 0 for the section's group, 1 for a group inside it, and so on.
  public var depth: Int
  public var kind: LayoutAnatomyLevel.Kind
  public var frame: Rect

  public init(section: Int, group: Int, depth: Int, kind: LayoutAnatomyLevel.Kind, frame: Rect) {
    self.section = section
    self.group = group
    self.depth = depth
    self.kind = kind
    self.frame = frame
  }
}
