/// Something at the edge of a list row: UIKit's cell accessories, drawn in
/// characters.
public enum ListCellAccessory: Hashable, Sendable {
  /// `›`: the row opens something.
  case disclosureIndicator
  /// `▸`/`▾`: the row expands and collapses its children; before the text
  /// for a cell, at the trailing edge for a header (UIKit's
  /// `OutlineDisclosureOptions(style:)`).
  case outlineDisclosure(isExpanded: Bool, style: OutlineDisclosureStyle = .cell)
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
    case .outlineDisclosure(_, let style): style == .cell
    case .delete: true
    default: false
    }
  }
}

/// Where an outline disclosure goes, as UIKit's outline disclosure options
/// style it.
public enum OutlineDisclosureStyle: Hashable, Sendable {
  /// Before the text, for a row that is itself a child-bearing item.
  case cell
  /// At the trailing edge, for a row that heads a group (a sidebar header).
  case header
}
