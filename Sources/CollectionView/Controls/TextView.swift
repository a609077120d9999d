import TerminalUI

/// Text of many lines, wrapped to the view's width and scrolled: UIKit's
/// `UITextView`. Editable, it takes every key it edits with while it has
/// the keyboard: typing and pasting (newlines kept), Enter, Backspace and
/// Delete, the arrows, Home and End for the line, Page Up and Down,
/// Ctrl-←/→ by word, Ctrl-W, Ctrl-U and Ctrl-K, and Shift with an arrow
/// to select (typing replaces the selection). Read-only
/// (``isEditable`` false), the arrows and page keys scroll it. Lines wrap
/// after the last space before the edge, as UIKit's do, or where a word
/// longer than the row reaches it.
open class TextView: View {
  private var buffer = TextBuffer()
  /// The first row shown, of the text as wrapped.
  private var topRow = 0
  /// Where the cursor went up or down from, in cells from the row's
  /// start, so a run of ↑ or ↓ keeps its column across short lines.
  private var goalColumn: Int?
  /// The wrapped rows as last worked out, and for what width; dropped
  /// whenever the text changes.
  private var wrapped: (width: Int, rows: [Row])?

  /// One row on screen: a part of a line.
  private struct Row {
    var line: Int
    var start: Int
    var end: Int
  }

  /// Whether the user can change the text.
  open var isEditable = true
  public weak var delegate: TextViewDelegate?

  public override init(frame: CellRect = .zero) {
    super.init(frame: frame)
  }

  /// The text, lines joined by newlines; setting it puts the cursor at
  /// the start and scrolls to the top.
  open var text: String! {
    get { buffer.text }
    set {
      buffer = TextBuffer(text: newValue ?? "")
      wrapped = nil
      topRow = 0
    }
  }

  /// The selection, or the cursor's place when nothing is selected, in
  /// character offsets (a newline counts one): UIKit's `selectedRange`.
  public var selectedRange: Range<Int> { buffer.selectedOffsets }

  /// How far the text is scrolled: the first row shown, as wrapped.
  public var contentOffset: CellPoint {
    get { CellPoint(x: 0, y: topRow) }
    set { topRow = clampedTop(newValue.y) }
  }

  open override var canBecomeFirstResponder: Bool { true }

  /// Letters are text while an editable view has the keyboard.
  open override var capturesKeys: Bool { isFirstResponder && isEditable }

  // MARK: Wrapping

  private var rows: [Row] {
    let width = max(1, frame.width)
    if let wrapped, wrapped.width == width { return wrapped.rows }
    var rows: [Row] = []
    for (index, line) in buffer.lines.enumerated() {
      var start = 0
      var used = 0
      // Just after the row's last space, and the cells up to there: where
      // a word that reaches the edge takes the row's end from.
      var lastBreak: (column: Int, used: Int)?
      for (column, character) in line.enumerated() {
        let cells = CharacterWidth.width(of: String(character))
        while used + cells > width && column > start {
          if let breakPoint = lastBreak, breakPoint.column > start {
            rows.append(Row(line: index, start: start, end: breakPoint.column))
            start = breakPoint.column
            used -= breakPoint.used
          } else {
            rows.append(Row(line: index, start: start, end: column))
            start = column
            used = 0
          }
          lastBreak = nil
        }
        used += cells
        if character == " " { lastBreak = (column + 1, used) }
      }
      rows.append(Row(line: index, start: start, end: line.count))
    }
    wrapped = (width, rows)
    return rows
  }

  /// The row showing `position`: at a wrap, the row it starts.
  private func rowIndex(of position: TextBuffer.Position, in rows: [Row]) -> Int {
    let first = rows.partitionPoint { $0.line >= position.line }
    var index = first
    while index + 1 < rows.count && rows[index + 1].line == position.line
      && rows[index + 1].start <= position.column
    {
      index += 1
    }
    return index
  }

  /// The cells from a row's start to `column` of its line.
  private func cells(in row: Row, to column: Int) -> Int {
    buffer.lines[row.line][row.start..<max(row.start, min(column, row.end))]
      .reduce(0) { $0 + CharacterWidth.width(of: String($1)) }
  }

