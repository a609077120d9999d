/// An extra view attached to every cell of an item (or to a group), placed
/// by anchors: the badge in Item Badges.
public class LayoutSupplementaryItem: LayoutItem {
  /// The kind the front end registers a view for, such as "badge".
  public let elementKind: String
  /// Where on the container (the cell) the supplementary is pinned.
  public let containerAnchor: LayoutAnchor
  /// Which point of the supplementary goes on the container's anchor point.
  public let itemAnchor: LayoutAnchor
  /// Drawing order among overlapping elements; higher is on top.
  public var zIndex: Int = 1

  /// A supplementary that sits inside its container against `containerAnchor`'s
  /// edges, then moves by the anchor's offset: `[.top, .trailing]` with a
  /// fractional offset of (0.3, −0.3) pushes a badge 30% of its own size out
  /// past the cell's top-trailing corner.
  public convenience init(
    layoutSize: LayoutSize,
    elementKind: String,
    containerAnchor: LayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize,
      elementKind: elementKind,
      containerAnchor: containerAnchor,
      itemAnchor: LayoutAnchor(edges: containerAnchor.edges)
    )
  }

  /// A supplementary whose `itemAnchor` point is placed on the container's
  /// `containerAnchor` point.
  public init(
    layoutSize: LayoutSize,
    elementKind: String,
    containerAnchor: LayoutAnchor,
    itemAnchor: LayoutAnchor
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize)
  }
}
