import Foundation
import PropertyBased
import Synchronization
import TerminalApp
import TerminalUI
import Testing

extension ReliabilityTests {
  /// Keys the fuzzing sends at least: `$GALLERY_FUZZ_KEYS`, a million
  /// unless told.
  static let fuzzKeys =
    ProcessInfo.processInfo.environment["GALLERY_FUZZ_KEYS"].flatMap(Int.init) ?? 1_000_000

  /// About 2,000 tokens a run (3,500 keys, as quoted text counts a key a
  /// character), so that each run goes deep into a screen, fewer where the
  /// work budget cuts a script on a large screen short; resizes up to
  /// 300×100 and waits up to a minute.
  static let fuzzScripts = RandomKeyScripts(
    tokens: 1_500...2_500,
    largestSize: CellSize(width: 300, height: 100),
    longestWait: 60
  )

  /// Seconds a run may take before it counts as hung: a run takes well
  /// under a second, or a few seconds on a large Insertion Sort.
  static let fuzzTimeLimit = 120

  /// Every how many runs one is rendered twice, to compare the bytes.
  static let fuzzDeterminismInterval = 10

  /// `gallery render` on random screens, sizes, seeds, themes and formats
  /// with random scripts, as many processes at once as there are
  /// processors: every run ends normally (`fuzz.crashes` counts those that
  /// do not: a signal, an error status or the time limit) and a run
  /// repeated prints the same bytes. The runs come from a fixed seed, so
  /// every `make reliability` sends the same keys.
  @Test func fuzz() throws {
    let (runs, keys) = try Self.fuzzRuns()
    let gallery = try galleryExecutable()
    let crashes = Mutex<[String]>([])
    let unsteady = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: runs.count) { index in
      let arguments = runs[index]
      let command = "gallery " + arguments.map(shellQuoted).joined(separator: " ")
      do {
        let first = try Self.fuzzRun(gallery, arguments)
        if let failure = first.failure {
          crashes.withLock { $0.append("\(failure): \(command)") }
        } else if index.isMultiple(of: Self.fuzzDeterminismInterval),
          try Self.fuzzRun(gallery, arguments).output != first.output
        {
          unsteady.withLock { $0.append("another screen the second time: \(command)") }
        }
      } catch {
        crashes.withLock { $0.append("\(error): \(command)") }
      }
    }

    let failures = crashes.withLock { $0 }
    try Self.record("fuzz.keys", keys)
    try Self.record("fuzz.crashes", failures.count)
    for failure in failures + unsteady.withLock({ $0 }) {
      Issue.record(Comment(rawValue: failure))
    }
  }

  /// The `gallery` arguments of each run, until they hold ``fuzzKeys``
  /// keys, and how many keys they hold.
  private static func fuzzRuns() throws -> (runs: [[String]], keys: Int) {
    var random = Xoshiro(seed: (0x6761_6c6c_6572_7921, 13, 0x5eed, 1))
    var runs: [[String]] = []
    var keys = 0
    while keys < fuzzKeys {
      // Half the sizes up to 120×40, half up to the largest.
      let largest =
        Bool.random(using: &random) ? fuzzScripts.largestSize : CellSize(width: 120, height: 40)
      let size = CellSize(
        width: Int.random(in: 1...largest.width, using: &random),
        height: Int.random(in: 1...largest.height, using: &random)
      )
      let script = fuzzScripts.script(for: size, using: &random)
      keys += try RandomKeyScripts.eventCount(of: script)
      runs.append([
        "render", targets.randomElement(using: &random)!,
        "--size", "\(size.width)x\(size.height)", "--keys", script,
        "--seed", "\(UInt64.random(in: 0...UInt64.max, using: &random))",
        "--theme", ["dark", "light"].randomElement(using: &random)!,
        "--format", ["text", "ansi", "frames"].randomElement(using: &random)!,
      ])
    }
    return (runs, keys)
  }

  /// Runs `gallery arguments` under timeout(1) and says how it failed,
  /// if it did.
  private static func fuzzRun(
    _ gallery: URL,
    _ arguments: [String]
  ) throws -> (output: String, failure: String?) {
    let result = try runProcess(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["timeout", "-k", "5", "\(fuzzTimeLimit)", gallery.path] + arguments
    )
    let failure: String? =
      switch result.status {
      case 0: nil
      case 124: "still running after \(fuzzTimeLimit) s"
      case 129...: "killed by signal \(result.status - 128): \(result.error.suffix(2_000))"
      default: "exit status \(result.status): \(result.error.suffix(2_000))"
      }
    return (result.output, failure)
  }
}
