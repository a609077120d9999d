import CollectionView
import LogViewer
import TerminalApp
import TerminalUI
import Testing

/// The log viewer on 200,000 lines in the standard list, typed into as
/// its users would.
@Suite struct LogViewerTests {
  @Test func typingFiltersTheLinesAndEscClearsTheFilter() throws {
    let clock = VirtualClock()
    let lines = MadeUpLog.lines(200_000)
    let app = App(
      root: LogViewerController(lines: lines, clock: clock),
      clock: clock,
      size: CellSize(width: 60, height: 12)
    )
    let pilot = Pilot(app: app, clock: clock)
    pilot.redraw()
    #expect(pilot.text.contains("Log: 200000 of 200000 lines"))
    #expect(pilot.text.contains(lines[0]))
    try pilot.run(#""error""#)
    pilot.settle()
    let matching = lines.filter { $0.lowercased().contains("error") }
    #expect(pilot.text.contains("Log: \(matching.count) of 200000 lines"))
    #expect(pilot.text.contains(matching[0]) && pilot.text.contains(matching[1]))
    #expect(!pilot.text.contains("INFO "))
    // Clearing the filter brings every line back, the focused one in view.
    try pilot.run("esc")
    pilot.settle()
    #expect(pilot.text.contains("Log: 200000 of 200000 lines"))
    #expect(pilot.text.contains(matching[0]) && pilot.text.contains("INFO "))
  }
}
