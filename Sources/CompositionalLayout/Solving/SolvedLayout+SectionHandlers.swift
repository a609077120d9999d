extension SolvedLayout {
  /// The list configuration section `section` was made from, if it is a
  /// list: the one the section provider gave for this solve, whatever the
  /// layout has given since.
  /// - Complexity: O(1).
  public func listConfiguration(ofSection section: Int) -> ListConfiguration? {
    handlers.listConfiguration(ofSection: section)
  }

  /// The line between the list row at `indexPath` and the next, as its
  /// section's list configuration in this solve has it: its insets from the
  /// row's separator guide and trailing edge; nil for none, for a section's
  /// last row, and for a row of no list.
  /// - Complexity: O(1), plus the configuration's `itemSeparatorHandler`
  ///   for this row and the next.
  public func separator(below indexPath: IndexPath) -> (leading: Double, trailing: Double)? {
    guard sections.indices.contains(indexPath.section), indexPath.item >= 0,
      indexPath.item + 1 < sections[indexPath.section].itemCount
    else { return nil }
    return handlers.listConfiguration(ofSection: indexPath.section)?.separator(below: indexPath)
  }

  /// Whether any section has a visible-items handler, so that a view looks
  /// for them only then.
  /// - Complexity: O(1).
  public var hasVisibleItemsInvalidationHandlers: Bool {
    !handlers.visibleItemsInvalidationHandlers.isEmpty
  }

  /// The visible-items handler section `section` had in this solve, if any.
  /// - Complexity: O(1).
  public func visibleItemsInvalidationHandler(ofSection section: Int)
    -> LayoutSection.VisibleItemsInvalidationHandler?
  {
    handlers.visibleItemsInvalidationHandler(ofSection: section)
  }
}
