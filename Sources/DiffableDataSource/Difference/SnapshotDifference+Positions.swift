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
    /// Sorted index paths with the range each section takes among them,
    /// so a question about one section searches only its own.
    private struct SortedPositions: Sendable {
      let values: [IndexPath]
      private let ranges: [Int: Range<Int>]

      init(_ values: [IndexPath]) {
        self.values = values
        var ranges: [Int: Range<Int>] = [:]
        var start = 0
        for index in values.indices
        where index + 1 == values.count
          || values[index + 1].section != values[index].section
        {
          ranges[values[index].section] = start..<(index + 1)
          start = index + 1
        }
        self.ranges = ranges
      }

      /// How many lie in `section` before `item`.
      func count(inSection section: Int, below item: Int) -> Int {
        guard let range = ranges[section] else { return 0 }
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
          let middle = (low + high) / 2
          if values[middle].item < item { low = middle + 1 } else { high = middle }
        }
        return low - range.lowerBound
      }

      /// Where `position` is among them, if it is.
      func index(of position: IndexPath) -> Int? {
        guard let range = ranges[position.section] else { return nil }
        let index = range.lowerBound + count(inSection: position.section, below: position.item)
        return index < range.upperBound && values[index] == position ? index : nil
      }

      func isEmpty(inSection section: Int) -> Bool { ranges[section] == nil }
    }

    /// One way across the change: where moves start (sorted) and where
    /// each of them ends, where moves end (sorted), what leaves on the
    /// starting side and what arrives on the other. Sections are positions
    /// in section 0.
    private struct Crossing: Sendable {
      let moveStarts: SortedPositions
      let moveEnds: [IndexPath]
      let sortedMoveEnds: SortedPositions
      let leaving: SortedPositions
      let arriving: SortedPositions

      init(moves: [Move<IndexPath>], leaving: [IndexPath], arriving: [IndexPath]) {
        let bySource = moves.sorted { $0.source < $1.source }
        moveStarts = SortedPositions(bySource.map(\.source))
        moveEnds = bySource.map(\.destination)
        sortedMoveEnds = SortedPositions(moveEnds.sorted())
        self.leaving = SortedPositions(leaving)
        self.arriving = SortedPositions(arriving)
      }

      /// The same moves, the other way.
      var reversed: Crossing {
        Crossing(
          moves: zip(moveStarts.values, moveEnds).map { Move(source: $1, destination: $0) },
          leaving: arriving.values,
          arriving: leaving.values
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
      if let move = crossing.moveStarts.index(of: position) {
        return crossing.moveEnds[move]
      }
      guard crossing.leaving.index(of: position) == nil,
        let otherSection = section(position.section)
      else { return nil }
      let rank =
        position.item
        - crossing.leaving.count(inSection: position.section, below: position.item)
        - crossing.moveStarts.count(inSection: position.section, below: position.item)
      let arriving = crossing.arriving
      let moveEnds = crossing.sortedMoveEnds
      guard !arriving.isEmpty(inSection: otherSection) || !moveEnds.isEmpty(inSection: otherSection)
      else { return IndexPath(item: rank, section: otherSection) }
      let item = place(ofRank: rank) { place in
        arriving.count(inSection: otherSection, below: place + 1)
          + moveEnds.count(inSection: otherSection, below: place + 1)
      }
      return IndexPath(item: item, section: otherSection)
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
