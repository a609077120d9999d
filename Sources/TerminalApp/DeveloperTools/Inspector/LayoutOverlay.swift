import CollectionView
import CompositionalLayout
import TerminalUI

/// The inspector's outlines over a collection view: sections with their
/// content insets shaded, groups, items, supplementaries and decorations,
/// each kind in its colour and line style, the focused item's outline
/// heavier; and under each row that scrolls sideways a ruler of where it
/// can come to rest, with its offset and page or group.
///
/// Items, supplementaries and decorations are outlined where they were
/// drawn, so outlines follow every animation; groups and sections where
/// the layout puts them, scrolled as drawn.
enum LayoutOverlay {
  /// Draws the overlay for `inspection` over the elements it `drawn`;
  /// rulers and one-row outlines keep to `uncovered`, the part of the screen
  /// the panel leaves.
  static func draw(
    _ inspection: LayoutInspection,
    drawn: [DrawnElement],
    uncovered: CellRect,
    on canvas: inout Canvas
  ) {
    let colours = InspectorTheme.for(canvas.appearance)
    let layout = inspection.layout
    // The screen as the elements drew it, before any outline: what is
    // text there stays text, whatever outlines go on around it.
    let drawnText = canvas
    canvas.withClip(inspection.contentFrame) { canvas in
      let shown = drawn.filter { !$0.isDeleted && $0.opacity > 0 }
      var sections = Set(shown.map(\.indexPath.section))
      let groups = layout.groupOutlines(
        in: inspection.viewport,
        orthogonalOffsets: inspection.orthogonalOffsets
      )
      sections.formUnion(groups.map(\.section))
      let anatomies = sections.sorted().compactMap {
        layout.anatomy(ofSection: $0, orthogonalOffset: inspection.orthogonalOffset(ofSection: $0))
      }
      let covered = Coverage(
        shown.filter { $0.category != .decorationView }.map(\.frame),
        within: inspection.contentFrame
      )
      for section in anatomies {
        shadeInsets(of: section, in: inspection, colour: colours.insets, on: &canvas)
        outline(
          inspection.cells(of: section.frame),
          box: .double,
          style: colours.section,
          around: covered,
          text: drawnText,
          on: &canvas
        )
      }
      // A one-row outline is a pair of brackets: both show, at the edges
      // of what can be seen, where the panel or the screen's edge cuts it.
      let seen = uncovered.intersection(inspection.contentFrame)
      func whole(_ frame: CellRect) -> CellRect {
        frame.height == 1 ? frame.intersection(seen) : frame
      }
      for element in shown {
        switch element.category {
        case .cell:
          outline(
            whole(element.frame),
            box: .light,
            style: colours.item,
            text: drawnText,
            on: &canvas
          )
        case .supplementaryView:
          outline(
            whole(element.frame),
            box: .light,
            style: colours.supplementary,
            text: drawnText,
            on: &canvas
          )
        case .decorationView:
          // A background holds items: its edge leaves theirs alone.
          outline(
            element.frame,
            box: .light,
            style: colours.decoration,
            around: covered,
            text: drawnText,
            on: &canvas
          )
        }
      }
      // Groups over their items, heavier: where a group's edge runs along
      // its items' edges, the group's shows.
      let cells = Set(shown.filter { $0.category == .cell }.map(\.frame))
      for group in groups {
        let frame = inspection.cells(of: group.frame)
        // A group no larger than its one item is told by the item's outline.
        guard !cells.contains(frame) else { continue }
        outline(
          frame,
          box: .heavy,
          style: colours.group,
          around: covered,
          text: drawnText,
          on: &canvas
        )
      }
      if let path = inspection.focusedIndexPath,
        let focused = shown.first(where: { $0.category == .cell && $0.indexPath == path })
      {
        outline(
          whole(focused.frame),
          box: .heavy,
          style: colours.item.adding(.bold),
          text: drawnText,
          on: &canvas
        )
      }
      for section in anatomies {
        let frame = inspection.cells(of: section.frame).intersection(uncovered)
        tag(
          " section \(section.index) ",
          at: frame,
          style: colours.section.adding(.bold),
          on: &canvas
        )
        drawRestingRuler(of: section, in: inspection, within: frame, colours: colours, on: &canvas)
      }
    }
  }

  /// Lays the insets' colour under the cells between the section's inset
  /// frame and its content frame, keeping what is drawn there.
  private static func shadeInsets(
    of section: SectionAnatomy,
    in inspection: LayoutInspection,
    colour: Color,
    on canvas: inout Canvas
  ) {
    let outer = inspection.cells(of: section.insetFrame)
    let inner = inspection.cells(of: section.contentFrame)
    let bands = [
      CellRect(x: outer.x, y: outer.y, width: outer.width, height: inner.y - outer.y),
      CellRect(x: outer.x, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY),
      CellRect(x: outer.x, y: inner.y, width: inner.x - outer.x, height: inner.height),
      CellRect(x: inner.maxX, y: inner.y, width: outer.maxX - inner.maxX, height: inner.height),
    ]
    for band in bands where band.width > 0 && band.height > 0 {
      canvas.updateStyle(in: band) { $0.background = colour }
    }
  }

