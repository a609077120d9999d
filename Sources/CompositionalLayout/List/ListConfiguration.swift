/// How a list section looks: UIKit's list configuration, in terminal metrics.
///
/// A row is one line (an estimate: cells that need more lines say so through
/// the fitting callback). Inset-grouped and sidebar sections are inset from
/// the sides; grouped, inset-grouped and sidebar sections end with a blank
/// line, which spaces them apart, and their rows lie on the grouped
/// background. A plain sidebar is a plain list's: edge to edge, on the
/// terminal's background.
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
  /// The separators of every row, before ``itemSeparatorHandler``.
  public var separatorConfiguration: ListSeparatorConfiguration
  /// Adjusts the separators of one row: called with the row's index path
  /// and ``separatorConfiguration``, it returns that row's.
  public var itemSeparatorHandler: ItemSeparatorHandler?

  /// Returns the separators of the row at an index path, given the list's.
  public typealias ItemSeparatorHandler =
    (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration

  /// Blank lines above each section's header, when the section has a
  /// header supplementary; nil, as 0, puts none (UIKit's default is a
  /// system amount for plain lists, which in a terminal is no line).
  public var headerTopPadding: Double?

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
    self.separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
  }

  /// The span of the line between the row at `indexPath` and the next: the
  /// insets from its separator guide and its trailing edge, or nil for no
  /// line. Rows are separated only where ``showsSeparators`` is on.
  func separator(below indexPath: IndexPath) -> (leading: Double, trailing: Double)? {
    guard showsSeparators else { return nil }
    let upper = separators(at: indexPath)
    if upper.bottomSeparatorVisibility != .hidden {
      return (upper.bottomSeparatorInsets.leading, upper.bottomSeparatorInsets.trailing)
    }
    let lower = separators(at: IndexPath(item: indexPath.item + 1, section: indexPath.section))
    guard lower.topSeparatorVisibility == .visible else { return nil }
    return (lower.topSeparatorInsets.leading, lower.topSeparatorInsets.trailing)
  }

  private func separators(at indexPath: IndexPath) -> ListSeparatorConfiguration {
    itemSeparatorHandler?(indexPath, separatorConfiguration) ?? separatorConfiguration
  }

  /// The element kind of a list's header views.
  public static let headerElementKind = "header"
  /// The element kind of a list's footer views.
  public static let footerElementKind = "footer"

  /// The section's insets in this appearance, in cells.
  var contentInsets: DirectionalEdgeInsets {
    switch appearance {
    case .plain, .sidebarPlain, .grouped:
      .zero
    case .insetGrouped:
      DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
    case .sidebar:
      DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    }
  }

  /// The blank lines after a section, footer included: one in the grouped
  /// appearances and the sidebar, which space their sections apart.
  var sectionSpacing: Double {
    switch appearance {
    case .plain, .sidebarPlain: 0
    case .grouped, .insetGrouped, .sidebar: 1
    }
  }

  /// Whether the section's rows lie on a block of the grouped background,
  /// set off from the terminal's own: UIKit's grouped and inset-grouped
  /// cells, and the sidebar's grey, where a plain list and a plain sidebar
  /// lie on the system background. The front end draws the block.
  public var rowsLieOnGroupedBackground: Bool {
    switch appearance {
    case .plain, .sidebarPlain: false
    case .grouped, .insetGrouped, .sidebar: true
    }
  }

  /// Plain lists keep the current section's header in view, as UIKit does.
  var pinsHeaders: Bool { appearance == .plain }
}
