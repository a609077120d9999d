/// One item of a custom group: where it goes, in the group's coordinates.
public struct LayoutGroupCustomItem: Hashable, Sendable {
  public var frame: Rect
  public var zIndex: Int

  public init(frame: Rect, zIndex: Int = 0) {
    self.frame = frame
    self.zIndex = zIndex
  }
}
