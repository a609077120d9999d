import CompositionalLayout
import TerminalUI

extension Rect {
  /// The cells the rectangle covers, each edge rounded to the nearest cell
  /// boundary, so neighbours tile without gaps or overlaps.
  public var snapped: CellRect {
    let left = Self.cell(minX)
    let top = Self.cell(minY)
    return CellRect(x: left, y: top, width: Self.cell(maxX) - left, height: Self.cell(maxY) - top)
  }

  /// The cells of a rectangle attached to `container` (a badge on its
  /// cell): on each axis it keeps its rounded distance from the container's
  /// snapped edge nearest its centre, so every badge sits the same way on
  /// its cell whatever fractions the two fall on.
  func snapped(against container: Rect) -> CellRect {
    let box = container.snapped
    func edges(
      _ min: Double,
      _ max: Double,
      container: (min: Double, max: Double),
      snapped: (min: Int, max: Int)
    ) -> (Int, Int) {
      let middle = (min + max) / 2
      let (reference, snappedReference) =
        abs(middle - container.min) <= abs(middle - container.max)
        ? (container.min, snapped.min) : (container.max, snapped.max)
      return (
        snappedReference + Self.cell(min - reference),
        snappedReference + Self.cell(max - reference)
      )
    }
    let (left, right) = edges(
      minX,
      maxX,
      container: (container.minX, container.maxX),
      snapped: (box.minX, box.maxX)
    )
    let (top, bottom) = edges(
      minY,
      maxY,
      container: (container.minY, container.maxY),
      snapped: (box.minY, box.maxY)
    )
    return CellRect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Calls `body` for each edge of the rectangle that lies part-way across
  /// a line of cells, with the line (a column of its snapped rows, or a
  /// row of its snapped columns), the side of those cells the rectangle
  /// covers, and how many eighths of them: what a solid fill on its way
  /// draws in eighth blocks (``TerminalUI/Canvas/drawFillEdge(along:side:eighths:beneath:)``).
  /// Only edges with a whole cell of the rectangle inside them count,
  /// where the fill's own colour is to be found.
  func forEachPartlyCoveredEdge(
    _ body: (_ line: CellRect, _ side: CellSide, _ eighths: Int) -> Void
  ) {
    let box = snapped
    // Eighths of the cell from `edge` on that lie before it: 0 to 8.
    func eighths(before edge: Double) -> Int {
      Int(((edge - edge.rounded(.down)) * 8).rounded())
    }
    let (left, right) = (Self.cell(minX.rounded(.down)), Self.cell(maxX.rounded(.down)))
    if right - left >= 2 {
      let leading = 8 - eighths(before: minX)
      if (1...7).contains(leading) {
        body(CellRect(x: left, y: box.minY, width: 1, height: box.height), .trailing, leading)
      }
      let trailing = eighths(before: maxX)
      if (1...7).contains(trailing) {
        body(CellRect(x: right, y: box.minY, width: 1, height: box.height), .leading, trailing)
      }
    }
    let (top, bottom) = (Self.cell(minY.rounded(.down)), Self.cell(maxY.rounded(.down)))
    if bottom - top >= 2 {
      let upper = 8 - eighths(before: minY)
      if (1...7).contains(upper) {
        body(CellRect(x: box.minX, y: top, width: box.width, height: 1), .bottom, upper)
      }
      let lower = eighths(before: maxY)
      if (1...7).contains(lower) {
        body(CellRect(x: box.minX, y: bottom, width: box.width, height: 1), .top, lower)
      }
    }
  }

  /// Rounds half away from zero, clamped so a wild value cannot trap.
  private static func cell(_ value: Double) -> Int {
    Int(min(max(value.rounded(), -1e9), 1e9))
  }

  /// The rectangle `progress` of the way from `self` to `other`.
  func interpolated(to other: Rect, _ progress: Double) -> Rect {
    Rect(
      x: interpolate(minX, other.minX, progress),
      y: interpolate(minY, other.minY, progress),
      width: interpolate(width, other.width, progress),
      height: interpolate(height, other.height, progress)
    )
  }
}

extension CellRect {
  /// The rectangle moved by `dx` and `dy`.
  public func offsetBy(dx: Int, dy: Int) -> CellRect {
    CellRect(x: x + dx, y: y + dy, width: width, height: height)
  }
}
