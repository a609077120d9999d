/// The side of a cell from which a solid fill covers part of it: where the
/// fill lies as its edge crosses the cell.
public enum CellSide: Sendable {
  case leading, trailing, top, bottom

  /// Whether the side is across the cell's width (leading, trailing)
  /// rather than its height.
  var isHorizontal: Bool { self == .leading || self == .trailing }

  /// The step from a cell to its neighbour on this side.
  var step: (dx: Int, dy: Int) {
    switch self {
    case .leading: (-1, 0)
    case .trailing: (1, 0)
    case .top: (0, -1)
    case .bottom: (0, 1)
    }
  }
}

extension Canvas {
  /// Draws the edge of a solid fill crossing the cells of `line` (a column
  /// or a row): the fill covers `eighths` eighths of each from its `side`,
  /// and `beneath` (the line's cells before the fill was drawn, in order)
  /// shows on the rest, in one eighth-block glyph (`▏▎▍▌▋▊▉`, `▁▂▃▄▅▆▇`)
  /// with a foreground and a background colour. So a fill moving across
  /// cells is drawn at an eighth of a cell's precision instead of jumping
  /// a whole cell at a time. The fill's colour in each cell is that of its
  /// neighbour on `side`, a cell of the fill drawn whole.
  ///
  /// All or nothing: where a cell of the line cannot be shown so (the fill
  /// or what is beneath shows text there rather than one colour, or a
  /// colour is the terminal's default, which a glyph cannot be drawn in),
  /// or the canvas has no colour or no block glyphs, or `eighths` is not 1
  /// to 7, the line is left as it is: an edge drawn part in eighths and
  /// part in whole cells would be ragged.
  ///
  /// - Complexity: O(length of `line`).
  public mutating func drawFillEdge(
    along line: CellRect,
    side: CellSide,
    eighths: Int,
    beneath: ArraySlice<Cell>
  ) {
    guard (1...7).contains(eighths), repertoire == .unicode, colorDepth > .monochrome,
      beneath.count == line.width * line.height
    else { return }
    // The block glyphs fill the leading (left) or the bottom part of a
    // cell in its foreground: a fill from the trailing side or the top is
    // the background, and what it leaves the foreground.
    let fillsForeground = side == .leading || side == .bottom
    let blockEighths = fillsForeground ? eighths : 8 - eighths
    // The eighth beside the fill's edge, on the side it has not reached.
    let besideEdge = fillsForeground ? eighths : 7 - eighths
    let step = side.step
    let block = Glyph(
      GlyphScalars(
        first: side.isHorizontal ? 0x2590 - UInt32(blockEighths) : 0x2580 + UInt32(blockEighths)
      ),
      width: 1
    )
    // The two colours of each cell of the line inside the clip, or nil.
    func colors(_ point: CellPoint, _ under: Cell) -> (fill: Color, rest: Color)? {
      let inward = CellPoint(x: point.x + step.dx, y: point.y + step.dy)
      guard bounds.contains(x: inward.x, y: inward.y),
        let fill = self[x: inward.x, y: inward.y].solidColor, fill != .default,
        let rest = under.shownColor(atEighth: besideEdge, horizontally: side.isHorizontal),
        rest != .default
      else { return nil }
      return (fill, rest)
    }
    for (offset, under) in beneath.enumerated() {
      let point = line.point(at: offset)
      guard clip.contains(x: point.x, y: point.y) else { continue }
      guard colors(point, under) != nil else { return }
    }
    for (offset, under) in beneath.enumerated() {
      let point = line.point(at: offset)
      guard clip.contains(x: point.x, y: point.y),
        let (fill, rest) = colors(point, under)
      else { continue }
      write(
        block,
        x: point.x,
        y: point.y,
        style: Style(
          foreground: fillsForeground ? fill : rest,
          background: fillsForeground ? rest : fill
        )
      )
    }
  }

  /// Appends the cells of `line` to `cells`, row by row: what
  /// ``drawFillEdge(along:side:eighths:beneath:)`` takes as `beneath`,
  /// read before the fill is drawn. Cells outside the canvas read as blank.
  public func appendCells(along line: CellRect, to cells: inout [Cell]) {
    for offset in 0..<line.width * line.height {
      let point = line.point(at: offset)
      cells.append(
        bounds.contains(x: point.x, y: point.y) ? self[x: point.x, y: point.y] : .blank()
      )
    }
  }
}

extension CellRect {
  /// The position of its `offset`th cell, counting row by row. Worked out
  /// by the edge drawing for each cell, in a frame's inner loop, rather
  /// than walked as a lazy collection, whose stored closure cost an
  /// allocation each time (386 a frame of Mountains Search moving).
  fileprivate func point(at offset: Int) -> CellPoint {
    CellPoint(x: x + offset % width, y: y + offset / width)
  }
}

extension Cell {
  /// The one colour the cell shows all over, if it shows one: its
  /// background where its glyph is a space or drawn in the background's
  /// own colour (a bar in a swatch), its foreground for a full block `█`;
  /// nil where it shows text.
  public var solidColor: Color? {
    if glyph.isSpace || style.foreground == style.background { return style.background }
    if glyph.scalars == GlyphScalars(first: 0x2588) { return style.foreground }
    return nil
  }

  /// The colour the cell shows at its `eighth`th eighth (0 the leftmost,
  /// or with `horizontally` false the bottom one): its one colour, or for
  /// an eighth block across that way (as
  /// ``Canvas/drawFillEdge(along:side:eighths:beneath:)`` draws) the
  /// foreground on the block and the background past it; nil where it
  /// shows text.
  func shownColor(atEighth eighth: Int, horizontally: Bool) -> Color? {
    if let solidColor { return solidColor }
    guard glyph.scalars.s1 == 0 else { return nil }
    let first = glyph.scalars.s0
    let blockEighths: UInt32
    if horizontally, (0x2589...0x258F).contains(first) {
      blockEighths = 0x2590 - first
    } else if !horizontally, (0x2581...0x2587).contains(first) {
      blockEighths = first - 0x2580
    } else {
      return nil
    }
    return eighth < blockEighths ? style.foreground : style.background
  }
}
