/// Something at the edge of a list row: UIKit's cell accessories, drawn in
/// characters.
public enum ListCellAccessory: Hashable, Sendable {
  /// `›`: the row opens something.
  case disclosureIndicator
  /// `▸`/`▾`: the row expands and collapses its children; before the text
  /// for a cell, at the trailing edge for a header (UIKit's
  /// `OutlineDisclosureOptions(style:)`). With `isExpanded` nil it shows
  /// the row's own state (``CellState/isExpanded``), as UIKit's does.
  case outlineDisclosure(isExpanded: Bool?, style: OutlineDisclosureOptions.Style = .cell)
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
  /// A view of the app's own at the row's leading or trailing side.
  case customView(CustomViewConfiguration)
  /// An accessory shown only while its list is, or is not, editing: what
  /// UIKit's `displayed:` arguments make.
  indirect case displayed(DisplayedState, ListCellAccessory)

  /// When an accessory shows, as UIKit's `UICellAccessory.DisplayedState`.
  public enum DisplayedState: Hashable, Sendable {
    case always
    case whenEditing
    case whenNotEditing
  }

  /// How an outline disclosure shows: UIKit's
  /// `UICellAccessory.OutlineDisclosureOptions`.
  public struct OutlineDisclosureOptions: Hashable, Sendable {
    /// Where an outline disclosure goes.
    public enum Style: Hashable, Sendable {
      /// Before the text, for a row that is itself a child-bearing item.
      case cell
      /// At the trailing edge, for a row that heads a group (a sidebar
      /// header).
      case header
    }

    public var style: Style

    public init(style: Style = .cell) {
      self.style = style
    }
  }

  /// UIKit's spelling: a disclosure that shows whether its row is
  /// expanded.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always,
    options: OutlineDisclosureOptions = OutlineDisclosureOptions()
  ) -> ListCellAccessory {
    .shown(.outlineDisclosure(isExpanded: nil, style: options.style), displayed)
  }

  /// UIKit's spelling of ``disclosureIndicator``, shown always unless told.
  public static func disclosureIndicator(displayed: DisplayedState = .always) -> ListCellAccessory {
    .shown(.disclosureIndicator, displayed)
  }

  /// UIKit's spelling of ``checkmark``, shown always unless told.
  public static func checkmark(displayed: DisplayedState = .always) -> ListCellAccessory {
    .shown(.checkmark, displayed)
  }

  /// UIKit's spelling of ``delete``: shown while editing unless told.
  public static func delete(displayed: DisplayedState = .whenEditing) -> ListCellAccessory {
    .shown(.delete, displayed)
  }

  /// UIKit's spelling of ``reorder``: shown while editing unless told, as
  /// UIKit's is.
  public static func reorder(displayed: DisplayedState = .whenEditing) -> ListCellAccessory {
    .shown(.reorder, displayed)
  }

  /// UIKit's spelling of ``label(_:)``, shown always unless told.
  /// A view of the app's own, as UIKit's `customView(configuration:)`.
  public static func customView(configuration: CustomViewConfiguration) -> ListCellAccessory {
    shown(.customView(configuration), configuration.placement.displayed)
  }

  public static func label(text: String, displayed: DisplayedState = .always) -> ListCellAccessory {
    .shown(.label(text), displayed)
  }

  private static func shown(_ accessory: ListCellAccessory, _ displayed: DisplayedState)
    -> ListCellAccessory
  {
    displayed == .always ? accessory : .displayed(displayed, accessory)
  }

  /// The accessory as it shows in `state`, or nil where it does not: a
  /// disclosure that follows its row takes the row's expansion, and one
  /// shown only while editing or not shows by the row's editing state.
  func resolved(in state: CellState) -> ListCellAccessory? {
    switch self {
    case .displayed(let displayed, let accessory):
      guard displayed == (state.isEditing ? .whenEditing : .whenNotEditing) else { return nil }
      return accessory.resolved(in: state)
    case .outlineDisclosure(nil, let style):
      return .outlineDisclosure(isExpanded: state.isExpanded, style: style)
    default:
      return self
    }
  }

  /// Whether it goes before the text rather than at the trailing edge.
  var isLeading: Bool {
    switch self {
    case .outlineDisclosure(_, let style): style == .cell
    case .delete: true
    case .customView(let configuration): configuration.placement.isLeading
    case .displayed(_, let accessory): accessory.isLeading
    default: false
    }
  }
}
