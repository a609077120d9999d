import CollectionView
import TerminalUI

/// The one run loop of the gallery, interactive or headless: each turn
/// handles the events that are there (or waits for one no longer than the
/// next timer or animation frame), then updates, lays out and draws.
/// `gallery` and `gallery render` differ only in the ``EventSource`` and
/// the clock.
public struct AppRunLoop {
  public let app: App
  let terminal: Terminal
  let clock: AnimationClock

  /// Frames while something moves: 60 a second.
  public static let frameInterval = 1.0 / 60

  public init(app: App, terminal: Terminal, clock: AnimationClock) {
    self.app = app
    self.terminal = terminal
    self.clock = clock
  }

  /// Runs until the app finishes or the events run out.
  public func run(_ events: inout some EventSource) {
    render()
    while !app.isFinished && !events.isExhausted {
      var deadline = app.nextTimerDeadline
      if app.isAnimating && events.watchesAnimations {
        deadline = min(deadline ?? .infinity, clock.now + Self.frameInterval)
      }
      if let event = events.nextEvent(until: deadline) {
        app.handle(event)
        // Everything already typed (a paste) is handled before the next frame.
        while !app.isFinished, let queued = events.pendingEvent() {
          app.handle(queued)
        }
      }
      app.update(now: clock.now)
      app.layout()
      if events.showsScreen { render() }
    }
  }

  /// Draws the app as it is now and shows it.
  public func render() {
    render(at: clock.now)
  }

  /// Draws the app as it is at `time` (`.infinity`: with every animation
  /// finished) and shows it.
  public func render(at time: Double) {
    var canvas = terminal.makeCanvas(appearance: app.appearance)
    app.draw(into: &canvas, now: time)
    terminal.present(canvas)
  }
}
