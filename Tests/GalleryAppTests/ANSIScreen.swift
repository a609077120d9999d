import TerminalUI

/// A screen that reads what the gallery writes to a terminal in its
/// recordings: cursor moves (`CSI row;column H`), clearing (`CSI 2J`),
/// styles and cursor modes (ignored) and text, each grapheme as wide as
/// ``CharacterWidth`` says. Anything else is an error, so a recording that
/// writes more than it should fails.
struct ANSIScreen {
  struct UnknownSequence: Error, CustomStringConvertible {
    var sequence: String
    var description: String { "unknown escape sequence \(sequence.debugDescription)" }
  }

  private(set) var width: Int
  private(set) var height: Int
  /// Each row's cells; "" is the rest of a glyph wider than one column.
  private var rows: [[String]]
  private var cursor = (x: 0, y: 0)

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    rows = Array(repeating: Array(repeating: " ", count: width), count: height)
  }

  /// The screen becomes `width` × `height`, blank.
  mutating func resize(width: Int, height: Int) {
    self = ANSIScreen(width: width, height: height)
  }

  mutating func write(_ text: String) throws {
    var characters = Array(text)[...]
    while let character = characters.popFirst() {
      guard character == "\u{1B}" else {
        put(character)
        continue
      }
      guard characters.popFirst() == "[" else { throw UnknownSequence(sequence: text) }
      var parameters = ""
      while let next = characters.first, next.isNumber || next == ";" || next == "?" {
        parameters.append(characters.removeFirst())
      }
      let final = characters.popFirst()
      switch (final, parameters) {
      case ("m", _), ("l", "?25"), ("h", "?25"): break
      case ("J", "2"):
        rows = Array(repeating: Array(repeating: " ", count: width), count: height)
      case ("H", ""): cursor = (0, 0)
      case ("H", _):
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 2 else { throw UnknownSequence(sequence: parameters) }
        cursor = (numbers[1] - 1, numbers[0] - 1)
      default:
        throw UnknownSequence(sequence: "\(parameters)\(final.map(String.init) ?? "")")
      }
    }
  }

  private mutating func put(_ character: Character) {
    let glyphWidth = max(1, CharacterWidth.width(of: String(character)))
    guard cursor.y < height, cursor.x + glyphWidth <= width else { return }
    rows[cursor.y][cursor.x] = String(character)
    for column in cursor.x + 1..<cursor.x + glyphWidth { rows[cursor.y][column] = "" }
    cursor.x += glyphWidth
  }

  /// The screen as `render --format text` prints one.
  var text: String {
    rows.map { row in
      String(row.joined().reversed().drop { $0 == " " }.reversed()) + "\n"
    }.joined()
  }
}
