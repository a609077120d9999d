#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Style {
  /// The contrast grey text is kept to as colours are mapped down
  /// (``converted(to:on:)``), where it had that much to begin with: WCAG
  /// 2's minimum for body text (4.5:1, success criterion 1.4.3).
  public static let legibleContrast = 4.5

  /// The contrast coloured text is kept to as colours are mapped down:
  /// WCAG 2's minimum for large text and the parts of controls (3:1).
  /// Lower than for greys, because a hue is what coloured text is known
  /// by, and the terminal's own ANSI colours are darker than the 24-bit
  /// ones they stand for (xterm's red on black is 3.6:1): held to 4.5:1,
  /// red text would turn yellow.
  public static let legibleHueContrast = 3.0

  /// The WCAG 2 contrast ratio of this style's text against its
  /// background, from 1 (none) to 21 (black on white), on a terminal whose
  /// defaults are `backdrop`: ANSI and 256-colour entries taken as xterm
  /// draws them. Reverse video swaps the two, which changes nothing here.
  public func contrastRatio(on backdrop: Backdrop) -> Double {
    let text = foreground.rgbComponents ?? backdrop.foreground
    let behind = background.rgbComponents ?? backdrop.background
    return Self.contrastRatio(text, behind)
  }

  /// This style as a terminal of `depth` can show it on `backdrop`:
  /// colours mapped down (``Color/converted(to:)``), attributes kept (they
  /// are how a monochrome terminal shows focus), and the glyphs kept
  /// readable. Where the nearest colour would lose contrast against the
  /// fill the style had (mid-grey text becoming ANSI white on a white
  /// terminal), the glyphs take the nearest colour of `depth` that keeps
  /// it, up to ``legibleContrast`` for a grey and ``legibleHueContrast``
  /// for a hue: a grey stays a grey, a hue takes the nearest colour that
  /// reads. The fill keeps its nearest colour: it is what
  /// a bar or a switch is known by. In reverse video the glyphs are drawn
  /// in the background colour, so that is the one that changes.
  public func converted(to depth: ColorDepth, on backdrop: Backdrop) -> Style {
    var converted = Style(
      foreground: foreground.converted(to: depth),
      background: background.converted(to: depth),
      attributes: attributes
    )
    let reversed = attributes.contains(.reverse)
    guard depth != .trueColor, depth != .monochrome,
      let glyphs = (reversed ? background : foreground).rgbComponents
    else { return converted }
    let ceiling = Palette.isGrey(glyphs) ? Self.legibleContrast : Self.legibleHueContrast
    let wanted = min(contrastRatio(on: backdrop), ceiling)
    guard converted.contrastRatio(on: backdrop) < wanted else { return converted }
    let fill = (reversed ? converted.foreground : converted.background).rgbComponents
    let behind = fill ?? (reversed ? backdrop.foreground : backdrop.background)
    let candidates = Self.candidates(for: glyphs, at: depth)
    let readable = candidates.filter { Self.contrastRatio($0.rgbComponents!, behind) >= wanted }
    let best =
      readable.min {
        Palette.distance(glyphs, $0.rgbComponents!) < Palette.distance(glyphs, $1.rgbComponents!)
      }
      ?? candidates.max {
        Self.contrastRatio($0.rgbComponents!, behind)
          < Self.contrastRatio($1.rgbComponents!, behind)
      }!
    if reversed { converted.background = best } else { converted.foreground = best }
    return converted
  }

  /// The colours of `depth` text of `target` may take: the greys alone for
  /// a grey, so that quiet text never turns a hue.
  private static func candidates(
    for target: (red: UInt8, green: UInt8, blue: UInt8),
    at depth: ColorDepth
  ) -> [Color] {
    let all: [Color] =
      switch depth {
      case .ansi8: (0..<8).map { .ansi($0) }
      case .ansi16: (0..<16).map { .ansi($0) }
      default: (0...255).map { .indexed($0) }
      }
    guard Palette.isGrey(target) else { return all }
    return all.filter { Palette.isGrey($0.rgbComponents!) }
  }

  /// WCAG 2's contrast ratio of two colours: their relative luminances,
  /// each plus 0.05, the lighter over the darker.
  static func contrastRatio(
    _ first: (red: UInt8, green: UInt8, blue: UInt8),
    _ second: (red: UInt8, green: UInt8, blue: UInt8)
  ) -> Double {
    let (a, b) = (relativeLuminance(first), relativeLuminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// WCAG 2's relative luminance of an sRGB colour, from 0 (black) to 1.
  static func relativeLuminance(_ color: (red: UInt8, green: UInt8, blue: UInt8)) -> Double {
    0.2126 * linearChannel[Int(color.red)] + 0.7152 * linearChannel[Int(color.green)]
      + 0.0722 * linearChannel[Int(color.blue)]
  }

  /// Each sRGB channel value made linear, worked out once.
  private static let linearChannel: [Double] = (0...255).map { channel in
    let value = Double(channel) / 255
    return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
  }
}
