import ArgumentParser
import GalleryExamples
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `render` and `record` both take: the screen to start at, its size,
/// the key script to play on the virtual clock, the seed and the theme.
struct ScriptedRunOptions: ParsableArguments {
  @Argument(help: "An example id (see `gallery --list`) or 'menu'.")
  var target: String

  @Option(
    help: "The screen size, WxH (default 80x24).",
    transform: { text in
      guard let size = CellSizeArgument(argument: text) else {
        throw ValidationError(
          "bad --size '\(text)': expected WxH, such as 80x24, with W and H from 1 to "
            + "\(CellSizeArgument.maximum)"
        )
      }
      return size
    }
  )
  var size = CellSizeArgument(argument: "80x24")!

  // Unconditional: a script may start with "-" (a dash typed into a search
  // field), which would otherwise read as an option.
  @Option(
    parsing: .unconditional,
    help: """
      Events to play first: key names, characters, "text", click@X,Y, wheelup@X,Y \
      (and wheeldown, wheelleft, wheelright), paste:"TEXT", resize:WxH, wait:SECONDS \
      (600 in all at most).
      """
  )
  var keys = ""

  // `seed` and `theme` are optional, as `gallery`'s own are, their defaults
  // given by `runSeed` and `appearance`: ArgumentParser builds the
  // arguments of every command on the way to the one run on every start,
  // and each distinct option type costs it a run-time type instantiation
  // and conformance scans (4 % of a render's start).
  @Option(help: "Fixes every random choice (default 0).")
  var seed: UInt64?

  @Option(help: "dark or light (default dark: the same output wherever it runs).")
  var theme: Appearance?

  /// The seed run with: the one given, else 0, so that the same command
  /// gives the same output every time.
  var runSeed: UInt64 { seed ?? 0 }

  /// The colours drawn in: the theme given, else dark, whatever the
  /// terminal says.
  var appearance: Appearance { theme ?? .dark }

  func validate() throws {
    if target != "menu" && Catalogue.example(id: target) == nil {
      throw ValidationError(Session.UnknownExample(id: target).description)
    }
  }

  /// The key script, read.
  func script() throws -> [KeyScript.Step] {
    do {
      return try KeyScript.parse(keys)
    } catch let error as KeyScript.ParseError {
      throw ValidationError(error.description)
    }
  }

  /// Full colour, unless NO_COLOR asks for none.
  static func colorDepth() -> ColorDepth {
    var environment: [String: String] = [:]
    if let noColor = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: noColor) }
    return ColorDepth.detect(environment: environment, colors: 1 << 24, hasRGBCapability: true)
  }
}
