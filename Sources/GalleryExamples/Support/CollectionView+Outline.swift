import CollectionView
import TerminalUI

/// The keys of a sidebar outline, shared by the menu and the Emoji
/// Explorer's outline section so both expand and collapse alike.
extension CollectionView {
  /// Expands or collapses `item` in the outline of `section`, animated.
  func setExpanded(_ item: ItemIdentifier, _ expanded: Bool, in section: SectionIdentifier) {
    var sectionSnapshot = dataSource.snapshot(for: section)
    if expanded { sectionSnapshot.expand([item]) } else { sectionSnapshot.collapse([item]) }
    dataSource.apply(sectionSnapshot, to: section, animatingDifferences: true)
  }

  /// Enter on a parent row: flips it between expanded and collapsed.
  func toggleExpansion(of item: ItemIdentifier, in section: SectionIdentifier) {
    setExpanded(item, !dataSource.snapshot(for: section).isExpanded(item), in: section)
  }

  /// → and ← on the focused row when it is in the outline of `section`: →
  /// expands a parent; ← collapses it, or from a child collapses the parent
  /// and focuses it. Returns false when the key does none of these, so that
  /// it can move focus instead.
  func handleOutlineKey(_ event: InputEvent, in section: SectionIdentifier) -> Bool {
    guard let item = focusedItem else { return false }
    var sectionSnapshot = dataSource.snapshot(for: section)
    guard sectionSnapshot.contains(item) else { return false }
    let isParent = !sectionSnapshot.snapshot(of: item).rootItems.isEmpty
    switch event {
    case .key(.right) where isParent:
      setExpanded(item, true, in: section)
    case .key(.left) where isParent && sectionSnapshot.isExpanded(item):
      setExpanded(item, false, in: section)
    case .key(.left):
      guard let parent = sectionSnapshot.parent(of: item) else { return false }
      sectionSnapshot.collapse([parent])
      dataSource.apply(sectionSnapshot, to: section, animatingDifferences: true)
      focus(parent)
    default:
      return false
    }
    return true
  }
}
