import Testing

@testable import TerminalUI

@Suite("Canvas")
struct CanvasTests {
  /// The canvas's rows as text, continuation cells shown as "·" so tests can
  /// see where a wide glyph's second half is.
  private func rows(_ canvas: Canvas) -> [String] {
    (0..<canvas.height).map { y in
      String(canvas.row(y).map { $0.isContinuation ? "·" : $0.character })
    }
  }

  @Test func putWritesTextAndReturnsTheNextColumn() {
    var canvas = Canvas(width: 8, height: 1)
    let end = canvas.put("abc", x: 2, y: 0)
    #expect(end == 5)
    #expect(rows(canvas) == ["  abc   "])
  }

  @Test func wideGlyphsTakeALeaderAndAContinuationCell() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.put("a中b", x: 0, y: 0)
    #expect(rows(canvas) == ["a中·b  "])
    #expect(canvas[x: 1, y: 0].width == 2)
    #expect(canvas[x: 2, y: 0].isContinuation)
  }

  @Test func overwritingTheSecondHalfOfAWideGlyphBlanksTheFirst() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.put("中", x: 0, y: 0)
    canvas.put("x", x: 1, y: 0)
    #expect(rows(canvas) == [" x  "])
  }

  @Test func overwritingTheFirstHalfOfAWideGlyphBlanksTheSecond() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.put("中", x: 1, y: 0)
    canvas.put("x", x: 1, y: 0)
    #expect(rows(canvas) == [" x  "])
  }

  @Test func wideGlyphOverlappingAnotherByOneCell() {
    var canvas = Canvas(width: 5, height: 1)
    canvas.put("中", x: 0, y: 0)
    canvas.put("文", x: 1, y: 0)
    #expect(rows(canvas) == [" 文·  "])
  }

  @Test func wideGlyphAtTheRightEdgeBecomesASpace() {
    var canvas = Canvas(width: 3, height: 1)
    canvas.put("ab中", x: 0, y: 0, style: Style(attributes: .bold))
    #expect(rows(canvas) == ["ab "])
    #expect(canvas[x: 2, y: 0].style.attributes == .bold)
  }

  @Test func clipRectangleConfinesDrawing() {
    var canvas = Canvas(width: 6, height: 3)
    canvas.withClip(CellRect(x: 1, y: 1, width: 3, height: 1)) { canvas in
      canvas.put("abcdef", x: 0, y: 1)
      canvas.put("zzz", x: 0, y: 0)
    }
    #expect(rows(canvas) == ["      ", " bcd  ", "      "])
    #expect(canvas.clip == canvas.bounds)
  }

  @Test func nestedClipsIntersect() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.pushClip(CellRect(x: 0, y: 0, width: 4, height: 1))
    canvas.pushClip(CellRect(x: 2, y: 0, width: 4, height: 1))
    canvas.put("abcdef", x: 0, y: 0)
    canvas.popClip()
    canvas.popClip()
    #expect(rows(canvas) == ["  cd  "])
  }

  @Test func wideGlyphCutByTheLeftClipEdgeShowsASpace() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.fill(canvas.bounds, with: ".")
    canvas.withClip(CellRect(x: 2, y: 0, width: 3, height: 1)) { canvas in
      canvas.put("中文", x: 1, y: 0)
    }
    // 中 covers columns 1–2 (only 2 visible): a space; 文 covers 3–4.
    #expect(rows(canvas) == [".. 文·."])
  }

  @Test func wideGlyphCutByTheRightClipEdgeShowsASpace() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.fill(canvas.bounds, with: ".")
    canvas.withClip(CellRect(x: 0, y: 0, width: 3, height: 1)) { canvas in
      canvas.put("a中", x: 1, y: 0)
    }
    #expect(rows(canvas) == [".a ..."])
  }

  @Test func textBeyondTheCanvasIsClipped() {
    var canvas = Canvas(width: 3, height: 2)
    canvas.put("abcdef", x: -2, y: 0)
    canvas.put("abc", x: 0, y: 5)
    #expect(rows(canvas) == ["cde", "   "])
  }

  @Test func putWithAWidthTruncatesWithAnEllipsis() {
    var canvas = Canvas(width: 10, height: 1)
    canvas.put("Orthogonal Sections", x: 1, y: 0, width: 8)
    #expect(rows(canvas) == [" Orthogo… "])
  }

  @Test func putWithAWidthAligns() {
    var canvas = Canvas(width: 9, height: 3)
    canvas.put("abc", x: 0, y: 0, width: 9, alignment: .leading)
    canvas.put("abc", x: 0, y: 1, width: 9, alignment: .center)
    canvas.put("abc", x: 0, y: 2, width: 9, alignment: .trailing)
    #expect(rows(canvas) == ["abc      ", "   abc   ", "      abc"])
  }

  @Test func putWrappedBreaksLinesAndEllipsizesTheLastRow() {
    var canvas = Canvas(width: 10, height: 3)
    let used = canvas.putWrapped(
      "the quick brown fox jumps over",
      in: CellRect(x: 0, y: 0, width: 10, height: 2)
    )
    #expect(used == 2)
    #expect(rows(canvas) == ["the quick ", "brown fox…", "          "])
  }

  @Test func fillCoversTheRectangleWithinTheClip() {
    var canvas = Canvas(width: 4, height: 3)
    canvas.fill(CellRect(x: 1, y: 1, width: 10, height: 10), with: "#")
    #expect(rows(canvas) == ["    ", " ###", " ###"])
  }

  @Test func fillWithAWideGlyphStepsByTwo() {
    var canvas = Canvas(width: 5, height: 1)
    canvas.fill(canvas.bounds, with: "中")
    #expect(rows(canvas) == ["中·中· "])
  }

  @Test func boxStyles() {
    var canvas = Canvas(width: 12, height: 3)
    canvas.drawBox(CellRect(x: 0, y: 0, width: 4, height: 3), box: .light)
    canvas.drawBox(CellRect(x: 4, y: 0, width: 4, height: 3), box: .rounded)
    canvas.drawBox(CellRect(x: 8, y: 0, width: 4, height: 3), box: .heavy)
    #expect(rows(canvas) == ["┌──┐╭──╮┏━━┓", "│  ││  │┃  ┃", "└──┘╰──╯┗━━┛"])
  }

  /// A heavy box (a focused cell) stays apart from the light boxes beside
  /// it in ASCII too.
  @Test func boxesFallBackToASCIIWithoutUnicode() {
    var canvas = Canvas(width: 10, height: 3, repertoire: .ascii)
    canvas.drawBox(CellRect(x: 0, y: 0, width: 5, height: 3), box: .rounded)
    canvas.drawBox(CellRect(x: 5, y: 0, width: 5, height: 3), box: .heavy)
    #expect(rows(canvas) == ["+---+#===#", "|   |#   #", "+---+#===#"])
  }

  @Test func boxIsClipped() {
    var canvas = Canvas(width: 4, height: 2)
    canvas.withClip(CellRect(x: 0, y: 0, width: 3, height: 2)) { canvas in
      canvas.drawBox(CellRect(x: 0, y: 0, width: 4, height: 3))
    }
    #expect(rows(canvas) == ["┌── ", "│   "])
  }

  @Test func asciiCanvasReplacesNonASCIIText() {
    var canvas = Canvas(width: 9, height: 1, repertoire: .ascii)
    canvas.put("café 中…", x: 0, y: 0)
    #expect(rows(canvas) == ["cafe ?..."])
  }

  @Test func updateStyleKeepsGlyphs() {
    var canvas = Canvas(width: 4, height: 1)
    canvas.put("ab", x: 0, y: 0, style: Style(foreground: .red))
    canvas.updateStyle(in: CellRect(x: 1, y: 0, width: 2, height: 1)) {
      $0.attributes.insert(.reverse)
    }
    #expect(rows(canvas) == ["ab  "])
    #expect(canvas[x: 0, y: 0].style == Style(foreground: .red))
    #expect(canvas[x: 1, y: 0].style == Style(foreground: .red, attributes: .reverse))
    #expect(canvas[x: 2, y: 0].style == Style(attributes: .reverse))
    #expect(canvas[x: 3, y: 0].style == .plain)
  }

  @Test func emojiWithAmbiguousWidthIsDrawnInItsFallbackForm() {
    var canvas = Canvas(width: 8, height: 1)
    canvas.put("❤️🧑‍🍳🇯🇵!", x: 0, y: 0)
    #expect(rows(canvas) == ["❤️·🧑·JP! "])
  }

  @Test func aTerminalsCanvasHasItsRepertoireAndColourDepth() {
    let terminal = HeadlessTerminal(width: 3, height: 2, colorDepth: .ansi8, repertoire: .ascii)
    let canvas = terminal.makeCanvas()
    #expect(canvas.size == CellSize(width: 3, height: 2))
    #expect(canvas.repertoire == .ascii)
    #expect(canvas.colorDepth == .ansi8)
  }

  /// Drawing an image is copying each of its glyphs, as `put` writes them:
  /// checked for every origin and clip across a row where wide glyphs of
  /// the canvas and of the image meet the image's and the clip's edges.
  @Test func drawingAnImageWritesEachOfItsGlyphs() {
    var image = Canvas(width: 5, height: 2)
    image.put("中a文", x: 0, y: 0, style: Style(attributes: .bold))
    image.put("b中c", x: 0, y: 1, style: Style(attributes: .underline))
    var background = Canvas(width: 9, height: 3)
    for y in 0..<3 { background.put("中x文y中", x: y % 2, y: y) }
    for originX in -5...9 {
      for originY in -2...3 {
        for clipX in 0..<9 {
          for clipWidth in 0...(9 - clipX) {
            let clip = CellRect(x: clipX, y: 0, width: clipWidth, height: 3)
            var drawn = background
            drawn.withClip(clip) { $0.draw(image, at: CellPoint(x: originX, y: originY)) }
            var written = background
            written.withClip(clip) { canvas in
              for y in 0..<image.height {
                for x in 0..<image.width where !image[x: x, y: y].isContinuation {
                  let cell = image[x: x, y: y]
                  canvas.put(
                    String(cell.character),
                    x: originX + x,
                    y: originY + y,
                    style: cell.style
                  )
                }
              }
            }
            #expect(drawn.cells == written.cells, "at (\(originX), \(originY)) in \(clip)")
          }
        }
      }
    }
  }

  /// Drawing a part of an image is drawing the image placed so that part
  /// lands at the origin, clipped to where the part lands: cut wide glyphs
  /// included.
  @Test func drawingAPartOfAnImageIsDrawingItClippedToThePart() {
    var image = Canvas(width: 6, height: 3)
    image.put("中a文b", x: 0, y: 0, style: Style(attributes: .bold))
    image.put("c中d中", x: 0, y: 1)
    image.put("xyz中", x: 1, y: 2, style: Style(attributes: .underline))
    var background = Canvas(width: 9, height: 4)
    for y in 0..<4 { background.put("中x文y中", x: y % 2, y: y) }
    for partX in 0..<6 {
      for partWidth in 1...(6 - partX) {
        for partY in 0..<3 {
          let part = CellRect(x: partX, y: partY, width: partWidth, height: 3 - partY)
          for originX in -2...8 {
            let origin = CellPoint(x: originX, y: 1)
            var drawn = background
            drawn.draw(image, from: part, at: origin)
            var clipped = background
            let landing = CellRect(x: originX, y: 1, width: part.width, height: part.height)
            clipped.withClip(landing) {
              $0.draw(image, at: CellPoint(x: originX - part.x, y: 1 - part.y))
            }
            #expect(drawn.cells == clipped.cells, "\(part) at \(origin)")
          }
        }
      }
    }
  }
}

