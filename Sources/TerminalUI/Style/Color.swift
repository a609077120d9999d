/// A foreground or background colour as an app asks for it.
///
/// The terminal may show fewer colours than asked for; ``ColorDepth`` maps a
/// colour down to what it can show (``Color/converted(to:)``).
public enum Color: Hashable, Sendable {
  /// The terminal's own foreground or background colour.
  case `default`
  /// One of the 16 ANSI colours: 0–7 normal, 8–15 bright.
  case ansi(UInt8)
  /// An entry of the 256-colour palette: 0–15 the ANSI colours, 16–231 the
  /// 6×6×6 cube, 232–255 the grey ramp.
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  /// ANSI colour 0.
  public static let black = Color.ansi(0)
  /// ANSI colour 1.
  public static let red = Color.ansi(1)
  /// ANSI colour 2.
  public static let green = Color.ansi(2)
  /// ANSI colour 3.
  public static let yellow = Color.ansi(3)
  /// ANSI colour 4.
  public static let blue = Color.ansi(4)
  /// ANSI colour 5.
  public static let magenta = Color.ansi(5)
  /// ANSI colour 6.
  public static let cyan = Color.ansi(6)
  /// ANSI colour 7.
  public static let white = Color.ansi(7)
  /// ANSI colour 8, the bright variant of ``black``.
  public static let brightBlack = Color.ansi(8)
  /// ANSI colour 9, the bright variant of ``red``.
  public static let brightRed = Color.ansi(9)
  /// ANSI colour 10, the bright variant of ``green``.
  public static let brightGreen = Color.ansi(10)
  /// ANSI colour 11, the bright variant of ``yellow``.
  public static let brightYellow = Color.ansi(11)
  /// ANSI colour 12, the bright variant of ``blue``.
  public static let brightBlue = Color.ansi(12)
  /// ANSI colour 13, the bright variant of ``magenta``.
  public static let brightMagenta = Color.ansi(13)
  /// ANSI colour 14, the bright variant of ``cyan``.
  public static let brightCyan = Color.ansi(14)
  /// ANSI colour 15, the bright variant of ``white``.
  public static let brightWhite = Color.ansi(15)
}

extension Color {
  /// The red, green and blue components this colour stands for, taking the
  /// ANSI colours as xterm draws them by default; `nil` for ``default``.
  public var rgbComponents: (red: UInt8, green: UInt8, blue: UInt8)? {
    switch self {
    case .default:
      return nil
    case .ansi(let index):
      return Palette.ansi[Int(index & 0x0F)]
    case .indexed(let index):
      return Palette.components(ofIndexed: index)
    case .rgb(let red, let green, let blue):
      return (red, green, blue)
    }
  }
}

extension Color {
  /// The colour as one integer: the case in the top byte, the payload below.
  var packed: UInt32 {
    switch self {
    case .default: return 0
    case .ansi(let index): return 1 << 24 | UInt32(index)
    case .indexed(let index): return 2 << 24 | UInt32(index)
    case .rgb(let red, let green, let blue):
      return 3 << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    }
  }

  init(packed: UInt32) {
    let byte = { (shift: UInt32) in UInt8(truncatingIfNeeded: packed >> shift) }
    switch packed >> 24 {
    case 1: self = .ansi(byte(0))
    case 2: self = .indexed(byte(0))
    case 3: self = .rgb(byte(16), byte(8), byte(0))
    default: self = .default
    }
  }
}

/// The reference colours the fallback measures distances against.
enum Palette {
  /// xterm's default ANSI colours; terminals differ, so "nearest" is only ever
  /// approximate, but a fixed table keeps the mapping deterministic.
  static let ansi: [(red: UInt8, green: UInt8, blue: UInt8)] = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
    (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
    (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
    (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
  ]

  /// Whether `color` is a grey, or near enough to one that giving it a hue
  /// would be a worse likeness than a lighter or darker grey.
  static func isGrey(_ color: (red: UInt8, green: UInt8, blue: UInt8)) -> Bool {
    max(color.red, color.green, color.blue) - min(color.red, color.green, color.blue) < 24
  }

  /// The six intensities of each axis of the 256-colour cube.
  static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

  static func components(ofIndexed index: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8) {
    switch index {
    case 0..<16:
      return ansi[Int(index)]
    case 16..<232:
      let cube = Int(index) - 16
      return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
    default:
      let grey = UInt8(8 + 10 * (Int(index) - 232))
      return (grey, grey, grey)
    }
  }

  static func distance(
    _ a: (red: UInt8, green: UInt8, blue: UInt8),
    _ b: (red: UInt8, green: UInt8, blue: UInt8)
  ) -> Int {
    let dr = Int(a.red) - Int(b.red)
    let dg = Int(a.green) - Int(b.green)
    let db = Int(a.blue) - Int(b.blue)
    return dr * dr + dg * dg + db * db
  }
}
