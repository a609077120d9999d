/// An in-memory grid of cells that a frame is composed into before a
/// ``Terminal`` shows it.
///
/// Coordinates are whole cells: `x` is the column, `y` the row, both from the
/// top-left corner at (0, 0). Every drawing operation is clipped to the current
/// clip rectangle (initially the whole canvas; see ``pushClip(_:)``).
///
/// Invariant: every glyph N columns wide (N ≥ 2: a wide glyph, or a
/// grapheme of several scalars that take columns) is followed by its N − 1
/// continuation cells (width 0), and every continuation cell belongs to
/// such a glyph. Drawing over part of a wide glyph turns the rest of it
/// into spaces, and a wide glyph that the clip rectangle cuts becomes
/// spaces on the part that is visible.
public struct Canvas: Sendable {
  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The characters the target terminal can show; drawing maps text into it.
  public let repertoire: Repertoire
  /// The colours the target terminal can show; effects that blend colours
  /// (``fade(_:opacity:backdrop:)``) fall back to attributes below 256.
  public let colorDepth: ColorDepth
  /// Whether the terminal is dark or light: the backdrop fades blend
  /// toward.
  public let appearance: Appearance
  /// What drawing takes its colours from: the palette for ``appearance``
  /// unless the canvas was made with another.
  public let theme: Theme
  /// The colours behind the terminal's defaults, which fades blend
  /// toward (``CanvasTraits/backdrop``): the appearance's reference
  /// terminal unless set; nil where unknown.
  public var backdrop: Backdrop?
  /// The colours styles are mapped down against for a terminal of fewer
  /// colours (``Style/converted(to:on:)``): the ``backdrop``, else the
  /// appearance's reference terminal.
  public var conversionBackdrop: Backdrop { backdrop ?? appearance.backdrop }
  /// Whether what is drawn for the canvas should move less
  /// (``CanvasTraits/reducesMotion``), kept with the rest of its traits.
  public var reducesMotion = false
  /// Where the terminal's cursor rests once the canvas is shown: on what
  /// has the keyboard's focus, which screen readers and braille displays
  /// follow; nil leaves it where it was. It stays hidden.
  public var cursor: CellPoint?
  /// The cells, row by row.
  public private(set) var cells: [Cell]
  /// The rectangle drawing is confined to; always inside the canvas.
  public private(set) var clip: CellRect
  private var savedClips: [CellRect] = []

