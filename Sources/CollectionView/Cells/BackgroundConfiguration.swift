import TerminalUI

/// What a cell shows behind its content: UIKit's
/// `UIBackgroundConfiguration`, a colour filling the cell. Focus and
/// selection draw over it in the theme's colours.
public struct BackgroundConfiguration: Hashable, Sendable {
  /// The fill; none where nil.
  public var backgroundColor: Color?

  public init(backgroundColor: Color? = nil) {
    self.backgroundColor = backgroundColor
  }

  /// A plain list row's background: the terminal's own.
  public static func listPlainCell() -> BackgroundConfiguration { BackgroundConfiguration() }

  /// A grouped list row's background: the terminal's own.
  public static func listGroupedCell() -> BackgroundConfiguration { BackgroundConfiguration() }

  /// No background at all.
  public static func clear() -> BackgroundConfiguration { BackgroundConfiguration() }

  /// The configuration for `state`; the same, as focus and selection are
  /// the theme's to draw.
  public func updated(for state: CellState) -> BackgroundConfiguration { self }

  /// Fills `rect` with the background colour, if any.
  public func draw(on canvas: inout Canvas, in rect: CellRect) {
    guard let backgroundColor else { return }
    canvas.fill(rect, style: Style(foreground: .default, background: backgroundColor))
  }
}
