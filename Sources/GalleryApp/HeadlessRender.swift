import CollectionView
import TerminalUI

/// `gallery render`: runs the app on a virtual clock, plays a key script,
/// and presents one screen to a ``HeadlessTerminal``, whose text it prints.
/// Same arguments, same output.
public enum HeadlessRender {
  public static func render(
    target: String,
    size: CellSize,
    script: [KeyScript.Step],
    seed: UInt64,
    format: RenderFormat,
    settle: Bool,
    colorDepth: ColorDepth = .trueColor
  ) throws -> String {
    let clock = VirtualClock()
    let app = try Session.makeApp(target: target, clock: clock, seed: seed, size: size)
    play(script, on: app, clock: clock)
    let terminal = HeadlessTerminal(
      width: app.size.width,
      height: app.size.height,
      colorDepth: colorDepth
    )
    var canvas = terminal.makeCanvas()
    app.draw(into: &canvas, now: settle ? .infinity : clock.now)
    terminal.present(canvas)
    switch format {
    case .text: return terminal.text
    case .ansi: return terminal.ansiText
    case .frames: return frames(of: app)
    }
  }

  /// Plays `script` on `app` as a user would, drawing before each step.
  static func play(_ script: [KeyScript.Step], on app: App, clock: VirtualClock) {
    var canvas = Canvas(size: app.size)
    for step in script {
      // Draw before each step, as the interactive loop does between events,
      // so layouts and focus are where a user would see them.
      if canvas.size != app.size { canvas = Canvas(size: app.size) }
      app.draw(into: &canvas, now: clock.now)
      switch step {
      case .event(let event):
        app.handle(event)
      case .wait(let seconds):
        wait(seconds, app: app, clock: clock)
      }
      if app.isFinished { break }
    }
  }

  /// Advances the clock by `seconds`, firing each timer at its own time.
  static func wait(_ seconds: Double, app: App, clock: VirtualClock) {
    let end = clock.now + seconds
    while let deadline = app.top.nextTimerDeadline, deadline <= end {
      clock.advance(to: deadline)
      app.runTimers(until: clock.now)
    }
    clock.advance(to: end)
    app.runTimers(until: clock.now)
  }

  /// One JSON object per element on screen, in drawing order.
  static func frames(of app: App) -> String {
    app.top.drawnElements.map { element in
      let frame = element.frame
      return
        "{\"kind\":\"\(element.kind)\",\"section\":\(element.indexPath.section),\"item\":\(element.indexPath.item),"
        + "\"x\":\(frame.x),\"y\":\(frame.y),\"w\":\(frame.width),\"h\":\(frame.height)}"
    }.joined(separator: "\n") + "\n"
  }
}
