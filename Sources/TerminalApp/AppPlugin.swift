import CollectionView
import TerminalUI

/// Something an app opts into beyond its screens, as the gallery opts into
/// its ``DeveloperTools``: keys that work over every screen, lines for the
/// help overlay, and drawing over the screen. An app without plug-ins
/// shows none of what they add: not in its footer, its help or its palette.
///
/// The app asks a plug-in's ``keyBindings`` after the screen's: one whose
/// keys the screen takes is offered in the palette only.
public protocol AppPlugin: AnyObject {
  /// The plug-in's keys, declared once, each working while its condition
  /// holds.
  var keyBindings: [KeyBinding] { get }
  /// The plug-in is installed in `app`: it may keep it (unowned: the app
  /// owns its plug-ins).
  func didInstall(in app: App)
  /// Lines for the help overlay, after the keys and the mouse.
  func helpLines(repertoire: Repertoire) -> [HelpLine]
  /// Draws over the screen, the bars and the footer drawn, at `now` on the
  /// screens' clock.
  func draw(into canvas: inout Canvas, now: Double)
}

extension AppPlugin {
  public func didInstall(in app: App) {}
  public func helpLines(repertoire: Repertoire) -> [HelpLine] { [] }
}

/// One line of the help overlay.
public enum HelpLine: Equatable, Sendable {
  /// A sentence, wrapped to the overlay's width; empty for a gap.
  case text(String)
  /// Keys and what they do, in two columns.
  case keys(String, String)
}
