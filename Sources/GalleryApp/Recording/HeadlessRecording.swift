import CollectionView
import TerminalApp
import TerminalUI

/// `gallery record`: the run loop on a virtual clock, its events from a
/// key script, every frame it draws kept as asciicast v2 at up to `fps` a
/// second, and the animations still going when the script ends played to
/// their end. Same arguments, same recording, byte for byte.
public enum HeadlessRecording {
  /// Longest the animations left going may run on after the script.
  static let settlingLimit = 30.0

  public static func record(
    target: String,
    size: CellSize,
    script: [KeyScript.Step],
    seed: UInt64,
    fps: Int,
    appearance: Appearance = .dark,
    colorDepth: ColorDepth = .trueColor
  ) throws -> String {
    let (app, clock) = try HeadlessRender.makeApp(
      target: target,
      size: size,
      seed: seed,
      appearance: appearance
    )
    let screen = HeadlessTerminal(width: size.width, height: size.height, colorDepth: colorDepth)
    let terminal = RecordingTerminal(
      screen: screen,
      clock: clock,
      fps: fps,
      title: "gallery \(target)"
    )
    var events = ScriptEventSource(script, clock: clock, terminal: screen, showsEveryFrame: true)
    let loop = AppRunLoop(
      app: app,
      terminal: terminal,
      clock: clock,
      frameInterval: 1 / Double(fps)
    )
    loop.run(&events)
    loop.finishAnimations(on: clock, limit: settlingLimit)
    return terminal.finish()
  }
}
