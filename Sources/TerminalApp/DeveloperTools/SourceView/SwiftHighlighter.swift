/// Splits Swift source into lines of runs, each of one kind, for colouring
/// as an editor does: keywords, type names, string literals (with the code
/// of their interpolations coloured as code), comments, number literals,
/// attributes and compiler directives.
///
/// It reads tokens, not syntax: a capitalised name is a type, and a
/// contextual keyword (`get`, `set`, `some`) is a keyword wherever it
/// stands. Nothing it meets makes it fail; unterminated strings and
/// comments run to the end of the file.
struct SwiftHighlighter {
  /// What a run of source is.
  enum Kind: Equatable, Sendable {
    case plain, keyword, type, string, comment, number, attribute
  }

  /// Characters of one kind, on one line.
  struct Run: Equatable, Sendable {
    var kind: Kind
    var text: String
  }

  /// The runs of each line of `source`, without the line breaks; as many
  /// lines as `source` has line breaks, plus one.
  static func lines(of source: String) -> [[Run]] {
    var highlighter = SwiftHighlighter(Array(source))
    highlighter.scanCode(insideInterpolation: false)
    return highlighter.lines
  }

  static let keywords: Set<String> = [
    "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case",
    "catch", "class", "consuming", "continue", "convenience", "default", "defer", "deinit",
    "didSet", "do", "dynamic", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in", "indirect",
    "init", "inout", "internal", "is", "isolated", "lazy", "let", "macro", "mutating", "nil",
    "nonisolated", "nonmutating", "open", "operator", "override", "package", "private",
    "protocol", "public", "repeat", "required", "rethrows", "return", "self", "Self", "sending",
    "set", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
    "try", "typealias", "unowned", "var", "weak", "where", "while", "willSet",
  ]

  private let characters: [Character]
  private var position = 0
  private var lines: [[Run]] = [[]]

  private init(_ characters: [Character]) {
    self.characters = characters
  }

  private func peek(_ offset: Int = 0) -> Character? {
    position + offset < characters.count ? characters[position + offset] : nil
  }

  /// Adds `count` characters from the current position as one kind,
  /// starting a new line at each line break.
  private mutating func take(_ count: Int, as kind: Kind) {
    let end = min(position + count, characters.count)
    var pending = ""
    for character in characters[position..<end] {
      if character.isNewline {
        append(pending, as: kind)
        lines.append([])
        pending = ""
      } else {
        pending.append(character)
      }
    }
    append(pending, as: kind)
    position = end
  }

  private mutating func append(_ text: String, as kind: Kind) {
    guard !text.isEmpty else { return }
    if lines[lines.count - 1].last?.kind == kind {
      lines[lines.count - 1][lines[lines.count - 1].count - 1].text += text
    } else {
      lines[lines.count - 1].append(Run(kind: kind, text: text))
    }
  }

  /// Code up to the end, or inside an interpolation up to the parenthesis
  /// that closes it, which is left for the string to take.
  private mutating func scanCode(insideInterpolation: Bool) {
    var depth = 0
    while let character = peek() {
      switch character {
      case "(":
        depth += 1
        take(1, as: .plain)
      case ")":
        if insideInterpolation && depth == 0 { return }
        depth -= 1
        take(1, as: .plain)
      case "/" where peek(1) == "/":
        var length = 2
        while let next = peek(length), !next.isNewline { length += 1 }
        take(length, as: .comment)
      case "/" where peek(1) == "*":
        scanBlockComment()
      case "\"":
        scanString(hashes: 0)
      case "#":
        var hashes = 1
        while peek(hashes) == "#" { hashes += 1 }
        if peek(hashes) == "\"" {
          scanString(hashes: hashes)
        } else {
          take(1 + identifierLength(from: 1), as: .attribute)
        }
      case "@" where peek(1).map(Self.startsIdentifier) == true:
        take(1 + identifierLength(from: 1), as: .attribute)
      case "`":
        var length = 1
        while let next = peek(length), next != "`", !next.isNewline { length += 1 }
        take(length + (peek(length) == "`" ? 1 : 0), as: .plain)
      case _ where character.isNumber && character.isASCII:
        scanNumber()
      case _ where Self.startsIdentifier(character):
        let length = identifierLength(from: 0)
        let word = String(characters[position..<position + length])
        let kind: Kind =
          Self.keywords.contains(word)
          ? .keyword : (word.first?.isUppercase == true ? .type : .plain)
        take(length, as: kind)
      default:
        take(1, as: .plain)
      }
    }
  }

  private static func startsIdentifier(_ character: Character) -> Bool {
    character == "_" || character == "$" || character.isLetter
  }

  private func identifierLength(from offset: Int) -> Int {
    var length = 0
    while let next = peek(offset + length),
      Self.startsIdentifier(next) || (next.isNumber && next.isASCII)
    {
      length += 1
    }
    return length
  }

  /// A number: digits, letters (hexadecimal, exponents), underscores, and a
  /// point when a digit follows it (`0.5`, not `1.description`).
  private mutating func scanNumber() {
    var length = 1
    while let next = peek(length) {
      if next.isASCII && (next.isLetter || next.isNumber || next == "_") {
        length += 1
      } else if next == ".", let after = peek(length + 1), after.isASCII, after.isNumber {
        length += 2
      } else {
        break
      }
    }
    take(length, as: .number)
  }

  /// `/* … */`, nested as Swift nests them.
  private mutating func scanBlockComment() {
    var length = 2
    var depth = 1
    while depth > 0, let next = peek(length) {
      if next == "/" && peek(length + 1) == "*" {
        depth += 1
        length += 2
      } else if next == "*" && peek(length + 1) == "/" {
        depth -= 1
        length += 2
      } else {
        length += 1
      }
    }
    take(length, as: .comment)
  }

  /// A string literal from its opening `hashes` and quotes to its closing
  /// ones: single-line or multi-line, raw or not, its interpolations'
  /// code coloured as code.
  private mutating func scanString(hashes: Int) {
    let isMultiline = peek(hashes) == "\"" && peek(hashes + 1) == "\"" && peek(hashes + 2) == "\""
    let quotes = isMultiline ? 3 : 1
    let delimiter = String(repeating: "\"", count: quotes) + String(repeating: "#", count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)
    var length = hashes + quotes
    while let next = peek(length) {
      if next.isNewline && !isMultiline { break }
      if matches(delimiter, at: length) {
        length += delimiter.count
        break
      }
      if matches(escape, at: length) {
        let afterEscape = length + escape.count
        if peek(afterEscape) == "(" {
          take(afterEscape + 1, as: .string)
          scanCode(insideInterpolation: true)
          // The interpolation's closing parenthesis belongs to the string.
          length = peek() == ")" ? 1 : 0
          continue
        }
        length = afterEscape + 1
        continue
      }
      length += 1
    }
    take(length, as: .string)
  }

  private func matches(_ text: String, at offset: Int) -> Bool {
    for (index, character) in text.enumerated() where peek(offset + index) != character {
      return false
    }
    return true
  }
}
