import Testing

@testable import TerminalUI

@Suite("Styles and geometry")
struct StyleTests {
  @Test(arguments: [
    Color.default, .ansi(0), .ansi(15), .indexed(0), .indexed(255), .rgb(0, 0, 0),
    .rgb(255, 255, 255), .rgb(1, 2, 3),
  ])
  func styleKeepsEveryColour(_ color: Color) {
    let style = Style(foreground: color, background: color)
    #expect(style.foreground == color)
    #expect(style.background == color)
  }

  @Test func stylesDifferByEachPart() {
    let base = Style(foreground: .red, background: .blue, attributes: .bold)
    #expect(base != Style(foreground: .red, background: .blue))
    #expect(base != Style(foreground: .red, background: .indexed(4), attributes: .bold))
    #expect(base != Style(foreground: .ansi(9), background: .blue, attributes: .bold))
    #expect(base.adding(.underline).attributes == [.bold, .underline])
  }

  @Test func rectIntersection() {
    let a = CellRect(x: 0, y: 0, width: 10, height: 5)
    let b = CellRect(x: 6, y: 3, width: 10, height: 10)
    #expect(a.intersection(b) == CellRect(x: 6, y: 3, width: 4, height: 2))
    #expect(a.intersection(CellRect(x: 20, y: 0, width: 3, height: 3)).isEmpty)
    #expect(a.insetBy(dx: 1, dy: 1) == CellRect(x: 1, y: 1, width: 8, height: 3))
    #expect(a.contains(x: 9, y: 4))
    #expect(!a.contains(x: 10, y: 4))
  }

  @Test func multiScalarGlyphsSurviveTheCanvas() {
    var canvas = Canvas(width: 3, height: 1)
    canvas.put("e\u{301}x", x: 0, y: 0)
    #expect(canvas[x: 0, y: 0].character == "e\u{301}")
    #expect(canvas[x: 0, y: 0].character.unicodeScalars.count == 2)
    #expect(canvas[x: 1, y: 0].character == "x")
  }
}
