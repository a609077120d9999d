import Testing

@testable import TerminalUI

@Suite("Canvas changes")
struct CanvasDiffTests {
  /// The changes as "x,y:c" strings, a continuation never being one.
  private func describe(_ changes: [CellChange]) -> [String] {
    changes.map { "\($0.x),\($0.y):\($0.cell.character)" }
  }

  private func canvas(_ lines: [String], width: Int) -> Canvas {
    var canvas = Canvas(width: width, height: lines.count)
    for (y, line) in lines.enumerated() { canvas.put(line, x: 0, y: y) }
    return canvas
  }

  @Test func identicalCanvasesHaveNoChanges() {
    let old = canvas(["a中b", "xyz"], width: 5)
    let new = canvas(["a中b", "xyz"], width: 5)
    #expect(new.changes(from: old).isEmpty)
  }

  @Test func oneChangedCellIsTheOnlyChange() {
    let old = canvas(["abc", "def"], width: 4)
    var new = old
    new.put("X", x: 1, y: 1)
    #expect(new.changes(from: old) == [CellChange(x: 1, y: 1, cell: new[x: 1, y: 1])])
  }

  @Test func withoutAPreviousFrameEveryCellButContinuationsIsAChange() {
    let new = canvas(["a中", "bc"], width: 3)
    #expect(describe(new.changes(from: nil)) == ["0,0:a", "1,0:中", "0,1:b", "1,1:c", "2,1: "])
  }

  @Test func aPreviousFrameOfAnotherSizeMakesEveryCellAChange() {
    let old = canvas(["ab", "cd"], width: 2)
    let new = canvas(["ab"], width: 2)
    #expect(describe(new.changes(from: old)) == ["0,0:a", "1,0:b"])
  }

  @Test func aChangeOfStyleAloneIsAChange() {
    let old = canvas(["abc"], width: 3)
    var new = old
    new.updateStyle(in: CellRect(x: 2, y: 0, width: 1, height: 1)) { $0.attributes = .bold }
    #expect(new.changes(from: old) == [CellChange(x: 2, y: 0, cell: new[x: 2, y: 0])])
  }

  /// The terminal blanks the second half of a wide glyph that a narrow one
  /// replaces, so the cell there is written even though it is a space.
  @Test func aWideGlyphReplacedByANarrowOneResendsItsSecondHalf() {
    let old = canvas(["中x"], width: 3)
    var new = old
    new.put("a", x: 0, y: 0)
    #expect(describe(new.changes(from: old)) == ["0,0:a", "1,0: "])
  }

  @Test func aWideGlyphReplacedByTwoNarrowOnesSendsBoth() {
    let old = canvas(["中x"], width: 3)
    let new = canvas(["abx"], width: 3)
    #expect(describe(new.changes(from: old)) == ["0,0:a", "1,0:b"])
  }

  @Test func narrowGlyphsReplacedByAWideOneSendOnlyTheWideGlyph() {
    let old = canvas(["abx"], width: 3)
    let new = canvas(["中x"], width: 3)
    #expect(describe(new.changes(from: old)) == ["0,0:中"])
  }

  /// Writing the new wide glyph redraws the continuation cell as well.
  @Test func aChangedWideGlyphIsOneChange() {
    let old = canvas(["中x"], width: 3)
    let new = canvas(["文x"], width: 3)
    #expect(describe(new.changes(from: old)) == ["0,0:文"])
  }

  @Test func aWideGlyphMovedByOneColumnRewritesTheColumnItLeft() {
    let old = canvas(["中  "], width: 4)
    let new = canvas([" 中 "], width: 4)
    #expect(describe(new.changes(from: old)) == ["0,0: ", "1,0:中"])
  }

  @Test func changesComeInRowMajorOrder() {
    let old = canvas(["....", "....", "...."], width: 4)
    var new = old
    for (x, y) in [(3, 2), (0, 2), (2, 0), (1, 1), (0, 0), (3, 1)] {
      new.put("#", x: x, y: y)
    }
    #expect(
      describe(new.changes(from: old)) == ["0,0:#", "2,0:#", "1,1:#", "3,1:#", "0,2:#", "3,2:#"]
    )
  }
}