  /// The column of `row`'s line at `cells` cells from the row's start.
  private func column(in row: Row, atCells cells: Int) -> Int {
    var used = 0
    var column = row.start
    let line = buffer.lines[row.line]
    while column < row.end {
      let width = CharacterWidth.width(of: String(line[column]))
      guard used + width <= cells else { break }
      used += width
      column += 1
    }
    return column
  }

  private func clampedTop(_ top: Int) -> Int {
    min(max(0, top), max(0, rows.count - frame.height))
  }

  /// Scrolls so that the cursor's row shows.
  private func scrollToCursor() {
    let row = rowIndex(of: buffer.cursor, in: rows)
    if row < topRow { topRow = row }
    if row >= topRow + frame.height { topRow = row - frame.height + 1 }
    topRow = clampedTop(topRow)
  }

  // MARK: Keys

  /// The cursor `count` rows up or down, at the column it came from.
  private func vertical(_ count: Int) -> TextBuffer.Position {
    let rows = self.rows
    let from = rowIndex(of: buffer.cursor, in: rows)
    let goal = goalColumn ?? cells(in: rows[from], to: buffer.cursor.column)
    goalColumn = goal
    let target = rows[min(max(from + count, 0), rows.count - 1)]
    var column = self.column(in: target, atCells: goal)
    // At a wrap the end of one row is the next's start: stay on this row.
    if column == target.end && target.end < buffer.lines[target.line].count && column > target.start
    {
      column -= 1
    }
    return TextBuffer.Position(line: target.line, column: column)
  }

  open override func handle(_ event: InputEvent) -> Bool {
    if case .mouse(let mouse) = event { return handleMouse(mouse) }
    guard isFirstResponder else { return false }
    guard isEditable else { return scroll(for: event) }
    let keepsGoal: Bool
    switch event {
    case .key(.up), .key(.down), .key(.shiftUp), .key(.shiftDown), .key(.pageUp), .key(.pageDown):
      keepsGoal = true
    default:
      keepsGoal = false
    }
    defer {
      if !keepsGoal { goalColumn = nil }
      scrollToCursor()
    }
    let cursor = buffer.cursor
    let line = buffer.lines[cursor.line]
    switch event {
    case .character(let character) where character.isNewline:
      edit(insert: "\n")
    case .character(let character):
      edit(insert: String(character))
    case .paste(let pasted):
      edit(insert: TypeableText.from(pasted, keepingLineBreaks: true))
    case .key(.enter):
      edit(insert: "\n")
    case .key(.backspace):
      edit(deleteTo: buffer.stepped(cursor, by: -1))
    case .key(.delete):
      edit(deleteTo: buffer.stepped(cursor, by: 1))
    case .ctrl("w"), .key(.altBackspace):
      edit(deleteTo: buffer.wordBoundary(from: cursor, forward: false))
    case .ctrl("u"):
      edit(deleteTo: TextBuffer.Position(line: cursor.line, column: 0))
    case .ctrl("k"):
      edit(
        deleteTo: cursor.column < line.count
          ? TextBuffer.Position(line: cursor.line, column: line.count)
          : buffer.stepped(cursor, by: 1)
      )
    case .key(.left), .key(.shiftLeft):
      let selecting = event == .key(.shiftLeft)
      let target =
        !selecting
        ? (buffer.selection?.lowerBound ?? buffer.stepped(cursor, by: -1))
        : buffer.stepped(cursor, by: -1)
      buffer.move(to: target, selecting: selecting)
    case .key(.right), .key(.shiftRight):
      let selecting = event == .key(.shiftRight)
      let target =
        !selecting
        ? (buffer.selection?.upperBound ?? buffer.stepped(cursor, by: 1))
        : buffer.stepped(cursor, by: 1)
      buffer.move(to: target, selecting: selecting)
    case .key(.up), .key(.shiftUp):
      buffer.move(to: vertical(-1), selecting: event == .key(.shiftUp))
    case .key(.down), .key(.shiftDown):
      buffer.move(to: vertical(1), selecting: event == .key(.shiftDown))
    case .key(.pageUp):
      buffer.move(to: vertical(-max(1, frame.height - 1)))
    case .key(.pageDown):
      buffer.move(to: vertical(max(1, frame.height - 1)))
    case .key(.home), .ctrl("a"):
      buffer.move(to: TextBuffer.Position(line: cursor.line, column: 0))
    case .key(.end), .ctrl("e"):
      buffer.move(to: TextBuffer.Position(line: cursor.line, column: line.count))
    case .key(.ctrlLeft):
      buffer.move(to: buffer.wordBoundary(from: cursor, forward: false))
    case .key(.ctrlRight):
      buffer.move(to: buffer.wordBoundary(from: cursor, forward: true))
    default:
      return false
    }
    return true
  }

