extension Canvas {
  /// The cells a terminal showing `previous` must write, left to right and
  /// top to bottom, to show this canvas instead (as ratatui's `Buffer::diff`).
  ///
  /// Without a `previous` of the same size the terminal's contents are
  /// unknown, so every cell is a change. Continuation cells are never
  /// changes: writing the wide glyph left of one draws both halves.
  ///
  /// Wide glyphs need no rule of their own, because a continuation cell
  /// equals only another continuation cell. Where a wide glyph gives way to
  /// narrow cells, the cells that held the rest of it are now narrow, so
  /// they count as changed and are written even if they hold spaces: the
  /// terminal has blanked them, or still shows part of the wide glyph
  /// there. Where a continuation stays a continuation but its wide glyph
  /// changes, writing that glyph redraws all of it.
  ///
  /// - Complexity: O(width × height); one allocation, for the result.
  public func changes(from previous: Canvas?) -> [CellChange] {
    var changes: [CellChange] = []
    // Room for every cell: growing the array step by step made a whole-screen
    // change at 300×100 cost over ten times as much, and memory the frame
    // never writes costs nothing.
    changes.reserveCapacity(cells.count)
    cells.withUnsafeBufferPointer { cells in
      guard let previous, previous.size == size else {
        for y in 0..<height {
          for x in 0..<width where !cells[y * width + x].isContinuation {
            changes.append(CellChange(x: x, y: y, cell: cells[y * width + x]))
          }
        }
        return
      }
      previous.cells.withUnsafeBufferPointer { old in
        for y in 0..<height {
          let rowStart = y * width
          for x in 0..<width {
            let cell = cells[rowStart + x]
            if cell.isContinuation || cell == old[rowStart + x] { continue }
            changes.append(CellChange(x: x, y: y, cell: cell))
          }
        }
      }
    }
    return changes
  }
}
