import ArgumentParser
import TerminalApp
import TerminalUI

/// `gallery render`: one screen, headless, on a virtual clock.
struct RenderCommand: ParsableCommand, ScriptedRun {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print one screen of the gallery without a terminal."
  )

  @Argument(help: ScriptedRunOptions.target)
  var target: String

  @Option(help: ScriptedRunOptions.size, transform: ScriptedRunOptions.size)
  var size = ScriptedRunOptions.defaultSize

  // Unconditional: a script may start with "-" (a dash typed into a search
  // field), which would otherwise read as an option.
  @Option(parsing: .unconditional, help: ScriptedRunOptions.keys)
  var keys = ""

  @Option(help: ScriptedRunOptions.seed)
  var seed: UInt64?

  @Option(help: ScriptedRunOptions.theme)
  var theme: Appearance?

  @Option(help: "text, ansi, frames or svg.")
  var format: RenderFormat = .text

  @Flag(help: "Draw animations where they are rather than finished.")
  var noSettle = false

  @Flag(help: "Changes jump into place rather than slide, as `gallery --reduce-motion` shows them.")
  var reduceMotion = false

  @Option(
    help: """
      The terminal background drawn on, #RRGGBB: fades blend toward it, and without --theme \
      it chooses dark or light (default: the theme's reference terminal, black or white).
      """
  )
  var background: String?

  func validate() throws {
    try validateTarget()
    if let background, Backdrop(background: background) == nil {
      throw ValidationError("bad --background '\(background)': expected #RRGGBB, such as #1e1e1e")
    }
  }

  func run() throws {
    let script = try script()
    try RunBudget(size: size.size, script: script, fps: nil).check(script)
    let output = try HeadlessRender.render(
      target: target,
      size: size.size,
      script: script,
      seed: runSeed,
      format: format,
      settle: !noSettle,
      appearance: theme ?? backdrop?.appearance ?? .dark,
      backdrop: backdrop,
      reducesMotion: reduceMotion,
      colorDepth: ScriptedRunOptions.colorDepth()
    )
    try StandardOutput.write(output)
  }

  /// The terminal colours given, if any.
  private var backdrop: Backdrop? { background.flatMap(Backdrop.init(background:)) }
}
