/// What the sections of one solve hand a view to call back: each list
/// section's configuration (its separators and swipe-action providers) and
/// each visible-items handler, by section index, copied from the sections
/// the provider made, so a later solve, or a change to a section, leaves
/// them as they were.
///
/// Kept sparse: each array runs only to the last section that has one, so a
/// layout with no lists and no handlers keeps nothing.
struct SectionHandlers {
  private(set) var listConfigurations: [ListConfiguration?] = []
  private(set) var visibleItemsInvalidationHandlers:
    [LayoutSection.VisibleItemsInvalidationHandler?] = []

  /// Keeps what `section`, the provider's section at `index`, hands back;
  /// sections are recorded in order.
  mutating func record(_ section: LayoutSection?, at index: Int) {
    if let list = section?.listConfiguration {
      while listConfigurations.count < index { listConfigurations.append(nil) }
      listConfigurations.append(list)
    }
    if let handler = section?.visibleItemsInvalidationHandler {
      while visibleItemsInvalidationHandlers.count < index {
        visibleItemsInvalidationHandlers.append(nil)
      }
      visibleItemsInvalidationHandlers.append(handler)
    }
  }

  func listConfiguration(ofSection section: Int) -> ListConfiguration? {
    listConfigurations.indices.contains(section) ? listConfigurations[section] : nil
  }

  func visibleItemsInvalidationHandler(ofSection section: Int)
    -> LayoutSection.VisibleItemsInvalidationHandler?
  {
    visibleItemsInvalidationHandlers.indices.contains(section)
      ? visibleItemsInvalidationHandlers[section] : nil
  }
}
