import Foundation
import Testing

/// The real binary: exit statuses and messages of the command-line contract.
@Suite struct CommandLineTests {
  static func run(_ arguments: [String]) throws -> ProcessResult {
    try runProcess(galleryExecutable(), arguments)
  }

  @Test func listPrintsIdTabMenuPath() throws {
    let result = try Self.run(["--list"])
    #expect(result.status == 0)
    #expect(result.output.contains("grid\tCompositional Layout › Getting Started › Grid\n"))
  }

  @Test func withoutATerminalTheGalleryPointsToRender() throws {
    let result = try Self.run([])
    #expect(result.status == 2)
    #expect(result.error.contains("gallery render"))
  }

  @Test func renderPrintsExactlyTheScreensRows() throws {
    let result = try Self.run(["render", "grid", "--size", "60x20"])
    #expect(result.status == 0)
    #expect(result.output.split(separator: "\n", omittingEmptySubsequences: false).count == 21)
  }

  @Test(arguments: [
    (["render", "nope"], "unknown example 'nope'"),
    (["render", "grid", "--size", "80by24"], "expected WxH"),
    (["render", "grid", "--size", "10000x10000"], "from 1 to 1000"),
    (["render", "grid", "--keys", "jump"], "unknown key 'jump'"),
    (["render", "insertion-sort", "--keys", "enter wait:1e5"], "at most 600 seconds"),
    (["render", "grid", "--size", "1000x1000", "--keys", "wait:20"], "at most 1.2 seconds"),
    (["record", "grid", "--keys", "wait:600"], "at most 277.77 seconds"),
    (["render", "grid", "--format", "pdf"], "'pdf' is invalid for '--format <format>'"),
    (["render", "grid", "--format", "pdf"], "one of 'text', 'ansi', 'frames' or 'svg'"),
    (["render", "grid", "--theme", "dim"], "one of 'dark' and 'light'"),
    (["nope"], "unknown example 'nope'"),
    // A negative value attached names the value, not a missing one.
    (["render", "grid", "--size=-1x5"], "bad --size '-1x5'"),
    (["render", "grid", "--seed=-1"], "'-1' is invalid for '--seed"),
    (["record", "grid", "--fps=-1"], "bad --fps -1"),
  ])
  func badInputIsAClearErrorWithStatusTwo(_ arguments: [String], _ message: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 2)
    #expect(result.error.contains(message))
    #expect(result.output.isEmpty)
  }

  /// The choices of `--theme` and `--format` are their cases' raw values,
  /// in help as on the command line.
  @Test func renderHelpListsEveryChoice() throws {
    let help = try Self.run(["render", "--help"])
    #expect(help.status == 0)
    let text = help.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(
      text.contains(
        "dark or light (default dark: the same output wherever it runs). (values: dark, light)"
      )
    )
    #expect(text.contains("Fixes every random choice (default 0)."))
    #expect(text.contains("(values: text, ansi, frames, svg; default: text)"))
    let light = try Self.run(["render", "grid", "--theme", "light", "--format", "ansi"])
    #expect(light.status == 0 && light.output.contains("\u{1B}["))
  }

  /// A script may start with "-": it is the script, not an option.
  @Test func aScriptStartingWithADashIsAScript() throws {
    let result = try Self.run(["render", "mountains-search", "--keys", "- down"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("/ -"))
    #expect(
      result.output
        == (try Self.run(["render", "mountains-search", "--keys", "\"-\" down"])).output
    )
  }

  /// `--keys=SCRIPT` reads as `--keys SCRIPT`, also when the script starts
  /// with a combining mark, which joins the `=` into one character.
  @Test func aScriptAttachedWithEqualsMayStartWithACombiningMark() throws {
    let attached = try Self.run(["render", "mountains-search", "--keys=\u{301} down"])
    #expect(attached.status == 0, "\(attached.error)")
    let apart = try Self.run(["render", "mountains-search", "--keys", "\u{301} down"])
    #expect(attached.output == apart.output)
  }

  /// Nothing on screen, nothing printed: not one empty line.
  @Test func framesOfAnEmptyScreenAreNothing() throws {
    let result = try Self.run(["render", "grid", "--size", "1x1", "--format", "frames"])
    #expect(result.status == 0 && result.output.isEmpty)
    let grid = try Self.run(["render", "grid", "--format", "frames"])
    #expect(grid.output.hasSuffix("}\n") && !grid.output.contains("\n\n"))
  }

  @Test func versionAndHelp() throws {
    let version = try Self.run(["--version"])
    #expect(version.status == 0 && version.output.contains("gallery"))
    let help = try Self.run(["--help"])
    #expect(help.status == 0 && help.output.contains("gallery render"))
    // Where the terminal does not tell its colours, the help says how to
    // get the right theme.
    for advice in ["allow-passthrough", "COLORFGBG", "--theme"] {
      #expect(help.output.contains(advice), "\(advice)")
    }
  }

  /// `command` (the gallery's arguments and a redirection) run by bash.
  static func shell(_ command: String) throws -> ProcessResult {
    try runProcess(
      URL(fileURLWithPath: "/bin/bash"),
      ["-c", "\(shellQuoted(try galleryExecutable().path)) \(command)"]
    )
  }

  /// A full disk or a closed standard output: the command says so and ends
  /// with status 1, where it ended with 0 and a truncated file.
  @Test(arguments: [
    ("render grid > /dev/full", "No space left on device"),
    ("record insertion-sort --keys 'enter wait:2' > /dev/full", "No space left on device"),
    ("source grid > /dev/full", "No space left on device"),
    ("--list > /dev/full", "No space left on device"),
    ("render grid >&-", "Bad file descriptor"),
  ])
  func aFailedWriteIsReported(command: String, reason: String) throws {
    let result = try Self.shell(command)
    #expect(result.status == 1, "\(command): \(result.status)")
    #expect(
      result.error == "gallery: cannot write to standard output: \(reason)\n",
      "\(command): \(result.error)"
    )
  }

  /// A reader that goes away before the output is written (more than a
  /// pipe holds): a message and status 1, not a silent SIGPIPE.
  @Test func aReaderGoneIsReported() throws {
    let result = try Self.shell(
      "render grid --size 1000x200 | true; exit ${PIPESTATUS[0]}"
    )
    #expect(result.status == 1)
    #expect(result.error == "gallery: cannot write to standard output: Broken pipe\n")
  }
}
