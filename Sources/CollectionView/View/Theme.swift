import TerminalUI

/// The gallery's colours and attributes in one place, so every screen looks
/// like one app; colour depth fallback and NO_COLOR happen at output.
public enum Theme {
  /// Focused text: black on yellow, bold. Written as yellow on black
  /// reversed, so that without colour it is still reverse video.
  public static let focusedText = Style(
    foreground: .rgb(255, 200, 0),
    background: .rgb(0, 0, 0),
    attributes: [.bold, .reverse]
  )
  public static let selected = Style(foreground: .rgb(255, 255, 255), background: .rgb(40, 90, 200))
  public static let secondaryText = Style(attributes: [.dim])
  public static let headerBar = Style(
    foreground: .default,
    background: .rgb(70, 70, 70),
    attributes: [.bold]
  )
  public static let titleBar = Style(
    foreground: .rgb(255, 255, 255),
    background: .rgb(40, 90, 200),
    attributes: [.bold]
  )
  public static let footer = Style(foreground: .default, background: .rgb(50, 50, 50))
  public static let footerKey = Style(
    foreground: .rgb(255, 200, 0),
    background: .rgb(50, 50, 50),
    attributes: [.bold]
  )
  public static let scrollIndicator = Style(foreground: .rgb(130, 130, 130))
  public static let separator = Style(foreground: .rgb(90, 90, 90))
  public static let accent = Style(foreground: .rgb(40, 140, 255))
  /// The colours the terminal's defaults are taken to be when an element
  /// fades toward the screen's background.
  public static let backdrop = Backdrop.dark
}
