import Testing

@testable import TerminalUI

@Suite("Canvas fades")
struct CanvasFadeTests {
  /// A one-row canvas of `depth` whose cells show "ab" in `style`.
  private func canvas(_ style: Style, colorDepth depth: ColorDepth = .trueColor) -> Canvas {
    var canvas = Canvas(width: 2, height: 1, colorDepth: depth)
    canvas.put("ab", x: 0, y: 0, style: style)
    return canvas
  }

  @Test func trueColorHalvesAnRGBColourTowardTheBackdrop() {
    var canvas = canvas(Style(foreground: .rgb(200, 100, 50), background: .rgb(100, 60, 20)))
    canvas.fade(canvas.bounds, opacity: 0.5, backdrop: .dark)
    #expect(
      canvas[x: 0, y: 0].style == Style(foreground: .rgb(100, 50, 25), background: .rgb(50, 30, 10))
    )
    #expect(canvas[x: 1, y: 0].style == canvas[x: 0, y: 0].style)
  }

  @Test func twoHundredFiftySixColoursBlendToo() {
    var canvas = canvas(Style(foreground: .rgb(200, 100, 50)), colorDepth: .indexed256)
    canvas.fade(canvas.bounds, opacity: 0.5, backdrop: .light)
    #expect(canvas[x: 0, y: 0].style.foreground == .rgb(228, 178, 153))
  }

  @Test func theDefaultForegroundBlendsFromTheBackdropsForeground() {
    var canvas = canvas(.plain)
    canvas.fade(canvas.bounds, opacity: 0.5, backdrop: .dark)
    // 229 halfway to 0 is 114.5, rounded up.
    #expect(canvas[x: 0, y: 0].style.foreground == .rgb(115, 115, 115))
  }

  @Test func theDefaultBackgroundStaysDefault() {
    var canvas = canvas(Style(foreground: .rgb(200, 200, 200)))
    canvas.fade(canvas.bounds, opacity: 0.3, backdrop: .light)
    #expect(canvas[x: 0, y: 0].style.background == .default)
  }

  @Test(arguments: [1, 1.5])
  func fullOpacityLeavesTheCanvasUnchanged(_ opacity: Double) {
    let original = canvas(Style(foreground: .red, background: .rgb(10, 20, 30), attributes: .bold))
    for depth in ColorDepth.allCases {
      var faded = Canvas(width: 2, height: 1, colorDepth: depth)
      faded.put("ab", x: 0, y: 0, style: original[x: 0, y: 0].style)
      faded.fade(faded.bounds, opacity: opacity, backdrop: .dark)
      #expect(faded.cells == original.cells)
    }
  }

  @Test(arguments: [Color.red, .brightCyan, .indexed(33), .indexed(250), .rgb(12, 34, 56)])
  func zeroOpacityTurnsExplicitColoursIntoTheBackdrop(_ color: Color) {
    for opacity in [0, -0.5] {
      var canvas = canvas(Style(foreground: color, background: color))
      canvas.fade(canvas.bounds, opacity: opacity, backdrop: .dark)
      #expect(
        canvas[x: 0, y: 0].style == Style(foreground: .rgb(0, 0, 0), background: .rgb(0, 0, 0))
      )
    }
  }

  @Test func anANSIColourBlendsFromItsPaletteValue() {
    var canvas = canvas(Style(foreground: .red))
    canvas.fade(canvas.bounds, opacity: 0.5, backdrop: .dark)
    // xterm's red is (205, 0, 0).
    #expect(canvas[x: 0, y: 0].style.foreground == .rgb(103, 0, 0))
  }

  @Test func fadingKeepsTheGlyphs() {
    var canvas = Canvas(width: 3, height: 1)
    canvas.put("中x", x: 0, y: 0, style: Style(foreground: .green))
    let glyphs = canvas.cells.map(\.glyph)
    canvas.fade(canvas.bounds, opacity: 0.2, backdrop: .dark)
    #expect(canvas.cells.map(\.glyph) == glyphs)
  }

  @Test(arguments: [ColorDepth.ansi16, .ansi8, .monochrome])
  func fewerColoursDimBelowHalfOpacity(_ depth: ColorDepth) {
    let style = Style(foreground: .red, background: .blue, attributes: .bold)
    var canvas = canvas(style, colorDepth: depth)
    canvas.fade(canvas.bounds, opacity: 0.49, backdrop: .dark)
    #expect(canvas[x: 0, y: 0].style == style.adding(.dim))
    #expect(canvas[x: 1, y: 0].style == style.adding(.dim))
  }

  @Test(arguments: [ColorDepth.ansi16, .ansi8, .monochrome])
  func fewerColoursChangeNothingFromHalfOpacityOn(_ depth: ColorDepth) {
    let style = Style(foreground: .red, background: .blue)
    for opacity in [0.5, 0.8] {
      var canvas = canvas(style, colorDepth: depth)
      canvas.fade(canvas.bounds, opacity: opacity, backdrop: .dark)
      #expect(canvas[x: 0, y: 0].style == style)
    }
  }

  @Test(arguments: [ColorDepth.trueColor, .monochrome])
  func theFadeStaysInsideTheClip(_ depth: ColorDepth) {
    let style = Style(foreground: .rgb(100, 100, 100))
    var canvas = Canvas(width: 4, height: 2, colorDepth: depth)
    canvas.fill(canvas.bounds, style: style)
    canvas.withClip(CellRect(x: 1, y: 1, width: 2, height: 1)) { canvas in
      canvas.fade(canvas.bounds, opacity: 0, backdrop: .dark)
    }
    let faded = (0..<2).map { y in (0..<4).map { x in canvas[x: x, y: y].style != style } }
    #expect(faded == [[false, false, false, false], [false, true, true, false]])
  }

  /// Over a terminal whose background is unknown, a fade dims in two steps
  /// rather than blend toward a guess that would flash on another colour.
  @Test func anUnknownBackdropDimsRatherThanBlends() {
    let style = Style(foreground: .rgb(200, 100, 50), background: .rgb(100, 60, 20))
    var canvas = canvas(style)
    canvas.fade(canvas.bounds, opacity: 0.3, backdrop: nil)
    #expect(canvas[x: 0, y: 0].style == style.adding(.dim))
    canvas = self.canvas(style)
    canvas.fade(canvas.bounds, opacity: 0.7, backdrop: nil)
    #expect(canvas[x: 0, y: 0].style == style)
  }

  /// A fade blends toward the terminal's real background: on #1e1e1e an
  /// element fading in starts from #1e1e1e, never from black.
  @Test func aFadeStartsFromTheTerminalsBackground() {
    var canvas = canvas(Style(foreground: .rgb(200, 200, 200), background: .rgb(60, 60, 60)))
    canvas.fade(canvas.bounds, opacity: 0.01, backdrop: Backdrop(background: (30, 30, 30)))
    let faded = canvas[x: 0, y: 0].style
    for color in [faded.foreground, faded.background] {
      let components = try! #require(color.rgbComponents)
      #expect(
        [components.red, components.green, components.blue].allSatisfy { (30...32).contains($0) }
      )
    }
  }
}
