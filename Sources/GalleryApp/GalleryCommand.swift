import ArgumentParser
import GalleryExamples
import TerminalApp
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `gallery`: the interactive gallery, one example, or the list of examples;
/// `gallery render` prints a screen without a terminal.
public struct GalleryCommand: ParsableCommand {
  public static let configuration = CommandConfiguration(
    commandName: "gallery",
    abstract: "Apple's Modern Collection Views sample gallery, in a terminal.",
    usage: """
      gallery                  start at the outline menu
      gallery <id> [--seed N]  open one example (Esc goes back to the menu)
      gallery --list           list the examples: id<TAB>menu path
      gallery render <id|menu> [--size WxH] [--keys SCRIPT] [--seed N] [--format text|ansi|frames|svg] [--no-settle]
      gallery record <id|menu> [--size WxH] [--keys SCRIPT] [--seed N] [--fps N] > out.cast
      gallery source <id|menu> [--file NAME]
      """,
    discussion: """
      The theme follows the terminal's background where the terminal tells it \
      when asked. Where it does not: in tmux 3.3 and older add \
      `set -g allow-passthrough on` to ~/.tmux.conf; elsewhere set \
      COLORFGBG='0;15' for a light terminal or '15;0' for a dark one, or pass \
      --theme light|dark, which always wins. Colours are 24-bit where \
      COLORTERM=truecolor says so; NO_COLOR turns them off.
      """,
    version: "gallery 0.1.0",
    subcommands: [OpenCommand.self, RenderCommand.self, RecordCommand.self, SourceCommand.self],
    defaultSubcommand: OpenCommand.self
  )

  public init() {}

  /// Runs the command; every usage error exits with status 2 and a message
  /// on standard error, a failed write to standard output with status 1,
  /// help and version exit 0.
  public static func runMain() {
    do {
      var command = try parseAsRoot(
        splittingAttachedValues(Array(CommandLine.arguments.dropFirst()))
      )
      try command.run()
    } catch let failure as StandardOutput.WriteFailure {
      writeToStandardError("gallery: \(failure)\n")
      terminate(1)
    } catch {
      if exitCode(for: error) == .success {
        print(fullMessage(for: error))
        terminate(0)
      }
      writeToStandardError("gallery: \(message(for: error))\n")
      terminate(2)
    }
  }

  /// `--name=value` as `--name value`, split at the scalar `=`: the
  /// parser splits at the character, and a value starting with a combining
  /// mark (a key script typing an accent) joins the `=` into one character
  /// that the parser does not see as the separator.
  /// A value given apart (`--keys "--x=y"`) stays whole, and so does one
  /// starting with `-` (`--seed=-1`): apart, the parser would take it for
  /// an option and report the value missing, where attached it names the
  /// bad value.
  static func splittingAttachedValues(_ arguments: [String]) -> [String] {
    var result: [String] = []
    for argument in arguments {
      let scalars = argument.unicodeScalars
      guard result.last != "--keys", argument.hasPrefix("--"),
        let equals = scalars.firstIndex(of: "="),
        scalars[scalars.index(after: equals)...].first != "-"
      else {
        result.append(argument)
        continue
      }
      result.append(String(Substring(scalars[..<equals])))
      result.append(String(Substring(scalars[scalars.index(after: equals)...])))
    }
    return result
  }

  private static func writeToStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(STDERR_FILENO, &bytes, bytes.count)
  }

  private static func terminate(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #else
      Darwin.exit(status)
    #endif
  }
}
