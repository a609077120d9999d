extension Canvas {
  /// Fills `rect` (within the clip) with `character` in `style`.
  ///
  /// - Complexity: O(area of `rect`).
  public mutating func fill(
    _ rect: CellRect,
    with character: Character = " ",
    style: Style = .plain
  ) {
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    var glyph = CharacterWidth.space
    CharacterWidth.forEachGlyph(of: character, repertoire: repertoire) { glyph = $0 }
    if glyph.width == 1 {
      fillRows(area, with: Cell(glyph, style: style))
    } else {
      for y in area.minY..<area.maxY {
        for x in stride(from: area.minX, to: area.maxX, by: glyph.width) {
          write(glyph, x: x, y: y, style: style)
        }
      }
    }
    checkInvariants(rows: area.minY..<area.maxY)
  }

  /// Draws the outline of `rect` with the characters of `box` (ASCII when the
  /// canvas has no Unicode).
  public mutating func drawBox(_ rect: CellRect, box: BoxStyle = .light, style: Style = .plain) {
    guard !rect.isEmpty else { return }
    let box = box.resolved(for: repertoire)
    let (left, right, top, bottom) = (rect.minX, rect.maxX - 1, rect.minY, rect.maxY - 1)
    drawHorizontalLine(x: left, y: top, length: rect.width, box: box, style: style)
    drawHorizontalLine(x: left, y: bottom, length: rect.width, box: box, style: style)
    if rect.height > 2 {
      drawVerticalLine(x: left, y: top + 1, length: rect.height - 2, box: box, style: style)
      drawVerticalLine(x: right, y: top + 1, length: rect.height - 2, box: box, style: style)
    }
    if rect.width > 1 && rect.height > 1 {
      put(String(box.topLeft), x: left, y: top, style: style)
      put(String(box.topRight), x: right, y: top, style: style)
      put(String(box.bottomLeft), x: left, y: bottom, style: style)
      put(String(box.bottomRight), x: right, y: bottom, style: style)
    }
  }

  /// Draws a horizontal rule of `length` columns with `box`'s horizontal line.
  public mutating func drawHorizontalLine(
    x: Int,
    y: Int,
    length: Int,
    box: BoxStyle = .light,
    style: Style = .plain
  ) {
    fill(
      CellRect(x: x, y: y, width: length, height: 1),
      with: box.resolved(for: repertoire).horizontal,
      style: style
    )
  }

  /// Draws a vertical rule of `length` rows with `box`'s vertical line.
  public mutating func drawVerticalLine(
    x: Int,
    y: Int,
    length: Int,
    box: BoxStyle = .light,
    style: Style = .plain
  ) {
    fill(
      CellRect(x: x, y: y, width: 1, height: length),
      with: box.resolved(for: repertoire).vertical,
      style: style
    )
  }
}
