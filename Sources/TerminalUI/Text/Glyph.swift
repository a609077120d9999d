#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one cell (or a run of cells) shows: a grapheme and the columns it
/// takes.
///
/// Stored as up to five Unicode scalars inline, and a grapheme of more
/// (a Devanagari conjunct with its vowel sign, "स्त्री", has six) as its
/// number in a table of every such grapheme drawn (``LongGraphemeTable``),
/// so that cells are plain values a frame can copy and compare without
/// reference counting.
public struct Glyph: Hashable, Sendable {
  let scalars: GlyphScalars
  private let storedWidth: UInt8
  /// Whether a terminal is sent this glyph alone (``isWrittenAlone``).
  private let writtenAlone: Bool

  init(_ scalars: GlyphScalars, width: Int, writtenAlone: Bool = false) {
    self.scalars = scalars
    self.storedWidth = UInt8(clamping: width)
    self.writtenAlone = writtenAlone
  }

  /// A printable ASCII character.
  init(ascii byte: UInt8) {
    self.init(GlyphScalars(first: UInt32(byte)), width: 1)
  }

  /// The grapheme drawn, already reduced to a form with an unambiguous width.
  public var character: Character { scalars.character }

  /// The columns the glyph takes: 1 for a narrow glyph, 2 for a wide one,
  /// more for a grapheme of several scalars that take columns ("বাং" is
  /// 3); 0 for the cells after the first of a glyph in a ``Cell``.
  public var width: Int { Int(storedWidth) }

  /// Whether a terminal is sent this glyph on its own, over blanks in all
  /// its columns, with the cursor then put after them absolutely: an
  /// emoji asked for its emoji form ("❤️") and a grapheme of several
  /// scalars that take columns ("हि"), which terminals measure
  /// differently from each other, and a grapheme of more scalars than a
  /// curses cell holds (`CCHARW_MAX`, 5). Wherever a terminal leaves the
  /// cursor after it, what follows is written where the canvas has it.
  public var isWrittenAlone: Bool { writtenAlone }

  /// Whether this is a space alone, which text output trims at line ends.
  var isSpace: Bool { scalars == CharacterWidth.space.scalars }

  /// Appends the glyph in UTF-8 to `bytes`: text output is built as bytes,
  /// without making a `Character` of every cell.
  func appendUTF8(to bytes: inout [UInt8]) {
    scalars.forEach { value in
      guard let scalar = Unicode.Scalar(value) else { return }
      UTF8.encode(scalar) { bytes.append($0) }
    }
  }
}

/// A grapheme's scalars: up to five inline, unused ones 0, or the number
/// of a longer grapheme in ``LongGraphemeTable/shared``.
struct GlyphScalars: Hashable, Sendable {
  private(set) var s0: UInt32
  private(set) var s1: UInt32 = 0
  private(set) var s2: UInt32 = 0
  private(set) var s3: UInt32 = 0
  private(set) var s4: UInt32 = 0

  /// How many scalars fit inline: as many as a curses cell holds.
  static let inlineCapacity = 5
  /// Marks `s0` as a number in the table; no Unicode scalar has this bit.
  private static let tableNumberFlag: UInt32 = 0x8000_0000

  init(first: UInt32) {
    s0 = first
  }

  /// All of `scalars`, which must not be empty.
  init(_ scalars: [Unicode.Scalar]) {
    guard scalars.count > Self.inlineCapacity,
      let number = LongGraphemeTable.shared.number(of: scalars.map(\.value))
    else {
      self.init(inline: scalars.prefix(Self.inlineCapacity))
      return
    }
    self.init(first: Self.tableNumberFlag | number)
  }

  private init(inline scalars: ArraySlice<Unicode.Scalar>) {
    self.init(first: 0)
    for (index, scalar) in scalars.enumerated() {
      switch index {
      case 0: s0 = scalar.value
      case 1: s1 = scalar.value
      case 2: s2 = scalar.value
      case 3: s3 = scalar.value
      default: s4 = scalar.value
      }
    }
  }

  var character: Character {
    if s1 == 0, let scalar = Unicode.Scalar(s0) { return Character(scalar) }
    var view = String.UnicodeScalarView()
    forEach { value in
      if let scalar = Unicode.Scalar(value) { view.append(scalar) }
    }
    return Character(String(view))
  }

  /// The first scalar.
  var first: UInt32 {
    s0 & Self.tableNumberFlag == 0 ? s0 : LongGraphemeTable.shared.scalars(numbered: number)[0]
  }

  private var number: UInt32 { s0 & ~Self.tableNumberFlag }

  /// Calls `body` with each scalar value in order.
  func forEach(_ body: (UInt32) -> Void) {
    guard s0 & Self.tableNumberFlag == 0 else {
      LongGraphemeTable.shared.scalars(numbered: number).forEach(body)
      return
    }
    body(s0)
    guard s1 != 0 else { return }
    body(s1)
    guard s2 != 0 else { return }
    body(s2)
    guard s3 != 0 else { return }
    body(s3)
    guard s4 != 0 else { return }
    body(s4)
  }
}

/// The graphemes of more scalars than a glyph holds inline that the
/// process has drawn, each numbered the first time: two glyphs of one
/// such grapheme hold the same number, so they compare equal as plain
/// data. Real text has few of them (Indic conjuncts with their signs), so
/// the table stays small; text made to fill it stops at ``capacity``
/// graphemes, after which a new one keeps its first five scalars.
final class LongGraphemeTable: @unchecked Sendable {
  // Unchecked: `graphemes` and `numbers` are only touched with the mutex
  // held. A pthread mutex rather than `Synchronization.Mutex`, which
  // ThreadSanitizer cannot see into on Linux (as `InternedElementKind`).
  private var graphemes: [[UInt32]] = []
  private var numbers: [[UInt32]: UInt32] = [:]
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  /// The most graphemes the table numbers.
  let capacity: Int

  static let shared = LongGraphemeTable(capacity: 1 << 16)

  init(capacity: Int) {
    self.capacity = capacity
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  /// The number of `scalars`, given one if it has none and there is room;
  /// nil when the table is full.
  func number(of scalars: [UInt32]) -> UInt32? {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let number = numbers[scalars] { return number }
    guard graphemes.count < capacity else { return nil }
    let number = UInt32(graphemes.count)
    graphemes.append(scalars)
    numbers[scalars] = number
    return number
  }

  /// The scalars numbered `number`.
  func scalars(numbered number: UInt32) -> [UInt32] {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return graphemes[Int(number)]
  }
}
