/// A group laid out once, in its own coordinates: its size, its cells in
/// item order, the supplementaries attached to them, and the boxes of the
/// definitions they came from.
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
    var kind: InternedElementKind
    var zIndex: Int
    /// The leaf (by position in `leaves`) whose index path it carries.
    var ordinal: Int
  }

  /// The box of one definition the template was laid out from (the group,
  /// a group inside it, or an item), kept apart from the leaves so that
  /// queries, which read leaves for every cell drawn, touch no more memory
  /// than before; only an inspector reads boxes.
  struct Box: Equatable, Sendable {
    var level: LayoutAnatomyLevel
    /// The enclosing group's box, by position in `boxes`; -1 for the
    /// template's own group (or, while a group is being laid out, for a
    /// subitem it has yet to adopt).
    var parent: Int32
    /// The leaf an item's box is, by position in `leaves`; -1 for a group.
    var leaf: Int32
  }

  var size: Size
  /// One per item, in item order.
  var leaves: [Leaf] = []
  /// Every group and item of the template, each after the boxes inside it.
  var boxes: [Box] = []
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
    let boxBase = Int32(boxes.count)
    for var box in child.boxes {
      box.level.frame = box.level.frame.offsetBy(dx: origin.x, dy: origin.y)
      if box.parent >= 0 { box.parent += boxBase }
      if box.leaf >= 0 { box.leaf += Int32(ordinalBase) }
      boxes.append(box)
    }
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

  /// How many groups hold box `index`: 0 for the template's own group.
  /// - Complexity: O(depth).
  func depth(ofBox index: Int) -> Int {
    var depth = 0
    var parent = boxes[index].parent
    while parent >= 0 {
      depth += 1
      parent = boxes[Int(parent)].parent
    }
    return depth
  }

  /// Adds the box of the group being laid out, as the parent of the
  /// subitems merged into it so far.
  mutating func addGroupBox(_ level: LayoutAnatomyLevel) {
    let index = Int32(boxes.count)
    for position in boxes.indices where boxes[position].parent < 0 {
      boxes[position].parent = index
    }
    boxes.append(Box(level: level, parent: -1, leaf: -1))
  }

  mutating func add(_ leaf: Leaf) {
    leaves.append(leaf)
    bounds = bounds.union(leaf.frame)
  }
}
