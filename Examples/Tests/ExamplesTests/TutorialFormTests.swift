import TerminalApp
import Testing

@testable import TutorialForm

/// The form tutorial's first step, as its reader runs it: the field has
/// the keyboard, Tab leads to the button, the button reads the field.
@Test func theFormsFirstStepReadsTheFieldWhenTheButtonIsPressed() throws {
  let clock = VirtualClock()
  let app = App(
    root: ImportViewController(title: "Import", clock: clock),
    clock: clock,
    size: CellSize(width: 40, height: 12)
  )
  let pilot = Pilot(app: app, clock: clock)
  pilot.redraw()
  let rows = pilot.text.split(separator: "\n", omittingEmptySubsequences: false)
  // Inside the margins: the field, the button, the bar, the status.
  #expect(rows[2].hasPrefix("  ") && rows[2].contains("File to import"))
  #expect(rows[4].hasPrefix("  [ Import ]"))
  #expect(rows[6].hasPrefix("  ────"))
  #expect(rows[8].hasPrefix("  Nothing imported yet"))
  try pilot.run("tab enter")
  #expect(pilot.text.contains("Name a file first"))
  try pilot.run("tab")
  pilot.type("fruits.csv")
  try pilot.run("tab enter")
  #expect(pilot.text.contains("Importing fruits.csv…"))
}
