/// An axis-aligned rectangle: an origin (its top-leading corner) and a size.
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(origin: .zero, size: .zero)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }

  /// Whether the two rectangles share some area; touching edges do not count.
  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// Whether `other` lies entirely inside this rectangle.
  public func contains(_ other: Rect) -> Bool {
    contains(other, tolerance: 0)
  }

  /// Whether `other` lies inside this rectangle, up to `tolerance`: the far
  /// edges of a union are sums, which may round an ulp short.
  func contains(_ other: Rect, tolerance: Double) -> Bool {
    other.minX >= minX - tolerance && other.maxX <= maxX + tolerance
      && other.minY >= minY - tolerance && other.maxY <= maxY + tolerance
  }

  /// The smallest rectangle containing both.
  public func union(_ other: Rect) -> Rect {
    let x = Swift.min(minX, other.minX)
    let y = Swift.min(minY, other.minY)
    return Rect(
      x: x,
      y: y,
      width: Swift.max(maxX, other.maxX) - x,
      height: Swift.max(maxY, other.maxY) - y
    )
  }

  /// The rectangle moved by `dx` and `dy`.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The rectangle shrunk by `insets` on each side; a side never goes negative.
  public func inset(by insets: DirectionalEdgeInsets) -> Rect {
    Rect(
      x: minX + insets.leading,
      y: minY + insets.top,
      width: Swift.max(0, width - insets.leading - insets.trailing),
      height: Swift.max(0, height - insets.top - insets.bottom)
    )
  }
}

extension Rect: CustomStringConvertible {
  public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
