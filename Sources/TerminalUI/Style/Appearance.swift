/// Whether the terminal is light text on a dark background or dark text on a
/// light one: UIKit's user interface style. A terminal is asked for its
/// background at start (``TerminalColorQuery``, ``Backdrop/appearance``);
/// where it does not answer, `COLORFGBG` may tell.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
  case dark
  case light

  /// The colours the terminal's defaults are taken to be, for blending.
  public var backdrop: Backdrop {
    switch self {
    case .dark: .dark
    case .light: .light
    }
  }

  /// The appearance `COLORFGBG` announces (rxvt's convention, kept by
  /// Konsole, iTerm2 and others: `foreground;background` as ANSI colour
  /// numbers, sometimes with a middle field); `nil` when it is unset or
  /// names no background of the 16 ANSI colours. Backgrounds 7 (white)
  /// and 9–15 (the bright colours but dark grey) are light, the others
  /// dark.
  public init?(colorFGBG value: String?) {
    guard let background = ColorFGBG(value)?.background, background < 16 else { return nil }
    self = background == 7 || background >= 9 ? .light : .dark
  }
}
