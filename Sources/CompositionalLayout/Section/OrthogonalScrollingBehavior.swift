/// How a section scrolls across the layout's scroll direction (sideways in a
/// vertical layout), and where it comes to rest.
public enum OrthogonalScrollingBehavior: Hashable, Sendable, CaseIterable {
  /// No sideways scrolling: groups stack along the layout's own direction.
  case none
  /// Scrolls freely; comes to rest wherever it is left.
  case continuous
  /// Scrolls freely; comes to rest with a group's leading edge at the start.
  case continuousGroupLeadingBoundary
  /// Moves one page (the visible width) at a time.
  case paging
  /// Moves one group at a time, the group's leading edge at the start.
  case groupPaging
  /// Moves one group at a time, the group centred.
  case groupPagingCentered
}
