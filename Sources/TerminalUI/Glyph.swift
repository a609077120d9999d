/// What one cell (or a wide pair of cells) shows: a grapheme and the columns it
/// takes, 1 or 2.
public struct Glyph: Hashable, Sendable {
  /// The grapheme drawn, already reduced to a form with an unambiguous width.
  public let character: Character
  /// 1 for a narrow glyph, 2 for a wide one.
  public let width: Int

  init(_ character: Character, width: Int) {
    self.character = character
    self.width = width
  }
}
