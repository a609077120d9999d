import CollectionView
import HelloList
import TerminalApp
import TerminalUI
import Testing

/// The README's example, driven as its users would drive it.
@Suite struct HelloListTests {
  @Test func theListShowsItsHeaderAndRowsAndScrolls() throws {
    let clock = VirtualClock()
    let app = App(
      root: FruitListController(title: "Fruits", clock: clock),
      clock: clock,
      size: CellSize(width: 40, height: 12)
    )
    let pilot = Pilot(app: app, clock: clock)
    pilot.redraw()
    let lines = pilot.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].contains("Fruits"))
    #expect(lines[1].contains("100 fruits"))
    #expect(lines[2].contains("Fruit 1"))
    // Down past the screen's end scrolls the list: the last row comes into
    // view and the focus is on it.
    try pilot.run("end")
    pilot.settle()
    #expect(pilot.text.contains("Fruit 100"))
    #expect(!pilot.text.contains("Fruit 1\n") && !pilot.text.contains("Fruit 1 "))
    let focused = try #require(app.top as? FruitListController).collectionView.focusedIndexPath
    #expect(focused == IndexPath(item: 99, section: 0))
  }
}
