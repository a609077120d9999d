import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ReliabilityTests {
  /// Runs `body` with a folder whose `mountains.csv` is the largest a data
  /// file may be, of the most mountains it can hold with names of their
  /// own: five letters and a height a line, 8,388,608 of them. Passes how
  /// many.
  private func withLargestMountainsFile(_ body: (String, Int) throws -> Void) throws {
    let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
    var text = [UInt8]()
    text.reserveCapacity(64 << 20)
    var count = 0
    var name = [UInt8](repeating: letters[0], count: 5)
    while text.count + 8 <= 64 << 20 {
      text += name
      text += Array(",1\n".utf8)
      count += 1
      // The next name, as an odometer of letters.
      var place = name.count - 1
      while place >= 0 {
        let next = letters.firstIndex(of: name[place])! + 1
        if next < letters.count {
          name[place] = letters[next]
          break
        }
        name[place] = letters[0]
        place -= 1
      }
    }
    try withTemporaryFolder { directory in
      let path = directory + "/mountains.csv"
      #expect(FileManager.default.createFile(atPath: path, contents: Data(text)))
      defer { unlink(path) }
      try body(directory, count)
    }
  }

  /// The peak resident memory of `gallery arguments` with `environment`,
  /// in kilobytes, and how long it ran.
  private func peakKilobytes(
    _ arguments: [String],
    environment: [String: String?]
  ) throws -> (kilobytes: Int, seconds: Double) {
    let peakMemory = try executable(named: "PeakMemory", above: Bundle.main.bundleURL).get()
    var variables = ProcessInfo.processInfo.environment
    for (name, value) in environment { variables[name] = value }
    let clock = ContinuousClock()
    let start = clock.now
    let run = try runProcess(
      peakMemory,
      [try galleryExecutable().path] + arguments,
      environment: variables
    )
    let seconds = (clock.now - start) / .seconds(1)
    guard run.status == 0,
      let kilobytes = Int(run.output.trimmingCharacters(in: .whitespacesAndNewlines))
    else { throw TestFailure("PeakMemory failed: \(run.output) \(run.error)") }
    return (kilobytes, seconds)
  }

  /// The largest data file (issue 47, item 2): how long `render` takes to
  /// open Mountains Search on it, the peak memory, the memory a mountain
  /// kept costs beyond the built-in data's run, the longest a resize waits
  /// while the interactive gallery reads it, and how soon Ctrl-C ends the
  /// gallery in the middle of reading it.
  @Test func largestDataFile() throws {
    try withLargestMountainsFile { directory, count in
      let builtIn = try peakKilobytes(
        ["render", "mountains-search"],
        environment: ["GALLERY_RESOURCES": nil]
      )
      let largest = try peakKilobytes(
        ["render", "mountains-search"],
        environment: ["GALLERY_RESOURCES": directory]
      )
      try Self.record("load.largest.mountains", count)
      try Self.record("load.largest.seconds", String(format: "%.2f s", largest.seconds))
      try Self.record("load.largest.peak", "\(largest.kilobytes / 1_024) MB")
      try Self.record(
        "load.largest.bytes_per_mountain",
        "\((largest.kilobytes - builtIn.kilobytes) * 1_024 / count) B"
      )
      let slowest = try slowestResize(whileLoading: directory)
      try Self.record("load.largest.resize", "\(Int(slowest)) ms")
      #expect(slowest < 100)
      try GalleryRun.start(["mountains-search"], environment: ["GALLERY_RESOURCES": directory]) {
        run in
        try run.pane.waitForScreen("the reading's progress") {
          $0.contains("Reading mountains.csv")
        }
        let clock = ContinuousClock()
        let start = clock.now
        try run.pane.sendKeys("C-c")
        try run.expectTerminalGivenBack(status: 0)
        let waited = (clock.now - start) / .milliseconds(1)
        try Self.record("load.ctrl_c", "\(Int(waited)) ms")
        #expect(waited < 2_000)
      }
    }
  }

  /// The longest a resize took to be drawn, in milliseconds, of resizes
  /// one after another (80 columns, 100, 80…) from the moment the reading
  /// of the mountains in `directory` shows its progress until a few after
  /// Mountains Search shows instead: the reading, and the making of
  /// the screen from what was read, leave the input thread free. On a
  /// pseudo-terminal of its own: tmux holds a resize back some 200 ms.
  private func slowestResize(whileLoading directory: String) throws -> Double {
    let session = try PseudoTerminalSession(
      [try galleryExecutable().path, "mountains-search"],
      environment: ["GALLERY_RESOURCES": directory]
    )
    try session.read(until: "Reading mountains.csv", timeout: .seconds(30))
    let clear = Array("\u{1B}[2J".utf8)
    let frameEnd = Array("\u{1B}[?2026l".utf8)
    let progress = Array("Reading mountains.csv".utf8)
    let clock = ContinuousClock()
    var slowest = 0.0
    var width = 100
    var resizesSinceLoaded: Int?
    while resizesSinceLoaded ?? 0 < 5 {
      let start = clock.now
      session.resize(width: width, height: 24)
      // The whole screen drawn again at the new size, to its frame's end.
      let output = try session.read("the screen at \(width) columns", timeout: .seconds(10)) {
        guard let cleared = $0.firstRange(of: clear) else { return false }
        return $0[cleared.upperBound...].firstRange(of: frameEnd) != nil
      }
      slowest = max(slowest, (clock.now - start) / .milliseconds(1))
      if output.firstRange(of: progress) == nil || resizesSinceLoaded != nil {
        resizesSinceLoaded = (resizesSinceLoaded ?? 0) + 1
      }
      width = width == 100 ? 80 : 100
      usleep(50_000)
    }
    return slowest
  }

  /// The largest file of blank lines: what reading it costs beyond the
  /// built-in data's run.
  @Test func largestBlankFile() throws {
    try withTemporaryFolder { directory in
      let path = directory + "/mountains.csv"
      #expect(
        FileManager.default.createFile(
          atPath: path,
          contents: Data(repeating: 0x0A, count: 64 << 20)
        )
      )
      defer { unlink(path) }
      let builtIn = try peakKilobytes(
        ["render", "mountains-search"],
        environment: ["GALLERY_RESOURCES": nil]
      )
      let blank = try peakKilobytes(
        ["render", "mountains-search"],
        environment: ["GALLERY_RESOURCES": directory]
      )
      try Self.record("load.blank.seconds", String(format: "%.2f s", blank.seconds))
      try Self.record("load.blank.extra", "\(blank.kilobytes - builtIn.kilobytes) KB")
    }
  }
}
