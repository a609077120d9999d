import Foundation
import Testing

/// The folder `make reliability` has each figure written to, as a file of
/// its own.
let reliabilityFigures = ProcessInfo.processInfo.environment["GALLERY_RELIABILITY"].map {
  URL(fileURLWithPath: $0)
}

/// The long reliability run of issue 13, which `make reliability` runs and
/// neither `make test` nor CI does: the real binary under a million random
/// keys, storms of resizes, every signal that ends a process, Ctrl-Z and
/// `fg` again and again, a large paste, minutes of sorting and the largest
/// data files. Each test
/// expects the outcome the issue asks for and writes its figures for the
/// Makefile to print.
///
/// Enabled by `$GALLERY_RELIABILITY`, a folder for the figures. One at a
/// time, so that the fuzzing's load does not slow the timed parts down.
@Suite(
  .enabled(if: reliabilityFigures != nil, "set GALLERY_RELIABILITY (make reliability)"),
  .serialized
)
struct ReliabilityTests {
  /// Every figure, in the order `make reliability` prints them.
  static let figureNames = [
    "fuzz.keys", "fuzz.crashes", "resize.storm.screens", "resize.storm.mismatches",
    "signals.restored", "signals.tried", "suspend.resume.ok", "paste.chars_per_s",
    "soak.rss.growth.kb", "load.largest.mountains", "load.largest.seconds", "load.largest.peak",
    "load.largest.bytes_per_mountain", "load.largest.resize", "load.ctrl_c", "load.blank.seconds",
    "load.blank.extra", "budget.slowest_script.seconds", "budget.slowest_script.shape",
  ]

  /// Writes the line `name: value` as a file named so that the files sort
  /// in ``figureNames`` order.
  static func record(_ name: String, _ value: some CustomStringConvertible) throws {
    guard let figures = reliabilityFigures, let position = figureNames.firstIndex(of: name) else {
      throw TestFailure("no folder for figures, or no figure called \(name)")
    }
    // Two digits: "100" + position without its "1".
    let file = figures.appendingPathComponent("\(String(100 + position).dropFirst())-\(name)")
    try Data("\(name): \(value)\n".utf8).write(to: file)
  }

  /// Every screen: the menu and each example.
  static let targets = RandomScriptTests.targets
}
