import Foundation
import Testing

/// Ctrl-Z behind a slow link: a whole 200 × 60 frame of the Insertion
/// Sort (150 KB, 230 KB in 24-bit colour) takes seven seconds and more at
/// 20 KB/s, and Ctrl-Z used to wait for all of it, and for what the
/// terminal had yet to take of the frames before. Now the frame in flight
/// goes nowhere from the Ctrl-Z on, what is queued for the terminal is
/// thrown away, and the gallery stops at once; the screen is drawn whole
/// when it comes back.
@Suite struct SlowLinkSuspendTests {
  static let bytesPerSecond = 20_000
  /// Far under the seven seconds and more the frame in flight took to
  /// arrive, far over the tenth of a second a stop takes now.
  static let promptly = Duration.seconds(2)

  static let sequences = (
    clear: "\u{1B}[H\u{1B}[2J", alternateScreenOff: "\u{1B}[?1049l",
    alternateScreenOn: "\u{1B}[?1049h", frameStart: "\u{1B}[?2026h",
    frameEnd: "\u{1B}[?2026l"
  )

  /// Curses writes the frames, or, for 24-bit colour that `COLORTERM`
  /// announces and terminfo cannot send, the gallery itself.
  static let environments: [[String: String]] = [[:], ["COLORTERM": "truecolor"]]

  /// Under a shell with job control, Ctrl-Z while a whole frame is on its
  /// way stops the gallery at once, and the terminal sees its own screen
  /// back (the alternate screen left, synchronized output ended) as soon
  /// as it has read the little that was already past the gallery; `fg`
  /// draws the screen whole.
  @Test(arguments: environments)
  func ctrlZStopsAtOnceWithAWholeFrameOnItsWay(environment: [String: String]) throws {
    try withTemporaryFolder { directory in
      let gallery = try galleryExecutable().path
      let script = """
        cd \(shellQuoted(directory)) || exit 1
        set -m
        \(suspendableJob("\(shellQuoted(gallery)) insertion-sort"))
        echo $status > status
        """
      defer {
        for name in ["pid", "stopped", "continue", "status"] { unlink(directory + "/" + name) }
      }
      let link = SlowLink(
        try PseudoTerminalSession(
          ["/bin/sh", "-c", script],
          width: 200,
          height: 60,
          environment: environment
        )
      )
      let pid = try poll("gallery's pid") {
        (try? String(contentsOfFile: directory + "/pid", encoding: .utf8))
          .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      }
      try link.startSortThenRedrawWhole()

      let pressed = ContinuousClock.now
      let mark = link.position
      link.session.type("\u{1A}")
      var stopped: Duration?
      var givenBack: Duration?
      _ = try link.read(from: mark, timeout: .seconds(20)) { output in
        if stopped == nil, processState(pid) == "T" { stopped = pressed.duration(to: .now) }
        if givenBack == nil, output.contains(Self.sequences.alternateScreenOff) {
          givenBack = pressed.duration(to: .now)
        }
        return stopped != nil && givenBack != nil
      }
      #expect(stopped! < Self.promptly, "stopped \(stopped!) after Ctrl-Z")
      #expect(givenBack! < Self.promptly, "the terminal given back \(givenBack!) after Ctrl-Z")
      try link.expectFramesEnded(from: mark)

      _ = try link.read(from: link.position, fast: true, timeout: .seconds(10)) { _ in
        FileManager.default.fileExists(atPath: directory + "/stopped")
      }
      FileManager.default.createFile(atPath: directory + "/continue", contents: nil)
      try link.expectDrawnWholeAgain(from: mark)
      link.session.type("q")
      let status = try poll("gallery to quit", timeout: .seconds(20)) { () -> String? in
        _ = link.session.collect(for: .milliseconds(20), answerDelay: .zero)
        return try? String(contentsOfFile: directory + "/status", encoding: .utf8)
      }
      #expect(status == "0\n")
    }
  }

  /// Where the kernel discards the stop (no job-control shell: the
  /// gallery leads its own session here), the gallery gives the terminal
  /// back and takes it again at once, and draws the screen whole.
  @Test(arguments: environments)
  func ctrlZWithoutJobControlRedrawsWhole(environment: [String: String]) throws {
    let link = SlowLink(
      try PseudoTerminalSession(
        [try galleryExecutable().path, "insertion-sort"],
        width: 200,
        height: 60,
        environment: environment
      )
    )
    try link.startSortThenRedrawWhole()
    let pressed = ContinuousClock.now
    let mark = link.position
    link.session.type("\u{1A}")
    _ = try link.read(from: mark, timeout: .seconds(20)) { output in
      output.contains(Self.sequences.alternateScreenOff)
    }
    let givenBack = pressed.duration(to: .now)
    #expect(givenBack < Self.promptly, "the terminal given back \(givenBack) after Ctrl-Z")
    try link.expectFramesEnded(from: mark)
    try link.expectDrawnWholeAgain(from: mark)
    link.session.type("q")
    // Read on while it quits: a frame it was writing when q came must get
    // through before it can give the terminal back.
    let status = try poll("gallery to quit", timeout: .seconds(20)) { () -> Int32? in
      _ = link.session.collect(for: .milliseconds(20), answerDelay: .zero)
      return link.session.waitForEnd(timeout: .zero)
    }
    #expect(status == 0)
  }
}

