/// Something at the edge of a list row: UIKit's cell accessories, drawn in
/// characters.
public enum ListCellAccessory: Hashable, Sendable {
  /// `›`: the row opens something.
  case disclosureIndicator
  /// `▸`/`▾`: the row expands and collapses its children; before the text
  /// for a cell, at the trailing edge for a header (UIKit's
  /// `OutlineDisclosureOptions(style:)`). With `isExpanded` nil it shows
  /// the row's own state (``CellState/isExpanded``), as UIKit's does.
  case outlineDisclosure(isExpanded: Bool?, style: OutlineDisclosureStyle = .cell)
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

  /// UIKit's spelling: a disclosure that shows whether its row is
  /// expanded.
  public static func outlineDisclosure(
    options: OutlineDisclosureOptions = OutlineDisclosureOptions()
  ) -> ListCellAccessory {
    .outlineDisclosure(isExpanded: nil, style: options.style)
  }

  /// The accessory as it shows in `state`: a disclosure that follows its
  /// row takes the row's expansion.
  func resolved(in state: CellState) -> ListCellAccessory {
    guard case .outlineDisclosure(nil, let style) = self else { return self }
    return .outlineDisclosure(isExpanded: state.isExpanded, style: style)
  }

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

/// How an outline disclosure shows: UIKit's
/// `UICellAccessory.OutlineDisclosureOptions`.
public struct OutlineDisclosureOptions: Hashable, Sendable {
  public var style: OutlineDisclosureStyle

  public init(style: OutlineDisclosureStyle = .cell) {
    self.style = style
  }
}
