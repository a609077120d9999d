import ArgumentParser
import ExampleSources
import GalleryExamples
import TerminalApp

/// `gallery source`: an example's Swift source, as compiled into the binary.
struct SourceCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "source",
    abstract: "Print the Swift source of an example (or of the menu)."
  )

  @Argument(help: "An example id (see `gallery --list`) or 'menu'.")
  var target: String

  @Option(help: "Another of the example's files, by name (its cells and helpers).")
  var file: String?

  func run() throws {
    guard let sources = Catalogue.sources(for: target) else {
      throw ValidationError("unknown example '\(target)'; `gallery --list` lists the ids")
    }
    let name = file ?? sources[0]
    guard sources.contains(name), let text = ExampleSources.text(ofFile: name) else {
      throw ValidationError(
        "'\(target)' has no file '\(name)'; its files: \(sources.joined(separator: ", "))"
      )
    }
    try StandardOutput.write(text)
  }
}
