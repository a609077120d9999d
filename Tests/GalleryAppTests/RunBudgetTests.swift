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
}
