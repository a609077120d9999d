import Foundation
import Testing

/// The real binary in a tmux pane, in the situations a terminal user gets it
/// into: stopped and continued, a stale LINES/COLUMNS, a terminal that cannot
/// address its cursor, flow-control keys, a multi-line paste, a SIGHUP it
/// was told to ignore.
@Suite(
  .enabled(
    if: TmuxPane.executable != nil || isContinuousIntegration,
    "tmux is not installed (with CI=true this fails instead)"
  )
)
struct TerminalHardeningTests {
  static let gridTitle = EndToEndTests.gridTitle

  /// Ctrl-Z under a shell with job control: the shell gets its own screen
  /// and modes back; resized while stopped and brought back with `fg`, the
  /// gallery shows the new size at once, without waiting for a key, keypad
  /// mode is on again and the first arrow is an arrow.
  @Test func ctrlZThenFgTakesTheNewSizeAndKeepsTheArrows() throws {
    try GalleryRun.start(["grid"], jobControl: true) { run in
      try run.pane.waitForScreen("Grid") { $0.hasPrefix(" " + Self.gridTitle) }
      try run.pane.sendKeys("C-z")
      try run.waitUntilStopped()
      try poll("the shell's screen and modes") {
        try run.modes() == GalleryRun.shellModes ? () : nil
      }
      try run.pane.resize(width: 60, height: 20)
      try run.continueInForeground()
      try Self.expectResumedAt60x20(run)
    }
  }

  /// Stopped by a signal rather than by a key (`kill -STOP`, which curses
  /// does not see coming), resized while stopped, then continued: the same
  /// as after Ctrl-Z.
  @Test func aStopAndContinueTakesTheNewSizeAndKeepsTheArrows() throws {
    try GalleryRun.start(["grid"]) { run in
      try run.pane.waitForScreen("Grid") { $0.hasPrefix(" " + Self.gridTitle) }
      let pid = try run.pid()
      #expect(kill(pid, SIGSTOP) == 0)
      try run.pane.resize(width: 60, height: 20)
      #expect(kill(pid, SIGCONT) == 0)
      try Self.expectResumedAt60x20(run)
    }
  }

  /// After a stop and a resize to 60×20, continued: the Grid at its new size
  /// without waiting for a key, the app's modes on again (keypad mode
  /// among them) and the first arrow an arrow; then a clean exit.
  static func expectResumedAt60x20(_ run: GalleryRun) throws {
    let resized = try renderedScreen(["grid"], width: 60, height: 20)
    try run.pane.waitForScreen("the Grid at 60×20 without a key") { normalized($0) == resized }
    try run.expectModesWhileRunning()
    #expect(try run.modes()["keypad_cursor_flag"] == "1")
    try run.pane.sendKeys("Down")
    let moved = try renderedScreen(["grid", "--keys", "down"], width: 60, height: 20)
    try run.pane.waitForScreen("focus a row down") { normalized($0) == moved }
    try run.pane.sendKeys("q")
    try run.expectTerminalGivenBack(status: 0)
  }

