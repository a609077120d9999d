/// A location in the layout's coordinate space: x grows toward the trailing
/// side, y grows downward. The terminal front end reads one unit as one cell.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
  public var description: String { "(\(x), \(y))" }
}
