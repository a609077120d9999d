/// A header, footer or side view of a whole section or of the whole layout.
public final class LayoutBoundarySupplementaryItem: LayoutSupplementaryItem {
  /// The side it sits on.
  public let alignment: RectAlignment
  /// A shift from its natural place.
  public let offset: Point
  /// Whether it stays in view while any of its section is visible: a header
  /// sticks to the top of the visible bounds until the section's end pushes
  /// it up; a footer sticks to the bottom.
  public var pinToVisibleBounds = false
  /// Whether the section grows to make room for it (true) or it overlays the
  /// section's content (false).
  public var extendsBoundary = true

  public init(
    layoutSize: LayoutSize,
    elementKind: String,
    alignment: RectAlignment,
    absoluteOffset: Point = .zero
  ) {
    self.alignment = alignment
    self.offset = absoluteOffset
    super.init(
      layoutSize: layoutSize,
      elementKind: elementKind,
      containerAnchor: LayoutAnchor(edges: []),
      itemAnchor: LayoutAnchor(edges: [])
    )
  }
}
