/// One section of a layout: a group the section repeats for all its items,
/// with insets, spacing, headers, footers and backgrounds.
public final class LayoutSection {
  /// The group repeated until every item of the section has a place.
  public let group: LayoutGroup
  /// Space around the section's items. Along the scrolling axis it lies
  /// between the headers and the first items and between the last items
  /// and the footers, as in UIKit; across it, boundary supplementary items
  /// keep inside it when ``supplementariesFollowContentInsets`` is true.
  public var contentInsets: DirectionalEdgeInsets = .zero
  /// What ``contentInsets`` are measured from across the scrolling axis.
  public var contentInsetsReference = ContentInsetsReference.automatic
  /// What the boundary supplementary items' insets are measured from across
  /// the scrolling axis; `.automatic` follows ``contentInsetsReference``.
  public var supplementaryContentInsetsReference = ContentInsetsReference.automatic
  /// Space between consecutive groups.
  public var interGroupSpacing: Double = 0
  /// Whether and how the section scrolls across the layout's direction.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
  /// Headers, footers and side views of the section.
  public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
  /// Backgrounds and other views with no data behind them.
  public var decorationItems: [LayoutDecorationItem] = []
  /// Whether boundary supplementary items keep inside the content insets
  /// across the scrolling axis (true) or span the section's full breadth
  /// (false). Along the axis they are outside the insets either way.
  public var supplementariesFollowContentInsets = true
  /// Called with the section's items on screen, their frames and the
  /// offset of a sideways-scrolling row, whenever those change: as UIKit
  /// calls it while an orthogonal section scrolls. Changes the handler
  /// makes to the items' ``LayoutVisibleItem/alpha``, ``LayoutVisibleItem/isHidden``,
  /// ``LayoutVisibleItem/zIndex`` and ``LayoutVisibleItem/center`` are
  /// drawn.
  public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
  /// Space before the headers and after the footers along the scrolling
  /// axis, outside the section's insets: a list's header top padding and
  /// the blank line that ends a grouped list's section.
  var boundaryPadding = (before: 0.0, after: 0.0)
  /// The list configuration the section was made from, if any; the front end
  /// reads its appearance and separators.
  public internal(set) var listConfiguration: ListConfiguration?

  /// Receives the visible items of a section, the sideways row's scroll
  /// offset (zero for a section that does not scroll sideways) and the
  /// layout's environment.
  public typealias VisibleItemsInvalidationHandler = (
    _ visibleItems: [LayoutVisibleItem], _ contentOffset: Point, _ environment: LayoutEnvironment
  ) -> Void

  public init(group: LayoutGroup) {
    self.group = group
  }
}
