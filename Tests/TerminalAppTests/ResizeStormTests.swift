import TerminalApp
import Testing

/// A key script's resizes one after another come as one, at the size they
/// end at, as a terminal reports a storm of them.
@Suite struct ResizeStormTests {
  /// A screen that notes every size it is laid out at.
  final class SizeNotingScreen: Screen {
    var sizes: [CellSize] = []
    var title: String { "Sizes" }
    var keyBindings: [KeyBinding] { [] }
    var isAnimating: Bool { false }
    func layout(in rect: CellRect) {
      let size = CellSize(width: rect.width, height: rect.height)
      if sizes.last != size { sizes.append(size) }
    }
    func handle(_ event: InputEvent) -> ScreenResponse { .ignored }
    func draw(into canvas: inout Canvas, now: Double) {}
  }

  @Test func aStormIsLaidOutOnceAtItsLastSize() throws {
    let clock = VirtualClock()
    let screen = SizeNotingScreen()
    let app = App(root: screen, clock: clock, size: CellSize(width: 40, height: 12))
    let pilot = Pilot(app: app, clock: clock)
    let storm = Array(repeating: "resize:100x30 resize:99x30", count: 50).joined(separator: " ")
    try pilot.run(storm + " x resize:60x20 resize:50x16")
    // The content takes all but the title bar and the footer.
    #expect(
      screen.sizes == [
        CellSize(width: 40, height: 10), CellSize(width: 99, height: 28),
        CellSize(width: 50, height: 14),
      ]
    )
    #expect(pilot.terminal.size == CellSize(width: 50, height: 16))
  }
}
