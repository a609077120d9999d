import Testing

@testable import TerminalUI

@Suite("Truncation and wrapping")
struct TextLayoutTests {
  @Test func textThatFitsIsUnchanged() {
    #expect(TextLayout.truncate("Grid", toWidth: 4) == "Grid")
  }

  @Test func longTextEndsInAnEllipsis() {
    #expect(TextLayout.truncate("Compositional", toWidth: 6) == "Compo…")
  }

  @Test func spacesBeforeTheEllipsisAreDropped() {
    #expect(TextLayout.truncate("Two words", toWidth: 5) == "Two…")
  }

  @Test func wideGlyphThatWouldStraddleTheEllipsisIsLeftOut() {
    // "中文字" is 6 columns; in 4 only "中" (2) + "…" (1) fit.
    #expect(TextLayout.truncate("中文字", toWidth: 4) == "中…")
  }

  @Test func asciiEllipsisIsThreeDots() {
    #expect(TextLayout.truncate("Compositional", toWidth: 6, repertoire: .ascii) == "Com...")
    #expect(TextLayout.truncate("Compositional", toWidth: 2, repertoire: .ascii) == "..")
  }

  @Test func tooNarrowForAnythingButTheEllipsis() {
    #expect(TextLayout.truncate("abc", toWidth: 1) == "…")
    #expect(TextLayout.truncate("abc", toWidth: 0) == "")
  }

  @Test func wrapsAtSpaces() {
    let lines = TextLayout.wrap("the quick brown fox jumps", width: 10)
    #expect(lines == ["the quick", "brown fox", "jumps"])
  }

  @Test func longWordsBreakBetweenGraphemes() {
    #expect(TextLayout.wrap("abcdefgh ij", width: 3) == ["abc", "def", "gh", "ij"])
  }

  @Test func newlinesAlwaysBreak() {
    #expect(TextLayout.wrap("one\n\ntwo", width: 10) == ["one", "", "two"])
  }

  @Test func wideGlyphsDoNotStraddleLineEnds() {
    #expect(TextLayout.wrap("中文字", width: 3) == ["中", "文", "字"])
  }

  @Test func noWidthNoLines() {
    #expect(TextLayout.wrap("text", width: 0) == [])
  }
}

@Suite("Leading truncation")
struct LeadingTruncationTests {
  @Test func keepsTheEndAfterAnEllipsis() {
    #expect(TextLayout.truncateLeading("Simple List", toWidth: 20) == "Simple List")
    #expect(TextLayout.truncateLeading("Simple List", toWidth: 6) == "…List")
    #expect(TextLayout.truncateLeading("Simple List", toWidth: 1) == "…")
    #expect(TextLayout.truncateLeading("Simple List", toWidth: 0) == "")
    #expect(TextLayout.truncateLeading("Simple List", toWidth: 7, repertoire: .ascii) == "...List")
  }

  @Test func wideGlyphsCountTwoColumns() {
    // "山" takes two columns; the suffix never splits one.
    #expect(TextLayout.truncateLeading("Mountains 山山", toWidth: 5) == "…山山")
    #expect(TextLayout.truncateLeading("Mountains 山山", toWidth: 4) == "…山")
  }
}
