import Foundation
import Testing

/// A Swift program that traps while it owns the terminal: its message must
/// reach the user's screen, after the terminal is given back, not vanish
/// with the alternate screen. No working gallery crashes on purpose, so
/// `CrashProbe` (built beside it) takes the terminal over the same way and
/// then calls `fatalError`.
@Suite(
  .enabled(
    if: TmuxPane.executable != nil || isContinuousIntegration,
    "tmux is not installed (with CI=true this fails instead)"
  )
)
struct CrashMessageTests {
  @Test func aFatalErrorsMessageIsSeenAfterTheTerminalIsGivenBack() throws {
    let probe = try executable(named: "CrashProbe", above: galleryExecutable()).get()
    // The runtime's backtracer would wait for a key at a terminal.
    var environment = ["SWIFT_BACKTRACE": "interactive=no"]
    // Under AddressSanitizer (`make sanitize`), the backtracer's copies of
    // the crashed thread's stack are reported as reads out of bounds, and
    // the report ends the program before the backtrace: its memcpy is let
    // through unchecked, the rest of the program is not.
    if let options = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] {
      environment["ASAN_OPTIONS"] = options + ":replace_intrin=0"
    }
    try GalleryRun.start([], executable: probe, width: 100, height: 30, environment: environment) {
      run in
      try run.pane.waitForScreen("the probe's frame") { $0.hasPrefix("crash probe") }
      try run.expectModesWhileRunning()
      try run.pane.sendKeys("x")
      // A trap ends the program with SIGILL on x86-64, SIGTRAP on arm64,
      // which the shell reports as 128 plus the signal's number.
      #if arch(x86_64)
        let trap = SIGILL
      #else
        let trap = SIGTRAP
      #endif
      let differences = try run.differencesFromTerminalGivenBack(status: 128 + trap)
      #expect(differences.isEmpty, "\(differences)")
      // The backtrace follows the message and may scroll it off the screen.
      let shown = try run.pane.history()
      let message = try #require(
        shown.range(of: "Fatal error: the crash probe crashed as asked"),
        "\(shown)"
      )
      #expect(shown[message.upperBound...].contains("Program crashed"))
      #expect(!shown.contains("crash probe: press a key"), "the frame was left on the main screen")
    }
  }
}
