/// The text a ``TextView`` edits: lines of characters, a cursor and the
/// other end of a selection, each a place between two characters.
struct TextBuffer: Sendable {
  /// A place in the text: a line and the characters before it on that line.
  struct Position: Hashable, Comparable, Sendable {
    var line: Int
    var column: Int

    static func < (lhs: Position, rhs: Position) -> Bool {
      (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
  }

  private(set) var lines: [[Character]]
  private(set) var cursor = Position(line: 0, column: 0)
  /// Where the selection started, when there is one: it runs from here to
  /// the cursor.
  private(set) var anchor: Position?

  init(text: String = "") {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
  }

  var text: String { lines.map { String($0) }.joined(separator: "\n") }

  /// The selected characters' bounds, when some are selected.
  var selection: Range<Position>? {
    guard let anchor, anchor != cursor else { return nil }
    return min(anchor, cursor)..<max(anchor, cursor)
  }

  /// The cursor and selection as character offsets from the start.
  var selectedOffsets: Range<Int> {
    let range = selection ?? cursor..<cursor
    return offset(of: range.lowerBound)..<offset(of: range.upperBound)
  }

  func offset(of position: Position) -> Int {
    lines[..<position.line].reduce(0) { $0 + $1.count + 1 } + position.column
  }

  /// Moves the cursor to `position`, clamped into the text; extends the
  /// selection to it when `selecting`, else drops the selection.
  mutating func move(to position: Position, selecting: Bool = false) {
    if selecting {
      if anchor == nil { anchor = cursor }
    } else {
      anchor = nil
    }
    let line = min(max(position.line, 0), lines.count - 1)
    cursor = Position(line: line, column: min(max(position.column, 0), lines[line].count))
  }

  /// The place one character before or after `position`, across lines.
  func stepped(_ position: Position, by step: Int) -> Position {
    if step < 0 {
      if position.column > 0 { return Position(line: position.line, column: position.column - 1) }
      guard position.line > 0 else { return position }
      return Position(line: position.line - 1, column: lines[position.line - 1].count)
    }
    if position.column < lines[position.line].count {
      return Position(line: position.line, column: position.column + 1)
    }
    guard position.line < lines.count - 1 else { return position }
    return Position(line: position.line + 1, column: 0)
  }

  /// Where the word before `position` starts, or the one after it ends:
  /// over spaces, then over the word, as readline's Alt-B and Alt-F go.
  func wordBoundary(from position: Position, forward: Bool) -> Position {
    var place = position
    func character(at place: Position) -> Character? {
      if forward {
        return place.column < lines[place.line].count
          ? lines[place.line][place.column] : (place.line < lines.count - 1 ? "\n" : nil)
      }
      return place.column > 0
        ? lines[place.line][place.column - 1] : (place.line > 0 ? "\n" : nil)
    }
    let step = forward ? 1 : -1
    while let next = character(at: place), next.isWhitespace { place = stepped(place, by: step) }
    while let next = character(at: place), !next.isWhitespace { place = stepped(place, by: step) }
    return place
  }

  /// Replaces the characters from `range` with `string`, newlines making
  /// lines, and puts the cursor after it.
  mutating func replace(_ range: Range<Position>, with string: String) {
    let inserted = string.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    let head = lines[range.lowerBound.line][..<range.lowerBound.column]
    let tail = lines[range.upperBound.line][range.upperBound.column...]
    var replacement = inserted
    replacement[0] = Array(head) + replacement[0]
    let column = replacement[replacement.count - 1].count
    replacement[replacement.count - 1] += Array(tail)
    lines.replaceSubrange(range.lowerBound.line...range.upperBound.line, with: replacement)
    anchor = nil
    cursor = Position(line: range.lowerBound.line + inserted.count - 1, column: column)
  }
}
