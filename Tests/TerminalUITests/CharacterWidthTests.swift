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

/// Scripts whose graphemes hold several scalars that take columns: a
/// Devanagari or Bengali syllable with its vowel signs and conjuncts, a
/// Thai consonant with sara am, old Hangul's jamo. Every scalar is kept,
/// and a grapheme takes the columns a terminal moves writing it.
@Suite struct ClusterTests {
  /// Each grapheme of `text` as "glyph/width".
  private func drawn(_ text: String) -> [String] {
    text.flatMap { CharacterWidth.glyphs(for: $0) }.map { "\($0.character)/\($0.width)" }
  }

  /// The columns a terminal that measures scalar by scalar (xterm, VTE,
  /// kitty; ncurses) moves writing `text`: `wcwidth` of each.
  private func terminalAdvance(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + max(0, CharacterWidth.systemWidth($1)) }
  }

  @Test func devanagariKeepsVowelSignsAndConjuncts() {
    #expect(drawn("हिमालय") == ["हि/2", "मा/2", "ल/1", "य/1"])
    #expect(CharacterWidth.glyphs(for: "हि").first?.character.unicodeScalars.count == 2)
    #expect(drawn("हिमालय").joined().unicodeScalars.count >= 6)
    // Six scalars in one grapheme: more than curses holds in a cell.
    #expect(drawn("स्त्री") == ["स्त्री/4"])
    #expect(drawn("कञ्चनजङ्घा") == ["क/1", "ञ्च/2", "न/1", "ज/1", "ङ्घा/3"])
  }

  @Test func bengaliKeepsVowelSignsAndConjuncts() {
    #expect(drawn("বাংলা") == ["বাং/3", "লা/2"])
    #expect(drawn("অন্নপূর্ণা") == ["অ/1", "ন্ন/2", "পূ/1", "র্ণা/3"])
  }

  @Test func thaiKeepsSaraAmAndMarksAbove() {
    #expect(drawn("ภูเขา") == ["ภู/1", "เ/1", "ข/1", "า/1"])
    #expect(drawn("ดอยคำ") == ["ด/1", "อ/1", "ย/1", "คำ/2"])
    #expect(drawn("น้ำตก") == ["น้ำ/2", "ต/1", "ก/1"])
  }

  @Test func hangulSyllablesAreWideAndJamoSequencesOneGrapheme() {
    #expect(drawn("한라산") == ["한/2", "라/2", "산/2"])
    // 한라 spelt in conjoining jamo: a leading consonant (wide) and the
    // vowel and final consonant it takes.
    let jamo = "\u{1112}\u{1161}\u{11AB}\u{1105}\u{1161}"
    #expect(drawn(jamo) == ["\u{1112}\u{1161}\u{11AB}/2", "\u{1105}\u{1161}/2"])
    // Old Hangul's doubled leading consonant: two wide jamo, one grapheme.
    #expect(drawn("\u{1100}\u{1100}\u{1161}") == ["\u{1100}\u{1100}\u{1161}/4"])
  }

  /// A grapheme whose width terminals disagree on, or of more scalars
  /// than a curses cell holds, is written to a terminal alone.
  @Test func graphemesTerminalsMeasureApartAreWrittenAlone() {
    func writtenAlone(_ character: Character) -> [Bool] {
      CharacterWidth.glyphs(for: character).map(\.isWrittenAlone)
    }
    #expect(writtenAlone("हि") == [true])
    #expect(writtenAlone("कञ्च".last!) == [true])
    #expect(writtenAlone("คำ") == [true])
    #expect(writtenAlone("❤\u{FE0F}") == [true])
    #expect(writtenAlone("ल") == [false])
    #expect(writtenAlone("ภู") == [false])
    #expect(writtenAlone("e\u{301}") == [false])
    #expect(writtenAlone("\u{1112}\u{1161}\u{11AB}") == [false])
    #expect(writtenAlone("a\u{300}\u{301}\u{302}\u{303}\u{304}\u{305}") == [true])
  }

  /// A grapheme of more than five scalars is numbered in a table: two
  /// glyphs of it are equal, and it reads back whole.
  @Test func aLongGraphemeIsNumberedOnce() {
    // Characters made at run time: the compiler's grapheme rules are
    // older than the library's, which join a conjunct (UAX #29, GB9c).
    let first = CharacterWidth.glyphs(for: Character("स्त्री" as String))
    #expect(first == CharacterWidth.glyphs(for: Character("स्त्री" as String)))
    #expect(first != CharacterWidth.glyphs(for: Character("स्त्रा" as String)))
    #expect(first.map { String($0.character) } == ["स्त्री"])
    let table = LongGraphemeTable(capacity: 1)
    #expect(table.number(of: [1, 2, 3, 4, 5, 6]) == 0)
    #expect(table.number(of: [1, 2, 3, 4, 5, 6]) == 0)
    #expect(table.number(of: [1, 2, 3, 4, 5, 7]) == nil)
    #expect(table.scalars(numbered: 0) == [1, 2, 3, 4, 5, 6])
  }

  /// Drawn and measured alike, and as wide as a terminal moves.
  @Test(arguments: [
    "हिमालय", "स्त्री", "कञ्चनजङ्घा", "বাংলা", "অন্নপূর্ণা", "ภูเขา", "ดอยคำ", "한라산",
    "\u{1112}\u{1161}\u{11AB}\u{1105}\u{1161}", "Huascara\u{301}n",
  ])
  func keepsEveryScalarAndTakesTheColumnsATerminalMoves(_ text: String) {
    #expect(drawn(text).map { $0.split(separator: "/")[0] }.joined() == text)
    #expect(CharacterWidth.width(of: text) == terminalAdvance(text))
  }
}
