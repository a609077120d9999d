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

  /// A terminal's answers arriving after the start (a slow link, GNU
  /// screen): none is typed into Mountains Search's field, and under the
  /// Grid none is Esc going back or `c` opening the source view.
  @Test func lateAnswersAreNoKeys() throws {
    let answers = [
      "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}]10;rgb:0000/0000/0000\u{1B}\\\u{1B}[?64;1c",
      "\u{1B}P>|tmux 3.3a\u{1B}\\", "\u{1B}[<0;99999999999999999999;1M",
    ]
    try GalleryRun.start(["mountains-search"]) { run in
      try run.pane.waitForScreen("Mountains Search") { $0.contains("387 mountains") }
      for answer in answers { try run.pane.sendLiteral(answer) }
      try run.pane.sendLiteral("ka")
      let screen = try run.pane.waitForScreen("the filter ka") { $0.contains("46 of 387") }
      #expect(screen.split(separator: "\n")[1].contains("/ ka "), "\(screen)")
      try run.pane.sendKeys("Escape")
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
    try GalleryRun.start(["grid"]) { run in
      let grid = try renderedScreen(["grid"], width: 80, height: 24)
      try run.pane.waitForScreen("the Grid") { normalized($0) == grid }
      for answer in answers { try run.pane.sendLiteral(answer) }
      try run.pane.sendKeys("Right")
      let moved = try renderedScreen(["grid", "--keys", "right"], width: 80, height: 24)
      try run.pane.waitForScreen("the Grid, focus moved right once") { normalized($0) == moved }
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
  }

  /// Ctrl-\\ in pasted text is text, where the terminal driver sent
  /// SIGQUIT the moment the paste arrived (status 131); typed, it ends the
  /// gallery as Ctrl-C does, the terminal given back.
  @Test func ctrlBackslashIsAKeyAndInAPasteText() throws {
    try GalleryRun.start(["mountains-search"]) { run in
      try run.pane.waitForScreen("Mountains Search") { $0.contains("387 mountains") }
      try run.pane.sendLiteral("\u{1B}[200~ka\u{1C}m\u{1B}[201~")
      try run.pane.waitForScreen("the pasted filter") { $0.contains("0 of 387") }
      try run.pane.sendKeys("C-\\")
      try run.expectTerminalGivenBack(status: 0)
    }
  }

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

  /// A terminal without an alternate screen (or, as GNU screen by
  /// default, one that ignores it) is cleared as the gallery ends: no last
  /// frame stays behind for the shell's prompt to write over.
  ///
  /// Not `ansi`: its entry says the cursor moves to the next line once the
  /// last column is written (no `xenl`), where tmux, like xterm, holds it
  /// at the margin, so curses draws any program a row off in a tmux pane
  /// that claims to be one.
  @Test(arguments: ["vt100", "linux"])
  func withoutAnAlternateScreenTheGalleryLeavesAClearScreen(term: String) throws {
    try GalleryRun.start(["grid"], width: 60, height: 12, environment: ["TERM": term]) { run in
      let grid = try renderedScreen(["grid"], width: 60, height: 12)
      try run.pane.waitForScreen("the Grid at 60×12") { normalized($0) == grid }
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
      let screen = try run.pane.screen()
      #expect(!screen.contains("q quit") && !screen.contains("Grid"), "\(screen)")
    }
  }

  /// vt100 cannot hide its cursor: the block waits in the bottom-right
  /// corner, not on the focused cell; a terminal that hides it keeps it on
  /// the focus, for screen readers.
  @Test(arguments: ["vt100", "xterm-256color"])
  func aCursorThatCannotHideWaitsInTheCorner(term: String) throws {
    try GalleryRun.start(["grid"], width: 60, height: 12, environment: ["TERM": term]) { run in
      let grid = try renderedScreen(["grid"], width: 60, height: 12)
      try run.pane.waitForScreen("the Grid at 60×12") { normalized($0) == grid }
      let cursor = try run.pane.display("#{cursor_x},#{cursor_y}")
      #expect(term == "vt100" ? cursor == "59,11" : cursor != "59,11", "\(cursor)")
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
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

/// Ctrl-Z and what comes after it: a stop that job control discards, a
/// Ctrl-Z while the terminal is still taking the last frame, a signal to a
/// stopped gallery.
extension TerminalHardeningTests {
  /// Where no job-control shell can stop the gallery (the command of a
  /// tmux pane, `ssh -t host gallery`, `xterm -e gallery`), the kernel
  /// discards the stop and no `fg` follows: the gallery carries on with
  /// every mode on again at once, so a paste is still a paste (its `q` is
  /// text, not quit) and the mouse still reports.
  @Test func ctrlZWithoutJobControlKeepsEveryMode() throws {
    try GalleryRun.start(["grid"]) { run in
      try run.pane.waitForScreen("Grid") { $0.hasPrefix(" " + Self.gridTitle) }
      let running = try run.modes()
      let output = run.directory.appendingPathComponent("output")
      try run.pane.recordOutput(to: output)
      try run.pane.sendKeys("C-z")
      // Bracketed paste off: the gallery has taken Ctrl-Z and given the
      // terminal back.
      try poll("the terminal given back") {
        let written = FileManager.default.contents(atPath: output.path) ?? Data()
        return written.firstRange(of: Data("\u{1B}[?2004l".utf8)) != nil ? () : nil
      }
      try poll(
        "the modes of a running gallery",
        timeout: .seconds(5),
        lastSeen: { "modes \((try? run.modes()) ?? [:]), not \(running)" }
      ) {
        try run.modes() == running ? () : nil
      }
      try run.pane.run(["set-buffer", "-b", "paste", "x\rq"])
      try run.pane.run(["paste-buffer", "-p", "-b", "paste", "-t", TmuxPane.session])
      try run.pane.sendKeys("Down")
      let moved = try renderedScreen(["grid", "--keys", "down"], width: 80, height: 24)
      try run.pane.waitForScreen("still running: focus a row down") { normalized($0) == moved }
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
  }

  /// Rounds of `fg` then Ctrl-Z at once.
  static let fgThenCtrlZRounds = 30

  /// Ctrl-Z pressed right after `fg` while the terminal has not yet taken
  /// the gallery's redraw — under heavy output a terminal falls behind;
  /// here its output is held (tcflow) until Ctrl-Z is in — stops the
  /// gallery every time, the sort running at top speed meanwhile.
  @Test func ctrlZRightAfterFgAlwaysStops() throws {
    try GalleryRun.start(["insertion-sort"], width: 120, height: 40, jobControl: true) { run in
      try run.pane.waitForScreen("Insertion Sort") { $0.contains("Insertion Sort") }
      try run.pane.sendKeys("Enter", "+", "+")
      try run.pane.waitForScreen("the sort at top speed") { $0.contains("speed 4×") }
      let terminal = try run.pane.openTerminalDevice()
      defer {
        tcflow(terminal, TCOON)
        close(terminal)
      }
      try run.pane.sendKeys("C-z")
      try run.waitUntilStopped(timeout: .seconds(5))
      for round in 1...Self.fgThenCtrlZRounds {
        tcflow(terminal, TCOOFF)
        try run.continueInForeground()
        try poll("round \(round): gallery continued, waiting on the terminal") {
          try run.state() == "S" ? () : nil
        }
        try run.pane.sendKeys("C-z")
        tcflow(terminal, TCOON)
        do {
          try run.waitUntilStopped(timeout: .seconds(5))
        } catch {
          throw TestFailure("round \(round): Ctrl-Z was lost: \(error)")
        }
      }
      try run.continueInForeground()
      try run.pane.waitForScreen("the sort again") { $0.contains("speed 4×") }
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
  }

  /// A stopped gallery killed as `kill %1` kills it (SIGTERM, then
  /// SIGCONT) writes nothing on the shell's screen: its terminal was given
  /// back at the stop, and leaving the alternate screen again would move
  /// the shell's cursor back over what the shell printed meanwhile.
  @Test func aSignalWhileStoppedLeavesTheShellsScreenAlone() throws {
    try GalleryRun.start(["grid"], jobControl: true) { run in
      try run.pane.waitForScreen("Grid") { $0.hasPrefix(" " + Self.gridTitle) }
      try run.pane.sendKeys("C-z")
      try run.waitUntilStopped()
      try poll("the shell's modes") { try run.modes() == GalleryRun.shellModes ? () : nil }
      // What commands run in the shell meanwhile would print.
      let terminal = try run.pane.openTerminalDevice(O_WRONLY)
      defer { close(terminal) }
      let printed = "one\r\ntwo\r\nthree\r\n"
      _ = Array(printed.utf8).withUnsafeBytes { write(terminal, $0.baseAddress, $0.count) }
      let shell = try run.pane.waitForScreen("the shell's output") { $0.contains("three") }
      let cursor = try run.pane.display("#{cursor_x},#{cursor_y}")
      let pid = try run.pid()
      #expect(kill(pid, SIGTERM) == 0)
      #expect(kill(pid, SIGCONT) == 0)
      let ended = Result { try run.waitUntilEnded(timeout: .seconds(5)) }
      #expect(try run.pane.display("#{cursor_x},#{cursor_y}") == cursor)
      #expect(try run.pane.screen() == shell)
      #expect(try run.modes() == GalleryRun.shellModes)
      try ended.get()
    }
  }
}
