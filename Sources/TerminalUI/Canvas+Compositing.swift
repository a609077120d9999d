extension Canvas {
  /// Copies every cell of `image` onto this canvas with its top-left corner
  /// at `origin`, within the clip; a wide glyph the clip cuts becomes a
  /// space on its visible half.
  ///
  /// - Complexity: O(cells of `image`).
  public mutating func draw(_ image: Canvas, at origin: CellPoint) {
    for y in 0..<image.height {
      for x in 0..<image.width {
        let cell = image.cells[y * image.width + x]
        guard !cell.isContinuation else { continue }
        write(cell.glyph, x: origin.x + x, y: origin.y + y, style: cell.style)
      }
    }
  }
}
