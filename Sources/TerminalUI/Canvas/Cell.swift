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

extension Cell {
  /// Whether the cell, in `style` (its style as the terminal is sent it,
  /// converted to the terminal's colours), looks the same as a blank: a
  /// block element in its background's own colour, as a swatch's bar and
  /// an edge between two fills of one colour are drawn. Output sends such
  /// a cell as a blank, so that a solid fill whose bars or edges differ
  /// from one frame to the next costs nothing where it looks the same.
  func looksBlank(in style: Style) -> Bool {
    looksBlank(hidingBlocks: style.hidesBlockElements)
  }

  /// ``looksBlank(in:)`` for a style whose ``Style/hidesBlockElements`` is
  /// `hidingBlocks`, as a caller that keeps it with the style has it.
  func looksBlank(hidingBlocks: Bool) -> Bool {
    glyph.isBlockElement && hidingBlocks
  }
}

extension Style {
  /// Whether a block element drawn in this style cannot be seen: its
  /// foreground is its background. Not in bold or dim, which change the
  /// glyph's colour on some terminals.
  var hidesBlockElements: Bool {
    foreground == background && foreground != .default
      && attributes.isDisjoint(with: [.bold, .dim])
  }
}

extension Glyph {
  /// Whether this is one of the block elements (`▀`–`▟`: the eighth
  /// blocks `▁`–`█` and `▏`–`▉`, the halves, the shades), which fill
  /// their part of the cell in the foreground colour.
  var isBlockElement: Bool {
    scalars.s1 == 0 && (0x2580...0x259F).contains(scalars.s0)
  }
}
