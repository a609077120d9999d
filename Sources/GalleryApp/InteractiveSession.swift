import CollectionView
import TerminalUI

/// The interactive gallery: one thread owns curses, and the run loop waits
/// for input no longer than the next animation frame or timer, sleeping
/// when nothing moves.
public enum InteractiveSession {
  public static func run(
    target: String?,
    seed: UInt64,
    appearance: Appearance,
    environment: [String: String]
  ) throws {
    let terminal = try CursesTerminal(environment: environment)
    defer { terminal.shutdown() }
    let clock = SystemClock()
    let app = try Session.makeApp(
      target: target,
      clock: clock,
      seed: seed,
      size: terminal.size,
      appearance: appearance
    )
    app.showsTimings = true
    var events = TerminalEventSource(terminal: terminal, clock: clock)
    AppRunLoop(app: app, terminal: terminal, clock: clock).run(&events)
  }
}
