/// One section of a layout: a group the section repeats for all its items,
/// with insets, spacing, headers, footers and backgrounds.
public final class LayoutSection {
  /// The group repeated until every item of the section has a place.
  public let group: LayoutGroup
  /// Space around the section's content. Boundary supplementary items sit
  /// inside it when `supplementariesFollowContentInsets` is true.
  public var contentInsets: DirectionalEdgeInsets = .zero
  /// Space between consecutive groups.
  public var interGroupSpacing: Double = 0
  /// Whether and how the section scrolls across the layout's direction.
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
  /// Headers, footers and side views of the section.
  public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
  /// Backgrounds and other views with no data behind them.
  public var decorationItems: [LayoutDecorationItem] = []
  /// Whether boundary supplementary items sit inside the content insets
  /// (true) or span the section's full extent outside them (false).
  public var supplementariesFollowContentInsets = true
  /// The list configuration the section was made from, if any; the front end
  /// reads its appearance and separators.
  public internal(set) var listConfiguration: ListConfiguration?

  public init(group: LayoutGroup) {
    self.group = group
  }
}
