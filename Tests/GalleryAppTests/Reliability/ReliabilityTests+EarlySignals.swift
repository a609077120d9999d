import Foundation
import Testing

/// Signals in the first quarter second, while the gallery waits for a
/// terminal that has not answered its colour query: the terminal's modes
/// come back and the process ends as the signal says, at once and
/// without a crash report. Keys typed then are kept for the first screen.
@Suite struct EarlySignalTests {
  /// Starts the gallery on a terminal that answers nothing, and waits
  /// until it has asked for the colours: the query's raw mode is on.
  static func startAsking() throws -> PseudoTerminalSession {
    let session = try PseudoTerminalSession([try galleryExecutable().path, "grid"])
    try session.read(until: "\u{1B}]11;?", timeout: .seconds(10))
    return session
  }

  @Test(arguments: [SIGHUP, SIGQUIT, SIGTERM, SIGINT])
  func aSignalDuringTheColourQueryGivesTheModesBack(signal: Int32) throws {
    let session = try Self.startAsking()
    let before = session.modes()
    #expect(before.c_lflag & tcflag_t(ICANON) == 0, "the query's raw mode is not on")
    kill(session.pid, signal)
    let status = try #require(
      session.waitForEnd(timeout: .seconds(5)),
      "signal \(signal) did not end the gallery within 5 s"
    )
    #expect(status & 0x7F == signal, "wait status \(status) for signal \(signal)")
    let after = session.modes()
    #expect(after.c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
    let output = String(
      decoding: session.collect(for: .milliseconds(100), answerDelay: nil),
      as: UTF8.self
    )
    #expect(!output.contains("Crash") && !output.contains("Backtrace"), "\(output)")
  }

  /// Typed before the first frame, while the gallery still waits for the
  /// terminal's answer: the keys reach Mountains Search's field.
  @Test func keysTypedBeforeTheFirstFrameAreKept() throws {
    let session = try PseudoTerminalSession([try galleryExecutable().path, "mountains-search"])
    session.type("ka")
    try session.read(until: "46 of 387", timeout: .seconds(20))
  }
}
