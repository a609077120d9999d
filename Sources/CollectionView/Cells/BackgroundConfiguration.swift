import TerminalUI

/// What a cell shows behind its content: UIKit's
/// `UIBackgroundConfiguration`, a colour filling the cell. Focus and
/// selection draw over it in the theme's colours.
public struct BackgroundConfiguration: Hashable, Sendable {
  /// The fill; none where nil.
  public var backgroundColor: Color?
  /// A style of the theme the cell is drawn in, filling it in place of
  /// ``backgroundColor``: the theme is known only when the cell draws, as
  /// UIKit resolves its dynamic system colours and the tint colour (a nil
  /// `backgroundColor`) only when a view draws.
  public var themeFill: ThemeFill?

  /// The theme's styles a background can fill a cell with.
  public enum ThemeFill: Hashable, Sendable {
    /// The focus colour: UIKit's pressed (highlighted) cell.
    case focused
    /// The selection colour: UIKit's tint behind a selected cell.
    case selected
    /// The quiet fill a grouped cell sits on.
    case groupedBackground

    func style(in theme: Theme) -> Style {
      switch self {
      case .focused: theme.focused
      case .selected: theme.selected
      case .groupedBackground: theme.groupedBackground
      }
    }
  }

  public init(backgroundColor: Color? = nil, themeFill: ThemeFill? = nil) {
    self.backgroundColor = backgroundColor
    self.themeFill = themeFill
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

  /// Fills `rect` with the theme's fill or the background colour, if
  /// either is set.
  public func draw(on canvas: inout Canvas, in rect: CellRect) {
    if let themeFill {
      canvas.fill(rect, style: themeFill.style(in: canvas.theme))
    } else if let backgroundColor {
      canvas.fill(rect, style: Style(foreground: .default, background: backgroundColor))
    }
  }
}
