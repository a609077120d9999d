/// Something at the edge of a list row: UIKit's cell accessories, drawn in
/// characters.
public enum ListCellAccessory: Hashable, Sendable {
  /// `›`: the row opens something.
  case disclosureIndicator
  /// `▸`/`▾` before the text: the row expands and collapses its children.
  case outlineDisclosure(isExpanded: Bool)
  /// `✓`: the row is chosen.
  case checkmark
  /// A switch showing on or off; `knobPosition` (0 off, 1 on) places the
  /// knob between the two while it slides.
  case toggle(isOn: Bool, knobPosition: Double? = nil)
  /// `ⅈ` (an info button): more about the row.
  case detail
  /// `★`/`☆`: starred or not.
  case star(isFilled: Bool)
  /// `⊖` before the text: the row can be deleted (a list in edit mode).
  case delete
  /// `≡`: the row can be dragged to a new place.
  case reorder
  /// A short text, such as a count.
  case label(String)

  /// Whether it goes before the text rather than at the trailing edge.
  var isLeading: Bool {
    switch self {
    case .outlineDisclosure, .delete: true
    default: false
    }
  }
}
