import TerminalApp
import Testing

@testable import Fruits

@Test func typingFiltersWithAnimation() throws {
  let clock = VirtualClock()
  let app = App(
    root: FruitsViewController(title: "Fruits", clock: clock),
    clock: clock,
    size: CellSize(width: 40, height: 12)
  )
  let pilot = Pilot(app: app, clock: clock)
  pilot.type("an")
  // Halfway through the change the rows that go are still fading out.
  pilot.advance(by: 0.1)
  #expect(pilot.drawnElements.contains { $0.opacity < 1 })
  pilot.settle()
  #expect(pilot.text.contains("Banana"))
  #expect(!pilot.text.contains("Cherry"))
}
