import CollectionView
import TerminalUI

/// The interactive gallery: one thread owns curses; the loop waits for
/// input no longer than the next animation frame or timer, and sleeps when
/// nothing moves.
public enum InteractiveSession {
  public static func run(target: String?, seed: UInt64, environment: [String: String]) throws {
    let terminal = try CursesTerminal(environment: environment)
    defer { terminal.shutdown() }
    let clock = SystemClock()
    let app = try Session.makeApp(target: target, clock: clock, seed: seed, size: terminal.size)
    while !app.isFinished {
      app.runTimers(until: clock.now)
      var canvas = terminal.makeCanvas()
      app.draw(into: &canvas, now: clock.now)
      terminal.present(canvas)
      let now = clock.now
      let timeout = app.nextDeadline(now: now).map { max(0, Int((($0 - now) * 1000).rounded(.up))) }
      guard let event = terminal.readEvent(timeout: timeout) else { continue }
      app.handle(event)
      // Everything already typed (a paste) is handled before the next frame.
      while !app.isFinished, let queued = terminal.readEvent(timeout: 0) {
        app.handle(queued)
      }
    }
  }
}
