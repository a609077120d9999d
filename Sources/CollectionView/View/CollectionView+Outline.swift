import CompositionalLayout
import DiffableDataSource
import TerminalUI

extension CollectionView {
  /// Whether `item` has children in its section's hierarchy: a row that
  /// expands and collapses rather than acting.
  func isOutlineParent(_ item: ItemIdentifier) -> Bool {
    outline(containing: item)?.snapshot.hasChildren(item) ?? false
  }

  /// The hierarchy `item` is in, with its section; nil for an item of a
  /// section with flat items.
  private func outline(
    containing item: ItemIdentifier
  ) -> (section: SectionIdentifier, snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifier>)? {
    guard dataSource.hasSectionSnapshots, let path = indexPath(for: item),
      let section = sectionIdentifier(at: path.section),
      let snapshot = dataSource.appliedSectionSnapshot(for: section)
    else { return nil }
    return (section, snapshot)
  }

  /// Expands or collapses `item`, animated: through the data source's
  /// section snapshot handlers where a ``CollectionViewDiffableDataSource``
  /// feeds the view, else straight on its hierarchy.
  func setExpanded(_ item: ItemIdentifier, _ expanded: Bool) {
    if let expansionHandler {
      expansionHandler(item, expanded)
      return
    }
    guard let (section, outline) = outline(containing: item) else { return }
    var snapshot = outline
    if expanded { snapshot.expand([item]) } else { snapshot.collapse([item]) }
    dataSource.apply(snapshot, to: section, animatingDifferences: true)
  }

  /// Enter or a click on a parent row: flips it between expanded and
  /// collapsed, as a tap on a UIKit outline header does.
  func toggleExpansion(of item: ItemIdentifier) {
    guard let (_, snapshot) = outline(containing: item) else { return }
    setExpanded(item, !snapshot.isExpanded(item))
  }

  /// The outline's keys on the focused row, as far as they do something
  /// there: Enter flips a parent and → expands a collapsed one; ←
  /// collapses an expanded one, or from a child collapses the parent and
  /// focuses it.
  var outlineBindings: [KeyBinding] {
    guard let item = focusedItem, let (_, snapshot) = outline(containing: item) else { return [] }
    let isParent = snapshot.hasChildren(item)
    let isExpanded = snapshot.isExpanded(item)
    var bindings: [KeyBinding] = []
    if isParent {
      bindings.append(
        KeyBinding(
          "enter",
          isExpanded ? "collapse" : "expand",
          helpKeys: "enter space",
          events: [.key(.enter), .character(" ")]
        ) { [unowned self] _ in
          activateFocusedItem()
          return .handled
        }
      )
    }
    if isParent && !isExpanded {
      bindings.append(
        KeyBinding("→", "expand", events: [.key(.right)]) { [unowned self] _ in
          setExpanded(item, true)
          return .handled
        }
      )
    }
    if isParent && isExpanded {
      bindings.append(
        KeyBinding("←", "collapse", events: [.key(.left)]) { [unowned self] _ in
          setExpanded(item, false)
          return .handled
        }
      )
    } else if let parent = snapshot.parent(of: item) {
      bindings.append(
        KeyBinding("←", "to group", events: [.key(.left)]) { [unowned self] _ in
          setExpanded(parent, false)
          focus(parent)
          return .handled
        }
      )
    }
    return bindings
  }
}
