import CNcursesw

/// Measures graphemes in terminal columns, the way the canvas draws them.
///
/// A Swift `Character` is a grapheme cluster; terminals measure scalars with
/// `wcwidth` and disagree with each other about emoji sequences ("❤️" is one
/// column to ncurses and two in many terminals; "🧑‍🍳" four to ncurses, two on
/// screen). A canvas that measures differently from the terminal misaligns the
/// rest of the row, so every grapheme is first reduced to a form whose width
/// all of them agree on:
///
/// 1. Printable ASCII is itself, 1 column. A tab becomes a space; other control
///    characters become U+FFFD "�".
/// 2. A flag (a pair of regional indicators) becomes its two ASCII letters,
///    "🇯🇵" → "JP": 2 narrow glyphs. Terminals draw flags as one wide glyph,
///    two narrow letters, or two boxes.
/// 3. An emoji that is text unless asked otherwise, asked for its emoji form
///    with VS16 ("❤️", "☮️"), stays that pair, two columns wide: the
///    emoji presentation the text asks for. `wcwidth`, and so ncurses, take
///    it for one column and many terminals for two; it is written alone so
///    that either keeps the row in step (``Glyph/isWrittenAlone``).
/// 4. Another emoji (a grapheme whose first scalar is one, keycap digits
///    included) keeps its first scalar and the combining marks after it,
///    and drops what makes it an emoji sequence: variation selectors
///    (VS15/VS16), the first zero-width joiner and everything after it,
///    skin-tone modifiers, tag characters and the keycap mark. "❤︎" → "❤",
///    "⛺️" → "⛺", "🧑‍🍳" → "🧑", "👍🏽" → "👍", "1️⃣" → "1".
/// 5. Any other grapheme keeps every scalar: a letter with its accents
///    ("é" as e + U+0301), a Devanagari or Bengali syllable with its vowel
///    signs and conjuncts ("हि", "स्त्री", "বাং"), Thai with its marks and
///    sara am ("คำ"), Hangul spelt in conjoining jamo. It takes the columns
///    a terminal moves writing it: the sum of `wcwidth` of its scalars, in
///    which a spacing vowel sign or sara am counts 1, a combining mark or a
///    virama 0, a Hangul leading consonant 2 and the vowel and final
///    consonant after it 0 ("हि" 2, "स्त्री" 4, "한" in jamo 2). xterm,
///    VTE, kitty, urxvt, st, alacritty, tmux, screen and ncurses all
///    measure scalar by scalar, so this is where they leave the cursor, and
///    where the canvas puts what follows. A terminal that measures whole
///    graphemes gives one at most as many columns (often its first
///    scalar's); a grapheme of several scalars that take columns is
///    written alone over blanks (``Glyph/isWrittenAlone``), so there too
///    the row stays in step, the grapheme followed by a blank. A scalar
///    the C library does not know (−1) after the first is left out.
/// 6. An emoji that fonts draw two columns wide but `wcwidth` measures one
///    ("🏔") becomes a close emoji two columns everywhere ("🗻"), and U+F8FF
///    the word "Apple" (``EmojiStandIn``).
/// 7. Widths are `wcwidth` in a UTF-8 locale (glibc's tables, the ones
///    ncurses uses): of the first scalar, or the sum of rule 5. A first
///    scalar the C library does not know (−1, such as the Unicode 15 emoji
///    "🛜") becomes "�", 1 column: a terminal would draw it 1 or 2 wide, or
///    not at all. A grapheme whose first scalar is zero-width (a lone
///    joiner, U+200B) is not drawn.
///
/// With the ``Repertoire/ascii`` repertoire a non-ASCII grapheme becomes its
/// usual ASCII stand-in where it has one ("›" → ">", "…" → "...", "é" → "e",
/// "✓" → "v"), and "?" otherwise.
public enum CharacterWidth {
  /// The glyphs `character` is drawn as, left to right; empty when it takes no
  /// column.
  public static func glyphs(for character: Character, repertoire: Repertoire = .unicode) -> [Glyph]
  {
    var result: [Glyph] = []
    forEachGlyph(of: character, repertoire: repertoire) { result.append($0) }
    return result
  }

  /// The columns `character` takes on the canvas.
  public static func width(of character: Character, repertoire: Repertoire = .unicode) -> Int {
    var total = 0
    forEachGlyph(of: character, repertoire: repertoire) { total += $0.width }
    return total
  }

