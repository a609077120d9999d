import CompositionalLayout
import TerminalUI

extension CollectionView {
  /// The outline's keys on the focused row, each working where it does
  /// something there: Enter flips a parent and → expands a collapsed one;
  /// ← collapses an expanded one, or from a child collapses the parent and
  /// focuses it. Rows expand and collapse through the data source, as far
  /// as its section snapshot handlers let them.
  func makeOutlineBindings() -> [KeyBinding] {
    [
      KeyBinding(
        title: { [unowned self] in
          focusedOutlinePlace?.place.isExpanded == true ? "collapse" : "expand"
        },
        keys: [.key(.enter)],
        alternatives: [.character(" ")],
        isEnabled: { [unowned self] in focusedOutlinePlace?.place.hasChildren == true }
      ) { [unowned self] _ in
        activateFocusedItem()
        return .handled
      },
      KeyBinding(
        "expand",
        keys: [.key(.right)],
        isEnabled: { [unowned self] in
          focusedOutlinePlace.map { $0.place.hasChildren && !$0.place.isExpanded } ?? false
        }
      ) { [unowned self] _ in
        guard let (path, _) = focusedOutlinePlace else { return .ignored }
        source?.setExpanded(at: path, true)
        return .handled
      },
      KeyBinding(
        "collapse",
        keys: [.key(.left)],
        isEnabled: { [unowned self] in
          focusedOutlinePlace.map { $0.place.hasChildren && $0.place.isExpanded } ?? false
        }
      ) { [unowned self] _ in
        guard let (path, _) = focusedOutlinePlace else { return .ignored }
        source?.setExpanded(at: path, false)
        return .handled
      },
      KeyBinding(
        "to group",
        keys: [.key(.left)],
        isEnabled: { [unowned self] in
          focusedOutlinePlace.map {
            !($0.place.hasChildren && $0.place.isExpanded) && $0.place.parent != nil
          } ?? false
        }
      ) { [unowned self] _ in
        guard let parent = focusedOutlinePlace?.place.parent else { return .ignored }
        // The parent keeps its index path as its children go.
        source?.setExpanded(at: parent, false)
        focusItem(at: parent)
        return .handled
      },
    ]
  }

  /// The focused row's place in its outline, while no carried row or
  /// shown swipe actions have the keyboard; nil for a row outside one.
  private var focusedOutlinePlace: (path: IndexPath, place: OutlinePlace)? {
    guard !capturesKeys, let source, let path = focusedIndexPath,
      let place = source.outlinePlace(at: path)
    else { return nil }
    return (path, place)
  }
}
