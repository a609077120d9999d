import TerminalUI

/// One line of text being edited, what a ``TextField`` shows: typing and
/// pasting, Backspace and Delete, ← → Home End to move the cursor, and the
/// readline keys people type without thinking: Ctrl-A/E to either end,
/// Ctrl-←/→ by word, Ctrl-W and Alt-Backspace to delete the word before
/// the cursor, Ctrl-U and Ctrl-K to delete to the start and to the end. It
/// scrolls its text to keep the cursor in view.
struct LineEditor: Hashable, Sendable {
  private(set) var text: String
  /// The cursor, as a count of characters from the start.
  private(set) var cursor: Int
  /// The number of characters in `text`, kept so that typing at the end
  /// (every key of a paste) costs the same however long the text is.
  private var length: Int
  /// Shown in grey while the text is empty.
  var placeholder: String
  /// What the last ``handle(_:)`` changed of the text, in character offsets
  /// of the text before it; nil when it changed nothing.
  private(set) var lastChange: Change?

  /// Characters of the text replaced by others.
  struct Change: Hashable, Sendable {
    var range: Range<Int>
    var replacement: String
  }
  /// Shown before the text, in grey: "/ " for a search field.
  var prompt: String

  init(text: String = "", placeholder: String = "", prompt: String = "") {
    self.text = text
    self.cursor = text.count
    self.length = cursor
    self.placeholder = placeholder
    self.prompt = prompt
  }

  /// Replaces the text and puts the cursor at its end.
  mutating func setText(_ text: String) {
    self.text = text
    cursor = text.count
    length = cursor
  }

  /// Applies an editing key; returns whether the field used it. Keys that
  /// are not for editing (↑ ↓ Tab Enter Esc) are left to the screen.
  mutating func handle(_ event: InputEvent) -> Bool {
    lastChange = nil
    switch event {
    case .character(let character) where !character.isNewline:
      if cursor == length {
        text.append(character)
        // A combining mark joins the character before it instead of adding one.
        if text.last == character {
          lastChange = Change(range: length..<length, replacement: String(character))
          cursor += 1
          length += 1
        } else if let joined = text.last {
          lastChange = Change(range: length - 1..<length, replacement: String(joined))
        }
      } else {
        insert(String(character))
      }
    case .paste(let pasted):
      insert(TypeableText.from(pasted, keepingLineBreaks: false))
    case .key(.backspace):
      guard cursor > 0 else { return true }
      lastChange = Change(range: cursor - 1..<cursor, replacement: "")
      text.remove(at: index(cursor - 1))
      cursor -= 1
      length -= 1
    case .key(.delete):
      guard cursor < length else { return true }
      lastChange = Change(range: cursor..<cursor + 1, replacement: "")
      text.remove(at: index(cursor))
      length -= 1
    case .key(.left):
      cursor = max(0, cursor - 1)
    case .key(.right):
      cursor = min(length, cursor + 1)
    case .key(.home), .ctrl("a"):
      cursor = 0
    case .key(.end), .ctrl("e"):
      cursor = length
    case .key(.ctrlLeft):
      cursor = wordStart(before: cursor)
    case .key(.ctrlRight):
      cursor = wordEnd(after: cursor)
    case .ctrl("w"), .key(.altBackspace):
      delete(wordStart(before: cursor)..<cursor)
    case .ctrl("u"):
      delete(0..<cursor)
    case .ctrl("k"):
      delete(cursor..<length)
    default:
      return false
    }
    return true
  }

  /// Removes the characters at `offsets` and puts the cursor where they
  /// were.
  private mutating func delete(_ offsets: Range<Int>) {
    guard !offsets.isEmpty else { return }
    lastChange = Change(range: offsets, replacement: "")
    text.removeSubrange(index(offsets.lowerBound)..<index(offsets.upperBound))
    length -= offsets.count
    cursor = offsets.lowerBound
  }

  /// Where the word before `offset` starts: back over spaces, then over
  /// the word, as readline's Ctrl-W and Alt-B go.
  private func wordStart(before offset: Int) -> Int {
    let characters = Array(text)
    var start = offset
    while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
    while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
    return start
  }

  /// Where the word after `offset` ends: on over spaces, then over the
  /// word, as readline's Alt-F goes.
  private func wordEnd(after offset: Int) -> Int {
    let characters = Array(text)
    var end = offset
    while end < characters.count && characters[end].isWhitespace { end += 1 }
    while end < characters.count && !characters[end].isWhitespace { end += 1 }
    return end
  }

