import GalleryExamples
import Testing

@testable import TerminalApp
@testable import TerminalUI

/// Every foreground the themes use reads on its background, at every colour
/// depth a terminal may have, dark and light: the contrast of each role's
/// text against its own background (or the terminal's, for a role that sets
/// none), after the colours are mapped down as the terminal layer maps
/// them, with the ANSI and 256-colour entries as xterm draws them.
///
/// The minimums, by what a role is for:
/// - Text: 4.5:1, WCAG 2's minimum for body text (SC 1.4.3); a terminal's
///   text is all body-sized.
/// - Secondary text and the marks of controls (secondary labels, line
///   numbers, comments; a star, a switch's track and knob, the scrollbar's
///   thumb): 3:1, WCAG's minimum for large text and for the parts of a
///   control one must see (SC 1.4.11). UIKit's `secondaryLabel` sits near
///   it (about 2.8:1 on white).
/// - Lines that only divide (separators, the scrollbar's track, borders):
///   1.5:1, as faint as UIKit's opaque separators (about 1.6:1 on black,
///   1.7:1 on white) and no fainter: below it a line is gone.
/// - A shadow (the one a carried row casts): none. It is a darkening of
///   what it falls on, and on a black terminal nothing is darker; the
///   lifted row itself, a lighter platter, carries the lift there.
///
/// At 16 and 8 colours text in a hue is held to 3:1 at most
/// (``Style/legibleHueContrast``): the ANSI colours are darker than the
/// ones they stand for (xterm's red on black is 3.6:1), and a hue is what
/// such text is known by.
@Suite struct ThemeContrastTests {
  static let secondary: Set<String> = [
    "secondaryText", "comment", "lineNumber", "star", "switchOn", "switchOff", "scrollThumb",
  ]
  static let lines: Set<String> = [
    "separator", "scrollTrack", "cellBorder", "sectionBorder", "focusBorder",
  ]

  static let shadows: Set<String> = ["liftShadow"]

  static func minimum(_ role: String, _ style: Style, at depth: ColorDepth) -> Double {
    guard !shadows.contains(role) else { return 1 }
    let minimum = secondary.contains(role) ? 3 : lines.contains(role) ? 1.5 : Style.legibleContrast
    let glyphs = style.attributes.contains(.reverse) ? style.background : style.foreground
    guard depth <= .ansi16, let color = glyphs.rgbComponents, !Palette.isGrey(color) else {
      return minimum
    }
    return min(minimum, Style.legibleHueContrast)
  }

  /// Each style a theme value holds, by its property's name.
  static func roles(of theme: Any) -> [(String, Style)] {
    Mirror(reflecting: theme).children.compactMap { child in
      guard let name = child.label, let style = child.value as? Style else { return nil }
      return (name, style)
    }
  }

  static func themes(_ appearance: Appearance) -> [(String, [(String, Style)])] {
    [
      ("Theme", roles(of: Theme.for(appearance)) + [("secondaryText", Theme.secondaryText)]),
      ("AppTheme", roles(of: AppTheme.for(appearance))),
      ("GalleryTheme", roles(of: GalleryTheme.for(appearance))),
      (
        "InspectorTheme",
        roles(of: appearance == .dark ? InspectorTheme.dark : InspectorTheme.light)
      ),
      ("SyntaxTheme", roles(of: appearance == .dark ? SyntaxTheme.dark : SyntaxTheme.light)),
    ]
  }

  @Test(
    arguments: [Appearance.dark, .light],
    [ColorDepth.trueColor, .indexed256, .ansi16, .ansi8]
  )
  func everyRoleReadsOnItsBackground(appearance: Appearance, depth: ColorDepth) {
    let backdrop = appearance.backdrop
    var failures: [String] = []
    for (theme, roles) in Self.themes(appearance) {
      for (role, style) in roles where style.foreground != .default {
        let shown = style.converted(to: depth, on: backdrop)
        let ratio = shown.contrastRatio(on: backdrop)
        let minimum = Self.minimum(role, style, at: depth)
        if ratio < minimum {
          failures.append(
            "\(theme).\(role): \(String(format: "%.2f", ratio)) < \(minimum) (\(shown.foreground) on \(shown.background))"
          )
        }
      }
    }
    #expect(failures.isEmpty, "\(appearance) at \(depth):\n\(failures.joined(separator: "\n"))")
  }

  /// The classes above name roles that exist: a role renamed must not
  /// quietly lose its class.
  @Test func everyClassedRoleExists() {
    let names = Set(
      [Appearance.dark, .light].flatMap { Self.themes($0).flatMap { $0.1.map(\.0) } }
    )
    #expect(Self.secondary.union(Self.lines).union(Self.shadows).subtracting(names).isEmpty)
  }

  /// The defect this guards: mid-grey text on a light 8-colour terminal
  /// became ANSI white, and vanished ("387 mountains", the heights).
  @Test func midGreyTextStaysReadableOnALightEightColourTerminal() {
    let shown = Theme.secondaryText.converted(to: .ansi8, on: .light)
    #expect(shown.foreground != .ansi(7))
    #expect(shown.contrastRatio(on: .light) >= 3)
    // Nearest is kept where it reads: on a dark terminal it is white.
    #expect(Theme.secondaryText.converted(to: .ansi8, on: .dark).foreground == .ansi(7))
  }
}
