import Testing

@testable import TerminalUI

@Suite("Character width")
struct CharacterWidthTests {
  private func glyphs(_ character: Character, _ repertoire: Repertoire = .unicode) -> [String] {
    CharacterWidth.glyphs(for: character, repertoire: repertoire).map {
      "\($0.character)/\($0.width)"
    }
  }

  @Test func asciiIsOneColumn() {
    #expect(glyphs("a") == ["a/1"])
    #expect(CharacterWidth.width(of: "hello") == 5)
  }

  @Test func eastAsianWideAndEmojiAreTwoColumns() {
    #expect(glyphs("中") == ["中/2"])
    #expect(glyphs("😀") == ["😀/2"])
    #expect(glyphs("🗻") == ["🗻/2"])
    #expect(CharacterWidth.width(of: "a中b") == 4)
  }

  @Test func textPresentationSymbolsAreOneColumn() {
    #expect(glyphs("★") == ["★/1"])
    #expect(glyphs("⛰") == ["⛰/1"])
  }

  /// VS16 after an emoji that is text by default asks for its emoji form:
  /// the pair stays, two columns. Elsewhere variation selectors go: an
  /// emoji that is one already needs none, text asked for stays text.
  @Test func emojiPresentationIsKeptTwoColumnsWide() {
    #expect(glyphs("❤️") == ["❤\u{FE0F}/2"])
    #expect(glyphs("☮️") == ["☮\u{FE0F}/2"])
    #expect(glyphs("⛰️") == ["⛰\u{FE0F}/2"])
    #expect(CharacterWidth.width(of: "❤️ Love") == 7)
    #expect(glyphs("⛺️") == ["⛺/2"])
    #expect(glyphs("❤\u{FE0E}") == ["❤/1"])
    #expect(glyphs("❤") == ["❤/1"])
  }

  @Test func zwjSequenceShowsItsFirstComponent() {
    #expect(glyphs("🧑‍🍳") == ["🧑/2"])
    #expect(glyphs("👨‍👩‍👧") == ["👨/2"])
  }

  @Test func skinToneAndKeycapAreDropped() {
    #expect(glyphs("👍🏽") == ["👍/2"])
    #expect(glyphs("1️⃣") == ["1/1"])
  }

  @Test func flagBecomesTwoLetters() {
    #expect(glyphs("🇯🇵") == ["J/1", "P/1"])
    #expect(CharacterWidth.width(of: "🇯🇵") == 2)
  }

  @Test func emojiUnknownToTheCLibraryBecomesReplacement() {
    #expect(glyphs("🛜") == ["\u{FFFD}/1"])
  }

  @Test func combiningMarksStayWithTheirBase() {
    let decomposed: Character = "e\u{301}"
    let result = CharacterWidth.glyphs(for: decomposed)
    #expect(result.count == 1)
    #expect(result.first?.width == 1)
    #expect(result.first?.character.unicodeScalars.count == 2)
  }

  @Test func controlCharactersAreReplacedAndTabIsASpace() {
    #expect(glyphs("\u{1}") == ["\u{FFFD}/1"])
    #expect(glyphs("\t") == [" /1"])
  }

  @Test func zeroWidthGraphemesTakeNoColumn() {
    #expect(glyphs("\u{200B}") == [])
  }

  @Test func asciiRepertoireShowsStandInsOrQuestionMarks() {
    #expect(glyphs("中", .ascii) == ["?/1"])
    #expect(glyphs("🗻", .ascii) == ["?/1"])
    #expect(glyphs("a", .ascii) == ["a/1"])
    #expect(glyphs("é", .ascii) == ["e/1"])
    #expect(glyphs("Ñ", .ascii) == ["N/1"])
    #expect(glyphs("›", .ascii) == [">/1"])
    #expect(glyphs("▾", .ascii) == ["v/1"])
    #expect(glyphs("✓", .ascii) == ["v/1"])
    #expect(glyphs("★", .ascii) == ["*/1"])
    #expect(glyphs("…", .ascii) == ["./1", "./1", "./1"])
    #expect(CharacterWidth.width(of: "Huascarán › Yerupajá", repertoire: .ascii) == 20)
  }

  @Test func localeCodesetPicksTheRepertoire() {
    #expect(Repertoire(codeset: "UTF-8") == .unicode)
    #expect(Repertoire(codeset: "utf8") == .unicode)
    #expect(Repertoire(codeset: "ANSI_X3.4-1968") == .ascii)
  }
}

/// The gallery's own glyphs: one column wide, and each with an ASCII
/// stand-in of its own rather than "?".
@Suite struct GalleryGlyphTests {
  static let glyphs = Array("⊖ⅈ✶⋆✓›▸▾◉━┃│─╭╮╰╯┏┓┗┛…↑↓←→≡·▲×")

