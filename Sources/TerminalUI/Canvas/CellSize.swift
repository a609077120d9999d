/// A size in terminal cells: `width` columns by `height` rows.
public struct CellSize: Hashable, Sendable {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a size from a number of columns and rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }
}
