import TerminalUI

/// The colours of an app's frame: its title bar, its footer and the keys
/// named in the footer and the help overlay. One palette for dark
/// terminals and one for light ones by default; an app may set any other
/// (``App/theme``). Every style that sets a background sets its foreground
/// too.
public struct AppTheme: Sendable, Equatable {
  /// The title bar at the top.
  public var titleBar: Style
  /// The footer at the bottom, and the diff readout above it.
  public var footer: Style
  /// A key in the footer or the help overlay.
  public var footerKey: Style

  public init(titleBar: Style, footer: Style, footerKey: Style) {
    self.titleBar = titleBar
    self.footer = footer
    self.footerKey = footerKey
  }

  /// The palette for light text on a dark background.
  public static let dark = AppTheme(
    titleBar: Style(
      foreground: .rgb(255, 255, 255),
      background: .rgb(40, 90, 200),
      attributes: [.bold]
    ),
    footer: Style(foreground: .rgb(200, 200, 200), background: .rgb(45, 45, 45)),
    footerKey: Style(
      foreground: .rgb(255, 200, 0),
      background: .rgb(45, 45, 45),
      attributes: [.bold]
    )
  )

  /// The palette for dark text on a light background.
  public static let light = AppTheme(
    titleBar: Style(
      foreground: .rgb(255, 255, 255),
      background: .rgb(40, 90, 200),
      attributes: [.bold]
    ),
    footer: Style(foreground: .rgb(45, 45, 45), background: .rgb(228, 228, 228)),
    footerKey: Style(
      foreground: .rgb(0, 85, 190),
      background: .rgb(228, 228, 228),
      attributes: [.bold]
    )
  )

  /// The palette for `appearance`.
  public static func `for`(_ appearance: Appearance) -> AppTheme {
    switch appearance {
    case .dark: dark
    case .light: light
    }
  }
}
