import TerminalApp
import Testing

/// A run whose every frame is watched (a recording, a terminal) draws at
/// most one frame per frame time while something moves, however often
/// its timers fire.
@Suite struct FramePacingTests {
  /// A screen that always moves, with a timer every `period` seconds, as
  /// Insertion Sort's steps are; it counts its draws.
  final class TickingScreen: Screen {
    let period: Double
    var nextTick: Double
    var ticks = 0
    var draws = 0
    init(period: Double) {
      self.period = period
      nextTick = period
    }

    var title: String { "Ticking" }
    var keyBindings: [KeyBinding] { [] }
    var isAnimating: Bool { true }
    var nextTimerDeadline: Double? { nextTick }
    func layout(in rect: CellRect) {}
    func handle(_ event: InputEvent) -> ScreenResponse { .ignored }
    func update(now: Double) {
      while nextTick <= now {
        ticks += 1
        nextTick += period
      }
    }
    func draw(into canvas: inout Canvas, now: Double) { draws += 1 }
  }

  @Test func timersBetweenFramesDrawNothing() {
    let clock = VirtualClock()
    let screen = TickingScreen(period: 0.125)
    let app = App(root: screen, clock: clock, size: CellSize(width: 40, height: 10))
    let terminal = HeadlessTerminal(width: 40, height: 10)
    var events = ScriptEventSource(
      [.wait(2)],
      clock: clock,
      terminal: terminal,
      showsEveryFrame: true
    )
    AppRunLoop(app: app, terminal: terminal, clock: clock, frameInterval: 0.1).run(&events)
    #expect(screen.ticks == 16)
    // The first frame, then one at each tenth of a second.
    #expect(screen.draws == 1 + 20)
    #expect(terminal.frameCount == screen.draws)
  }
}