  /// Read-only, the keys scroll: ↑ ↓ a row, the page keys a page, Home
  /// and End to either end.
  private func scroll(for event: InputEvent) -> Bool {
    let page = max(1, frame.height - 1)
    switch event {
    case .key(.up): topRow = clampedTop(topRow - 1)
    case .key(.down): topRow = clampedTop(topRow + 1)
    case .key(.pageUp): topRow = clampedTop(topRow - page)
    case .key(.pageDown): topRow = clampedTop(topRow + page)
    case .key(.home): topRow = 0
    case .key(.end): topRow = clampedTop(rows.count)
    default: return false
    }
    return true
  }

  private func handleMouse(_ mouse: MouseEvent) -> Bool {
    guard frame.contains(x: mouse.x, y: mouse.y) else { return false }
    switch mouse.kind {
    case .wheelUp: topRow = clampedTop(topRow - 3)
    case .wheelDown: topRow = clampedTop(topRow + 3)
    case let kind where kind.isPrimaryClick && isEditable:
      let rows = self.rows
      let row = rows[min(topRow + mouse.y - frame.y, rows.count - 1)]
      buffer.move(
        to: TextBuffer.Position(line: row.line, column: column(in: row, atCells: mouse.x - frame.x))
      )
      goalColumn = nil
    default: return false
    }
    return true
  }

  /// Replaces the selection with `string`, as the delegate allows.
  private func edit(insert string: String) {
    let range = buffer.selection ?? buffer.cursor..<buffer.cursor
    change(range, to: string)
  }

  /// Deletes the selection, or from the cursor to `position`.
  private func edit(deleteTo position: TextBuffer.Position) {
    let range = buffer.selection ?? min(buffer.cursor, position)..<max(buffer.cursor, position)
    guard !range.isEmpty else { return }
    change(range, to: "")
  }

  private func change(_ range: Range<TextBuffer.Position>, to string: String) {
    if let delegate {
      let offsets = buffer.offset(of: range.lowerBound)..<buffer.offset(of: range.upperBound)
      guard delegate.textView(self, shouldChangeTextIn: offsets, replacementText: string) else {
        return
      }
    }
    buffer.replace(range, with: string)
    wrapped = nil
    delegate?.textViewDidChange(self)
  }

  // MARK: Drawing

  open override func draw(into canvas: inout Canvas, now: Double) {
    guard !frame.isEmpty else { return }
    let rows = self.rows
    topRow = clampedTop(topRow)
    let selection = buffer.selection
    let showsCursor = isFirstResponder && isEditable
    let cursorRow = rowIndex(of: buffer.cursor, in: rows)
    for screenRow in 0..<frame.height {
      let index = topRow + screenRow
      guard index < rows.count else { break }
      let row = rows[index]
      let y = frame.y + screenRow
      var x = frame.x
      let line = buffer.lines[row.line]
      for column in row.start..<row.end {
        let position = TextBuffer.Position(line: row.line, column: column)
        var style = Style.plain
        if let selection, selection.contains(position) { style = style.adding(.reverse) }
        if showsCursor && index == cursorRow && position == buffer.cursor {
          style = style.adding(.reverse)
        }
        x = canvas.put(String(line[column]), x: x, y: y, style: style)
      }
      if showsCursor && index == cursorRow && buffer.cursor.column == row.end && x < frame.maxX {
        canvas.put(" ", x: x, y: y, style: Style.plain.adding(.reverse))
      }
    }
  }

  /// On the cursor, while an editable view has the keyboard.
  open override func cursorPosition(at now: Double) -> CellPoint? {
    guard isFirstResponder, isEditable, !frame.isEmpty else { return nil }
    let rows = self.rows
    let index = rowIndex(of: buffer.cursor, in: rows)
    guard index >= topRow, index < topRow + frame.height else { return nil }
    let x = frame.x + cells(in: rows[index], to: buffer.cursor.column)
    return CellPoint(x: min(x, frame.maxX - 1), y: frame.y + index - topRow)
  }
}
