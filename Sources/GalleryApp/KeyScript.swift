import TerminalUI

/// The `--keys` language of `gallery render`: space-separated tokens —
/// key names, single printable characters, text in double quotes (typed
/// character by character) and `wait:SECONDS`.
public enum KeyScript {
  public enum Step: Hashable, Sendable {
    case event(InputEvent)
    /// Advance the virtual clock, running animations and timers.
    case wait(Double)
  }

  /// A script that cannot be read, with the token at fault.
  public struct ParseError: Error, CustomStringConvertible {
    public let description: String
  }

  /// Key names and the events they stand for.
  public static let keyNames: [String: InputEvent] = [
    "up": .key(.up), "down": .key(.down), "left": .key(.left), "right": .key(.right),
    "home": .key(.home), "end": .key(.end), "pgup": .key(.pageUp), "pgdn": .key(.pageDown),
    "tab": .key(.tab), "backtab": .key(.backTab), "enter": .key(.enter), "esc": .key(.escape),
    "backspace": .key(.backspace), "delete": .key(.delete), "space": .character(" "),
    "shift-up": .key(.shiftUp), "shift-down": .key(.shiftDown),
  ]

  public static func parse(_ script: String) throws -> [Step] {
    var steps: [Step] = []
    var index = script.startIndex
    while index < script.endIndex {
      let character = script[index]
      if character == " " {
        index = script.index(after: index)
        continue
      }
      if character == "\"" {
        let start = script.index(after: index)
        guard let end = script[start...].firstIndex(of: "\"") else {
          throw ParseError(description: "unterminated quoted text in --keys: \(script[index...])")
        }
        steps += script[start..<end].map { .event(.character($0)) }
        index = script.index(after: end)
        continue
      }
      let end = script[index...].firstIndex(of: " ") ?? script.endIndex
      steps.append(try step(for: String(script[index..<end])))
      index = end
    }
    return steps
  }

  private static func step(for token: String) throws -> Step {
    if let event = keyNames[token] { return .event(event) }
    if token.hasPrefix("wait:") {
      guard let seconds = Double(token.dropFirst(5)), seconds >= 0, seconds.isFinite else {
        throw ParseError(
          description: "bad wait in --keys: '\(token)' (expected wait:SECONDS, e.g. wait:0.5)"
        )
      }
      return .wait(seconds)
    }
    if token.hasPrefix("ctrl-"), token.count == 6, let letter = token.last, letter.isLetter {
      return .event(.ctrl(Character(letter.lowercased())))
    }
    if token.count == 1, let character = token.first, !character.isWhitespace {
      return .event(.character(character))
    }
    let names = keyNames.keys.sorted().joined(separator: " ")
    throw ParseError(
      description:
        "unknown key '\(token)' in --keys; use one of: \(names), ctrl-X, a single character, \"text\" or wait:SECONDS"
    )
  }
}
