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
