import Foundation
import Testing

/// The gallery asks the terminal it starts in for its colours (tmux answers
/// OSC 11 and 10 with a pane's style) and takes the light or dark theme
/// from them; a terminal that does not answer leaves `COLORFGBG`, then
/// dark.
@Suite(
  .enabled(
    if: TmuxPane.executable != nil || isContinuousIntegration,
    "tmux is not installed (with CI=true this fails instead)"
  )
)
struct TerminalColorsEndToEndTests {
  static let light = "bg=#f0f0f0,fg=#101010"
  static let dark = "bg=#1e1e1e,fg=#d4d4d4"

  /// The footer row of `gallery grid` with its colours, as the pane shows
  /// it, started with `arguments` in a pane of `windowStyle`.
  static func footer(
    _ arguments: [String] = [],
    windowStyle: String?,
    environment: [String: String] = [:]
  ) throws -> String {
    var footer = ""
    try GalleryRun.start(
      ["grid"] + arguments,
      // 256 colours, where the themes' footers differ.
      environment: environment.merging(["TERM": "screen-256color"]) { $1 },
      windowStyle: windowStyle
    ) { run in
      try run.pane.waitForScreen("Grid") { $0.contains("Grid") && $0.contains("move") }
      let lines = try run.pane.run(["capture-pane", "-e", "-p", "-t", TmuxPane.session])
        .split(separator: "\n", omittingEmptySubsequences: false)
      footer = String(lines[23])
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
    return footer
  }

  @Test func aLightTerminalGetsTheLightTheme() throws {
    let chosen = try Self.footer(windowStyle: Self.light)
    #expect(chosen == (try Self.footer(["--theme", "light"], windowStyle: Self.light)))
    #expect(chosen != (try Self.footer(["--theme", "dark"], windowStyle: Self.light)))
  }

  @Test func aDarkTerminalGetsTheDarkTheme() throws {
    let chosen = try Self.footer(windowStyle: Self.dark)
    #expect(chosen == (try Self.footer(["--theme", "dark"], windowStyle: Self.dark)))
  }

  @Test func aTerminalThatDoesNotAnswerFallsBackToColorFGBGThenDark() throws {
    let light = try Self.footer(["--theme", "light"], windowStyle: nil)
    let dark = try Self.footer(["--theme", "dark"], windowStyle: nil)
    #expect(try Self.footer(windowStyle: nil, environment: ["COLORFGBG": "0;15"]) == light)
    #expect(try Self.footer(windowStyle: nil) == dark)
  }

  @Test func theThemeGivenWinsOverTheTerminals() throws {
    let given = try Self.footer(["--theme", "dark"], windowStyle: Self.light)
    #expect(given == (try Self.footer(["--theme", "dark"], windowStyle: Self.dark)))
  }

  /// kitty and alacritty say `COLORTERM=truecolor` under a 256-colour
  /// `TERM`: the colours go out as they are, not snapped to the cube, and
  /// a resize is drawn whole as curses would.
  @Test func colortermTrueColorGetsTwentyFourBitColour() throws {
    let exact = try Self.footer(windowStyle: Self.dark, environment: ["COLORTERM": "truecolor"])
    #expect(exact.contains("48;2;45;45;45"), "\(exact)")
    let snapped = try Self.footer(windowStyle: Self.dark)
    #expect(!snapped.contains("48;2;") && snapped.contains("48;5;"), "\(snapped)")

    try GalleryRun.start(
      ["grid"],
      environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
    ) { run in
      let grid = try renderedScreen(["grid"], width: 80, height: 24)
      try run.pane.waitForScreen("the Grid") { normalized($0) == grid }
      try run.pane.resize(width: 60, height: 16)
      let smaller = try renderedScreen(["grid"], width: 60, height: 16)
      try run.pane.waitForScreen("the Grid at 60×16") { normalized($0) == smaller }
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
  }
}
