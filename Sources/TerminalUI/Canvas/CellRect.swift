/// A rectangle of whole cells, half-open: it covers columns `minX..<maxX` and
/// rows `minY..<maxY`.
///
/// The layout engine works in fractional units; the front end snaps its frames to
/// whole cells before they reach the canvas, so everything here is an `Int`.
public struct CellRect: Hashable, Sendable {
  /// The leftmost column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// The number of columns; never negative.
  public var width: Int
  /// The number of rows; never negative.
  public var height: Int

  /// Creates a rectangle; a negative width or height is taken as 0.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// Creates a rectangle from its top-left corner and its size.
  public init(origin: CellPoint, size: CellSize) {
    self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
  }

  /// An empty rectangle at the origin.
  public static let zero = CellRect(x: 0, y: 0, width: 0, height: 0)

  /// The first column inside the rectangle.
  public var minX: Int { x }
  /// The first row inside the rectangle.
  public var minY: Int { y }
  /// The first column past the right edge.
  public var maxX: Int { x + width }
  /// The first row past the bottom edge.
  public var maxY: Int { y + height }
  /// The top-left corner.
  public var origin: CellPoint { CellPoint(x: x, y: y) }
  /// The width and height.
  public var size: CellSize { CellSize(width: width, height: height) }
  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// Whether the cell at `point` lies inside the rectangle.
  public func contains(_ point: CellPoint) -> Bool {
    contains(x: point.x, y: point.y)
  }

  /// Whether the cell at column `x`, row `y` lies inside the rectangle.
  public func contains(x: Int, y: Int) -> Bool {
    x >= minX && x < maxX && y >= minY && y < maxY
  }

  /// The cells both rectangles cover; empty (at the clamped origin) when they do
  /// not overlap.
  public func intersection(_ other: CellRect) -> CellRect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return CellRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle shrunk by `dx` columns on the left and right and `dy` rows on
  /// the top and bottom (negative values grow it).
  public func insetBy(dx: Int, dy: Int) -> CellRect {
    CellRect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }
}
