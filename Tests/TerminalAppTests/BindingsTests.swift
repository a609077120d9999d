import TerminalApp
import Testing

/// The keys a screen offers are declared once and gathered when its state
/// changes, not for every frame that draws the footer.
@Suite struct BindingsTests {
  /// A screen that moves for a second after each key and counts how often
  /// its bindings are gathered.
  final class CountingScreen: Screen {
    let clock: AnimationClock
    var builds = 0
    var moving = false
    var stopsAt = 0.0
    init(clock: AnimationClock) { self.clock = clock }

    var title: String { "Counting" }
    var keyBindings: [KeyBinding] {
      builds += 1
      return declared
    }
    private lazy var declared = [
      KeyBinding("move", keys: [.character("m")]) { [unowned self] _ in
        moving = true
        stopsAt = clock.now + 1
        return .handled
      },
      // Works only while still: its key types nothing and the footer
      // drops it while the screen moves.
      KeyBinding("stop", keys: [.character("x")], isEnabled: { [unowned self] in !moving }) { _ in
        .handled
      },
    ]
    var isAnimating: Bool { moving }
    func layout(in rect: CellRect) {}
    func handle(_ event: InputEvent) -> ScreenResponse { .ignored }
    func update(now: Double) { if now >= stopsAt { moving = false } }
    func draw(into canvas: inout Canvas, now: Double) {}
  }

  @Test func framesOfAnAnimationDoNotBuildTheBindingsAgain() throws {
    let clock = VirtualClock()
    let screen = CountingScreen(clock: clock)
    let app = App(root: screen, clock: clock, size: CellSize(width: 40, height: 10))
    let pilot = Pilot(app: app, clock: clock)
    pilot.redraw()
    #expect(screen.builds == 1)
    try pilot.run("m")
    let afterKey = screen.builds
    // Sixty frames of the movement, each drawing the footer.
    var events = ScriptEventSource(
      [.wait(0.5)],
      clock: clock,
      terminal: pilot.terminal,
      showsEveryFrame: true
    )
    AppRunLoop(app: app, terminal: pilot.terminal, clock: clock).run(&events)
    #expect(pilot.terminal.frameCount > 20)
    #expect(screen.builds == afterKey)
    // The movement coming to rest is a change: built once more.
    pilot.advance(by: 1)
    pilot.redraw()
    #expect(screen.builds == afterKey + 1)
    #expect(pilot.text.contains("m move"))
  }

  @Test func aBindingWorksAndShowsOnlyWhileItsConditionHolds() throws {
    let clock = VirtualClock()
    let screen = CountingScreen(clock: clock)
    let app = App(root: screen, clock: clock, size: CellSize(width: 60, height: 10))
    let pilot = Pilot(app: app, clock: clock)
    pilot.redraw()
    #expect(pilot.text.contains("x stop"))
    #expect(app.keyBindings.contains { $0.matches(.character("x")) })
    pilot.press(.character("m"))
    pilot.redraw()
    #expect(!pilot.text.contains("x stop"))
    #expect(!app.keyBindings.contains { $0.matches(.character("x")) })
  }
}
