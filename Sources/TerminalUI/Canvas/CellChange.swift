/// One cell a terminal must write to turn the previous frame into the next:
/// an element of ``Canvas/changes(from:)``.
public struct CellChange: Hashable, Sendable {
  /// The column.
  public let x: Int
  /// The row.
  public let y: Int
  /// What the cell must show; never a continuation cell, whose glyph the
  /// terminal draws as part of the wide glyph left of it.
  public let cell: Cell

  /// The change that writes `cell` at column `x`, row `y`.
  public init(x: Int, y: Int, cell: Cell) {
    self.x = x
    self.y = y
    self.cell = cell
  }
}
