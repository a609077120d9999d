import TerminalApp
import TerminalUI
import Testing

@testable import GalleryApp

/// What one `render` or `record` may wait: ten minutes at most, less on a
/// large screen, and for a recording less again at a high frame rate, so
/// that every run the command line takes ends within seconds.
@Suite struct RunBudgetTests {
  func budget(_ size: String, _ keys: String = "", fps: Int? = nil) throws -> RunBudget {
    RunBudget(
      size: try #require(CellSize(parsing: size)),
      script: try KeyScript.parse(keys),
      fps: fps
    )
  }

  @Test func theWaitShrinksAsTheScreenGrows() throws {
    #expect(try budget("80x24").seconds == 600)
    #expect(try budget("50x40").seconds == 600)
    #expect(try budget("300x100").seconds == 40)
    #expect(try budget("1000x1000").seconds == 1.2)
    // The largest screen of the run counts, however briefly it is there.
    #expect(try budget("80x24", "resize:1000x1000 resize:80x24").seconds == 1.2)
  }

  @Test func aRecordingCountsItsFrames() throws {
    #expect(try budget("80x24", fps: 30).seconds == 16_000_000.0 / (1920 * 30))
    #expect(try budget("80x24", fps: 12).seconds == 600)
    #expect(try budget("1000x1000", fps: 20).seconds == 0.8)
    let waited = try KeyScript.parse("wait:400")
    #expect(
      try budget("80x24", fps: 15).secondsLeft(after: waited) == 16_000_000.0 / (1920 * 15) - 400
    )
  }

  @Test func aLongerWaitIsAClearError() throws {
    let render = try KeyScript.parse("enter wait:20")
    #expect(throws: Never.self) { try budget("80x24").check(render) }
    let error = try #require(throws: (any Error).self) { try budget("1000x1000").check(render) }
    #expect(
      "\(error)"
        == "the waits in --keys add up to 20 seconds; at 1000x1000 a script may wait at most "
        + "1.2 seconds in all (seconds × columns × rows ≤ 1,200,000)"
    )
    let record = try KeyScript.parse("enter wait:600")
    let recording = try #require(throws: (any Error).self) {
      try budget("80x24", fps: 30).check(record)
    }
    #expect(
      "\(recording)"
        == "the waits in --keys add up to 600 seconds; recording 80x24 at 30 frames a second, "
        + "a script may wait at most 277.77 seconds in all (seconds × columns × rows × fps "
        + "≤ 16,000,000); a lower --fps or --size allows more"
    )
  }

  /// The probe's scripts, each waiting no time at all, that ran for
  /// minutes: refused before they run, with the limit in the error. And
  /// the most steps the first budget let Insertion Sort take at 1000x1000,
  /// which took 97 seconds.
  @Test(arguments: [
    ("1000x1000", "wait:0", 18_000),
    ("1000x1000", "wait:0", 395),
    ("1000x1000", "resize:999x999 down resize:1000x1000 down", 50),
    ("80x24", "c esc", 16_000),
  ])
  func workWithoutWaitingIsBoundedToo(size: String, steps: String, times: Int) throws {
    let keys = Array(repeating: steps, count: times).joined(separator: " ")
    let script = try KeyScript.parse(keys)
    let error = try #require(throws: (any Error).self) { try budget(size, keys).check(script) }
    #expect("\(error)".contains("a script may do at most 40,000,000"))
  }

  @Test func theWorkOfAScriptIsItsScreensAtEachStep() throws {
    // Two keys at 80x24, then a resize and a key at 100x50.
    let work = try budget("80x24", "down down resize:100x50 down").work
    #expect(work == 2 * (1920 + 12_000) + 10 * 5000 + (5000 + 12_000))
    // Resizes one after another count once, at the last size.
    #expect(
      try budget("80x24", "resize:300x300 resize:100x50 down").work
        == 10 * 5000 + (5000 + 12_000)
    )
    // What the tests and the README do passes easily.
    let usual = String(repeating: "down right wait:0.1 ", count: 500)
    #expect(throws: Never.self) { try budget("80x24", usual).check(try KeyScript.parse(usual)) }
  }
}
