/// How a section was laid out: the insets, spacing and scrolling it asked
/// for, and the boxes the solve gave it.
public struct SectionAnatomy: Hashable, Sendable {
  public var index: Int
  /// The section's extent along the scroll axis, across the whole
  /// container, boundary supplementaries and insets included.
  public var frame: Rect
  /// Where the section's groups lie: inside its content insets, after its
  /// headers and before its footers. A row that scrolls sideways runs past
  /// the container on that axis, shown at the offset the query was given.
  public var contentFrame: Rect
  /// The insets as the solve used them: the section's own, plus those of
  /// its ``ContentInsetsReference`` across the scroll axis, snapped.
  public var contentInsets: DirectionalEdgeInsets
  public var interGroupSpacing: Double
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  /// How many times the section repeats its group.
  public var groupCount: Int
  public var itemCount: Int

  public init(
    index: Int,
    frame: Rect,
    contentFrame: Rect,
    contentInsets: DirectionalEdgeInsets,
    interGroupSpacing: Double,
    orthogonalScrollingBehavior: OrthogonalScrollingBehavior,
    groupCount: Int,
    itemCount: Int
  ) {
    self.index = index
    self.frame = frame
    self.contentFrame = contentFrame
    self.contentInsets = contentInsets
    self.interGroupSpacing = interGroupSpacing
    self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    self.groupCount = groupCount
    self.itemCount = itemCount
  }

  /// ``contentFrame`` grown by ``contentInsets``: the insets are the part
  /// of it outside the content frame.
  public var insetFrame: Rect {
    Rect(
      x: contentFrame.minX - contentInsets.leading,
      y: contentFrame.minY - contentInsets.top,
      width: contentFrame.width + contentInsets.leading + contentInsets.trailing,
      height: contentFrame.height + contentInsets.top + contentInsets.bottom
    )
  }
}
