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

  /// What Enter on the parent row `item` does now, for the footer.
  func expansionActionTitle(of item: ItemIdentifier, in section: SectionIdentifier) -> String {
    dataSource.snapshot(for: section).isExpanded(item) ? "collapse" : "expand"
  }

  /// Enter on a parent row: flips it between expanded and collapsed.
  func toggleExpansion(of item: ItemIdentifier, in section: SectionIdentifier) {
    setExpanded(item, !dataSource.snapshot(for: section).isExpanded(item), in: section)
  }

  /// → and ← on the focused row when it is in the outline of `section`, as
  /// far as they do something there: → expands a collapsed parent; ←
  /// collapses an expanded one, or from a child collapses the parent and
  /// focuses it.
  func outlineBindings(in section: SectionIdentifier) -> [KeyBinding] {
    guard let item = focusedItem else { return [] }
    let sectionSnapshot = dataSource.snapshot(for: section)
    guard sectionSnapshot.contains(item) else { return [] }
    let isParent = !sectionSnapshot.snapshot(of: item).rootItems.isEmpty
    let isExpanded = sectionSnapshot.isExpanded(item)
    var bindings: [KeyBinding] = []
    if isParent && !isExpanded {
      bindings.append(
        KeyBinding("→", "expand", events: [.key(.right)]) { [unowned self] _ in
          setExpanded(item, true, in: section)
          return .handled
        }
      )
    }
    if isParent && isExpanded {
      bindings.append(
        KeyBinding("←", "collapse", events: [.key(.left)]) { [unowned self] _ in
          setExpanded(item, false, in: section)
          return .handled
        }
      )
    } else if let parent = sectionSnapshot.parent(of: item) {
      bindings.append(
        KeyBinding("←", "to group", events: [.key(.left)]) { [unowned self] _ in
          var sectionSnapshot = dataSource.snapshot(for: section)
          sectionSnapshot.collapse([parent])
          dataSource.apply(sectionSnapshot, to: section, animatingDifferences: true)
          focus(parent)
          return .handled
        }
      )
    }
    return bindings
  }
}
