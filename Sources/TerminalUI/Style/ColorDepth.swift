/// How many colours a terminal can show, from none to 24-bit.
public enum ColorDepth: Int, Comparable, Sendable, CaseIterable {
  /// No colour at all: attributes (bold, reverse, …) only.
  case monochrome
  /// The eight basic ANSI colours.
  case ansi8
  /// The eight basic ANSI colours and their bright variants.
  case ansi16
  /// The 256-colour palette.
  case indexed256
  /// Any 24-bit colour.
  case trueColor

  /// Whether `lhs` shows fewer colours than `rhs`.
  public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The depth a terminal offers, from what terminfo says and the environment.
  ///
  /// `NO_COLOR` set to anything non-empty (no-color.org) wins over everything.
  /// 24-bit colour comes from a description with the terminfo `RGB`
  /// capability and a direct-colour `COLORS` (as `xterm-direct` has), or
  /// from `COLORTERM=truecolor` (or `24bit`), which kitty, alacritty, VTE,
  /// iTerm2 and WezTerm set under `TERM=xterm-256color`: colour there is
  /// written without curses (``CursesTerminal`` does). Not inside GNU
  /// screen (`STY`), which passes `COLORTERM` on but shows no 24-bit
  /// colour before version 5.
  ///
  /// - Parameters:
  ///   - environment: the process environment (`NO_COLOR`, `COLORTERM`,
  ///     `STY`).
  ///   - colors: curses' `COLORS` after `start_color`; 0 without colour.
  ///   - hasRGBCapability: whether `tigetflag("RGB")` is set.
  public static func detect(
    environment: [String: String],
    colors: Int,
    hasRGBCapability: Bool
  ) -> ColorDepth {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
    let announcesTrueColor =
      ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased())
      && environment["STY"] == nil
    switch colors {
    case (1 << 24)... where hasRGBCapability: return .trueColor
    case 8... where announcesTrueColor: return .trueColor
    case 256...: return .indexed256
    case 16...: return .ansi16
    case 8...: return .ansi8
    default: return .monochrome
    }
  }
}

extension Color {
  /// The nearest colour a terminal of `depth` can show.
  ///
  /// Each step down picks the nearest entry (squared RGB distance against
  /// xterm's palette) of the next smaller set: 24-bit → 256-colour cube or
  /// grey ramp → 16 → 8 → the terminal's default. ``default`` stays itself.
  public func converted(to depth: ColorDepth) -> Color {
    switch (self, depth) {
    case (.default, _), (_, .trueColor):
      return self
    case (_, .monochrome):
      return .default
    case (.rgb(let red, let green, let blue), .indexed256):
      return .indexed(Self.nearestIndexed(red, green, blue))
    case (_, .indexed256):
      return self
    case (.ansi(let index), .ansi16):
      return .ansi(index & 0x0F)
    case (.ansi(let index), .ansi8) where index < 8:
      return self
    case (.indexed(let index), .ansi16) where index < 16:
      return .ansi(index)
    case (.indexed(let index), .ansi8) where index < 8:
      return .ansi(index)
    default:
      // Only reached for a colour with RGB components.
      let limit = depth == .ansi8 ? 8 : 16
      return .ansi(Self.nearestANSI(rgbComponents!, among: limit))
    }
  }

  /// The closer of the nearest cube colour and the nearest grey.
  static func nearestIndexed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt8 {
    func level(_ value: UInt8) -> Int {
      Palette.cubeLevels.indices.min {
        abs(Int(Palette.cubeLevels[$0]) - Int(value))
          < abs(Int(Palette.cubeLevels[$1]) - Int(value))
      }!
    }
    let cube = UInt8(16 + 36 * level(red) + 6 * level(green) + level(blue))
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let greyStep = min(23, max(0, (average - 3) / 10))
    let grey = UInt8(232 + greyStep)
    let target = (red: red, green: green, blue: blue)
    let cubeDistance = Palette.distance(target, Palette.components(ofIndexed: cube))
    let greyDistance = Palette.distance(target, Palette.components(ofIndexed: grey))
    return greyDistance < cubeDistance ? grey : cube
  }

  /// The nearest of the first `count` ANSI colours; a grey takes the
  /// nearest grey (black, white, and at 16 colours their bright
  /// variants): mid grey is nearer ANSI yellow than black or white, and
  /// a grey scrollbar turning yellow would be a worse likeness than a
  /// lighter or darker one.
  static func nearestANSI(
    _ target: (red: UInt8, green: UInt8, blue: UInt8),
    among count: Int
  ) -> UInt8 {
    let greysOnly = Palette.isGrey(target)
    let best = (0..<count).filter { !greysOnly || Palette.isGrey(Palette.ansi[$0]) }.min {
      Palette.distance(target, Palette.ansi[$0]) < Palette.distance(target, Palette.ansi[$1])
    }!
    return UInt8(best)
  }
}
