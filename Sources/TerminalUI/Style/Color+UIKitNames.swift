// UIKit's colour names, for code written for UIKit: fixed colours as the
// 24-bit colours UIKit gives them, and the semantic ones as the terminal's
// own, which follow its dark or light scheme as UIKit's follow the system's.
extension Color {
  /// A colour from components from 0 to 1; alpha has no say on a terminal.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func byte(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
    self = .rgb(byte(red), byte(green), byte(blue))
  }

  /// A Display P3 colour, taken as sRGB: a terminal has no wider gamut.
  public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour itself: what UIKit hands a layer as `cgColor`.
  public var cgColor: Color { self }

  public static let gray = Color.rgb(128, 128, 128)
  public static let lightGray = Color.rgb(170, 170, 170)
  public static let darkGray = Color.rgb(85, 85, 85)
  public static let systemBlue = Color.rgb(0, 122, 255)
  public static let systemGreen = Color.rgb(52, 199, 89)
  public static let systemRed = Color.rgb(255, 59, 48)
  public static let systemOrange = Color.rgb(255, 149, 0)
  public static let systemYellow = Color.rgb(255, 204, 0)
  public static let systemPink = Color.rgb(255, 45, 85)
  public static let systemPurple = Color.rgb(175, 82, 222)
  public static let systemGray = Color.rgb(142, 142, 147)
  public static let systemGray2 = Color.rgb(174, 174, 178)
  public static let systemGray3 = Color.rgb(199, 199, 204)
  /// The terminal's own background (UIKit's system backgrounds).
  public static let systemBackground = Color.default
  public static let systemGroupedBackground = Color.default
  public static let clear = Color.default
  /// The terminal's own text colour (UIKit's `label`).
  public static let label = Color.default
  public static let secondaryLabel = Color.rgb(135, 135, 135)
}
