import CollectionView
import TerminalApp
import TerminalUI
import Testing
import Widgets

/// The form of every control, driven as a user drives it: typing, Tab
/// from control to control, the switch, the tabs and a scan over time.
@Suite struct WidgetsTests {
  static func pilot() -> (Pilot, VirtualClock) {
    let clock = VirtualClock()
    let app = App(
      root: WidgetsController(clock: clock),
      clock: clock,
      size: CellSize(width: 60, height: 16)
    )
    return (Pilot(app: app, clock: clock), clock)
  }

  @Test func tabMovesThroughTheFormAndEachControlAnswers() throws {
    let (pilot, _) = Self.pilot()
    // The name field has the keyboard: q is a letter there.
    pilot.type("Ada q")
    try pilot.run("tab space tab right")
    pilot.settle()
    #expect(!pilot.app.isFinished)
    #expect(pilot.text.contains("Ada q, notifications on, 2 lines of notes."))
    #expect(!pilot.text.contains("Notes go here."))
    try pilot.run("left")
    pilot.settle()
    #expect(pilot.text.contains("Notes go here."))
  }

  @Test func aScanFillsTheBarAndTheButtonWaits() throws {
    let (pilot, _) = Self.pilot()
    // Name, switch, tabs, notes, then the button.
    try pilot.run("tab tab tab tab enter")
    pilot.advance(by: 1)
    #expect(pilot.text.contains("50 %"))
    let bar = pilot.text.split(separator: "\n").first { $0.contains("Scan") } ?? ""
    #expect(bar.filter { $0 == "█" }.count > 5)
    // The button is disabled while the scan runs: Enter does nothing more.
    try pilot.run("enter")
    pilot.advance(by: 1.5)
    #expect(pilot.text.contains("Scanned"))
  }
}