  /// A normal-mode arrow (`ESC [ B`, what a terminal sends with keypad
  /// mode off) moves too, rather than reading as Esc.
  @Test func anArrowInEitherCursorModeIsAnArrow() throws {
    try GalleryRun.start(["grid"]) { run in
      try run.pane.waitForScreen("Grid") { $0.hasPrefix(" " + Self.gridTitle) }
      try run.pane.sendLiteral("\u{1B}[B")
      let moved = try renderedScreen(["grid", "--keys", "down"], width: 80, height: 24)
      try run.pane.waitForScreen("focus a row down") { normalized($0) == moved }
      try run.pane.sendLiteral("\u{1B}OB")
      let twice = try renderedScreen(["grid", "--keys", "down down"], width: 80, height: 24)
      try run.pane.waitForScreen("focus two rows down") { normalized($0) == twice }
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
  }

  /// Neither LINES and COLUMNS nor the terminfo entry's own size (80×24
  /// for most) decide the size: the terminal's does.
  @Test func theTerminalsOwnSizeWinsOverLinesAndColumns() throws {
    let environment = ["LINES": "3", "COLUMNS": "10"]
    try GalleryRun.start(["grid"], width: 100, height: 30, environment: environment) { run in
      let full = try renderedScreen(["grid"], width: 100, height: 30)
      try run.pane.waitForScreen("the Grid at 100×30") { normalized($0) == full }
      try run.pane.resize(width: 50, height: 16)
      let smaller = try renderedScreen(["grid"], width: 50, height: 16)
      try run.pane.waitForScreen("the Grid at 50×16") { normalized($0) == smaller }
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
  }

  /// A terminal without an alternate screen keeps the last frame after
  /// the gallery ends: the cursor goes to a new line below it, so the
  /// shell's prompt does not overwrite the footer.
  @Test(arguments: ["vt100", "linux", "ansi"])
  func withoutAnAlternateScreenTheLastFrameStaysWhole(term: String) throws {
    try GalleryRun.start(["grid"], width: 60, height: 12, environment: ["TERM": term]) { run in
      let grid = try renderedScreen(["grid"], width: 60, height: 12)
      try run.pane.waitForScreen("the Grid at 60×12") { normalized($0) == grid }
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
      let rows = try run.pane.screen().split(separator: "\n", omittingEmptySubsequences: false)
      let cursor = try run.pane.display("#{cursor_x},#{cursor_y}")
      #expect(cursor == "0,11")
      #expect(rows[10].contains("q quit"), "\(rows)")
      #expect(rows[11].trimmingCharacters(in: .whitespaces).isEmpty)
    }
  }

  @Test func aTerminalThatCannotMoveItsCursorIsRefused() throws {
    try GalleryRun.start(["grid"], environment: ["TERM": "dumb"]) { run in
      try run.pane.waitForScreen("the refusal") { $0.contains("gallery render") }
      try run.expectTerminalGivenBack(status: 2)
    }
  }

  @Test func ctrlSIsAKeyNotAFreeze() throws {
    try GalleryRun.start(["grid"]) { run in
      try run.pane.waitForScreen("Grid") { $0.hasPrefix(" " + Self.gridTitle) }
      try run.pane.sendKeys("C-s", "Down")
      let moved = try renderedScreen(["grid", "--keys", "down"], width: 80, height: 24)
      try run.pane.waitForScreen("focus a row down") { normalized($0) == moved }
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
  }

  /// A two-line paste into the search field is text: its newline is a
  /// space and its `q` a letter, not a command.
  @Test func aPasteIsTextNeverCommands() throws {
    try GalleryRun.start(["mountains-search"]) { run in
      try run.pane.waitForScreen("Mountains Search") { $0.contains("Mountains Search") }
      try run.pane.run(["set-buffer", "-b", "paste", "K2\nqq"])
      try run.pane.run(["paste-buffer", "-p", "-b", "paste", "-t", TmuxPane.session])
      let typed = try renderedScreen(
        ["mountains-search", "--keys", "paste:\"K2 qq\""],
        width: 80,
        height: 24
      )
      try run.pane.waitForScreen("the pasted text in the field") { normalized($0) == typed }
      try run.pane.sendKeys("C-c")
      try run.expectTerminalGivenBack(status: 0)
    }
  }

  /// Under `nohup`, SIGHUP stays ignored: the gallery lives on, then quits
  /// as asked.
  @Test func anIgnoredHangupStaysIgnored() throws {
    try GalleryRun.start(["grid"], environment: [:], ignoringHangup: true) { run in
      try run.pane.waitForScreen("Grid") { $0.hasPrefix(" " + Self.gridTitle) }
      #expect(kill(try run.pid(), SIGHUP) == 0)
      try run.pane.sendKeys("Down")
      let moved = try renderedScreen(["grid", "--keys", "down"], width: 80, height: 24)
      try run.pane.waitForScreen("still running: focus a row down") { normalized($0) == moved }
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
  }
}