  /// The cells drawn elements cover, which the outlines of sections and
  /// groups leave alone but for the lines of their boxes: an element's
  /// text, and the blanks between its words, stay as drawn.
  struct Coverage {
    private let area: CellRect
    /// Per cell of `area`, row by row, whether a frame covers it.
    private var covered: [Bool]

    /// The cells of `area` that `frames` cover.
    init(_ frames: [CellRect], within area: CellRect) {
      self.area = area
      covered = Array(repeating: false, count: area.width * area.height)
      for frame in frames {
        let visible = frame.intersection(area)
        guard visible.width > 0, visible.height > 0 else { continue }
        for y in visible.minY..<visible.maxY {
          let start = (y - area.y) * area.width - area.x
          for index in (start + visible.minX)..<(start + visible.maxX) { covered[index] = true }
        }
      }
    }

    func contains(x: Int, y: Int) -> Bool {
      area.contains(x: x, y: y) && covered[(y - area.y) * area.width + x - area.x]
    }
  }

  /// Outlines `frame` (a box when it is at least two cells each way,
  /// brackets at its ends when it is one row tall) without hiding what is
  /// drawn: a cell of the edge takes the outline's character where it
  /// holds nothing or a line, and only its colour where it holds text.
  /// Backgrounds stay. With `covered`, the outline of something holding
  /// elements, only lines and the blanks outside every element change.
  private static func outline(
    _ frame: CellRect,
    box: BoxStyle,
    style: Style,
    around covered: Coverage? = nil,
    text drawnText: Canvas,
    on canvas: inout Canvas
  ) {
    guard frame.width >= 2, frame.height >= 1 else { return }
    let (left, right, top, bottom) = (frame.minX, frame.maxX - 1, frame.minY, frame.maxY - 1)
    func mark(x: Int, y: Int, _ character: Character, style: Style, on canvas: inout Canvas) {
      LayoutOverlay.mark(
        x: x,
        y: y,
        character,
        style: style,
        onlyLines: covered?.contains(x: x, y: y) ?? false,
        text: drawnText,
        on: &canvas
      )
    }
    if frame.height == 1 {
      mark(x: left, y: top, "[", style: style, on: &canvas)
      mark(x: right, y: top, "]", style: style, on: &canvas)
      return
    }
    let lines = box.resolved(for: canvas.repertoire)
    for x in (left + 1)..<right {
      mark(x: x, y: top, lines.horizontal, style: style, on: &canvas)
      mark(x: x, y: bottom, lines.horizontal, style: style, on: &canvas)
    }
    for y in (top + 1)..<bottom {
      mark(x: left, y: y, lines.vertical, style: style, on: &canvas)
      mark(x: right, y: y, lines.vertical, style: style, on: &canvas)
    }
    mark(x: left, y: top, lines.topLeft, style: style, on: &canvas)
    mark(x: right, y: top, lines.topRight, style: style, on: &canvas)
    mark(x: left, y: bottom, lines.bottomLeft, style: style, on: &canvas)
    mark(x: right, y: bottom, lines.bottomRight, style: style, on: &canvas)
  }

  /// Puts one character of an outline at `x`, `y`, or only its colour
  /// where the cell holds text (or half a wide glyph); `onlyLines`, only
  /// where it holds a line. A blank between two characters of text, as
  /// `drawnText` shows them before any outline, is the space between
  /// words, which stays: a line there would string the words of a title
  /// on the edge together.
  private static func mark(
    x: Int,
    y: Int,
    _ character: Character,
    style: Style,
    onlyLines: Bool,
    text drawnText: Canvas,
    on canvas: inout Canvas
  ) {
    guard canvas.clip.contains(x: x, y: y) else { return }
    let cell = canvas[x: x, y: y]
    let holdsLine = cell.width == 1 && isLine(cell.character, in: canvas.repertoire)
    if onlyLines && !holdsLine { return }
    if cell.width == 1 && cell.character == " " && x > 0 && x + 1 < canvas.width
      && holdsText(drawnText[x: x - 1, y: y], in: canvas.repertoire)
      && holdsText(drawnText[x: x + 1, y: y], in: canvas.repertoire)
    {
      return
    }
    var marked = cell.style
    // A reversed cell (the focus bar) shows its foreground as its fill:
    // recolouring it would paint the bar in the outline's colour, or drop
    // the reverse and leave a black bar. Its lines take the outline's
    // shape and keep the bar's colours.
    if !cell.style.attributes.contains(.reverse) {
      marked.foreground = style.foreground
      marked.attributes = style.attributes
    }
    if cell.width == 1 && (cell.character == " " || isLine(cell.character, in: canvas.repertoire)) {
      canvas.put(String(character), x: x, y: y, style: marked)
    } else {
      canvas.updateStyle(in: CellRect(x: x, y: y, width: 1, height: 1)) { $0 = marked }
    }
  }

