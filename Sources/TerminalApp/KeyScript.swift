import TerminalUI

/// The `--keys` language of `gallery render` and `gallery record`:
/// space-separated tokens —
///
/// * key names (`up down … space`, `shift-up`, `shift-down`, `shift-left`,
///   `shift-right`, `ctrl-left`,
///   `ctrl-right`, `alt-backspace`) and `ctrl-x`
///   for a letter x;
/// * single printable characters, and text in double quotes, typed
///   character by character;
/// * mouse events at 0-based screen cells: `click@X,Y` (a left click),
///   `wheelup@X,Y`, `wheeldown@X,Y`, `wheelleft@X,Y`, `wheelright@X,Y`;
/// * `paste:"TEXT"`, a bracketed paste of the text up to the next double
///   quote (spaces included), which arrives as one ``InputEvent/paste(_:)``;
/// * `resize:WxH`, the terminal resized to W columns and H rows (1…1000);
///   resizes one after another arrive as one, at the last size, as a
///   terminal reports a storm of them;
/// * `wait:SECONDS`, which advances the virtual clock; a script's waits add
///   up to at most ``maximumWait``.
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
    "shift-left": .key(.shiftLeft), "shift-right": .key(.shiftRight),
    "ctrl-left": .key(.ctrlLeft), "ctrl-right": .key(.ctrlRight),
    "alt-backspace": .key(.altBackspace),
  ]

  /// Mouse event names (before `@X,Y`) and what the mouse does.
  public static let mouseNames: [String: MouseEvent.Kind] = [
    "click": .click(.left), "wheelup": .wheelUp, "wheeldown": .wheelDown,
    "wheelleft": .wheelLeft, "wheelright": .wheelRight,
  ]

  private static let pastePrefix = "paste:\""

  /// The most virtual time one script may wait, in seconds: ten minutes,
  /// far more than any example needs to show what it does (a sort cycle or
  /// a Wi-Fi scan takes seconds), and a bound on what a script can cost,
  /// as the clock stops for every timer on the way.
  public static let maximumWait = 600.0

  public static func parse(_ script: String) throws -> [Step] {
    // Scanned by scalar, not by character: a combining mark joins the space
    // or quote before it into one character, which would hide the separator.
    let scalars = script.unicodeScalars
    func text(_ range: Range<String.Index>) -> String { String(Substring(scalars[range])) }
    var steps: [Step] = []
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if scalar == " " {
        index = scalars.index(after: index)
        continue
      }
      if scalar == "\"" {
        let start = scalars.index(after: index)
        guard let end = scalars[start...].firstIndex(of: "\"") else {
          throw ParseError(
            description: "unterminated quoted text in --keys: \(text(index..<scalars.endIndex))"
          )
        }
        steps += text(start..<end).map { .event(.character($0)) }
        index = scalars.index(after: end)
        continue
      }
      if scalars[index...].starts(with: pastePrefix.unicodeScalars) {
        let start = scalars.index(index, offsetBy: pastePrefix.unicodeScalars.count)
        guard let end = scalars[start...].firstIndex(of: "\"") else {
          throw ParseError(
            description: """
              unterminated paste in --keys: '\(text(index..<scalars.endIndex))' \
              (expected paste:"TEXT")
              """
          )
        }
        steps.append(.event(.paste(text(start..<end))))
        index = scalars.index(after: end)
        continue
      }
      let end = scalars[index...].firstIndex(of: " ") ?? scalars.endIndex
      steps.append(try step(for: text(index..<end)))
      index = end
    }
    let waited = steps.reduce(0.0) { total, step in
      guard case .wait(let seconds) = step else { return total }
      return total + seconds
    }
    guard waited <= maximumWait else {
      let shown = waited < 1e15 && waited == waited.rounded() ? "\(Int(waited))" : "\(waited)"
      throw ParseError(
        description: """
          the waits in --keys add up to \(shown) seconds; a script may wait at most \
          \(Int(maximumWait)) seconds in all
          """
      )
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
    if let event = try mouseEvent(for: token) { return .event(event) }
    if token.hasPrefix("resize:") { return .event(try resize(for: token)) }
    if token.hasPrefix("paste:") {
      throw ParseError(
        description: "bad paste in --keys: '\(token)' (expected paste:\"TEXT\", e.g. paste:\"K2\")"
      )
    }
    if token.hasPrefix("ctrl-"), token.count == 6, let letter = token.last, letter.isLetter {
      return .event(.ctrl(Character(letter.lowercased())))
    }
    if token.count == 1, let character = token.first, !character.isWhitespace {
      return .event(.character(character))
    }
    let names = keyNames.keys.sorted().joined(separator: " ")
    throw ParseError(
      description: """
        unknown key '\(token)' in --keys; use one of: \(names), ctrl-X, a single character, \
        "text", click@X,Y, wheelup@X,Y, wheeldown@X,Y, wheelleft@X,Y, wheelright@X,Y, \
        paste:"TEXT", resize:WxH or wait:SECONDS
        """
    )
  }

  /// The mouse event `token` stands for, `nil` when it names none, or an
  /// error when it names one with bad coordinates.
  private static func mouseEvent(for token: String) throws -> InputEvent? {
    let name = String(token.prefix { $0 != "@" })
    guard let kind = mouseNames[name] else { return nil }
    let coordinates = token.dropFirst(name.count + 1).split(
      separator: ",",
      omittingEmptySubsequences: false
    )
    guard token.contains("@"), coordinates.count == 2,
      let x = wholeNumber(coordinates[0]), let y = wholeNumber(coordinates[1])
    else {
      throw ParseError(
        description: """
          bad mouse event in --keys: '\(token)' (expected \(name)@X,Y with X and Y screen \
          cells counted from 0, e.g. \(name)@3,5)
          """
      )
    }
    return .mouse(MouseEvent(kind, x: x, y: y))
  }

  private static func resize(for token: String) throws -> InputEvent {
    guard let size = CellSize(parsing: String(token.dropFirst("resize:".count)))
    else {
      throw ParseError(
        description: """
          bad resize in --keys: '\(token)' (expected resize:WxH with W and H from 1 to \
          \(CellSize.largestParsedDimension), e.g. resize:100x30)
          """
      )
    }
    return .resize(width: size.width, height: size.height)
  }

  /// Digits only (no sign, no spaces), within `Int`.
  private static func wholeNumber(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
  }
}
