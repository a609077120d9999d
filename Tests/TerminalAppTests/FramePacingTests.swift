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
    /// The time each draw was for.
    var drawTimes: [Double] = []
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
    func draw(into canvas: inout Canvas, now: Double) {
      draws += 1
      drawTimes.append(now)
    }
  }

  /// Runs a ticking screen for `seconds` at ten frames a second, shown
  /// on `terminal`, or through `link` to it; returns the screen.
  private func runTicking(
    for seconds: Double,
    on terminal: HeadlessTerminal,
    clock: VirtualClock,
    through link: Terminal? = nil
  ) -> TickingScreen {
    let screen = TickingScreen(period: 0.125)
    let app = App(root: screen, clock: clock, size: CellSize(width: 40, height: 10))
    var events = ScriptEventSource(
      [.wait(seconds)],
      clock: clock,
      terminal: terminal,
      showsEveryFrame: true
    )
    AppRunLoop(app: app, terminal: link ?? terminal, clock: clock, frameInterval: 0.1)
      .run(&events)
    return screen
  }

  @Test func timersBetweenFramesDrawNothing() {
    let terminal = HeadlessTerminal(width: 40, height: 10)
    let screen = runTicking(for: 2, on: terminal, clock: VirtualClock())
    #expect(screen.ticks == 16)
    // The first frame, then one at each tenth of a second.
    #expect(screen.draws == 1 + 20)
    #expect(terminal.frameCount == screen.draws)
  }

  /// A terminal on a slow link: a frame takes `transit` seconds to arrive,
  /// and until it has the terminal is not caught up.
  final class SlowLinkTerminal: Terminal {
    let screen: HeadlessTerminal
    let clock: VirtualClock
    let transit: Double
    var arrivesAt = -Double.infinity
    var presentTimes: [Double] = []

    init(_ screen: HeadlessTerminal, clock: VirtualClock, transit: Double) {
      self.screen = screen
      self.clock = clock
      self.transit = transit
    }

    var size: CellSize { screen.size }
    var colorDepth: ColorDepth { screen.colorDepth }
    var repertoire: Repertoire { screen.repertoire }
    var backdrop: Backdrop? { screen.backdrop }
    var isCaughtUp: Bool { clock.now >= arrivesAt }
    /// A link that cannot carry motion, as the terminal tells.
    var keepsUpWithMotion = true
    func present(_ canvas: Canvas) {
      presentTimes.append(clock.now)
      arrivesAt = clock.now + transit
      screen.present(canvas)
    }
    func readEvent(timeout: Int?) -> InputEvent? { screen.readEvent(timeout: timeout) }
    func shutdown() {}
  }

  /// A terminal that is behind gets no frame until it has caught up; the
  /// frames between are skipped, not queued, and the screen drawn once it
  /// has is the screen as it is then.
  @Test func aTerminalBehindGetsTheScreenOnceItCatchesUp() {
    let clock = VirtualClock()
    let terminal = SlowLinkTerminal(
      HeadlessTerminal(width: 40, height: 10),
      clock: clock,
      transit: 0.45
    )
    let screen = runTicking(for: 2, on: terminal.screen, clock: clock, through: terminal)
    #expect(screen.ticks == 16)
    // Each frame once the one before has arrived: at 0, 0.5, 1.0, 1.5 and
    // 2.0, where a terminal keeping up would have had 21.
    #expect(terminal.presentTimes.count == 5, "\(terminal.presentTimes)")
    for (earlier, later) in zip(terminal.presentTimes, terminal.presentTimes.dropFirst()) {
      #expect(later - earlier >= 0.45 - 1e-9)
    }
  }

  /// Over a link too slow for motion, each frame shows the animations at
  /// their end: the screen settles with the first frame that arrives.
  @Test func aLinkTooSlowForMotionGetsEachAnimationAtItsEnd() {
    for keepsUp in [true, false] {
      let clock = VirtualClock()
      let terminal = SlowLinkTerminal(
        HeadlessTerminal(width: 40, height: 10),
        clock: clock,
        transit: 0.45
      )
      terminal.keepsUpWithMotion = keepsUp
      let screen = runTicking(for: 1, on: terminal.screen, clock: clock, through: terminal)
      // The first frame is drawn before the link is known; those after it
      // for the time they are drawn, or at the end of every animation.
      let later = screen.drawTimes.dropFirst()
      #expect(!later.isEmpty)
      #expect(later.allSatisfy { $0.isFinite == keepsUp }, "\(screen.drawTimes)")
    }
  }
}