/// Names in scripts whose graphemes take several columns, drawn whole.
@Suite struct CanvasClusterTests {
  static let names = [
    "हिमालय", "स्त्री", "कञ्चनजङ्घा", "বাংলা", "অন্নপূর্ণা", "ภูเขา", "ดอยคำ", "한라산",
    "\u{1112}\u{1161}\u{11AB}\u{1105}\u{1161}",
  ]

  /// Put, then read back: the row's text is the name, and the name takes
  /// the columns a terminal moves writing it (`wcwidth` of each scalar).
  @Test(arguments: names)
  func aNameReadsBackWhole(_ name: String) {
    var canvas = Canvas(width: 20, height: 1)
    let end = canvas.put(name, x: 1, y: 0)
    #expect(canvas.plainText() == " " + name + "\n")
    let advance = name.unicodeScalars.reduce(0) { $0 + max(0, CharacterWidth.systemWidth($1)) }
    #expect(end == 1 + advance)
    #expect(canvas.row(0)[1..<end].reduce(0) { $0 + $1.width } == advance)
    #expect(canvas.row(0)[end...].allSatisfy { $0.glyph.isSpace && !$0.isContinuation })
  }

  /// A grapheme three columns wide has a leader and two continuation
  /// cells; drawing over any of them blanks the rest, as over half of a
  /// wide glyph.
  @Test func aGraphemeThreeColumnsWideIsOneLeaderAndTwoContinuations() {
    var canvas = Canvas(width: 6, height: 1)
    canvas.put("বাং", x: 1, y: 0)
    #expect(canvas[x: 1, y: 0].width == 3)
    #expect(canvas[x: 2, y: 0].isContinuation && canvas[x: 3, y: 0].isContinuation)
    #expect(canvas.plainText() == " বাং\n")
    for column in 1...3 {
      var drawnOver = canvas
      drawnOver.put("x", x: column, y: 0)
      #expect(drawnOver.plainText() == String(repeating: " ", count: column) + "x\n")
      #expect(drawnOver.row(0).allSatisfy { !$0.isContinuation })
    }
  }

