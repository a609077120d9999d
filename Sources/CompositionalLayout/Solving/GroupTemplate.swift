/// A group laid out once, in its own coordinates: its size, its cells in
/// item order, and the supplementaries attached to them.
///
/// A group whose size does not depend on its items' content is solved once
/// and the section repeats the template; otherwise each repetition is solved
/// with its own items.
struct GroupTemplate: Equatable, Sendable {
  struct Leaf: Equatable, Sendable {
    var frame: Rect
    var zIndex: Int
  }

  struct Supplementary: Equatable, Sendable {
    var frame: Rect
    var elementKind: String
    var zIndex: Int
    /// The leaf (by position in `leaves`) whose index path it carries.
    var ordinal: Int
  }

  var size: Size
  /// One per item, in item order.
  var leaves: [Leaf] = []
  var supplementaries: [Supplementary] = []
  /// The smallest rectangle holding the group and everything it draws,
  /// badges pushed outside included.
  var bounds: Rect

  init(size: Size) {
    self.size = size
    self.bounds = Rect(origin: .zero, size: size)
  }

  /// Adds `child`'s elements, its origin placed at `origin`.
  mutating func merge(_ child: GroupTemplate, at origin: Point) {
    let ordinalBase = leaves.count
    for leaf in child.leaves {
      leaves.append(
        Leaf(frame: leaf.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: leaf.zIndex)
      )
    }
    for supplementary in child.supplementaries {
      var moved = supplementary
      moved.frame = supplementary.frame.offsetBy(dx: origin.x, dy: origin.y)
      moved.ordinal += ordinalBase
      supplementaries.append(moved)
    }
    bounds = bounds.union(child.bounds.offsetBy(dx: origin.x, dy: origin.y))
  }

  mutating func add(_ supplementary: Supplementary) {
    supplementaries.append(supplementary)
    bounds = bounds.union(supplementary.frame)
  }

  mutating func add(_ leaf: Leaf) {
    leaves.append(leaf)
    bounds = bounds.union(leaf.frame)
  }
}
