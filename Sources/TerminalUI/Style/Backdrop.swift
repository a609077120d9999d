/// The colours a terminal's default background and default foreground stand
/// for, which ``Color/default`` leaves unknown but blending needs
/// (``Canvas/fade(_:opacity:backdrop:)``).
///
/// A live terminal is asked for them at start (``TerminalColorQuery``); a
/// headless one takes its theme's reference terminal, or the colours it is
/// told (an app's `--background #RRGGBB` option, say, through
/// `Backdrop(background:)`).
public struct Backdrop: Hashable, Sendable {
  /// What the default background looks like; faded cells blend toward it.
  public var background: (red: UInt8, green: UInt8, blue: UInt8)
  /// What the default foreground looks like, so that text in it can fade.
  public var foreground: (red: UInt8, green: UInt8, blue: UInt8)

  /// A backdrop of `background` behind `foreground` text.
  public init(
    background: (red: UInt8, green: UInt8, blue: UInt8),
    foreground: (red: UInt8, green: UInt8, blue: UInt8)
  ) {
    self.background = background
    self.foreground = foreground
  }

  /// A backdrop of `background`, its text in the reference foreground of
  /// the appearance the background has: for a terminal that told its
  /// background but not its text colour.
  public init(background: (red: UInt8, green: UInt8, blue: UInt8)) {
    let appearance = Self.appearance(of: background)
    self.init(background: background, foreground: appearance.backdrop.foreground)
  }

  /// A backdrop of the background `specification` names (`#RRGGBB`, or
  /// `rgb:RRRR/GGGG/BBBB` as terminals answer); nil for anything else.
  public init?(background specification: String) {
    guard let color = TerminalColorQuery.color(fromSpecification: Array(specification.utf8))
    else { return nil }
    self.init(background: color)
  }

  /// The reference dark terminal (xterm's defaults): black behind light
  /// grey text.
  public static let dark = Backdrop(background: (0, 0, 0), foreground: (229, 229, 229))

  /// The reference light terminal: white behind black text.
  public static let light = Backdrop(background: (255, 255, 255), foreground: (0, 0, 0))

  /// Dark or light, by the background's relative luminance: dark where
  /// light text reads better on it than dark text does.
  public var appearance: Appearance { Self.appearance(of: background) }

  private static func appearance(of color: (red: UInt8, green: UInt8, blue: UInt8)) -> Appearance {
    // Text contrasts as well with black as with white at a luminance of
    // 0.179 (mid grey, #767676): darker backgrounds want light text.
    Style.relativeLuminance(color) < 0.179 ? .dark : .light
  }

  public static func == (lhs: Backdrop, rhs: Backdrop) -> Bool {
    lhs.background == rhs.background && lhs.foreground == rhs.foreground
  }

  public func hash(into hasher: inout Hasher) {
    for channel in [
      background.red, background.green, background.blue,
      foreground.red, foreground.green, foreground.blue,
    ] {
      hasher.combine(channel)
    }
  }
}