  /// Creates a canvas of blank cells in `style`.
  public init(
    width: Int,
    height: Int,
    repertoire: Repertoire = .unicode,
    colorDepth: ColorDepth = .trueColor,
    appearance: Appearance = .dark,
    theme: Theme? = nil,
    style: Style = .plain
  ) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.repertoire = repertoire
    self.colorDepth = colorDepth
    self.appearance = appearance
    self.theme = theme ?? Theme.for(appearance)
    backdrop = appearance.backdrop
    self.cells = Array(repeating: .blank(style), count: self.width * self.height)
    self.clip = CellRect(x: 0, y: 0, width: self.width, height: self.height)
  }

  /// Creates a blank canvas of `size`.
  public init(
    size: CellSize,
    repertoire: Repertoire = .unicode,
    colorDepth: ColorDepth = .trueColor,
    appearance: Appearance = .dark
  ) {
    self.init(
      width: size.width,
      height: size.height,
      repertoire: repertoire,
      colorDepth: colorDepth,
      appearance: appearance
    )
  }

  /// A blank canvas of `width` × `height` for the same terminal: the same
  /// repertoire, colour depth, appearance and theme.
  public func blank(width: Int, height: Int) -> Canvas {
    Canvas(width: width, height: height, traits: traits)
  }

  /// The style of the cell at (`x`, `y`), plain outside the canvas: what
  /// a view without a background of its own draws over.
  public func style(atX x: Int, y: Int) -> Style {
    bounds.contains(x: x, y: y) ? self[x: x, y: y].style : .plain
  }

  /// The whole canvas as a rectangle.
  public var bounds: CellRect { CellRect(x: 0, y: 0, width: width, height: height) }

  /// The width and height.
  public var size: CellSize { CellSize(width: width, height: height) }

  /// The cell at column `x`, row `y`; both must be inside the canvas.
  public subscript(x x: Int, y y: Int) -> Cell {
    precondition(bounds.contains(x: x, y: y), "cell (\(x), \(y)) outside \(width)×\(height)")
    return cells[y * width + x]
  }

  /// The cells of row `y`, left to right.
  public func row(_ y: Int) -> ArraySlice<Cell> {
    precondition(y >= 0 && y < height, "row \(y) outside 0..<\(height)")
    return cells[y * width..<(y + 1) * width]
  }

  // MARK: Clipping

  /// Confines drawing to `rect` within the current clip, until ``popClip()``.
  public mutating func pushClip(_ rect: CellRect) {
    savedClips.append(clip)
    clip = clip.intersection(rect)
  }

  /// Restores the clip rectangle in force before the last ``pushClip(_:)``.
  public mutating func popClip() {
    precondition(!savedClips.isEmpty, "popClip() without pushClip(_:)")
    clip = savedClips.removeLast()
  }

  /// Runs `body` with drawing confined to `rect` within the current clip.
  @discardableResult
  public mutating func withClip<Result>(
    _ rect: CellRect,
    _ body: (inout Canvas) throws -> Result
  ) rethrows -> Result {
    // The clip to go back to is kept here rather than on the stack of
    // pushed clips: a frame clips once per element it draws.
    let saved = clip
    clip = clip.intersection(rect)
    defer { clip = saved }
    return try body(&self)
  }

  // MARK: Writing cells

  /// Draws `glyph` with its left edge at (`x`, `y`), within the clip.
  ///
  /// A wide glyph of which only a part is inside the clip becomes spaces
  /// in `style` on that part.
  mutating func write(_ glyph: Glyph, x: Int, y: Int, style: Style) {
    guard y >= clip.minY && y < clip.maxY else { return }
    let end = x + glyph.width
    guard glyph.width > 1 else {
      if x >= clip.minX && x < clip.maxX { replace(x: x, y: y, with: Cell(glyph, style: style)) }
      return
    }
    guard x >= clip.minX && end <= clip.maxX else {
      let visible = (first: max(x, clip.minX), end: min(end, clip.maxX))
      for column in stride(from: visible.first, to: visible.end, by: 1) {
        replace(x: column, y: y, with: .blank(style))
      }
      return
    }
    replace(x: x, y: y, with: Cell(glyph, style: style))
    for column in x + 1..<end {
      replace(x: column, y: y, with: .continuation(style))
    }
  }

  /// Puts `cell` at (`x`, `y`), turning the rest of any wide glyph it
  /// partly covers into spaces so the invariant holds.
  private mutating func replace(x: Int, y: Int, with cell: Cell) {
    let index = y * width + x
    let old = cells[index]
    if old.width != 1 {
      blankGlyph(covering: index, outside: index..<index + 1)
    }
    cells[index] = cell
  }

  /// Turns the cells of the glyph covering `index` that lie outside `kept`
  /// into spaces, each in its own style.
  private mutating func blankGlyph(covering index: Int, outside kept: Range<Int>) {
    var start = index
    while cells[start].isContinuation { start -= 1 }
    for other in start..<start + max(1, cells[start].width) where !kept.contains(other) {
      cells[other] = .blank(cells[other].style)
    }
  }

  /// Draws printable ASCII `bytes` from column `x`, one narrow cell each,
  /// within the clip; only the ends of the run can cut a wide glyph.
  mutating func writeASCII(_ bytes: UnsafeBufferPointer<UInt8>, x: Int, y: Int, style: Style) {
    guard y >= clip.minY && y < clip.maxY else { return }
    let first = max(x, clip.minX)
    let end = min(x + bytes.count, clip.maxX)
    guard first < end else { return }
    let rowStart = y * width
    blankCutHalves(of: rowStart + first..<rowStart + end)
    cells.withUnsafeMutableBufferPointer { buffer in
      for column in first..<end {
        buffer[rowStart + column] = Cell(Glyph(ascii: bytes[column - x]), style: style)
      }
    }
  }

  /// Copies `run`, a row of cells from another canvas, to row `y` from
  /// column `x`, within the clip; a wide glyph the clip cuts becomes
  /// spaces on its visible part, as ``write(_:x:y:style:)`` leaves it.
  mutating func writeRun(_ run: ArraySlice<Cell>, x: Int, y: Int) {
    guard y >= clip.minY && y < clip.maxY else { return }
    let first = max(x, clip.minX)
    let end = min(x + run.count, clip.maxX)
    guard first < end else { return }
    let rowStart = y * width
    blankCutHalves(of: rowStart + first..<rowStart + end)
    let source = run.startIndex + first - x
    cells.replaceSubrange(
      rowStart + first..<rowStart + end,
      with: run[source..<source + end - first]
    )
    // The parts of the run's wide glyphs its ends cut off: continuations
    // at the start, and a glyph running past the end.
    var column = rowStart + first
    while column < rowStart + end && cells[column].isContinuation {
      cells[column] = .blank(cells[column].style)
      column += 1
    }
    var last = rowStart + end - 1
    while last > column && cells[last].isContinuation { last -= 1 }
    if last + cells[last].width > rowStart + end {
      for cut in last..<rowStart + end { cells[cut] = .blank(cells[cut].style) }
    }
  }

  /// Blanks the parts outside `range` (cell indices within one row) of
  /// wide glyphs its ends cut, before the range is written over: only a
  /// run's ends can cut one.
  private mutating func blankCutHalves(of range: Range<Int>) {
    if cells[range.lowerBound].isContinuation {
      blankGlyph(covering: range.lowerBound, outside: range)
    }
    if cells[range.upperBound - 1].width != 1 {
      blankGlyph(covering: range.upperBound - 1, outside: range)
    }
  }

  /// Sets every cell of `area` (inside the clip) to the narrow `cell`, a row at
  /// a time: the fast path of ``fill(_:with:style:)``, a frame's most common
  /// operation. Only the edges can cut a wide glyph.
  mutating func fillRows(_ area: CellRect, with cell: Cell) {
    for y in area.minY..<area.maxY {
      let start = y * width + area.minX
      let end = y * width + area.maxX
      blankCutHalves(of: start..<end)
      cells.withUnsafeMutableBufferPointer { buffer in
        buffer[start..<end].update(repeating: cell)
      }
    }
  }

  /// Changes the style of every cell in `rect` (within the clip), keeping the
  /// glyphs: for highlighting a focused element after it is drawn.
  public mutating func updateStyle(in rect: CellRect, _ update: (inout Style) -> Void) {
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      for index in (y * width + area.minX)..<(y * width + area.maxX) {
        update(&cells[index].style)
      }
    }
  }

  /// Checks the wide-glyph invariant on rows `rows`; compiled out of release
  /// builds, where it would cost a pass over every cell drawn.
  func checkInvariants(rows: Range<Int>) {
    #if DEBUG
      for y in rows.clamped(to: 0..<height) {
        var continuationsDue = 0
        for x in 0..<width {
          let cell = cells[y * width + x]
          precondition(cell.isContinuation == (continuationsDue > 0))
          continuationsDue = cell.isContinuation ? continuationsDue - 1 : cell.width - 1
        }
        precondition(continuationsDue == 0)
      }
    #endif
  }
}
