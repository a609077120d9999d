import Foundation
import TerminalApp
import TerminalUI
import Testing

@testable import GalleryApp

extension ReliabilityTests {
  /// The slowest script the work budget lets `gallery render` run (issue
  /// 47, item 1: ``RunBudget``): Insertion Sort, the costliest screen, at
  /// the largest size, started, then as many steps as ``RunBudget/cellSteps``
  /// allows, each a wait, together as long as ``RunBudget/cellSeconds``
  /// allows at that size, so that the sort runs all the while and every
  /// step draws the whole screen. The same script at smaller sizes took
  /// less (8.0 s at 300x100, 3.0 s at 80x24, against 16.6 s), as did the
  /// other kinds of step at 1000x1000 (39 × `wait:0` without the sort,
  /// 9.7 s; resizes, which the budget counts ten times, and Grid's or
  /// Emoji Explorer's screens, less again).
  static let slowestScript: (target: String, size: CellSize, keys: [String]) = {
    let size = CellSize(width: 1_000, height: 1_000)
    let cells = size.width * size.height
    let steps = RunBudget.cellSteps / (cells + RunBudget.stepCells)
    let milliseconds = RunBudget.cellSeconds * 1_000 / cells / (steps - 1)
    let wait = "wait:\(Double(milliseconds) / 1_000)"
    return ("insertion-sort", size, ["enter"] + Array(repeating: wait, count: steps - 1))
  }()

  /// `gallery render` runs ``slowestScript`` to the end, and one step more
  /// is refused: `budget.slowest_script.seconds` is how long the slowest
  /// run the command line accepts takes, and `budget.slowest_script.shape`
  /// what it is.
  @Test func slowestScriptUnderTheBudget() throws {
    let (target, size, keys) = Self.slowestScript
    let script = try KeyScript.parse(keys.joined(separator: " "))
    let budget = RunBudget(size: size, script: script, fps: nil)
    #expect(throws: Never.self) { try budget.check(script) }
    let arguments = ["render", target, "--size", "\(size.width)x\(size.height)", "--keys"]
    let gallery = try galleryExecutable()
    let refused = try runProcess(gallery, arguments + [(keys + ["wait:0"]).joined(separator: " ")])
    #expect(refused.status != 0 && refused.error.contains("a script may do at most"))
    let clock = ContinuousClock()
    let start = clock.now
    let run = try runProcess(gallery, arguments + [keys.joined(separator: " ")])
    let seconds = (clock.now - start) / .seconds(1)
    #expect(run.status == 0, "\(run.error)")
    try Self.record("budget.slowest_script.seconds", String(format: "%.2f s", seconds))
    let waited = script.reduce(0.0) { total, step in
      if case .wait(let seconds) = step { total + seconds } else { total }
    }
    try Self.record(
      "budget.slowest_script.shape",
      "\(target) at \(size.width)x\(size.height): \(keys[0]), then \(keys.count - 1) × \(keys[1]); "
        + "\(RunBudget.describe(Double(budget.work))) of "
        + "\(RunBudget.describe(Double(RunBudget.cellSteps))) cells of work, "
        + "\(RunBudget.describe(waited)) of \(RunBudget.describe(budget.seconds)) s of waiting"
    )
  }
}
