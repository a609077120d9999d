import Foundation
import PropertyBased
import Testing

extension ReliabilityTests {
  /// Characters in the big paste: as many as one `render --keys` argument
  /// can hold (Linux takes 128 KiB at most), to compare with.
  static let pasteLength = 100_000

  /// A bracketed paste of ``pasteLength`` letters and spaces into Mountains
  /// Search in tmux: the field ends up showing what `render` shows for the
  /// same paste, and `paste.chars_per_s` is the characters over the time
  /// from the paste to that screen.
  @Test func bigPaste() throws {
    var random = Xoshiro(seed: (0x7061_7374_65, 13, 0x5eed, 3))
    let letters = Array("abcdefghijklmnopqrstuvwxyz ")
    let text = String((0..<Self.pasteLength).map { _ in letters.randomElement(using: &random)! })
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("gallery-paste-\(UUID().uuidString)")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let pasted = try renderedScreen(
      ["mountains-search", "--keys", "paste:\"\(text)\""],
      width: 80,
      height: 24
    )
    try GalleryRun.start(["mountains-search"]) { run in
      let first = try renderedScreen(["mountains-search"], width: 80, height: 24)
      try run.pane.waitForScreen("Mountains Search") { normalized($0) == first }
      // A tmux command carries at most 16 KiB: the text goes by file.
      try run.pane.run(["load-buffer", "-b", "big", file.path])
      let clock = ContinuousClock()
      let start = clock.now
      try run.pane.run(["paste-buffer", "-p", "-b", "big", "-t", TmuxPane.session])
      try run.pane.waitForScreen("the pasted text in the field", timeout: .seconds(300)) {
        normalized($0) == pasted
      }
      let seconds = (clock.now - start) / .seconds(1)
      try Self.record("paste.chars_per_s", Int(Double(Self.pasteLength) / seconds))
      try run.pane.sendKeys("C-c")
      try run.expectTerminalGivenBack(status: 0)
    }
  }

  /// How long the soak sorts: `$GALLERY_SOAK_SECONDS`, 5 minutes unless
  /// told.
  static let soakSeconds =
    ProcessInfo.processInfo.environment["GALLERY_SOAK_SECONDS"].flatMap(Int.init) ?? 300

  /// Growth the soak allows. A sort step's snapshot of the 80×24 grid is
  /// some tens of kilobytes, so keeping one a step (8 a second) would pass
  /// it within seconds; the allocator's own slack stays well under it.
  static let soakGrowthLimitKB = 1_024

  /// Insertion Sort sorting in tmux for ``soakSeconds``: the resident set
  /// of the running gallery, from after the first seconds of sorting to
  /// the end, stays flat, and it is still sorting at the end.
  @Test func soak() throws {
    try GalleryRun.start(["insertion-sort"]) { run in
      try run.pane.waitForScreen("Insertion Sort") { $0.contains("Insertion Sort") }
      try run.pane.sendKeys("Enter")
      // Past the first steps' allocations (animation buffers, the diff's tables).
      sleep(5)
      let pid = try run.pid()
      let before = try residentKilobytes(of: pid)
      sleep(UInt32(Self.soakSeconds))
      let growth = try residentKilobytes(of: pid) - before
      try Self.record("soak.rss.growth.kb", growth)
      #expect(growth < Self.soakGrowthLimitKB)
      // Sorting changes the screen every step; a sorted grid rests a second.
      let last = try run.pane.screen()
      try run.pane.waitForScreen("the sort still running", timeout: .seconds(5)) { $0 != last }
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
  }

  /// VmRSS of process `pid`, from /proc.
  private func residentKilobytes(of pid: pid_t) throws -> Int {
    let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
    guard
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kilobytes = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({
        Int($0)
      })
    else { throw TestFailure("no VmRSS for process \(pid):\n\(status)") }
    return kilobytes
  }
}
