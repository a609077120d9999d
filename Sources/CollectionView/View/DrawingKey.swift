import CompositionalLayout

/// Where a placed element comes when drawn: in the layout's drawing order
/// (``LayoutAttributes/drawingPosition``), and for movers first by how far
/// they travel, the farthest on top. Ties keep the order the elements came
/// in.
struct DrawingKey: Comparable {
  private let travel: Double
  private let position: LayoutAttributes.DrawingPosition
  /// The element's place in the array sorted.
  let offset: Int

  init(_ placed: PlacedElement, byTravel: Bool, offset: Int) {
    travel = byTravel ? placed.travel : 0
    position = placed.attributes.drawingPosition
    self.offset = offset
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    if lhs.travel != rhs.travel { return lhs.travel < rhs.travel }
    if lhs.position != rhs.position { return lhs.position < rhs.position }
    return lhs.offset < rhs.offset
  }
}
