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
    /// Sections: deleted or moved away (old indices), and inserted or moved
    /// in (new indices), each sorted.
    private let sectionsLeaving: [Int]
    private let sectionsArriving: [Int]
    private let sectionDeletes: Set<Int>
    private let sectionInserts: Set<Int>
    private let sectionMovesBySource: [Int: Int]
    private let sectionMovesByDestination: [Int: Int]
    /// Items, by section: deleted or moved away (old section, old items),
    /// inserted or moved in (new section, new items), each sorted.
    private let itemsLeaving: [Int: [Int]]
    private let itemsArriving: [Int: [Int]]
    private let itemDeletes: Set<IndexPath>
    private let itemInserts: Set<IndexPath>
    private let itemMovesBySource: [IndexPath: IndexPath]
    private let itemMovesByDestination: [IndexPath: IndexPath]

    /// - Complexity: O(c log c) for c changes in the difference.
    public init(_ difference: SnapshotDifference) {
      sectionDeletes = Set(difference.sectionDeletes)
      sectionInserts = Set(difference.sectionInserts)
      sectionsLeaving = (difference.sectionDeletes + difference.sectionMoves.map(\.source)).sorted()
      sectionsArriving =
        (difference.sectionInserts + difference.sectionMoves.map(\.destination)).sorted()
      sectionMovesBySource = Dictionary(
        difference.sectionMoves.map { ($0.source, $0.destination) },
        uniquingKeysWith: { first, _ in first }
      )
      sectionMovesByDestination = Dictionary(
        difference.sectionMoves.map { ($0.destination, $0.source) },
        uniquingKeysWith: { first, _ in first }
      )
      itemDeletes = Set(difference.itemDeletes)
      itemInserts = Set(difference.itemInserts)
      var leaving: [Int: [Int]] = [:]
      var arriving: [Int: [Int]] = [:]
      for position in difference.itemDeletes {
        leaving[position.section, default: []].append(position.item)
      }
      for position in difference.itemInserts {
        arriving[position.section, default: []].append(position.item)
      }
      for move in difference.itemMoves {
        leaving[move.source.section, default: []].append(move.source.item)
        arriving[move.destination.section, default: []].append(move.destination.item)
      }
      itemsLeaving = leaving.mapValues { $0.sorted() }
      itemsArriving = arriving.mapValues { $0.sorted() }
      itemMovesBySource = Dictionary(
        difference.itemMoves.map { ($0.source, $0.destination) },
        uniquingKeysWith: { first, _ in first }
      )
      itemMovesByDestination = Dictionary(
        difference.itemMoves.map { ($0.destination, $0.source) },
        uniquingKeysWith: { first, _ in first }
      )
    }

    /// The new index of the old section at `index`; nil when it was deleted.
    /// - Complexity: O(log c).
    public func newSection(forOld index: Int) -> Int? {
      if sectionsLeaving.isEmpty && sectionsArriving.isEmpty { return index }
      if let destination = sectionMovesBySource[index] { return destination }
      guard !sectionDeletes.contains(index) else { return nil }
      return Self.place(
        ofRank: index - Self.count(in: sectionsLeaving, below: index),
        skipping: sectionsArriving
      )
    }

    /// The old index of the new section at `index`; nil when it was inserted.
    /// - Complexity: O(log c).
    public func oldSection(forNew index: Int) -> Int? {
      if sectionsLeaving.isEmpty && sectionsArriving.isEmpty { return index }
      if let source = sectionMovesByDestination[index] { return source }
      guard !sectionInserts.contains(index) else { return nil }
      return Self.place(
        ofRank: index - Self.count(in: sectionsArriving, below: index),
        skipping: sectionsLeaving
      )
    }

    /// Where the item at an old index path is in the new snapshot; nil when
    /// it was deleted, alone or with its section.
    /// - Complexity: O(log c).
    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
      if let destination = itemMovesBySource[indexPath] { return destination }
      guard !itemDeletes.contains(indexPath), let section = newSection(forOld: indexPath.section)
      else { return nil }
      let rank =
        indexPath.item
        - Self.count(in: itemsLeaving[indexPath.section] ?? [], below: indexPath.item)
      return IndexPath(
        item: Self.place(ofRank: rank, skipping: itemsArriving[section] ?? []),
        section: section
      )
    }

    /// Where the item at a new index path was in the old snapshot; nil when
    /// it was inserted, alone or with its section.
    /// - Complexity: O(log c).
    public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
      if let source = itemMovesByDestination[indexPath] { return source }
      guard !itemInserts.contains(indexPath), let section = oldSection(forNew: indexPath.section)
      else { return nil }
      let rank =
        indexPath.item
        - Self.count(in: itemsArriving[indexPath.section] ?? [], below: indexPath.item)
      return IndexPath(
        item: Self.place(ofRank: rank, skipping: itemsLeaving[section] ?? []),
        section: section
      )
    }

    /// How many of the sorted `values` are below `value`.
    private static func count(in values: [Int], below value: Int) -> Int {
      var low = 0
      var high = values.count
      while low < high {
        let middle = (low + high) / 2
        if values[middle] < value { low = middle + 1 } else { high = middle }
      }
      return low
    }

    /// The `rank`-th place (from 0) that is not one of the sorted, distinct
    /// `taken` places: `rank` plus the taken places at or before it, found
    /// by bisection as `taken[j] - j` never decreases.
    private static func place(ofRank rank: Int, skipping taken: [Int]) -> Int {
      var low = 0
      var high = taken.count
      while low < high {
        let middle = (low + high) / 2
        if taken[middle] - middle <= rank { low = middle + 1 } else { high = middle }
      }
      return rank + low
    }
  }
}
