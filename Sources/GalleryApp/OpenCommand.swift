import ArgumentParser
import GalleryExamples
import TerminalApp
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The interactive gallery (the default when no subcommand is named).
struct OpenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "open",
    abstract: "Start the interactive gallery, at the menu or at one example.",
    shouldDisplay: false
  )

  @Argument(help: "An example to open directly (see --list); Esc goes back to the menu.")
  var example: String?

  @Flag(help: "List the examples: one line each, id<TAB>menu path.")
  var list = false

  @Option(
    help:
      "Fixes every random choice (badges, Wi-Fi changes, shuffles); a new one each launch if not given."
  )
  var seed: UInt64?

  @Option(
    help:
      "dark or light; by default the terminal's: what it answers when asked (in tmux 3.3 only with `set -g allow-passthrough on`), else what COLORFGBG says (COLORFGBG='0;15' is light), else dark."
  )
  var theme: Appearance?

  @Flag(help: "Changes jump into place rather than slide; scrolling jumps too.")
  var reduceMotion = false

  /// The seed this launch uses: the one given, else a fresh one from
  /// `generator`, as the sample's shuffles and scans differ on every launch.
  func launchSeed(using generator: inout some RandomNumberGenerator) -> UInt64 {
    seed ?? generator.next()
  }

  func validate() throws {
    if let example, Catalogue.example(id: example) == nil {
      throw ValidationError("unknown example '\(example)'; `gallery --list` lists the ids")
    }
  }

  func run() throws {
    if list {
      try StandardOutput.write(
        Catalogue.examples.map { path, example in
          "\(example.id)\t\(Catalogue.title(for: path))\n"
        }.joined()
      )
      return
    }
    guard isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 else {
      throw ValidationError(
        "gallery needs a terminal; without one, use `gallery render <id|menu>` to print a screen"
      )
    }
    let environment = App.terminalEnvironment()
    do {
      var system = SystemRandomNumberGenerator()
      try InteractiveSession.run(
        target: example,
        seed: launchSeed(using: &system),
        appearance: theme,
        reducesMotion: reduceMotion,
        environment: environment
      )
    } catch let error as TerminalError {
      throw ValidationError("\(error); `gallery render <id|menu>` prints a screen without one")
    }
  }
}
