import ArgumentParser
import TerminalUI

/// `gallery record`: a run of a key script, every frame, as an asciicast v2
/// file on standard output.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record a key script's run as an asciicast v2 file, on the virtual clock.",
    discussion: """
      The script's events come all at once, as a fast typist's would; put wait:SECONDS \
      between them to see each. Animations still going when it ends play to their end.
      """
  )

  @OptionGroup var scripted: ScriptedRunOptions

  @Option(help: "Frames a second at most, from 1 to 60 (default 30).")
  var fps = 30

  func validate() throws {
    guard (1...60).contains(fps) else {
      throw ValidationError("bad --fps \(fps): expected a whole number from 1 to 60")
    }
  }

  func run() throws {
    let cast = try HeadlessRecording.record(
      target: scripted.target,
      size: scripted.size.size,
      script: try scripted.script(),
      seed: scripted.runSeed,
      fps: fps,
      appearance: scripted.appearance,
      colorDepth: ScriptedRunOptions.colorDepth()
    )
    print(cast, terminator: "")
  }
}
