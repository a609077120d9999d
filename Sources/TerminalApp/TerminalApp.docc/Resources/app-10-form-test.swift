import TerminalApp
import Testing

@testable import Fruits

@Test func importingFillsTheBarOnTheClock() throws {
  let clock = VirtualClock()
  let app = App(
    root: ImportViewController(title: "Import", clock: clock),
    clock: clock,
    size: CellSize(width: 40, height: 12)
  )
  let pilot = Pilot(app: app, clock: clock)
  pilot.type("fruits.csv")
  try pilot.run("tab enter")
  // Four of the eight chunks are in after a second.
  pilot.advance(by: 1)
  pilot.settle()
  #expect(pilot.text.contains("Importing fruits.csv"))
  #expect(pilot.text.filter { $0 == "█" }.count == 18)
  pilot.advance(by: 1)
  pilot.settle()
  #expect(pilot.text.contains("Imported fruits.csv"))
  #expect(pilot.text.filter { $0 == "█" }.count == 36)
}
