import Testing

@testable import TerminalUI

@Suite("Colour fallback")
struct ColorFallbackTests {
  @Test func trueColorKeepsEveryColour() {
    #expect(Color.rgb(12, 34, 56).converted(to: .trueColor) == .rgb(12, 34, 56))
    #expect(Color.indexed(200).converted(to: .trueColor) == .indexed(200))
  }

  @Test func rgbMapsToTheNearestCubeColour() {
    #expect(Color.rgb(255, 0, 0).converted(to: .indexed256) == .indexed(196))
    #expect(Color.rgb(0, 95, 135).converted(to: .indexed256) == .indexed(24))
    #expect(Color.rgb(250, 140, 10).converted(to: .indexed256) == .indexed(208))
  }

  @Test func rgbGreysMapToTheGreyRamp() {
    // 128 is exactly grey 244; the nearest cube grey (135) is farther.
    #expect(Color.rgb(128, 128, 128).converted(to: .indexed256) == .indexed(244))
    #expect(Color.rgb(8, 8, 8).converted(to: .indexed256) == .indexed(232))
  }

  @Test func indexedColoursStayAt256() {
    #expect(Color.indexed(99).converted(to: .indexed256) == .indexed(99))
    #expect(Color.ansi(3).converted(to: .indexed256) == .ansi(3))
  }

  @Test func sixteenColoursKeepBrightVariants() {
    #expect(Color.rgb(255, 0, 0).converted(to: .ansi16) == .brightRed)
    #expect(Color.rgb(200, 0, 0).converted(to: .ansi16) == .red)
    #expect(Color.indexed(12).converted(to: .ansi16) == .ansi(12))
    #expect(Color.indexed(196).converted(to: .ansi16) == .brightRed)
  }

  @Test func eightColoursDropBrightness() {
    #expect(Color.rgb(255, 0, 0).converted(to: .ansi8) == .red)
    #expect(Color.brightBlue.converted(to: .ansi8) == .blue)
    #expect(Color.rgb(250, 250, 250).converted(to: .ansi8) == .white)
    #expect(Color.indexed(232).converted(to: .ansi8) == .black)
  }

  /// Mid grey is nearer ANSI yellow than black or white: a grey takes a
  /// grey, so a scrollbar's thumb does not turn yellow on eight colours.
  @Test func aGreyStaysAGrey() {
    #expect(Color.rgb(100, 100, 100).converted(to: .ansi8) == .black)
    #expect(Color.rgb(120, 120, 120).converted(to: .ansi8) == .white)
    #expect(Color.rgb(120, 120, 120).converted(to: .ansi16) == .brightBlack)
    #expect(Color.rgb(220, 60, 40).converted(to: .ansi8) == .red)
  }

  @Test func monochromeDropsColourButKeepsAttributes() {
    let style = Style(foreground: .red, background: .rgb(1, 2, 3), attributes: [.bold, .reverse])
    let converted = style.converted(to: .monochrome, on: .dark)
    #expect(converted == Style(attributes: [.bold, .reverse]))
  }

  @Test func defaultStaysDefaultAtEveryDepth() {
    for depth in ColorDepth.allCases {
      #expect(Color.default.converted(to: depth) == .default)
    }
  }

  @Test func detectionFollowsTerminfo() {
    #expect(
      ColorDepth.detect(environment: [:], colors: 1 << 24, hasRGBCapability: true) == .trueColor
    )
    #expect(
      ColorDepth.detect(environment: [:], colors: 1 << 24, hasRGBCapability: false) == .indexed256
    )
    #expect(
      ColorDepth.detect(environment: [:], colors: 256, hasRGBCapability: false) == .indexed256
    )
    #expect(ColorDepth.detect(environment: [:], colors: 16, hasRGBCapability: false) == .ansi16)
    #expect(ColorDepth.detect(environment: [:], colors: 8, hasRGBCapability: false) == .ansi8)
    #expect(ColorDepth.detect(environment: [:], colors: 0, hasRGBCapability: false) == .monochrome)
  }

  /// kitty and alacritty set `COLORTERM=truecolor` under
  /// `TERM=xterm-256color`: fades there were snapped to the 256-colour cube.
  @Test(arguments: ["truecolor", "24bit", "TrueColor"])
  func colortermPromisesTrueColour(value: String) {
    #expect(
      ColorDepth.detect(environment: ["COLORTERM": value], colors: 256, hasRGBCapability: false)
        == .trueColor
    )
  }

  @Test func colortermPromisesNothingElsewhere() {
    #expect(
      ColorDepth.detect(environment: ["COLORTERM": "yes"], colors: 256, hasRGBCapability: false)
        == .indexed256
    )
    // GNU screen passes COLORTERM on, but shows no 24-bit colour.
    let screen = ["COLORTERM": "truecolor", "STY": "1.pts-0.host"]
    #expect(
      ColorDepth.detect(environment: screen, colors: 256, hasRGBCapability: false) == .indexed256
    )
    // A terminal without colour stays without.
    #expect(
      ColorDepth.detect(environment: ["COLORTERM": "truecolor"], colors: 0, hasRGBCapability: false)
        == .monochrome
    )
  }

  @Test func noColorWins() {
    let environment = ["NO_COLOR": "1", "COLORTERM": "truecolor"]
    #expect(
      ColorDepth.detect(environment: environment, colors: 1 << 24, hasRGBCapability: true)
        == .monochrome
    )
  }

  @Test func emptyNoColorIsIgnored() {
    #expect(
      ColorDepth.detect(environment: ["NO_COLOR": ""], colors: 256, hasRGBCapability: false)
        == .indexed256
    )
  }
}
