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
