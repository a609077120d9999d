import CollectionView
import GalleryExamples
import TerminalUI

/// `gallery render`: the run loop on a virtual clock, its events from a key
/// script, its frames presented to a ``HeadlessTerminal``, whose last screen
/// it prints. Same arguments, same output.
public enum HeadlessRender {
  public static func render(
    target: String,
    size: CellSize,
    script: [KeyScript.Step],
    seed: UInt64,
    format: RenderFormat,
    settle: Bool,
    appearance: Appearance = .dark,
    colorDepth: ColorDepth = .trueColor
  ) throws -> String {
    let (app, clock) = try makeApp(target: target, size: size, seed: seed, appearance: appearance)
    let terminal = play(script, on: app, clock: clock, colorDepth: colorDepth)
    AppRunLoop(app: app, terminal: terminal, clock: clock)
      .render(at: settle ? .infinity : clock.now)
    switch format {
    case .text: return terminal.text
    case .ansi: return terminal.ansiText
    case .frames: return frames(of: app)
    case .svg:
      let canvas = terminal.lastCanvas ?? terminal.makeCanvas(appearance: appearance)
      return canvas.svg(backdrop: appearance.backdrop, colorDepth: colorDepth)
    }
  }

  /// The app a headless run of `target` drives, on a virtual clock of its
  /// own.
  static func makeApp(
    target: String,
    size: CellSize,
    seed: UInt64,
    appearance: Appearance = .dark,
    resources: Resources = .forCurrentProcess()
  ) throws -> (app: App, clock: VirtualClock) {
    let clock = VirtualClock()
    let app = try Session.makeApp(
      target: target,
      clock: clock,
      seed: seed,
      size: size,
      appearance: appearance,
      resources: resources
    )
    return (app, clock)
  }

  /// Plays `script` on `app` through the run loop, on a headless terminal
  /// of the app's size, and returns the terminal with the last frame.
  @discardableResult
  public static func play(
    _ script: [KeyScript.Step],
    on app: App,
    clock: VirtualClock,
    colorDepth: ColorDepth = .trueColor
  ) -> HeadlessTerminal {
    let terminal = HeadlessTerminal(
      width: app.size.width,
      height: app.size.height,
      colorDepth: colorDepth
    )
    var events = ScriptEventSource(script, clock: clock, terminal: terminal)
    AppRunLoop(app: app, terminal: terminal, clock: clock).run(&events)
    return terminal
  }

  /// One JSON object per element on screen, in drawing order, each on a
  /// line of its own: nothing at all when nothing is on screen.
  static func frames(of app: App) -> String {
    app.top.drawnElements.map { element in
      let frame = element.frame
      // Only elements fading in or out say how visible they are, and only
      // deleted ones (at their old index paths) that they are.
      var opacity =
        element.opacity < 1 ? ",\"opacity\":\(Double(Int(element.opacity * 100)) / 100)" : ""
      if element.isDeleted { opacity += ",\"deleted\":true" }
      return
        "{\"kind\":\"\(element.kind)\",\"section\":\(element.indexPath.section),\"item\":\(element.indexPath.item),"
        + "\"x\":\(frame.x),\"y\":\(frame.y),\"w\":\(frame.width),\"h\":\(frame.height)\(opacity)}\n"
    }.joined()
  }
}