  /// The columns `text` takes on the canvas, drawn on one line.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func width(of text: String, repertoire: Repertoire = .unicode) -> Int {
    measure(text, repertoire: repertoire)
  }

  /// The columns `text` takes on the canvas, drawn on one line.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func width(of text: Substring, repertoire: Repertoire = .unicode) -> Int {
    measure(text, repertoire: repertoire)
  }

  /// The columns `text` takes on the canvas, drawn on one line.
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func width(of text: some StringProtocol, repertoire: Repertoire = .unicode) -> Int {
    measure(text, repertoire: repertoire)
  }

  // Overloads for String and Substring beside the generic one, so that
  // other modules call code specialised for them: through the protocol,
  // measuring a word costs several times as much.
  private static func measure(_ text: some StringProtocol, repertoire: Repertoire) -> Int {
    // Printable ASCII is one column a byte, as `Canvas.put` draws it.
    let asciiWidth = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy(isPrintableASCII) ? bytes.count : nil
    }
    if let asciiWidth, let asciiWidth { return asciiWidth }
    var total = 0
    forEachGlyph(of: text, repertoire: repertoire) { total += $0.width }
    return total
  }

  /// Whether `byte` is a printable ASCII character, a character and a
  /// column of its own: the text fast paths take only these.
  static func isPrintableASCII(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F
  }

  static let replacement = Glyph(GlyphScalars(first: 0xFFFD), width: 1)
  static let space = Glyph(ascii: 0x20)
  static let unknownASCII = Glyph(ascii: 0x3F)

  /// Calls `body` with each glyph of `character`, for the canvas's inner
  /// loop: no array is built unless the grapheme has several scalars.
  @inline(__always)
  static func forEachGlyph(
    of character: Character,
    repertoire: Repertoire,
    _ body: (Glyph) -> Void
  ) {
    // The scalars through an iterator, not `asciiValue` (several hundred
    // instructions a call) nor indices (each validated, half that): this
    // runs for every cell filled.
    let scalars = character.unicodeScalars
    var iterator = scalars.makeIterator()
    let first = iterator.next()!
    if iterator.next() == nil {
      forEachGlyph(ofScalar: first, repertoire: repertoire, body)
      return
    }
    guard repertoire == .unicode else {
      for byte in asciiStandIn(for: first) {
        body(Glyph(ascii: byte))
      }
      return
    }
    if isRegionalIndicator(first) {
      for scalar in scalars where isRegionalIndicator(scalar) {
        body(Glyph(ascii: UInt8(0x41 + scalar.value - 0x1F1E6)))
      }
      return
    }
    if let standIn = EmojiStandIn.standIn(for: first) {
      forEachGlyph(of: standIn, repertoire: repertoire, body)
      return
    }
    let width = systemWidth(first)
    // C1 controls, unassigned code points and scalars newer than the C
    // library's tables are all -1.
    if width < 0 {
      body(replacement)
      return
    }
    guard width > 0 else { return }
    if first.properties.isEmoji {
      if width == 1 && !first.isASCII && scalars.dropFirst().first == emojiPresentationSelector {
        // An emoji shown as text unless asked otherwise ("❤", "☮"), asked
        // for its emoji form: drawn as an emoji is, two columns.
        body(Glyph(GlyphScalars([first, emojiPresentationSelector]), width: 2, writtenAlone: true))
        return
      }
      var kept = [first]
      for scalar in scalars.dropFirst() {
        if scalar == zeroWidthJoiner { break }
        if isSequenceMark(scalar) || systemWidth(scalar) != 0 { continue }
        kept.append(scalar)
      }
      body(glyph(of: kept, width: width, spacingScalars: 1))
      return
    }
    var kept = [first]
    var total = width
    var spacingScalars = 1
    for scalar in scalars.dropFirst() {
      let scalarWidth = systemWidth(scalar)
      guard scalarWidth >= 0 else { continue }
      kept.append(scalar)
      total += scalarWidth
      if scalarWidth > 0 { spacingScalars += 1 }
    }
    body(glyph(of: kept, width: total, spacingScalars: spacingScalars))
  }

  /// The glyph of a grapheme's `scalars`, `width` columns wide, of which
  /// `spacingScalars` take columns: written alone where terminals may
  /// measure it differently or curses cannot hold it in one cell.
  private static func glyph(of scalars: [Unicode.Scalar], width: Int, spacingScalars: Int)
    -> Glyph
  {
    Glyph(
      GlyphScalars(scalars),
      width: width,
      writtenAlone: spacingScalars > 1 || scalars.count > GlyphScalars.inlineCapacity
    )
  }

  /// Calls `body` with each glyph of `text`. When every scalar of `text` is
  /// a character of its own, scalar by scalar: splitting text into
  /// characters costs more than drawing them, and a title or a list row is
  /// mostly such text (letters, accents, punctuation, arrows, boxes).
  @inline(__always)
  static func forEachGlyph(
    of text: some StringProtocol,
    repertoire: Repertoire,
    _ body: (Glyph) -> Void
  ) {
    let scalars = text.unicodeScalars
    if scalars.allSatisfy(standsAlone) {
      for scalar in scalars { forEachGlyph(ofScalar: scalar, repertoire: repertoire, body) }
    } else {
      for character in text { forEachGlyph(of: character, repertoire: repertoire, body) }
    }
  }

  /// The glyphs of a character that is the one scalar `scalar`.
  @inline(__always)
  private static func forEachGlyph(
    ofScalar scalar: Unicode.Scalar,
    repertoire: Repertoire,
    _ body: (Glyph) -> Void
  ) {
    if scalar.isASCII {
      switch scalar.value {
      case 0x20..<0x7F: body(Glyph(ascii: UInt8(scalar.value)))
      case 0x09: body(space)
      default: body(repertoire == .unicode ? replacement : unknownASCII)
      }
      return
    }
    guard repertoire == .unicode else {
      for byte in asciiStandIn(for: scalar) {
        body(Glyph(ascii: byte))
      }
      return
    }
    if isRegionalIndicator(scalar) {
      body(Glyph(ascii: UInt8(0x41 + scalar.value - 0x1F1E6)))
      return
    }
    if let standIn = EmojiStandIn.standIn(for: scalar) {
      for standInScalar in standIn.unicodeScalars {
        forEachGlyph(ofScalar: standInScalar, repertoire: repertoire, body)
      }
      return
    }
    let width = isKnownNarrow(scalar) ? 1 : systemWidth(scalar)
    if width < 0 {
      body(replacement)
      return
    }
    guard width > 0 else { return }
    body(Glyph(GlyphScalars(first: scalar.value), width: width))
  }

  /// Whether `scalar` is a character of its own beside any other such
  /// scalar: printable ASCII, Latin letters and accents, punctuation,
  /// arrows, mathematical and technical signs, box drawing, shapes and
  /// dingbats. None of these is a combining mark, a joiner, a variation
  /// selector, a Hangul jamo, a regional indicator or a prepended mark, the
  /// scalars grapheme breaking joins to their neighbours (UAX #29); text
  /// holding any of those goes character by character.
  static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x27BF: true
    default: false
    }
  }

  /// Whether `scalar` is one the C library gives a width of 1 without
  /// asking it: Latin letters and accents, dashes and quotes, box drawing
  /// and block elements, which frames and swatches draw by the thousand.
  /// Asking costs two locale switches a scalar.
  static func isKnownNarrow(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xA0...0x2FF, 0x2010...0x2027, 0x2500...0x259F: true
    default: false
    }
  }

  private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
  /// VS16, which asks for a character's emoji form.
  static let emojiPresentationSelector: Unicode.Scalar = "\u{FE0F}"

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  /// Scalars that only change how an emoji is presented.
  private static func isSequenceMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xFE00...0xFE0F,  // variation selectors, VS15 and VS16 among them
      0x1F3FB...0x1F3FF,  // skin-tone modifiers
      0xE0020...0xE007F,  // tags (subdivision flags)
      0x20E3:  // combining enclosing keycap
      return true
    default:
      return false
    }
  }

  /// `wcwidth` in a UTF-8 locale, whatever the process's locale is, so that
  /// widths (and tests) do not depend on how the program was started.
  static func systemWidth(_ scalar: Unicode.Scalar) -> Int {
    guard let locale = UTF8Locale.shared.handle else {
      return Int(wcwidth(wchar_t(bitPattern: scalar.value)))
    }
    let previous = uselocale(locale)
    defer { uselocale(previous) }
    return Int(wcwidth(wchar_t(bitPattern: scalar.value)))
  }
}

/// A C.UTF-8 locale, made once and never freed.
private struct UTF8Locale: @unchecked Sendable {
  // @unchecked: the handle is created once and only ever read; glibc locale
  // objects are immutable and usable from any thread.
  let handle: locale_t?

  static let shared = UTF8Locale(handle: newlocale(CNCURSESW_LC_CTYPE_MASK, "C.UTF-8", nil))
}
