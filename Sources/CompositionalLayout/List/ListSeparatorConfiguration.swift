/// How a list row's separators look, as UIKit's `UIListSeparatorConfiguration`.
///
/// A terminal row's separator is the line between it and the next row: the
/// upper row's bottom separator, or, where that is hidden, the lower row's
/// top separator if it asks to be visible. A section's last row has no line
/// below it, and its colour is the theme's.
public struct ListSeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator shows.
  public enum Visibility: Hashable, Sendable {
    /// The list's choice: bottom separators show between rows, top ones
    /// do not.
    case automatic
    case visible
    case hidden
  }

  public var topSeparatorVisibility = Visibility.automatic
  public var bottomSeparatorVisibility = Visibility.automatic
  /// How far the top separator stays from the row's separator guide (a
  /// column in from its leading edge) and from its trailing edge; only
  /// `leading` and `trailing` count.
  public var topSeparatorInsets = DirectionalEdgeInsets.zero
  /// The same for the bottom separator.
  public var bottomSeparatorInsets = DirectionalEdgeInsets.zero

  /// The separators of a list in `appearance`: the same in every
  /// appearance here, as whether a list shows them at all is its
  /// ``ListConfiguration/showsSeparators``.
  public init(listAppearance appearance: ListConfiguration.Appearance) {}
}