  /// Whether `cell` shows text: a character that is neither a blank, nor
  /// part of a box, nor a block element (the eighths a fill is drawn
  /// with), or either half of a wide glyph.
  private static func holdsText(_ cell: Cell, in repertoire: Repertoire) -> Bool {
    guard cell.width == 1 else { return true }
    let character = cell.character
    let isBlock = character.unicodeScalars.allSatisfy { (0x2580...0x259F).contains($0.value) }
    return character != " " && !isBlock && !isLine(character, in: repertoire)
  }

  /// Whether `character` draws part of a box rather than text.
  private static func isLine(_ character: Character, in repertoire: Repertoire) -> Bool {
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else {
      return false
    }
    if (0x2500...0x257F).contains(scalar.value) { return true }
    return repertoire != .unicode && "+-|=#".unicodeScalars.contains(scalar)
  }

  /// Puts `text` at the right of `frame`'s top row if nothing but lines
  /// is drawn there.
  private static func tag(_ text: String, at frame: CellRect, style: Style, on canvas: inout Canvas)
  {
    let width = CharacterWidth.width(of: text)
    let x = frame.maxX - 2 - width
    guard x > frame.minX, canvas.clip.contains(x: x, y: frame.minY) else { return }
    let isFree = (x..<(x + width)).allSatisfy { column in
      let character = canvas[x: column, y: frame.minY].character
      return character == " " || isLine(character, in: canvas.repertoire)
    }
    guard isFree else { return }
    canvas.put(text, x: x, y: frame.minY, style: style)
  }

  /// Beside a row that scrolls sideways, where the screen has room (the
  /// blank row under its content, else after its header's text): a scale
  /// of the whole row with the part in view marked and a tick where each
  /// resting place would bring the view's leading edge, then the row's
  /// status.
  private static func drawRestingRuler(
    of section: SectionAnatomy,
    in inspection: LayoutInspection,
    within frame: CellRect,
    colours: InspectorTheme,
    on canvas: inout Canvas
  ) {
    guard let status = OrthogonalRowStatus(section: section.index, in: inspection) else { return }
    let content = inspection.cells(of: section.contentFrame)
    let label = " " + status.text
    let labelWidth = CharacterWidth.width(of: label)
    var room: (y: Int, span: Range<Int>)?
    for y in [content.maxY, content.y - 1] {
      if let span = freeSpan(onRow: y, from: frame.x, to: frame.maxX - 1, of: canvas),
        span.count >= labelWidth + 12
      {
        room = (y, span)
        break
      }
    }
    guard let (y, span) = room else { return }
    let unicode = canvas.repertoire == .unicode
    let left = span.lowerBound
    let width = span.count - labelWidth
    let page = inspection.viewport.width
    let extent = status.maximumOffset + page
    func column(_ offset: Double) -> Int {
      left + Int((offset / max(extent, 1) * Double(width - 1)).rounded())
    }
    let windowStart = column(status.offset)
    let windowEnd = min(max(windowStart + 1, column(status.offset + page)), left + width)
    canvas.fill(
      CellRect(x: left, y: y, width: width, height: 1),
      with: "·",
      style: colours.section
    )
    canvas.fill(
      CellRect(x: windowStart, y: y, width: windowEnd - windowStart, height: 1),
      with: unicode ? "━" : "=",
      style: colours.section.adding(.bold)
    )
    for rest in status.restingOffsets {
      canvas.put("▲", x: column(rest), y: y, style: colours.group.adding(.bold))
    }
    canvas.put(label, x: left + width, y: y, style: colours.section)
  }

  /// The columns of row `y` between `low` and `high` (exclusive) from two
  /// past the last one drawn on, within the canvas's clip; nil when the
  /// row is outside it.
  private static func freeSpan(onRow y: Int, from low: Int, to high: Int, of canvas: Canvas)
    -> Range<Int>?
  {
    let clip = canvas.clip
    guard y >= clip.minY, y < clip.maxY else { return nil }
    let start = max(low, clip.minX)
    let end = min(high, clip.maxX)
    guard start < end else { return nil }
    let used = (start..<end).last { canvas[x: $0, y: y].character != " " }
    let free = used.map { $0 + 2 } ?? start + 1
    return free < end ? free..<end : nil
  }
}
