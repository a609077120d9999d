extension Canvas {
  /// Copies every cell of `image` onto this canvas with its top-left corner
  /// at `origin`, within the clip; a wide glyph the clip cuts becomes
  /// spaces on its visible part.
  ///
  /// Row by row, as runs of cells: a moving or fading element is drawn
  /// this way on every frame of a change.
  ///
  /// - Complexity: O(cells of `image`).
  public mutating func draw(_ image: Canvas, at origin: CellPoint) {
    for y in 0..<image.height {
      writeRun(image.row(y), x: origin.x, y: origin.y + y)
    }
    checkInvariants(rows: origin.y..<origin.y + image.height)
  }

  /// Copies the cells of `rect`, a part of `image`, onto this canvas with
  /// its top-left corner at `origin`, within the clip: one of several
  /// looks drawn on one canvas, placed where it shows.
  ///
  /// - Complexity: O(cells of `rect`).
  public mutating func draw(_ image: Canvas, from rect: CellRect, at origin: CellPoint) {
    let part = rect.intersection(image.bounds)
    guard !part.isEmpty else { return }
    let shift = (x: origin.x + part.x - rect.x, y: origin.y + part.y - rect.y)
    for y in part.minY..<part.maxY {
      let row = image.row(y)
      let start = row.startIndex + part.x
      writeRun(row[start..<start + part.width], x: shift.x, y: shift.y + y - part.minY)
    }
    checkInvariants(rows: shift.y..<shift.y + part.height)
  }
}
