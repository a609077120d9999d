import CollectionView
import GalleryExamples
import TerminalApp
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
    backdrop: Backdrop? = nil,
    reducesMotion: Bool = false,
    colorDepth: ColorDepth = .trueColor
  ) throws -> String {
    let (app, clock) = try makeApp(target: target, size: size, seed: seed, appearance: appearance)
    // The terminal drawn for: the one given, else the theme's reference.
    let backdrop = backdrop ?? appearance.backdrop
    app.adoptTerminalColors(backdrop, appearance: appearance)
    app.traits.reducesMotion = reducesMotion
    let pilot = Pilot(app: app, clock: clock, colorDepth: colorDepth)
    pilot.play(script)
    if settle { pilot.settle() } else { pilot.redraw() }
    switch format {
    case .text: return pilot.text
    case .ansi: return pilot.ansiText
    case .frames: return pilot.framesJSON
    case .svg:
      let canvas = pilot.terminal.lastCanvas ?? pilot.terminal.makeCanvas(appearance: appearance)
      return canvas.svg(backdrop: backdrop, colorDepth: colorDepth)
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
    let pilot = Pilot(app: app, clock: clock, colorDepth: colorDepth)
    pilot.play(script)
    return pilot.terminal
  }
}
