import Testing

@testable import TerminalUI

@Suite("Canvas ANSI updates")
struct CanvasANSIUpdateTests {
  private func canvas(_ lines: [String], width: Int) -> Canvas {
    var canvas = Canvas(width: width, height: lines.count)
    for (y, line) in lines.enumerated() { canvas.put(line, x: 0, y: y) }
    return canvas
  }

  @Test func sameCanvasNeedsNothing() {
    let old = canvas(["ab", "cd"], width: 3)
    #expect(canvas(["ab", "cd"], width: 3).ansiUpdate(from: old) == "")
  }

  /// A first frame clears the screen and writes every cell, moving the
  /// cursor once a row: a wide glyph moves it two columns.
  @Test func firstFrameClearsAndWritesEverything() {
    let update = canvas(["a中", "bc"], width: 3).ansiUpdate(from: nil)
    #expect(update == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[0ma中\u{1B}[2;1Hbc ")
  }

  /// "❤️" is two columns wide in kitty and one in xterm: its two columns
  /// are blanked first, and the cell after it is reached by a move, so the
  /// row stays in step either way.
  @Test func anEmojiAskedForByVS16IsWrittenOverBlanksAndLeftByAMove() {
    let update = canvas(["❤\u{FE0F}x"], width: 3).ansiUpdate(from: canvas(["   "], width: 3))
    #expect(update == "\u{1B}[1;1H\u{1B}[0m  \u{1B}[1;1H❤\u{FE0F}\u{1B}[1;3Hx")
  }

  /// "हि" is two columns in xterm and one where whole graphemes are
  /// measured, "বাং" three or one: written over blanks the same way.
  @Test func aGraphemeOfSeveralSpacingScalarsIsWrittenOverBlanksAndLeftByAMove() {
    let update = canvas(["हिবাংx"], width: 6).ansiUpdate(from: canvas(["      "], width: 6))
    #expect(
      update
        == "\u{1B}[1;1H\u{1B}[0m  \u{1B}[1;1Hहि\u{1B}[1;3H   \u{1B}[1;3Hবাং\u{1B}[1;6Hx"
    )
  }

  /// Only changed cells are written; the cursor moves only to skip cells,
  /// and a style is set only where it changes, then reset.
  @Test func changesMoveTheCursorAndSetStylesOnlyWhereNeeded() {
    let old = canvas(["abcd", "efgh"], width: 4)
    var new = old
    new.put("XY", x: 1, y: 0, style: Style(foreground: .red))
    new.put("Z", x: 3, y: 1)
    #expect(
      new.ansiUpdate(from: old)
        == "\u{1B}[1;2H\u{1B}[0;31mXY\u{1B}[2;4H\u{1B}[0mZ"
    )
    var styledLast = old
    styledLast.put("Q", x: 0, y: 1, style: Style(attributes: [.bold]))
    #expect(styledLast.ansiUpdate(from: old) == "\u{1B}[2;1H\u{1B}[0;1mQ\u{1B}[0m")
  }

  /// Colours are written as the terminal's depth shows them.
  @Test func coloursFollowTheDepth() {
    let old = canvas(["a"], width: 1)
    var new = old
    new.put("b", x: 0, y: 0, style: Style(foreground: .rgb(250, 0, 0)))
    #expect(new.ansiUpdate(from: old, colorDepth: .trueColor).contains("38;2;250;0;0m"))
    #expect(new.ansiUpdate(from: old, colorDepth: .monochrome) == "\u{1B}[1;1H\u{1B}[0mb")
  }

  /// A block element in its background's own colour (a swatch's bar, an
  /// edge between two fills of one colour) looks like a blank: it is
  /// written as one, and not at all where the terminal shows a blank of
  /// that colour already, so a fill whose bars move costs nothing.
  @Test func aBlockInItsBackgroundsColourIsWrittenAsABlankOrNotAtAll() {
    let red = Style(foreground: .rgb(200, 0, 0), background: .rgb(200, 0, 0))
    var blank = Canvas(width: 3, height: 1)
    blank.fill(CellRect(x: 0, y: 0, width: 3, height: 1), style: red)
    var bars = blank
    bars.put("▆▂▏", x: 0, y: 0, style: red)
    #expect(bars.ansiUpdate(from: blank) == "")
    var lower = bars
    lower.put("▁", x: 1, y: 0, style: red)
    #expect(lower.ansiUpdate(from: bars) == "")
    // Told apart where the colours differ, or the glyph is not a block.
    var edge = bars
    edge.put("▌", x: 2, y: 0, style: Style(foreground: .rgb(200, 0, 0), background: .blue))
    #expect(edge.ansiUpdate(from: bars).hasSuffix("▌\u{1B}[0m"))
    var letter = bars
    letter.put("a", x: 0, y: 0, style: red)
    #expect(letter.ansiUpdate(from: bars) != "")
    // From a plain screen, the blocks go out as blanks in their colour.
    var plain = Canvas(width: 3, height: 1)
    plain.put("abc", x: 0, y: 0)
    #expect(
      bars.ansiUpdate(from: plain) == "\u{1B}[1;1H\u{1B}[0;38;2;200;0;0;48;2;200;0;0m   \u{1B}[0m"
    )
  }
}