  /// A grapheme the clip cuts becomes spaces on its visible part.
  @Test func aWideGraphemeTheClipCutsBecomesSpaces() {
    for clip in [
      CellRect(x: 0, y: 0, width: 3, height: 1), CellRect(x: 2, y: 0, width: 4, height: 1),
    ] {
      var canvas = Canvas(width: 6, height: 1)
      canvas.withClip(clip) { $0.put("বাং", x: 1, y: 0, style: Style(attributes: .bold)) }
      #expect(canvas.plainText() == "\n")
      #expect(canvas.row(0).allSatisfy { !$0.isContinuation })
      #expect(canvas[x: 2, y: 0].style.attributes == .bold)
    }
  }

  /// Copying a run of cells (a moving element) that cuts a grapheme at
  /// either end leaves spaces for its cut parts.
  @Test func aRunCuttingAGraphemeLeavesSpaces() {
    var image = Canvas(width: 6, height: 1)
    image.put("aবাংb", x: 0, y: 0)
    var canvas = Canvas(width: 6, height: 1)
    canvas.draw(image, from: CellRect(x: 2, y: 0, width: 4, height: 1), at: CellPoint(x: 0, y: 0))
    #expect(canvas.plainText() == "  b\n")
    canvas.draw(image, from: CellRect(x: 0, y: 0, width: 3, height: 1), at: CellPoint(x: 3, y: 0))
    #expect(canvas.plainText() == "  ba\n")
    #expect(canvas.row(0).allSatisfy { !$0.isContinuation })
  }
}
