/// Where a section's groups are: one template repeated at a fixed pitch
/// (answered by arithmetic, whatever the item count), or groups solved one by
/// one (answered by binary search).
enum GroupPlacement: Sendable {
  /// `count` copies of `template`, the first at `origin`, each `pitch`
  /// further along `axis`.
  case uniform(template: GroupTemplate, origin: Point, axis: Axis, pitch: Double, count: Int)
  /// Groups in order along their axis, each with its own template.
  indirect case explicit(PlacedGroups)

  var axis: Axis {
    switch self {
    case .uniform(_, _, let axis, _, _): axis
    case .explicit(let groups): groups.axis
    }
  }

  var count: Int {
    switch self {
    case .uniform(_, _, _, _, let count): count
    case .explicit(let groups): groups.count
    }
  }

  /// The union of the bounds of every group's template, in a group's own
  /// coordinates: what any group may draw, relative to its origin.
  var drawnBounds: Rect {
    switch self {
    case .uniform(let template, _, _, _, _): template.bounds
    case .explicit(let groups): groups.drawnBounds
    }
  }

  /// The same groups `delta` further along `axis`, the layout's.
  /// - Complexity: O(1).
  func moved(along axis: Axis, by delta: Double) -> GroupPlacement {
    switch self {
    case .uniform(let template, var origin, let groupAxis, let pitch, let count):
      origin[axis] += delta
      return .uniform(
        template: template,
        origin: origin,
        axis: groupAxis,
        pitch: pitch,
        count: count
      )
    case .explicit(let groups):
      return .explicit(groups.moved(along: axis, by: delta))
    }
  }

  func origin(ofGroup index: Int) -> Point {
    switch self {
    case .uniform(_, let origin, let axis, let pitch, _):
      var point = origin
      point[axis] += Double(index) * pitch
      return point
    case .explicit(let groups):
      return groups.origin(ofGroup: index)
    }
  }

  func template(ofGroup index: Int) -> GroupTemplate {
    switch self {
    case .uniform(let template, _, _, _, _): template
    case .explicit(let groups): groups.template(ofGroup: index)
    }
  }

  /// The leaf at `ordinal` in group `index`, read in place rather than
  /// through a copy of its template.
  func leaf(_ ordinal: Int, ofGroup index: Int) -> GroupTemplate.Leaf {
    switch self {
    case .uniform(let template, _, _, _, _): template.leaves[ordinal]
    case .explicit(let groups): groups.leaf(ordinal, ofGroup: index)
    }
  }

  func firstItem(ofGroup index: Int) -> Int {
    switch self {
    case .uniform(let template, _, _, _, _): index * template.leaves.count
    case .explicit(let groups): groups.firstItems[index]
    }
  }

  /// The group holding `item`, and the item's position in it.
  /// - Complexity: O(1) for uniform placement or groups all holding as
  ///   many items, else O(log groups).
  func location(ofItem item: Int) -> (group: Int, ordinal: Int)? {
    switch self {
    case .uniform(let template, _, _, _, let count):
      let perGroup = template.leaves.count
      guard perGroup > 0, item / perGroup < count else { return nil }
      return (item / perGroup, item % perGroup)
    case .explicit(let groups):
      return groups.firstItems.location(ofItem: item)
    }
  }

  /// The groups whose drawing may overlap `low..<high` along the axis.
  /// - Complexity: O(1) for uniform placement, O(log groups) otherwise.
  func groups(overlapping low: Double, _ high: Double) -> Range<Int> {
    switch self {
    case .uniform(let template, let origin, let axis, let pitch, let count):
      guard count > 0 else { return 0..<0 }
      let first = origin[axis] + template.bounds.min(axis)
      let last = origin[axis] + template.bounds.max(axis)
      guard pitch > 0 else { return low < last && first < high ? 0..<count : 0..<0 }
      let lower = ((low - last) / pitch).rounded(.down) + 1
      let upper = ((high - first) / pitch).rounded(.up)
      let start = Int(min(Double(count), max(0, lower)))
      let end = Int(min(Double(count), max(0, upper)))
      return start..<max(start, end)
    case .explicit(let groups):
      return groups.groups(overlapping: low, high)
    }
  }
}

extension Array {
  /// The first index whose element satisfies `predicate`, which must be false
  /// for a prefix of the array and true for the rest.
  /// - Complexity: O(log n).
  func partitionPoint(where predicate: (Element) -> Bool) -> Int {
    (0..<count).partitionPoint { predicate(self[$0]) }
  }
}

extension Range where Bound == Int {
  /// The first value in the range satisfying `predicate`, which must be false
  /// for a prefix of the range and true for the rest; `upperBound` if none.
  /// - Complexity: O(log n).
  func partitionPoint(where predicate: (Int) -> Bool) -> Int {
    var low = lowerBound
    var high = upperBound
    while low < high {
      let middle = low + (high - low) / 2
      if predicate(middle) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
