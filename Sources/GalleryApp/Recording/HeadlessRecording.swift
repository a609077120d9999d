import CollectionView
import TerminalApp
import TerminalUI

/// `gallery record`: the run loop on a virtual clock, its events from a
/// key script, every frame it draws written as asciicast v2 at up to `fps`
/// a second, line by line as the run goes, and the animations still going
/// when the script ends played to their end. Same arguments, same
/// recording, byte for byte.
public enum HeadlessRecording {
  /// Longest the animations left going may run on after the script.
  public static let settlingLimit = 30.0

  /// Plays `script` on `target` (an example id or "menu") at `size` and
  /// gives the recording to `write` a line at a time (each with its
  /// newline), as its frames are made; the animations left going run on
  /// for `settlingLimit` seconds at most.
  public static func record(
    target: String,
    size: CellSize,
    script: [KeyScript.Step],
    seed: UInt64,
    fps: Int,
    settlingLimit: Double = settlingLimit,
    appearance: Appearance = .dark,
    colorDepth: ColorDepth = .trueColor,
    write: @escaping (String) -> Void
  ) throws {
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
      title: "gallery \(target)",
      write: write
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
    terminal.finish()
  }
}
