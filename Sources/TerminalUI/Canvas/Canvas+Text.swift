extension Canvas {
  /// Draws `text` on row `y` from column `x`, clipped but not truncated.
  ///
  /// Graphemes are drawn as ``CharacterWidth`` reduces them.
  ///
  /// - Returns: the column after the last glyph, clipped or not.
  /// - Complexity: O(n) in the length of `text`.
  @discardableResult
  public mutating func put(
    _ text: String,
    x: Int,
    y: Int,
    style: Style = .plain
  ) -> Int {
    var column = x
    // Printable ASCII, by far the most common text, is one cell per byte; the
    // grapheme-by-grapheme path below costs ten times as much per cell.
    let wroteASCII =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        guard bytes.allSatisfy(CharacterWidth.isPrintableASCII) else { return false }
        writeASCII(bytes, x: x, y: y, style: style)
        return true
      } ?? false
    if wroteASCII {
      checkInvariants(rows: y..<y + 1)
      return x + text.utf8.count
    }
    CharacterWidth.forEachGlyph(of: text, repertoire: repertoire) { glyph in
      write(glyph, x: column, y: y, style: style)
      column += glyph.width
    }
    checkInvariants(rows: y..<y + 1)
    return column
  }

  /// Draws `text` on row `y` in the `width` columns from `x`, truncated with an
  /// ellipsis when it is wider, placed by `alignment`.
  ///
  /// - Returns: the column after the last glyph drawn.
  @discardableResult
  public mutating func put(
    _ text: String,
    x: Int,
    y: Int,
    width: Int,
    style: Style = .plain,
    alignment: TextAlignment = .leading
  ) -> Int {
    let fitted = TextLayout.truncate(text, toWidth: width, repertoire: repertoire)
    let lineWidth = CharacterWidth.width(of: fitted, repertoire: repertoire)
    let start = x + alignment.offset(lineWidth: lineWidth, in: width)
    return withClip(CellRect(x: x, y: y, width: width, height: 1)) {
      $0.put(fitted, x: start, y: y, style: style)
    }
  }

  /// Draws `text` word-wrapped into `rect`, one line per row from the top.
  ///
  /// When the text needs more rows than `rect` has, the last row ends with an
  /// ellipsis.
  ///
  /// - Returns: the number of rows drawn.
  @discardableResult
  public mutating func putWrapped(
    _ text: String,
    in rect: CellRect,
    style: Style = .plain,
    alignment: TextAlignment = .leading
  ) -> Int {
    var lines = TextLayout.wrap(text, width: rect.width, repertoire: repertoire)
    if lines.count > rect.height {
      lines.removeLast(lines.count - rect.height)
      if let last = lines.popLast() {
        lines.append(
          TextLayout.withEllipsis(Substring(last), width: rect.width, repertoire: repertoire)
        )
      }
    }
    for (row, line) in lines.enumerated() {
      put(line, x: rect.x, y: rect.y + row, width: rect.width, style: style, alignment: alignment)
    }
    return lines.count
  }
}
