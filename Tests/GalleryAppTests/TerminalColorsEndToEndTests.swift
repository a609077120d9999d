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
}
