import ArgumentParser
import GalleryExamples
import TerminalApp
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `render` and `record` both take: the screen to start at, its size,
/// the key script to play on the virtual clock, the seed and the theme.
///
/// Each command declares these options itself, with the help and parsing
/// given here: an option group would cost ArgumentParser a run-time
/// generic instantiation and its conformance scans on every start (1.1 M
/// instructions, 7 % of `gallery render grid`).
protocol ScriptedRun {
  var target: String { get }
  var keys: String { get }
  var seed: UInt64? { get }
  var theme: Appearance? { get }
}

/// The options' help, and how a size is read.
enum ScriptedRunOptions {
  static let target: ArgumentHelp = "An example id (see `gallery --list`) or 'menu'."
  static let size: ArgumentHelp = "The screen size, WxH (default 80x24)."
  static let defaultSize = CellSizeArgument(argument: "80x24")!
  static let keys: ArgumentHelp = """
    Events to play first: key names, characters, "text", click@X,Y, wheelup@X,Y \
    (and wheeldown, wheelleft, wheelright), paste:"TEXT", resize:WxH, wait:SECONDS \
    (600 in all at most, and seconds × columns × rows of the largest screen \
    ≤ 1,200,000: 1.2 seconds at 1000x1000).
    """
  // `seed` and `theme` are optional, as `gallery`'s own are, their defaults
  // given by `runSeed` and `appearance`: each distinct option type costs
  // ArgumentParser a run-time type instantiation and conformance scans (4 %
  // of a render's start).
  static let seed: ArgumentHelp = "Fixes every random choice (default 0)."
  static let theme: ArgumentHelp =
    "dark or light (default dark: the same output wherever it runs)."

  static func size(_ text: String) throws -> CellSizeArgument {
    guard let size = CellSizeArgument(argument: text) else {
      throw ValidationError(
        "bad --size '\(text)': expected WxH, such as 80x24, with W and H from 1 to "
          + "\(CellSize.largestParsedDimension)"
      )
    }
    return size
  }

  /// Full colour, unless NO_COLOR asks for none.
  static func colorDepth() -> ColorDepth {
    var environment: [String: String] = [:]
    if let noColor = getenv("NO_COLOR") { environment["NO_COLOR"] = String(cString: noColor) }
    return ColorDepth.detect(environment: environment, colors: 1 << 24, hasRGBCapability: true)
  }
}

extension ScriptedRun {
  /// The seed run with: the one given, else 0, so that the same command
  /// gives the same output every time.
  var runSeed: UInt64 { seed ?? 0 }

  /// The colours drawn in: the theme given, else dark, whatever the
  /// terminal says.
  var appearance: Appearance { theme ?? .dark }

  /// Fails on a target that is neither an example nor the menu.
  func validateTarget() throws {
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
}
