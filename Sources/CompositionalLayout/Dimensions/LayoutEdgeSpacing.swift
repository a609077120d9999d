/// Space around an item inside its group, applied before the item's content
/// insets. A side left nil takes no space.
public struct LayoutEdgeSpacing: Hashable, Sendable {
  public var leading: LayoutSpacing?
  public var top: LayoutSpacing?
  public var trailing: LayoutSpacing?
  public var bottom: LayoutSpacing?

  public init(
    leading: LayoutSpacing?,
    top: LayoutSpacing?,
    trailing: LayoutSpacing?,
    bottom: LayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }

  /// The spacing before the item along `axis` (leading or top).
  func leading(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? leading : top }
  /// The spacing after the item along `axis` (trailing or bottom).
  func trailing(_ axis: Axis) -> LayoutSpacing? { axis == .horizontal ? trailing : bottom }
}
