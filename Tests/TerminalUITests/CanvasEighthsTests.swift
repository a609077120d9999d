import Testing

@testable import TerminalUI

/// A solid fill's edge part-way across cells, drawn in eighth blocks.
@Suite struct CanvasEighthsTests {
  private let red = Color.rgb(255, 0, 0)
  private let blue = Color.rgb(0, 0, 255)
  private let green = Color.rgb(0, 255, 0)

  /// A canvas of one row: `colours` as solid cells, left to right.
  private func row(_ colours: [Color], traits: CanvasTraits = CanvasTraits()) -> Canvas {
    var canvas = Canvas(width: colours.count, height: 1, traits: traits)
    for (x, colour) in colours.enumerated() {
      canvas.fill(
        CellRect(x: x, y: 0, width: 1, height: 1),
        style: Style(foreground: colour, background: colour)
      )
    }
    return canvas
  }

  @Test func aFillFromTheRightCoversTheRightEighthsOfTheCellBesideIt() {
    // Red lies over the right three eighths of the middle cell, blue beneath.
    var canvas = row([blue, blue, red])
    let beneath = [canvas[x: 1, y: 0]]
    canvas.drawFillEdge(
      along: CellRect(x: 1, y: 0, width: 1, height: 1),
      side: .trailing,
      eighths: 3,
      beneath: beneath[...]
    )
    #expect(canvas[x: 1, y: 0].character == "▋")
    #expect(canvas[x: 1, y: 0].style == Style(foreground: blue, background: red))
  }

  @Test func aFillFromTheLeftIsTheBlocksForeground() {
    var canvas = row([red, blue, blue])
    canvas.drawFillEdge(
      along: CellRect(x: 1, y: 0, width: 1, height: 1),
      side: .leading,
      eighths: 3,
      beneath: [canvas[x: 1, y: 0]]
    )
    #expect(canvas[x: 1, y: 0].character == "▍")
    #expect(canvas[x: 1, y: 0].style == Style(foreground: red, background: blue))
  }

  @Test func anEdgeOverAnotherEdgeTakesTheColourBesideIt() {
    // Beneath: green on the left five eighths, blue on the rest. Red from
    // the right over six eighths leaves two of green showing.
    var canvas = row([blue, blue, red])
    var beneath = [Cell]()
    canvas.drawFillEdge(
      along: CellRect(x: 1, y: 0, width: 1, height: 1),
      side: .trailing,
      eighths: 3,
      beneath: [Cell.blank(Style(foreground: green, background: green))]
    )
    canvas.appendCells(along: CellRect(x: 1, y: 0, width: 1, height: 1), to: &beneath)
    #expect(beneath[0].character == "▋")
    canvas.drawFillEdge(
      along: CellRect(x: 1, y: 0, width: 1, height: 1),
      side: .trailing,
      eighths: 6,
      beneath: beneath[...]
    )
    #expect(canvas[x: 1, y: 0].character == "▎")
    #expect(canvas[x: 1, y: 0].style == Style(foreground: green, background: red))
  }

  @Test func aFillFromBelowIsALowerBlock() {
    var canvas = Canvas(width: 1, height: 3)
    canvas.fill(CellRect(x: 0, y: 2, width: 1, height: 1), style: Style(background: red))
    canvas.fill(CellRect(x: 0, y: 1, width: 1, height: 1), style: Style(background: blue))
    canvas.drawFillEdge(
      along: CellRect(x: 0, y: 1, width: 1, height: 1),
      side: .bottom,
      eighths: 2,
      beneath: [canvas[x: 0, y: 1]]
    )
    #expect(canvas[x: 0, y: 1].character == "▂")
    #expect(canvas[x: 0, y: 1].style == Style(foreground: red, background: blue))
  }

  @Test func textBeneathAnyCellOfTheLineLeavesTheWholeLineAsItIs() {
    var canvas = Canvas(width: 2, height: 2)
    canvas.fill(CellRect(x: 1, y: 0, width: 1, height: 2), style: Style(background: red))
    canvas.fill(CellRect(x: 0, y: 0, width: 1, height: 1), style: Style(background: blue))
    canvas.put("a", x: 0, y: 1, style: Style(foreground: blue, background: green))
    let before = canvas.cells
    canvas.drawFillEdge(
      along: CellRect(x: 0, y: 0, width: 1, height: 2),
      side: .trailing,
      eighths: 4,
      beneath: [canvas[x: 0, y: 0], canvas[x: 0, y: 1]]
    )
    #expect(canvas.cells == before)
  }

  @Test(arguments: [
    CanvasTraits(colorDepth: .monochrome), CanvasTraits(repertoire: .ascii),
  ])
  func withoutColourOrBlocksTheCellStaysAsItIs(traits: CanvasTraits) {
    var canvas = row([blue, blue, red], traits: traits)
    let before = canvas.cells
    canvas.drawFillEdge(
      along: CellRect(x: 1, y: 0, width: 1, height: 1),
      side: .trailing,
      eighths: 3,
      beneath: [canvas[x: 1, y: 0]]
    )
    #expect(canvas.cells == before)
  }
}
