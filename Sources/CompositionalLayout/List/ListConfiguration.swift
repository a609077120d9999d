/// How a list section looks: UIKit's list configuration, in terminal metrics.
///
/// A row is one line (an estimate: cells that need more lines say so through
/// the fitting callback). Inset-grouped and sidebar sections are inset from
/// the sides; grouped and inset-grouped sections end with a blank line, which
/// spaces them apart.
public struct ListConfiguration {
  public enum Appearance: Hashable, Sendable, CaseIterable {
    case plain
    case grouped
    case insetGrouped
    case sidebar
    case sidebarPlain
  }

  public enum HeaderMode: Hashable, Sendable {
    /// No header.
    case none
    /// A header supplementary view above the section's rows.
    case supplementary
    /// The section's first item is its header (an outline's parent row).
    case firstItemInSection
  }

  public enum FooterMode: Hashable, Sendable {
    case none
    case supplementary
  }

  public var appearance: Appearance
  public var headerMode: HeaderMode = .none
  public var footerMode: FooterMode = .none
  /// Whether rows are separated by a line; the front end draws them. On by
  /// default except in the sidebar appearances.
  public var showsSeparators: Bool

  /// The actions a row offers at its leading edge; nil, or nil for a row,
  /// offers none.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a row offers at its trailing edge.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Returns the actions the row at an index path offers at one edge.
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> SwipeActionsConfiguration?

  public init(appearance: Appearance) {
    self.appearance = appearance
    self.showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
  }

  /// The element kind of a list's header views.
  public static let headerElementKind = "header"
  /// The element kind of a list's footer views.
  public static let footerElementKind = "footer"

  /// The section's insets in this appearance, in cells.
  var contentInsets: DirectionalEdgeInsets {
    switch appearance {
    case .plain, .sidebarPlain:
      .zero
    case .grouped:
      DirectionalEdgeInsets(top: 0, leading: 0, bottom: 1, trailing: 0)
    case .insetGrouped:
      DirectionalEdgeInsets(top: 0, leading: 2, bottom: 1, trailing: 2)
    case .sidebar:
      DirectionalEdgeInsets(top: 0, leading: 1, bottom: 1, trailing: 1)
    }
  }

  /// Plain lists keep the current section's header in view, as UIKit does.
  var pinsHeaders: Bool { appearance == .plain }
}
