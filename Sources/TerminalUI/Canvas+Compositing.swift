extension Canvas {
  /// Copies every cell of `image` onto this canvas with its top-left corner
  /// at `origin`, within the clip; a wide glyph the clip cuts becomes a
  /// space on its visible half.
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
}
