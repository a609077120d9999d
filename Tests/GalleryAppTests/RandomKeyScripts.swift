import PropertyBased
import TerminalApp
import TerminalUI

@testable import GalleryApp

/// Random `--keys` scripts in every form the language has: key names,
/// control letters, single characters and quoted text (wide, combining,
/// emoji, control characters among them), bracketed pastes with newlines
/// and escapes, mouse events on and off the screen, resizes and waits.
///
/// `q` and `ctrl-c` are left out, outside pastes: they end the run, and
/// the keys after them would never be played.
struct RandomKeyScripts: Sendable {
  /// How many tokens a script has.
  var tokens: ClosedRange<Int>
  /// The largest `resize:` a script asks for.
  var largestSize: CellSize
  /// The longest `wait:` in seconds; long waits are rare, most are below
  /// a second, and together they stay within what `gallery render` allows
  /// on the largest screen the script has (``RunBudget``).
  var longestWait: Double

  /// Characters a script types and pastes: ASCII, accented (precomposed,
  /// decomposed, a lone combining mark), wide, emoji in the forms
  /// terminals disagree on, a zero-width space and control characters.
  /// None is a double quote, which would end the text.
  static let characters: [Character] =
    (33...126).compactMap { code in
      let character = Character(Unicode.Scalar(UInt8(code)))
      return character == "\"" || character == "q" ? nil : character
    } + [
      "é", "e\u{301}", "\u{301}", "ß", "Ω", "ж", "界", "あ", "한", "🙂", "❤️", "🇯🇵", "👍🏽", "🧑‍🍳", "1️⃣",
      "\u{200B}", "\u{1B}", "\u{07}", "\u{7F}", "\u{08}",
    ]

  /// What a paste holds besides ``characters``: line breaks, a tab, an
  /// arrow's escape sequence, and what quits when typed (`q`, Ctrl-C's
  /// byte), none of which may act as a command there.
  static let pasteExtras = ["\n", "\r\n", "\t", " ", "\u{1B}[A", "q", "\u{03}"]

  /// A script for a screen of `size`, cut short where its steps would
  /// come to more work than `gallery render` allows (``RunBudget``).
  func script(for size: CellSize, using random: inout some RandomNumberGenerator) -> String {
    var screen = size
    var budget = Budget(largestCells: size.width * size.height)
    var script: [String] = []
    for _ in 0..<Int.random(in: tokens, using: &random) {
      script.append(token(for: &screen, budget: &budget, using: &random))
    }
    // The longest prefix within the budget, found by halving: its work
    // only grows with each token.
    func withinBudget(_ count: Int) -> Bool {
      guard let steps = try? KeyScript.parse(script[..<count].joined(separator: " ")) else {
        return false
      }
      return RunBudget(size: size, script: steps, fps: nil).work <= RunBudget.cellSteps
    }
    var (kept, over) = (0, script.count + 1)
    while over - kept > 1 {
      let middle = (kept + over) / 2
      if withinBudget(middle) { kept = middle } else { over = middle }
    }
    return script[..<kept].joined(separator: " ")
  }

  /// Scripts for ``propertyCheck(count:input:perform:isolation:sourceLocation:)``.
  func generator(for size: CellSize) -> Generator<String, Shrink.None<String>> {
    Generator(run: { random in script(for: size, using: &random) })
  }

  /// Keys and mouse events (not waits) in `script`.
  static func eventCount(of script: String) throws -> Int {
    try KeyScript.parse(script).count { if case .event = $0 { true } else { false } }
  }

  /// Key names in a fixed order, so that a seed gives the same script in
  /// every process.
  private static let keyNames = KeyScript.keyNames.keys.sorted()
  private static let mouseNames = KeyScript.mouseNames.keys.sorted()
  private static let controlLetters = "abdefghijklmnoprstuvwxyz".map { "ctrl-\($0)" }

  /// What a script has waited and the largest screen it has had, which
  /// together may come to no more than ``RunBudget/cellSeconds``.
  private struct Budget {
    var largestCells: Int
    var waited = 0.0

    /// The most the script may wait from now on.
    var waitLeft: Double {
      min(KeyScript.maximumWait, Double(RunBudget.cellSeconds) / Double(max(1, largestCells)))
        - waited
    }

    /// The most rows a screen `width` columns wide may have.
    func rowsAllowed(width: Int) -> Int {
      waited > 0 ? Int(Double(RunBudget.cellSeconds) / (waited * Double(width))) : .max
    }
  }

  /// One token; a resize changes `size`, the screen later mouse events aim
  /// at, and a wait adds to what `budget` has waited.
  private func token(
    for size: inout CellSize,
    budget: inout Budget,
    using random: inout some RandomNumberGenerator
  ) -> String {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<38:
      return Self.keyNames.randomElement(using: &random)!
    case 38..<58:
      return String(Self.characters.randomElement(using: &random)!)
    case 58..<66:
      return "\"" + text(length: 1...24, extras: [" "], using: &random) + "\""
    case 66..<69:
      return "paste:\"" + text(length: 0...120, extras: Self.pasteExtras, using: &random) + "\""
    case 69..<84:
      // A few cells beyond the screen too.
      let x = Int.random(in: 0...size.width + 2, using: &random)
      let y = Int.random(in: 0...size.height + 2, using: &random)
      return "\(Self.mouseNames.randomElement(using: &random)!)@\(x),\(y)"
    case 84..<89:
      return Self.controlLetters.randomElement(using: &random)!
    case 89..<92:
      let width = Int.random(in: 1...largestSize.width, using: &random)
      let height = Int.random(in: 1...largestSize.height, using: &random)
      size = CellSize(width: width, height: max(1, min(height, budget.rowsAllowed(width: width))))
      budget.largestCells = max(budget.largestCells, size.width * size.height)
      return "resize:\(size.width)x\(size.height)"
    default:
      let longest =
        Int.random(in: 0..<50, using: &random) == 0 ? longestWait : min(1, longestWait)
      let milliseconds = Int.random(
        in: 0...Int(max(0, min(longest, budget.waitLeft)) * 1000),
        using: &random
      )
      budget.waited += Double(milliseconds) / 1000
      return "wait:\(Double(milliseconds) / 1000)"
    }
  }

  /// Text of ``characters``, with one of `extras` here and there.
  private func text(
    length: ClosedRange<Int>,
    extras: [String],
    using random: inout some RandomNumberGenerator
  ) -> String {
    var text = ""
    for _ in 0..<Int.random(in: length, using: &random) {
      if Int.random(in: 0..<8, using: &random) == 0 {
        text += extras.randomElement(using: &random)!
      } else {
        text.append(Self.characters.randomElement(using: &random)!)
      }
    }
    return text
  }
}
