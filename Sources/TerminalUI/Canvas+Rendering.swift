extension Canvas {
  /// The canvas as plain text: exactly `height` lines, each ending in "\n",
  /// with trailing spaces removed so that stored snapshots stay readable.
  ///
  /// - Complexity: O(width × height).
  public func plainText() -> String {
    var text = ""
    text.reserveCapacity((width + 1) * height)
    for y in 0..<height {
      var line = ""
      for cell in row(y) where !cell.isContinuation {
        line.append(cell.character)
      }
      while line.last == " " { line.removeLast() }
      text += line
      text += "\n"
    }
    return text
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
    var text = ""
    for y in 0..<height {
      let cells = row(y).filter { !$0.isContinuation }
      let styles = cells.map { $0.style.converted(to: depth) }
      var end = cells.count
      while end > 0 && cells[end - 1].character == " " && styles[end - 1] == .plain {
        end -= 1
      }
      var current = Style.plain
      for index in 0..<end {
        if styles[index] != current {
          current = styles[index]
          text += current == .plain ? SGR.reset : SGR.sequence(for: current)
        }
        text.append(cells[index].character)
      }
      if current != .plain { text += SGR.reset }
      text += "\n"
    }
    return text
  }
}
