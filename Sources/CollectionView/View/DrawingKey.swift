import CompositionalLayout

/// Where a placed element comes when drawn: elements that stay in place
/// first, in the layout's drawing order (``LayoutAttributes/drawingOrder(_:_:)``)
/// except that of two on the same level the fainter is beneath; then
/// movers by how far they travel, the farthest on top. Ties keep the order
/// the elements came in.
///
/// The fainter beneath makes a deleted element's ghost and an element
/// fading in where it was take turns: the ghost shows, fading, until the
/// newcomer is the more visible of the two, halfway, and then the
/// newcomer. A ghost under an element at rest is hidden by it.
///
/// For elements at rest and opaque this is ``LayoutAttributes/drawingOrder(_:_:)``,
/// the order the layout's queries return them in, which
/// `placedElements(at:planning:)` merges into without sorting them again.
struct DrawingKey: Comparable {
  private let travel: Double
  private let zIndex: Int
  private let rank: Int
  private let opacity: Double
  private let indexPath: IndexPath
  /// The element's place in the array sorted.
  let offset: Int

  init(_ placed: PlacedElement, offset: Int) {
    travel = placed.travel
    zIndex = placed.attributes.zIndex
    rank = placed.attributes.representedElementCategory.drawingRank
    opacity = placed.opacity
    indexPath = placed.attributes.indexPath
    self.offset = offset
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    if lhs.travel != rhs.travel { return lhs.travel < rhs.travel }
    if lhs.zIndex != rhs.zIndex { return lhs.zIndex < rhs.zIndex }
    if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
    if lhs.opacity != rhs.opacity { return lhs.opacity < rhs.opacity }
    if lhs.indexPath != rhs.indexPath { return lhs.indexPath < rhs.indexPath }
    return lhs.offset < rhs.offset
  }
}
