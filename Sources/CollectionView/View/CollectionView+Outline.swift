import CompositionalLayout
import TerminalUI

extension CollectionView {
  /// The outline's keys on the focused row, as far as they do something
  /// there: Enter flips a parent and → expands a collapsed one; ←
  /// collapses an expanded one, or from a child collapses the parent and
  /// focuses it. Rows expand and collapse through the data source, as far
  /// as its section snapshot handlers let them.
  var outlineBindings: [KeyBinding] {
    guard let source, let path = focusedIndexPath, let place = source.outlinePlace(at: path)
    else { return [] }
    var bindings: [KeyBinding] = []
    if place.hasChildren {
      bindings.append(
        KeyBinding(
          "enter",
          place.isExpanded ? "collapse" : "expand",
          helpKeys: "enter space",
          events: [.key(.enter), .character(" ")]
        ) { [unowned self] _ in
          activateFocusedItem()
          return .handled
        }
      )
    }
    if place.hasChildren && !place.isExpanded {
      bindings.append(
        KeyBinding("→", "expand", events: [.key(.right)]) { [unowned source] _ in
          source.setExpanded(at: path, true)
          return .handled
        }
      )
    }
    if place.hasChildren && place.isExpanded {
      bindings.append(
        KeyBinding("←", "collapse", events: [.key(.left)]) { [unowned source] _ in
          source.setExpanded(at: path, false)
          return .handled
        }
      )
    } else if let parent = place.parent {
      bindings.append(
        KeyBinding("←", "to group", events: [.key(.left)]) { [unowned self, unowned source] _ in
          // The parent keeps its index path as its children go.
          source.setExpanded(at: parent, false)
          focusItem(at: parent)
          return .handled
        }
      )
    }
    return bindings
  }
}
