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
    /// One way across the change: where moves start (sorted) and where
    /// each of them ends, where moves end (sorted), what leaves on the
    /// starting side and what arrives on the other, each sorted. Sections
    /// are positions in section 0.
    private struct Crossing: Sendable {
      var moveStarts: [IndexPath]
      var moveEnds: [IndexPath]
      var sortedMoveEnds: [IndexPath]
      var leaving: [IndexPath]
      var arriving: [IndexPath]

      init(moves: [Move<IndexPath>], leaving: [IndexPath], arriving: [IndexPath]) {
        let bySource = moves.sorted { $0.source < $1.source }
        moveStarts = bySource.map(\.source)
        moveEnds = bySource.map(\.destination)
        sortedMoveEnds = moveEnds.sorted()
        self.leaving = leaving
        self.arriving = arriving
      }

      /// The same moves, the other way.
      var reversed: Crossing {
        Crossing(
          moves: zip(moveStarts, moveEnds).map { Move(source: $1, destination: $0) },
          leaving: arriving,
          arriving: leaving
        )
      }
    }

    private let sectionsForward: Crossing
    private let sectionsBackward: Crossing
    private let itemsForward: Crossing
    private let itemsBackward: Crossing

    /// - Complexity: O(m log m) for m moves, plus O(s) for s sections
    ///   deleted and inserted; item deletes and inserts are used as the
    ///   difference lists them, sorted.
    public init(_ difference: SnapshotDifference) {
      func asPosition(_ section: Int) -> IndexPath { IndexPath(item: section, section: 0) }
      sectionsForward = Crossing(
        moves: difference.sectionMoves.map {
          Move(source: asPosition($0.source), destination: asPosition($0.destination))
        },
        leaving: difference.sectionDeletes.map(asPosition),
        arriving: difference.sectionInserts.map(asPosition)
      )
      sectionsBackward = sectionsForward.reversed
      itemsForward = Crossing(
        moves: difference.itemMoves,
        leaving: difference.itemDeletes,
        arriving: difference.itemInserts
      )
      itemsBackward = itemsForward.reversed
    }

    /// The new index of the old section at `index`; nil when it was deleted.
    /// - Complexity: O(log² c) for c changes.
    public func newSection(forOld index: Int) -> Int? {
      Self.cross(IndexPath(item: index, section: 0), sectionsForward) { _ in 0 }?.item
    }

    /// The old index of the new section at `index`; nil when it was inserted.
    /// - Complexity: O(log² c) for c changes.
    public func oldSection(forNew index: Int) -> Int? {
      Self.cross(IndexPath(item: index, section: 0), sectionsBackward) { _ in 0 }?.item
    }

    /// Where the item at an old index path is in the new snapshot; nil when
    /// it was deleted, alone or with its section.
    /// - Complexity: O(log² c) for c changes.
    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
      Self.cross(indexPath, itemsForward, section: newSection(forOld:))
    }

    /// Where the item at a new index path was in the old snapshot; nil when
    /// it was inserted, alone or with its section.
    /// - Complexity: O(log² c) for c changes.
    public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
      Self.cross(indexPath, itemsBackward, section: oldSection(forNew:))
    }

    /// Where `position` is on the other side of `crossing`: where its move
    /// ends, or else the place of the same rank among those that nothing
    /// arriving takes, in the section it goes to.
    private static func cross(
      _ position: IndexPath,
      _ crossing: Crossing,
      section: (Int) -> Int?
    ) -> IndexPath? {
      let move = firstIndex(notBelow: position, in: crossing.moveStarts)
      if move < crossing.moveStarts.count && crossing.moveStarts[move] == position {
        return crossing.moveEnds[move]
      }
      let leaving = firstIndex(notBelow: position, in: crossing.leaving)
      guard leaving == crossing.leaving.count || crossing.leaving[leaving] != position,
        let otherSection = section(position.section)
      else { return nil }
      let rank =
        position.item - count(in: position, crossing.leaving)
        - count(in: position, crossing.moveStarts)
      let item = place(ofRank: rank) { place in
        let next = IndexPath(item: place + 1, section: otherSection)
        return count(in: next, crossing.arriving) + count(in: next, crossing.sortedMoveEnds)
      }
      return IndexPath(item: item, section: otherSection)
    }

    /// How many of the sorted `values` lie in `bound`'s section before it.
    private static func count(in bound: IndexPath, _ values: [IndexPath]) -> Int {
      guard !values.isEmpty else { return 0 }
      return firstIndex(notBelow: bound, in: values)
        - firstIndex(notBelow: IndexPath(item: 0, section: bound.section), in: values)
    }

    /// The index of the first of the sorted `values` not below `bound`.
    private static func firstIndex(notBelow bound: IndexPath, in values: [IndexPath]) -> Int {
      var low = 0
      var high = values.count
      while low < high {
        let middle = (low + high) / 2
        if values[middle] < bound { low = middle + 1 } else { high = middle }
      }
      return low
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
