/// The colours a terminal's default background and default foreground stand
/// for, which ``Color/default`` leaves unknown but blending needs
/// (``Canvas/fade(_:opacity:backdrop:)``).
///
/// Curses cannot ask the terminal for them, so the app supplies them from its
/// theme: a dark theme assumes a dark terminal.
public struct Backdrop: Sendable {
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

  /// A dark terminal: black behind xterm's default light grey text.
  public static let dark = Backdrop(background: (0, 0, 0), foreground: (229, 229, 229))

  /// A light terminal: white behind black text.
  public static let light = Backdrop(background: (255, 255, 255), foreground: (0, 0, 0))
}
