/// One cell of a ``Canvas``: a grapheme, the columns it takes and its style.
///
/// A wide glyph occupies two cells: the leading cell holds the glyph with width
/// 2, the cell right of it is a *continuation* (width 0) that draws nothing of
/// its own. Keeping the second cell explicit (as ratatui's buffer does) lets the
/// canvas and the terminal agree on every column.
public struct Cell: Hashable, Sendable {
  /// The grapheme shown; a space in a continuation cell.
  public let character: Character
  /// 1 (narrow), 2 (the leading half of a wide glyph) or 0 (its trailing half).
  public let width: Int
  /// The colours and attributes of the cell.
  public var style: Style

  /// A narrow or wide glyph in `style`.
  public init(_ glyph: Glyph, style: Style) {
    self.character = glyph.character
    self.width = glyph.width
    self.style = style
  }

  private init(character: Character, width: Int, style: Style) {
    self.character = character
    self.width = width
    self.style = style
  }

  /// A blank cell: a space in `style`.
  public static func blank(_ style: Style = .plain) -> Cell {
    Cell(character: " ", width: 1, style: style)
  }

  /// The trailing half of a wide glyph drawn in `style`.
  static func continuation(_ style: Style) -> Cell {
    Cell(character: " ", width: 0, style: style)
  }

  /// Whether this is the trailing half of a wide glyph.
  public var isContinuation: Bool { width == 0 }
}
