/// One cell of a ``Canvas``: a glyph and its style.
///
/// A wide glyph occupies two cells: the leading cell holds the glyph with width
/// 2, the cell right of it is a *continuation* (width 0) that draws nothing of
/// its own. Keeping the second cell explicit (as ratatui's buffer does) lets the
/// canvas and the terminal agree on every column.
public struct Cell: Hashable, Sendable {
  /// What the cell shows; a space of width 0 in a continuation cell.
  public let glyph: Glyph
  /// The colours and attributes of the cell.
  public var style: Style

  /// A narrow or wide glyph in `style`.
  public init(_ glyph: Glyph, style: Style) {
    self.glyph = glyph
    self.style = style
  }

  /// A blank cell: a space in `style`.
  public static func blank(_ style: Style = .plain) -> Cell {
    Cell(CharacterWidth.space, style: style)
  }

  /// The trailing half of a wide glyph drawn in `style`.
  static func continuation(_ style: Style) -> Cell {
    Cell(Glyph(GlyphScalars(first: 0x20), width: 0), style: style)
  }

  /// The grapheme shown; a space in a continuation cell.
  public var character: Character { glyph.character }

  /// 1 (narrow), 2 (the leading half of a wide glyph) or 0 (its trailing half).
  public var width: Int { glyph.width }

  /// Whether this is the trailing half of a wide glyph.
  public var isContinuation: Bool { glyph.width == 0 }
}
