import Testing

@testable import TerminalUI

@Suite("Headless rendering")
struct RenderingTests {
  @Test func plainTextIsExactlyHeightLinesWithoutTrailingSpaces() {
    var canvas = Canvas(width: 6, height: 3)
    canvas.put("ab", x: 1, y: 0)
    canvas.put("中", x: 4, y: 2)
    #expect(canvas.plainText() == " ab\n\n    中\n")
  }

  @Test func ansiTextEmitsOneSequencePerStyleChange() {
    var canvas = Canvas(width: 6, height: 2)
    canvas.put("ab", x: 0, y: 0, style: Style(foreground: .red, attributes: .bold))
    canvas.put("c", x: 2, y: 0)
    canvas.put("d", x: 0, y: 1, style: Style(background: .indexed(33)))
    let expected =
      "\u{1B}[0;1;31mab\u{1B}[0mc\n"
      + "\u{1B}[0;48;5;33md\u{1B}[0m\n"
    #expect(canvas.ansiText(colorDepth: .trueColor) == expected)
  }

  @Test func ansiTextKeepsStyledTrailingSpaces() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.fill(CellRect(x: 2, y: 0, width: 2, height: 1), style: Style(attributes: .reverse))
    #expect(canvas.ansiText() == "  \u{1B}[0;7m  \u{1B}[0m\n")
  }

  @Test func ansiTextConvertsColoursToTheDepth() {
    var canvas = Canvas(width: 2, height: 1)
    canvas.put(
      "x",
      x: 0,
      y: 0,
      style: Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 0))
    )
    #expect(
      canvas.ansiText(colorDepth: .trueColor) == "\u{1B}[0;38;2;255;0;0;48;2;0;0;0mx\u{1B}[0m\n"
    )
    #expect(canvas.ansiText(colorDepth: .indexed256) == "\u{1B}[0;38;5;196;48;5;16mx\u{1B}[0m\n")
    #expect(canvas.ansiText(colorDepth: .ansi16) == "\u{1B}[0;91;40mx\u{1B}[0m\n")
    #expect(canvas.ansiText(colorDepth: .ansi8) == "\u{1B}[0;31;40mx\u{1B}[0m\n")
    #expect(canvas.ansiText(colorDepth: .monochrome) == "x\n")
  }

  @Test func ansiTextWritesAllAttributes() {
    var canvas = Canvas(width: 1, height: 1)
    canvas.put(
      "x",
      x: 0,
      y: 0,
      style: Style(attributes: [.bold, .dim, .italic, .underline, .reverse])
    )
    #expect(canvas.ansiText() == "\u{1B}[0;1;2;3;4;7mx\u{1B}[0m\n")
  }

  @Test func headlessTerminalKeepsTheLastFrame() {
    let terminal = HeadlessTerminal(width: 5, height: 2)
    #expect(terminal.text == "\n\n")
    var canvas = terminal.makeCanvas()
    canvas.put("hi", x: 0, y: 1, style: Style(foreground: .green))
    terminal.present(canvas)
    #expect(terminal.frameCount == 1)
    #expect(terminal.text == "\nhi\n")
    #expect(terminal.ansiText == "\n\u{1B}[0;32mhi\u{1B}[0m\n")
  }

  @Test func headlessTerminalAppliesItsColourDepth() {
    let terminal = HeadlessTerminal(width: 2, height: 1, colorDepth: .monochrome)
    var canvas = terminal.makeCanvas()
    canvas.put("x", x: 0, y: 0, style: Style(foreground: .red, attributes: .underline))
    terminal.present(canvas)
    #expect(terminal.ansiText == "\u{1B}[0;4mx\u{1B}[0m\n")
  }

  @Test func headlessTerminalReplaysScriptedEvents() {
    let terminal = HeadlessTerminal(width: 10, height: 4)
    terminal.enqueue([.key(.down), .character("x")])
    terminal.resize(width: 20, height: 6)
    #expect(terminal.readEvent(timeout: 16) == .key(.down))
    #expect(terminal.readEvent(timeout: nil) == .character("x"))
    #expect(terminal.readEvent(timeout: 0) == .resize(width: 20, height: 6))
    #expect(terminal.readEvent(timeout: nil) == nil)
    #expect(terminal.size == CellSize(width: 20, height: 6))
    #expect(terminal.makeCanvas().size == CellSize(width: 20, height: 6))
  }
}
