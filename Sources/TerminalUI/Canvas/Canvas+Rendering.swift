extension Canvas {
  /// The canvas as plain text: exactly `height` lines, each ending in "\n",
  /// with trailing spaces removed so that stored snapshots stay readable.
  ///
  /// - Complexity: O(width × height).
  public func plainText() -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity((width + 1) * height)
    for y in 0..<height {
      var contentEnd = bytes.count
      for cell in row(y) where !cell.isContinuation {
        cell.glyph.appendUTF8(to: &bytes)
        if !cell.glyph.isSpace { contentEnd = bytes.count }
      }
      bytes.removeLast(bytes.count - contentEnd)
      bytes.append(UInt8(ascii: "\n"))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The canvas as text with SGR escape sequences, as a terminal of `depth`
  /// would show it: exactly `height` lines, each ending in "\n".
  ///
  /// Each style change emits one self-contained sequence (reset, then the new
  /// attributes and colours); a line that ends styled ends with a reset.
  /// Trailing cells that are plain spaces are left out.
  ///
  /// - Complexity: O(width × height).
  public func ansiText(colorDepth depth: ColorDepth = .trueColor) -> String {
    var bytes: [UInt8] = []
    let backdrop = conversionBackdrop
    for y in 0..<height {
      let cells = row(y).filter { !$0.isContinuation }
      let styles = cells.map { $0.style.converted(to: depth, on: backdrop) }
      var end = cells.count
      while end > 0 && cells[end - 1].glyph.isSpace && styles[end - 1] == .plain {
        end -= 1
      }
      var current = Style.plain
      for index in 0..<end {
        if styles[index] != current {
          current = styles[index]
          if current == .plain { bytes += SGR.reset.utf8 } else { SGR.append(current, to: &bytes) }
        }
        cells[index].glyph.appendUTF8(to: &bytes)
      }
      if current != .plain { bytes += SGR.reset.utf8 }
      bytes.append(UInt8(ascii: "\n"))
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
