extension SnapshotDifference {
  /// Where each position of the old snapshot goes in the new one, and where
  /// each new position came from, worked out from the difference alone: no
  /// identifier is hashed, so a view can follow the elements it shows
  /// across a change at a cost that does not grow with the data.
  ///
  /// The same rules as ``applied(to:insertedSection:insertedItem:)``: moved
  /// and inserted elements take the places the difference names; the others
  /// keep their old order in the places left.
  public struct Positions: Sendable {
    private let difference: SnapshotDifference
    /// Item moves sorted by source, and by destination as the difference
    /// lists them.
    private let itemMovesBySource: [Move<IndexPath>]
    private let sectionMovesBySource: [Move<Int>]
    private let sectionMovesByDestination: [Move<Int>]

    /// - Complexity: O(m log m) for m moves; deletes and inserts are used
    ///   as the difference lists them, sorted.
    public init(_ difference: SnapshotDifference) {
      self.difference = difference
      itemMovesBySource = difference.itemMoves.sorted { $0.source < $1.source }
      sectionMovesBySource = difference.sectionMoves.sorted { $0.source < $1.source }
      sectionMovesByDestination = difference.sectionMoves.sorted { $0.destination < $1.destination }
    }

    /// The new index of the old section at `index`; nil when it was deleted.
    /// - Complexity: O(log² c) for c changes.
    public func newSection(forOld index: Int) -> Int? {
      if let move = Self.find(index, in: sectionMovesBySource, by: \.source) {
        return move.destination
      }
      let deletes = difference.sectionDeletes
      guard Self.find(index, in: deletes, by: \.self) == nil else { return nil }
      let rank =
        index - Self.count(below: index, in: deletes, by: \.self)
        - Self.count(below: index, in: sectionMovesBySource, by: \.source)
      return Self.place(ofRank: rank) { place in
        Self.count(below: place + 1, in: difference.sectionInserts, by: \.self)
          + Self.count(below: place + 1, in: sectionMovesByDestination, by: \.destination)
      }
    }

    /// The old index of the new section at `index`; nil when it was inserted.
    /// - Complexity: O(log² c) for c changes.
    public func oldSection(forNew index: Int) -> Int? {
      if let move = Self.find(index, in: sectionMovesByDestination, by: \.destination) {
        return move.source
      }
      let inserts = difference.sectionInserts
      guard Self.find(index, in: inserts, by: \.self) == nil else { return nil }
      let rank =
        index - Self.count(below: index, in: inserts, by: \.self)
        - Self.count(below: index, in: sectionMovesByDestination, by: \.destination)
      return Self.place(ofRank: rank) { place in
        Self.count(below: place + 1, in: difference.sectionDeletes, by: \.self)
          + Self.count(below: place + 1, in: sectionMovesBySource, by: \.source)
      }
    }

    /// Where the item at an old index path is in the new snapshot; nil when
    /// it was deleted, alone or with its section.
    /// - Complexity: O(log² c) for c changes.
    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
      if let move = Self.find(indexPath, in: itemMovesBySource, by: \.source) {
        return move.destination
      }
      let deletes = difference.itemDeletes
      guard Self.find(indexPath, in: deletes, by: \.self) == nil,
        let section = newSection(forOld: indexPath.section)
      else { return nil }
      let rank =
        indexPath.item - Self.count(in: indexPath, deletes, by: \.self)
        - Self.count(in: indexPath, itemMovesBySource, by: \.source)
      let item = Self.place(ofRank: rank) { place in
        let next = IndexPath(item: place + 1, section: section)
        return Self.count(in: next, difference.itemInserts, by: \.self)
          + Self.count(in: next, difference.itemMoves, by: \.destination)
      }
      return IndexPath(item: item, section: section)
    }

    /// Where the item at a new index path was in the old snapshot; nil when
    /// it was inserted, alone or with its section.
    /// - Complexity: O(log² c) for c changes.
    public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
      if let move = Self.find(indexPath, in: difference.itemMoves, by: \.destination) {
        return move.source
      }
      let inserts = difference.itemInserts
      guard Self.find(indexPath, in: inserts, by: \.self) == nil,
        let section = oldSection(forNew: indexPath.section)
      else { return nil }
      let rank =
        indexPath.item - Self.count(in: indexPath, inserts, by: \.self)
        - Self.count(in: indexPath, difference.itemMoves, by: \.destination)
      let item = Self.place(ofRank: rank) { place in
        let next = IndexPath(item: place + 1, section: section)
        return Self.count(in: next, difference.itemDeletes, by: \.self)
          + Self.count(in: next, itemMovesBySource, by: \.source)
      }
      return IndexPath(item: item, section: section)
    }

    /// How many of `values`, sorted by `key`, have a key below `bound`.
    private static func count<Value, Key: Comparable>(
      below bound: Key,
      in values: [Value],
      by key: (Value) -> Key
    ) -> Int {
      var low = 0
      var high = values.count
      while low < high {
        let middle = (low + high) / 2
        if key(values[middle]) < bound { low = middle + 1 } else { high = middle }
      }
      return low
    }

    /// How many of `values`, sorted by index path, lie in `bound`'s section
    /// before it.
    private static func count<Value>(
      in bound: IndexPath,
      _ values: [Value],
      by key: (Value) -> IndexPath
    ) -> Int {
      count(below: bound, in: values, by: key)
        - count(below: IndexPath(item: 0, section: bound.section), in: values, by: key)
    }

    /// The value of the sorted `values` whose key is `target`, if any.
    private static func find<Value, Key: Comparable>(
      _ target: Key,
      in values: [Value],
      by key: (Value) -> Key
    ) -> Value? {
      let index = count(below: target, in: values, by: key)
      return index < values.count && key(values[index]) == target ? values[index] : nil
    }

    /// The `rank`-th free place (from 0), where `taken(place)` counts the
    /// places at or before `place` that others take: the smallest place with
    /// `rank + 1` free places up to it, found by bisection as that count
    /// never decreases.
    private static func place(ofRank rank: Int, taken: (Int) -> Int) -> Int {
      var low = rank
      var high = rank + taken(Int.max / 2)
      while low < high {
        let middle = (low + high) / 2
        if middle + 1 - taken(middle) >= rank + 1 { high = middle } else { low = middle + 1 }
      }
      return low
    }
  }
}
