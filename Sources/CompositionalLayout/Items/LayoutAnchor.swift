/// A point on a rectangle named by its edges, plus an offset: how a
/// supplementary item is pinned to the item it decorates.
///
/// Edges name the point: `[.top, .trailing]` is the top-trailing corner,
/// `[.top]` the middle of the top edge, `[]` the centre.
public struct LayoutAnchor: Hashable, Sendable {
  public enum Offset: Hashable, Sendable {
    /// In layout units.
    case absolute(Point)
    /// In fractions of the supplementary item's own size.
    case fractional(Point)
  }

  public let edges: DirectionalRectEdge
  public let offset: Offset

  public init(edges: DirectionalRectEdge) {
    self.init(edges: edges, absoluteOffset: .zero)
  }

  public init(edges: DirectionalRectEdge, absoluteOffset: Point) {
    self.edges = edges
    self.offset = .absolute(absoluteOffset)
  }

  public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
    self.edges = edges
    self.offset = .fractional(fractionalOffset)
  }

  public var isAbsoluteOffset: Bool {
    if case .absolute = offset { true } else { false }
  }

  public var isFractionalOffset: Bool {
    if case .fractional = offset { true } else { false }
  }

  /// The anchor's point on `rect`, offset; fractions are of `itemSize`.
  func point(on rect: Rect, itemSize: Size) -> Point {
    let x =
      edges.contains(.leading) == edges.contains(.trailing)
      ? rect.midX : (edges.contains(.leading) ? rect.minX : rect.maxX)
    let y =
      edges.contains(.top) == edges.contains(.bottom)
      ? rect.midY : (edges.contains(.top) ? rect.minY : rect.maxY)
    switch offset {
    case .absolute(let delta):
      return Point(x: x + delta.x, y: y + delta.y)
    case .fractional(let fraction):
      return Point(x: x + fraction.x * itemSize.width, y: y + fraction.y * itemSize.height)
    }
  }
}
