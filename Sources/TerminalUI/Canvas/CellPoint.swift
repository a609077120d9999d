/// A cell position on a canvas: `x` counts columns from the left, `y` rows from the top.
public struct CellPoint: Hashable, Sendable {
  /// The column, starting at 0.
  public var x: Int
  /// The row, starting at 0.
  public var y: Int

  /// Creates a position from a column and a row.
  public init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }
}
