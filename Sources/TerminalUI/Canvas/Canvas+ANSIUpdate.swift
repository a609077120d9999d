extension Canvas {
  /// The bytes a terminal showing `previous` needs, as text, to show this
  /// canvas instead: each changed cell written after a cursor move (where
  /// the cursor is not already there) and a style change (where the style
  /// differs), as a terminal of `depth` would show them. Without a
  /// `previous` of the same size the screen is cleared and every cell
  /// written. Nothing at all when the two look the same: a block element
  /// in its background's colour is written as a blank, and left out where
  /// the terminal shows a blank of that colour already.
  ///
  /// What a recording stores for each frame, and what any terminal
  /// emulator turns back into this canvas.
  ///
  /// - Complexity: O(width × height).
  public func ansiUpdate(from previous: Canvas?, colorDepth depth: ColorDepth = .trueColor)
    -> String
  {
    ansiUpdate(changes(from: previous), from: previous, colorDepth: depth)
  }

  /// ``ansiUpdate(from:colorDepth:)`` of `changes`, this canvas's
  /// ``changes(from:)`` `previous`, for a caller that needs them as well.
  func ansiUpdate(_ changes: [CellChange], from previous: Canvas?, colorDepth depth: ColorDepth)
    -> String
  {
    guard !changes.isEmpty else { return "" }
    var bytes: [UInt8] = []
    if previous?.size != size { bytes += "\u{1B}[0m\u{1B}[H\u{1B}[2J".utf8 }
    var cursor: (x: Int, y: Int)?
    var style: Style?
    let backdrop = conversionBackdrop
    for change in changes {
      let cellStyle = change.cell.style.converted(to: depth, on: backdrop)
      let looksBlank = change.cell.looksBlank(in: cellStyle)
      if looksBlank, let previous, previous.size == size {
        let old = previous[x: change.x, y: change.y]
        let oldStyle = old.style.converted(to: depth, on: backdrop)
        if oldStyle == cellStyle && (old.glyph.isSpace || old.looksBlank(in: oldStyle)) {
          continue
        }
      }
      if cursor?.x != change.x || cursor?.y != change.y {
        bytes += "\u{1B}[\(change.y + 1);\(change.x + 1)H".utf8
      }
      if cellStyle != style {
        if cellStyle == .plain {
          bytes += SGR.reset.utf8
        } else {
          SGR.append(cellStyle, to: &bytes)
        }
        style = cellStyle
      }
      if change.cell.glyph.isWrittenAlone {
        // "❤️" is two columns in kitty or WezTerm and one in xterm, "हि"
        // two in xterm and one where whole graphemes are measured: its
        // columns are blanked first, and the next cell is reached by a move.
        bytes += repeatElement(UInt8(ascii: " "), count: change.cell.width)
        bytes += "\u{1B}[\(change.y + 1);\(change.x + 1)H".utf8
        change.cell.glyph.appendUTF8(to: &bytes)
        cursor = nil
      } else {
        (looksBlank ? CharacterWidth.space : change.cell.glyph).appendUTF8(to: &bytes)
        cursor = (change.x + max(1, change.cell.width), change.y)
      }
    }
    if let style, style != .plain { bytes += SGR.reset.utf8 }
    return String(decoding: bytes, as: UTF8.self)
  }
}
