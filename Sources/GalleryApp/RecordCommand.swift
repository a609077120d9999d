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
      between them to see each. As every frame is drawn, the waits are bounded by the \
      size and the frame rate too: seconds × columns × rows × fps ≤ 16,000,000 (277 \
      seconds at 80x24 and 30 fps). Animations still going when the script ends play to \
      their end, within what is left of that and 30 seconds at most.
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
    let script = try script()
    let budget = RunBudget(size: size.size, script: script, fps: fps)
    try budget.check(script)
    // The recording hands its lines over as the run goes; the first write
    // that fails ends the writing, and the command reports it at the end.
    var failure: StandardOutput.WriteFailure?
    try HeadlessRecording.record(
      target: target,
      size: size.size,
      script: script,
      seed: runSeed,
      fps: fps,
      settlingLimit: min(HeadlessRecording.settlingLimit, budget.secondsLeft(after: script)),
      appearance: appearance,
      colorDepth: ScriptedRunOptions.colorDepth()
    ) { line in
      guard failure == nil else { return }
      do throws(StandardOutput.WriteFailure) { try StandardOutput.write(line) } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }
}