  /// Inserts `inserted` at the cursor as one edit and puts the cursor after
  /// it, in time linear in `inserted` and the text after the cursor.
  private mutating func insert(_ inserted: String) {
    guard !inserted.isEmpty else { return }
    lastChange = Change(range: cursor..<cursor, replacement: inserted)
    let at = index(cursor)
    // Characters can only join where the pieces meet, so counting from the
    // character before the cursor is enough: a combining mark at the start
    // of `inserted` joins it, as it does when typed.
    let anchor = cursor > 0 ? text.index(before: at) : at
    let kept = cursor > 0 ? cursor - 1 : 0
    var replacement = String(text[anchor..<at])
    replacement += inserted
    let throughInserted = replacement.count
    replacement += text[at...]
    let replacementCount = replacement.count
    text.replaceSubrange(anchor..., with: replacement)
    length = kept + replacementCount
    cursor = min(kept + throughInserted, length)
  }

  /// The index of the character `offset` characters from the start, walked
  /// to from the nearer end of the text.
  private func index(_ offset: Int) -> String.Index {
    switch offset {
    case length: text.endIndex
    case length - 1: text.index(before: text.endIndex)
    case ..<(length / 2): text.index(text.startIndex, offsetBy: offset)
    default: text.index(text.endIndex, offsetBy: offset - length)
    }
  }

  /// Draws the line in one row of `rect`: the prompt, the text (or the
  /// placeholder) and, when focused, the cursor as a reversed cell.
  func draw(on canvas: inout Canvas, in rect: CellRect, isFocused: Bool) {
    guard !rect.isEmpty else { return }
    let base = canvas.theme.textField
    canvas.fill(CellRect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: base)
    let quiet = Theme.secondaryText.over(base)
    let start = canvas.put(prompt, x: rect.x + 1, y: rect.y, style: quiet)
    let room = max(1, rect.maxX - 1 - start)
    if text.isEmpty {
      canvas.put(
        placeholder,
        x: start + 1,
        y: rect.y,
        width: max(0, room - 1),
        style: quiet
      )
      if isFocused { drawCursor(on: &canvas, x: start, y: rect.y, character: " ") }
      return
    }
    let cursorIndex = index(cursor)
    let (first, _) = firstShown(room: room)
    var x = start
    var position = first
    while position < text.endIndex {
      let character = text[position]
      let glyphWidth = CharacterWidth.width(of: String(character))
      guard x + glyphWidth <= start + room else { break }
      if isFocused && position == cursorIndex {
        drawCursor(on: &canvas, x: x, y: rect.y, character: character)
      } else {
        canvas.put(String(character), x: x, y: rect.y, style: base)
      }
      x += glyphWidth
      position = text.index(after: position)
    }
    if isFocused && cursorIndex == text.endIndex && x < start + room {
      drawCursor(on: &canvas, x: x, y: rect.y, character: " ")
    }
  }

  /// The screen cell the cursor is drawn in when the field is drawn in
  /// `rect`: where the terminal's own cursor goes for screen readers.
  func cursorPosition(in rect: CellRect) -> CellPoint {
    let start = rect.x + 1 + CharacterWidth.width(of: prompt)
    let room = max(1, rect.maxX - 1 - start)
    return CellPoint(x: start + firstShown(room: room).widthToCursor, y: rect.y)
  }

  /// Puts the cursor before the character drawn at column `x` when the
  /// field is drawn in `rect`, or at the end past the text: where a click
  /// lands.
  mutating func placeCursor(atColumn x: Int, in rect: CellRect) {
    let start = rect.x + 1 + CharacterWidth.width(of: prompt)
    let (first, _) = firstShown(room: max(1, rect.maxX - 1 - start))
    var offset = cursor - text.distance(from: first, to: index(cursor))
    var column = start
    var position = first
    while position < text.endIndex {
      let width = CharacterWidth.width(of: String(text[position]))
      guard x >= column + width else { break }
      column += width
      offset += 1
      position = text.index(after: position)
    }
    cursor = offset
  }

  /// The first character shown when `room` cells show the text, and the
  /// cells from it to the cursor: the text scrolls so the cursor stays in
  /// view, counted back from the cursor while the characters fit, so a
  /// frame costs what it shows however long the text.
  private func firstShown(room: Int) -> (index: String.Index, widthToCursor: Int) {
    var first = index(cursor)
    var width = 0
    while first > text.startIndex {
      let previous = text.index(before: first)
      let previousWidth = CharacterWidth.width(of: String(text[previous]))
      guard width + previousWidth < room else { break }
      width += previousWidth
      first = previous
    }
    return (first, width)
  }

  private func drawCursor(on canvas: inout Canvas, x: Int, y: Int, character: Character) {
    canvas.put(String(character), x: x, y: y, style: canvas.theme.textField.adding(.reverse))
  }
}
