import Foundation
import TerminalUI
import Testing

extension ReliabilityTests {
  /// Every signal whose default action ends the process (signal(7)),
  /// crash signals among them, and the real-time signals glibc leaves to
  /// programs. SIGKILL is not: no program can act on it.
  static let defaultFatalSignals: [Int32] = {
    var signals = [
      SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2,
      SIGPIPE, SIGALRM, SIGTERM, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGSYS,
    ]
    #if os(Linux)
      signals += [SIGSTKFLT, SIGPWR]
      signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    return signals
  }()

  /// Each signal sent to a gallery running in tmux: it ends with the
  /// signal as its status and the terminal settings and the pane's modes
  /// are a shell's again.
  @Test func everySignalGivesTheTerminalBack() throws {
    var restored = 0
    for signal in Self.defaultFatalSignals {
      let name = String(cString: strsignal(signal))
      do {
        try GalleryRun.start(["grid"]) { run in
          try run.pane.waitForScreen("Grid") { $0.hasPrefix(" " + EndToEndTests.gridTitle) }
          try run.expectModesWhileRunning()
          guard kill(try run.pid(), signal) == 0 else {
            throw TestFailure("cannot send \(name)")
          }
          let differences = try run.differencesFromTerminalGivenBack(status: 128 + signal)
          if differences.isEmpty {
            restored += 1
          } else {
            Issue.record(Comment(rawValue: "after \(name) (\(signal)): \(differences)"))
          }
        }
      } catch {
        Issue.record(Comment(rawValue: "after \(name) (\(signal)): \(error)"))
      }
    }
    try Self.record("signals.restored", restored)
    try Self.record("signals.tried", Self.defaultFatalSignals.count)
  }

  /// Ctrl-Z and `fg` cycles.
  static let suspendCycles = 20

  /// A gallery run as a job, stopped with Ctrl-Z and brought back with
  /// `fg` again and again, the pane resized while it is stopped: each time
  /// the shell gets a shell's modes, and after `fg` the gallery shows the
  /// new size without a key, keypad mode is on again and an arrow moves
  /// the focus as in `render`. A cycle that goes wrong ends the run.
  @Test func suspendAndResume() throws {
    var cycles = 0
    try GalleryRun.start(["grid"], jobControl: true) { run in
      try run.pane.waitForScreen("Grid") { $0.hasPrefix(" " + EndToEndTests.gridTitle) }
      var keys: [String] = []
      do {
        for cycle in 0..<Self.suspendCycles {
          let size =
            cycle.isMultiple(of: 2)
            ? CellSize(width: 60, height: 20) : CellSize(width: 80, height: 24)
          try run.pane.sendKeys("C-z")
          try run.waitUntilStopped()
          try poll("the shell's modes") { try run.modes() == GalleryRun.shellModes ? () : nil }
          try run.pane.resize(width: size.width, height: size.height)
          try run.continueInForeground()
          func rendered() throws -> String {
            try renderedScreen(
              ["grid", "--keys", keys.joined(separator: " ")],
              width: size.width,
              height: size.height
            )
          }
          let resumed = try rendered()
          try run.pane.waitForScreen(
            "cycle \(cycle): the Grid at \(size.width)×\(size.height) without a key"
          ) {
            normalized($0) == resumed
          }
          guard try run.modes()["keypad_cursor_flag"] == "1" else {
            throw TestFailure("cycle \(cycle): keypad mode off after fg")
          }
          let arrow: (tmux: String, script: String) =
            cycle.isMultiple(of: 2) ? ("Down", "down") : ("Up", "up")
          try run.pane.sendKeys(arrow.tmux)
          keys.append(arrow.script)
          let moved = try rendered()
          try run.pane.waitForScreen("cycle \(cycle): \(arrow.script) moves the focus") {
            normalized($0) == moved
          }
          cycles += 1
        }
      } catch {
        Issue.record(Comment(rawValue: "\(error)"))
      }
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
    try Self.record("suspend.resume.ok", "\(cycles) of \(Self.suspendCycles)")
  }
}