  @Test(arguments: glyphs)
  func isOneColumnWithAnASCIIStandIn(_ glyph: Character) {
    #expect(CharacterWidth.width(of: String(glyph)) == 1)
    var canvas = Canvas(width: 3, height: 1, repertoire: .ascii)
    canvas.put(String(glyph), x: 0, y: 0)
    #expect(canvas[x: 0, y: 0].character != "?")
    #expect(canvas[x: 0, y: 0].character.isASCII)
  }

  /// Text of scalars that stand alone is drawn scalar by scalar: each of
  /// them, between any neighbours of its kind, is a character of its own,
  /// and drawn as that character is in either repertoire.
  @Test func scalarsThatStandAloneAreCharactersOfTheirOwn() {
    let standing = (0x20...0x2FFF).compactMap(Unicode.Scalar.init).filter(
      CharacterWidth.standsAlone
    )
    let neighbours = stride(from: 0, to: standing.count, by: 97).map { standing[$0] } + ["a", " "]
    for scalar in standing {
      for neighbour in neighbours {
        var text = String.UnicodeScalarView()
        text.append(contentsOf: [neighbour, scalar, neighbour])
        let string = String(text)
        #expect(string.count == 3, "U+\(String(scalar.value, radix: 16)) joins a neighbour")
        for repertoire in [Repertoire.unicode, .ascii] {
          var drawn: [Glyph] = []
          CharacterWidth.forEachGlyph(of: string, repertoire: repertoire) { drawn.append($0) }
          let byCharacter = string.flatMap {
            CharacterWidth.glyphs(for: $0, repertoire: repertoire)
          }
          #expect(drawn == byCharacter)
        }
      }
    }
  }

  /// Text holding a scalar that joins its neighbours is drawn character by
  /// character: an accent after a letter is one glyph with it.
  @Test func textWithCombiningMarksGoesCharacterByCharacter() {
    #expect(!CharacterWidth.standsAlone("\u{301}"))
    #expect(CharacterWidth.width(of: "Huascara\u{301}n ›") == 11)
  }

  /// The scalars whose width is taken as known without the C library are
  /// all narrow to the C library too, and some of each side of every such
  /// range are not in it.
  @Test func knownNarrowScalarsAreNarrowToTheCLibrary() {
    let known = (0...0x3000).compactMap(Unicode.Scalar.init).filter(CharacterWidth.isKnownNarrow)
    #expect(known.count > 700)
    for scalar in known {
      #expect(CharacterWidth.systemWidth(scalar) == 1, "U+\(String(scalar.value, radix: 16))")
    }
    #expect(!CharacterWidth.isKnownNarrow("\u{300}"))
    #expect(!CharacterWidth.isKnownNarrow("\u{200B}"))
    #expect(!CharacterWidth.isKnownNarrow("\u{231A}"))
  }

}

extension CharacterWidthTests {
  /// Emoji that fonts draw two columns wide where `wcwidth` (and so the
  /// terminal) gives one are drawn as a close emoji two columns everywhere,
  /// whole rather than a clipped sliver.
  @Test func textPresentationPictographsGetAWideStandIn() {
    #expect(glyphs("🏔") == ["🗻/2"])
    #expect(glyphs("🏖") == ["🌴/2"])
    #expect(glyphs("🖥") == ["💻/2"])
    #expect(glyphs("🏔\u{FE0F}") == ["🗻/2"])
    #expect(CharacterWidth.width(of: "🏔 Mountains") == 12)
    // One without a close emoji: the replacement, one column.
    #expect(glyphs("🌡") == ["\u{FFFD}/1"])
    // Text symbols of the same planes that are not emoji stay themselves.
    #expect(glyphs("\u{1F53E}") == ["\u{1F53E}/1"])
    // Symbols fonts have text glyphs for stay themselves.
    #expect(glyphs("❤") == ["❤/1"])
  }

  @Test func theAppleLogoIsTheWordApple() {
    #expect(CharacterWidth.width(of: "\u{F8FF} Watch") == 11)
    #expect(glyphs("\u{F8FF}").joined() == "A/1p/1p/1l/1e/1")
  }

  /// Every stand-in is itself drawn as it is, two columns wide.
  @Test func everyStandInIsWideAndFinal() {
    for value in UInt32(0x1F000)...0x1FAFF {
      guard let scalar = Unicode.Scalar(value), let standIn = EmojiStandIn.standIn(for: scalar),
        standIn != "\u{FFFD}"
      else { continue }
      #expect(CharacterWidth.width(of: standIn) == 2, "\(scalar) → \(standIn)")
      #expect(standIn.unicodeScalars.allSatisfy { EmojiStandIn.standIn(for: $0) == nil })
    }
  }
}
