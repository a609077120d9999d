/// What one cell (or a wide pair of cells) shows: a grapheme and the columns it
/// takes, 1 or 2.
///
/// Stored as up to five Unicode scalars inline (curses' `CCHARW_MAX`; the
/// reduction in ``CharacterWidth`` never keeps more), so that cells are plain
/// values a frame can copy and compare without reference counting.
public struct Glyph: Hashable, Sendable {
  let scalars: GlyphScalars
  private let storedWidth: UInt8

  init(_ scalars: GlyphScalars, width: Int) {
    self.scalars = scalars
    self.storedWidth = UInt8(width)
  }

  /// A printable ASCII character.
  init(ascii byte: UInt8) {
    self.init(GlyphScalars(first: UInt32(byte)), width: 1)
  }

  /// The grapheme drawn, already reduced to a form with an unambiguous width.
  public var character: Character { scalars.character }

  /// 1 for a narrow glyph, 2 for a wide one, 0 for the trailing half of a
  /// wide glyph in a ``Cell``.
  public var width: Int { Int(storedWidth) }

  /// Whether this is an emoji asked for its emoji form (VS16 after it),
  /// two columns on the canvas where `wcwidth` and ncurses measure one.
  var isEmojiPresentationSequence: Bool {
    scalars.s1 == CharacterWidth.emojiPresentationSelector.value
  }

  /// Whether this is a space alone, which text output trims at line ends.
  var isSpace: Bool { scalars == CharacterWidth.space.scalars }

  /// Appends the glyph in UTF-8 to `bytes`: text output is built as bytes,
  /// without making a `Character` of every cell.
  func appendUTF8(to bytes: inout [UInt8]) {
    scalars.forEach { _, value in
      guard let scalar = Unicode.Scalar(value) else { return }
      UTF8.encode(scalar) { bytes.append($0) }
    }
  }
}

/// Up to five scalars, unused ones 0.
struct GlyphScalars: Hashable, Sendable {
  private(set) var s0: UInt32
  private(set) var s1: UInt32 = 0
  private(set) var s2: UInt32 = 0
  private(set) var s3: UInt32 = 0
  private(set) var s4: UInt32 = 0

  init(first: UInt32) {
    s0 = first
  }

  /// The first five of `scalars`.
  init(_ scalars: some Sequence<Unicode.Scalar>) {
    s0 = 0
    for (index, scalar) in scalars.prefix(5).enumerated() {
      switch index {
      case 0: s0 = scalar.value
      case 1: s1 = scalar.value
      case 2: s2 = scalar.value
      case 3: s3 = scalar.value
      default: s4 = scalar.value
      }
    }
  }

  /// The scalars in order, without the unused zeros.
  var values: [UInt32] {
    [s0, s1, s2, s3, s4].prefix { $0 != 0 }.map { $0 }
  }

  var character: Character {
    if s1 == 0, let scalar = Unicode.Scalar(s0) { return Character(scalar) }
    var view = String.UnicodeScalarView()
    for value in values {
      if let scalar = Unicode.Scalar(value) { view.append(scalar) }
    }
    return Character(String(view))
  }

  /// Calls `body` with each scalar value, for copying into curses' `cchar_t`.
  func forEach(_ body: (Int, UInt32) -> Void) {
    body(0, s0)
    guard s1 != 0 else { return }
    body(1, s1)
    guard s2 != 0 else { return }
    body(2, s2)
    guard s3 != 0 else { return }
    body(3, s3)
    guard s4 != 0 else { return }
    body(4, s4)
  }
}
