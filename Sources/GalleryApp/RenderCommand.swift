import ArgumentParser
import TerminalUI

/// `gallery render`: one screen, headless, on a virtual clock.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Print one screen of the gallery without a terminal."
  )

  @OptionGroup var scripted: ScriptedRunOptions

  @Option(help: "text, ansi, frames or svg.")
  var format: RenderFormat = .text

  @Flag(help: "Draw animations where they are rather than finished.")
  var noSettle = false

  func run() throws {
    let output = try HeadlessRender.render(
      target: scripted.target,
      size: scripted.size.size,
      script: try scripted.script(),
      seed: scripted.runSeed,
      format: format,
      settle: !noSettle,
      appearance: scripted.appearance,
      colorDepth: ScriptedRunOptions.colorDepth()
    )
    print(output, terminator: "")
  }
}