/// A gallery whose terminal reads what it writes at
/// ``SlowLinkSuspendTests/bytesPerSecond``, answering its status queries
/// as it reads them.
private final class SlowLink {
  let session: PseudoTerminalSession
  /// Everything read so far.
  private var transcript: [UInt8] = []

  init(_ session: PseudoTerminalSession) {
    self.session = session
  }

  /// Where the next byte read will be in the transcript.
  var position: Int { transcript.count }

  /// The transcript from `start` on, as text.
  func text(from start: Int) -> String {
    String(decoding: transcript[start...], as: UTF8.self)
  }

  /// Reads on until `done` says so of the transcript from `start` on, at
  /// the link's speed unless `fast`; fails after `timeout`.
  @discardableResult
  func read(
    from start: Int,
    fast: Bool = false,
    timeout: Duration,
    until done: (String) -> Bool
  ) throws -> String {
    try poll("the gallery's output", timeout: timeout) {
      transcript += session.collect(
        for: .milliseconds(20),
        answerDelay: .zero,
        bytesPerSecond: fast ? nil : SlowLinkSuspendTests.bytesPerSecond
      )
      let text = text(from: start)
      return done(text) ? text : nil
    }
  }

  /// Starts the sort on its first screen and lets it run behind the slow
  /// link, then has the gallery draw its screen whole at a new size, and
  /// returns once that frame has begun to arrive.
  func startSortThenRedrawWhole() throws {
    let sequences = SlowLinkSuspendTests.sequences
    try read(from: position, fast: true, timeout: .seconds(20)) {
      $0.contains("Insertion Sort") && $0.contains(sequences.frameEnd)
    }
    session.type("\r")
    let sorting = ContinuousClock.now
    try read(from: position, timeout: .seconds(5)) { _ in sorting.duration(to: .now) > .seconds(1) }
    session.resize(width: 199, height: 60)
    try read(from: position, timeout: .seconds(20)) { $0.contains(sequences.clear) }
    let arriving = ContinuousClock.now
    try read(from: position, timeout: .seconds(5)) { _ in
      arriving.duration(to: .now) > .milliseconds(300)
    }
  }

  /// Every frame begun between `start` and the terminal given back has
  /// ended before it: a terminal holding its screen for a frame
  /// (synchronized output) would otherwise keep showing the gallery over
  /// the shell.
  func expectFramesEnded(from start: Int) throws {
    let sequences = SlowLinkSuspendTests.sequences
    let output = text(from: start)
    let before = output[
      ..<(try #require(output.range(of: sequences.alternateScreenOff))).lowerBound
    ]
    guard let lastStart = before.range(of: sequences.frameStart, options: .backwards) else {
      return
    }
    let lastEnd = before.range(of: sequences.frameEnd, options: .backwards)
    #expect(
      lastEnd.map { $0.lowerBound > lastStart.lowerBound } == true,
      "a frame begun and never ended before the terminal was given back"
    )
  }

  /// Once the gallery, having given the terminal back after `start`, takes
  /// it again, its first frame starts from a clear screen and holds the
  /// title and the footer, which no step of the sort changes: the screen is
  /// drawn whole.
  func expectDrawnWholeAgain(from start: Int) throws {
    let sequences = SlowLinkSuspendTests.sequences
    func afterRetaking(_ output: String) -> Substring? {
      guard let givenBack = output.range(of: sequences.alternateScreenOff),
        let taken = output[givenBack.upperBound...].range(of: sequences.alternateScreenOn)
      else { return nil }
      return output[taken.upperBound...]
    }
    let output = try read(from: start, fast: true, timeout: .seconds(20)) { output in
      afterRetaking(output)?.contains(sequences.frameEnd) == true
    }
    let rest = try #require(afterRetaking(output))
    let frame = rest[..<(try #require(rest.range(of: sequences.frameEnd))).lowerBound]
    #expect(frame.contains(sequences.clear), "no clear screen")
    #expect(
      frame.contains("Insertion Sort") && frame.contains("quit"),
      "the first frame after taking the terminal again is not whole"
    )
  }
}
/// `pid`'s state as the kernel tells it (proc(5)): `T` when stopped; nil
/// once it is gone.
private func processState(_ pid: pid_t) -> Character? {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
    let name = stat.lastIndex(of: ")")
  else { return nil }
  return stat[stat.index(after: name)...].first { $0 != " " }
}
