/// One cell of a ``Canvas``: a glyph and its style.
///
/// A wide glyph occupies several cells: the leading cell holds the glyph with
/// its width (2, or more for a grapheme of several scalars that take
/// columns), each cell after it is a *continuation* (width 0) that draws
/// nothing of its own. Keeping those cells explicit (as ratatui's buffer
/// does) lets the canvas and the terminal agree on every column.
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

  /// A cell after the first of a wide glyph drawn in `style`.
  static func continuation(_ style: Style) -> Cell {
    Cell(Glyph(GlyphScalars(first: 0x20), width: 0), style: style)
  }

  /// The grapheme shown; a space in a continuation cell.
  public var character: Character { glyph.character }

  /// 1 (narrow), the glyph's width in the leading cell of a wide glyph, or
  /// 0 in the cells after it.
  public var width: Int { glyph.width }

  /// Whether this is a cell after the first of a wide glyph.
  public var isContinuation: Bool { glyph.width == 0 }
}
