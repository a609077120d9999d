import ArgumentParser
import TerminalApp
import TerminalUI

/// `gallery record`: a run of a key script, every frame, as an asciicast v2
/// file on standard output, written as it is made.
struct RecordCommand: ParsableCommand, ScriptedRun {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Record a key script's run as an asciicast v2 file, on the virtual clock.",
    discussion: """
      The script's events come all at once, as a fast typist's would; put wait:SECONDS \
      between them to see each. Animations still going when it ends play to their end.
      """
  )

  @Argument(help: ScriptedRunOptions.target)
  var target: String

  @Option(help: ScriptedRunOptions.size, transform: ScriptedRunOptions.size)
  var size = ScriptedRunOptions.defaultSize

  // Unconditional, as render's: a script may start with "-".
  @Option(parsing: .unconditional, help: ScriptedRunOptions.keys)
  var keys = ""

  @Option(help: ScriptedRunOptions.seed)
  var seed: UInt64?

  @Option(help: ScriptedRunOptions.theme)
  var theme: Appearance?

  @Option(help: "Frames a second at most, from 1 to 60 (default 30).")
  var fps = 30

  func validate() throws {
    try validateTarget()
    guard (1...60).contains(fps) else {
      throw ValidationError("bad --fps \(fps): expected a whole number from 1 to 60")
    }
  }

  func run() throws {
    try HeadlessRecording.record(
      target: target,
      size: size.size,
      script: try script(),
      seed: runSeed,
      fps: fps,
      appearance: appearance,
      colorDepth: ScriptedRunOptions.colorDepth()
    ) { line in
      print(line, terminator: "")
    }
  }
}
