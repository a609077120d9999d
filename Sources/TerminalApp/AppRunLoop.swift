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
  /// The time between frames while something moves, for an event source
  /// that watches them.
  let frameInterval: Double

  /// Frames while something moves, unless asked otherwise: 60 a second.
  public static let defaultFrameInterval = 1.0 / 60

  /// How often a loop waiting for the terminal to catch up looks again,
  /// in case the terminal lets it off without a word (see
  /// ``TerminalUI/Terminal/isCaughtUp``).
  static let catchUpCheckInterval = 0.1

  public init(
    app: App,
    terminal: Terminal,
    clock: AnimationClock,
    frameInterval: Double = defaultFrameInterval
  ) {
    self.app = app
    self.terminal = terminal
    self.clock = clock
    self.frameInterval = frameInterval
    // The terminal's characters and colours; the app's theme stays.
    if app.traits.repertoire != terminal.repertoire || app.traits.colorDepth != terminal.colorDepth
    {
      app.traits.repertoire = terminal.repertoire
      app.traits.colorDepth = terminal.colorDepth
    }
  }

  /// The time of the next frame: the next whole multiple of the frame
  /// interval, so that frames fall on the same grid however events came
  /// between them (a recording's frames are each at a tick of its own).
  func nextFrameTime() -> Double {
    frameTime(after: clock.now)
  }

  /// The first frame time on the grid after `time`.
  private func frameTime(after time: Double) -> Double {
    ((time / frameInterval + 1e-6).rounded(.down) + 1) * frameInterval
  }

  /// Whether a turn at the time now, `lastDrawn` being the last drawn,
  /// need not draw: something moves and `events` watch every frame, so
  /// the loop wakes for the next frame time anyway, and the frame drawn
  /// then shows whatever this turn did (a timer, a key) before anybody
  /// sees this one. A turn at a frame time itself draws: it is that frame;
  /// so does the last turn. A second of motion then costs the frame rate
  /// in frames, however many timers fire in it.
  private func defersDrawing(since lastDrawn: Double, for events: some EventSource) -> Bool {
    guard events.watchesAnimations && !events.isExhausted && app.isAnimating && !app.isFinished
    else { return false }
    let frames = clock.now / frameInterval
    let isFrameTime = abs(frames - frames.rounded()) < 1e-6
    return !isFrameTime && clock.now < frameTime(after: lastDrawn)
  }

  /// Runs until the app finishes or the events run out.
  public func run(_ events: inout some EventSource) {
    render()
    var lastDrawn = clock.now
    while !app.isFinished && !events.isExhausted {
      var deadline = app.nextTimerDeadline
      if app.isAnimating && events.watchesAnimations {
        deadline = min(deadline ?? .infinity, nextFrameTime())
      }
      if !terminal.isCaughtUp {
        // A frame held back is drawn once the terminal catches up, which
        // it says with input (and ends the wait), or once it is let off.
        deadline = min(deadline ?? .infinity, clock.now + Self.catchUpCheckInterval)
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
      // A terminal behind (a slow link) gets no frame until it catches
      // up; then it gets the screen as it is, the frames between skipped.
      guard events.showsScreen, !defersDrawing(since: lastDrawn, for: events),
        terminal.isCaughtUp
      else { continue }
      // Over a slow link each animation is shown at its end: the screen
      // settles with one frame, not after several that arrive late.
      render(at: terminal.keepsUpWithMotion ? clock.now : .infinity)
      lastDrawn = clock.now
    }
  }

  /// Goes on frame by frame, on a virtual clock, until nothing moves or
  /// `limit` seconds have passed: the end of every animation a run left
  /// going, as somebody watching would see it. Timers fire on the way.
  public func finishAnimations(on clock: VirtualClock, limit: Double) {
    let end = clock.now + limit
    while app.isAnimating && !app.isFinished && clock.now < end {
      clock.advance(to: nextFrameTime())
      app.update(now: clock.now)
      app.layout()
      render()
    }
  }

  /// Draws the app as it is now and shows it.
  public func render() {
    render(at: clock.now)
  }

  /// Draws the app as it is at `time` (`.infinity`: with every animation
  /// finished) and shows it.
  public func render(at time: Double) {
    let size = terminal.size
    var canvas = Canvas(width: size.width, height: size.height, traits: app.traits)
    app.draw(into: &canvas, now: time)
    terminal.present(canvas)
  }
}
