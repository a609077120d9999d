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
    /// Sorted index paths with the run each section takes among them, so a
    /// question about one section searches only its own. Sections are found
    /// by bisecting the few that have any, not by hashing: a frame asks
    /// this for every element on screen.
    fileprivate struct SortedPositions: Sendable {
      let values: [IndexPath]
      /// The sections that have positions, ascending…
      private let sections: [Int]
      /// …and where each one's run starts in `values`, with one extra last
      /// entry holding the count.
      private let starts: [Int]

      init(_ values: [IndexPath]) {
        self.values = values
        // Reserved at their size, counted first: grown by appends, a
        // difference's positions in a screen of small sections cost a
        // doubling of each array for every few sections.
        var runCount = 0
        for index in values.indices
        where index == 0 || values[index - 1].section != values[index].section {
          runCount += 1
        }
        var sections: [Int] = []
        var starts: [Int] = []
        sections.reserveCapacity(runCount)
        starts.reserveCapacity(runCount + 1)
        for (index, value) in values.enumerated()
        where index == 0 || values[index - 1].section != value.section {
          sections.append(value.section)
          starts.append(index)
        }
        starts.append(values.count)
        self.sections = sections
        self.starts = starts
      }

      /// The indices in `values` of the positions in `section`.
      func run(inSection section: Int) -> Range<Int> {
        var low = 0
        var high = sections.count
        while low < high {
          let middle = (low + high) / 2
          if sections[middle] < section { low = middle + 1 } else { high = middle }
        }
        guard low < sections.count, sections[low] == section else { return 0..<0 }
        return starts[low]..<starts[low + 1]
      }

      /// How many of the positions in `run` (one section's) lie before `item`.
      func count(below item: Int, in run: Range<Int>) -> Int {
        var low = run.lowerBound
        var high = run.upperBound
        while low < high {
          let middle = (low + high) / 2
          if values[middle].item < item { low = middle + 1 } else { high = middle }
        }
        return low - run.lowerBound
      }

      /// Where `item` is in `run` (one section's), if it is.
      func index(of item: Int, in run: Range<Int>) -> Int? {
        let index = run.lowerBound + count(below: item, in: run)
        return index < run.upperBound && values[index].item == item ? index : nil
      }
    }

    /// One way across the change: where moves start (sorted) and where
    /// each of them ends, where moves end (sorted), what leaves on the
    /// starting side and what arrives on the other. Sections are positions
    /// in section 0. A class, immutable: every question shares one.
    fileprivate final class Crossing: Sendable {
      let moveStarts: SortedPositions
      let moveEnds: [IndexPath]
      let sortedMoveEnds: SortedPositions
      let leaving: SortedPositions
      let arriving: SortedPositions

      convenience init(moves: [Move<IndexPath>], leaving: [IndexPath], arriving: [IndexPath]) {
        self.init(
          moves: moves,
          leaving: SortedPositions(leaving),
          arriving: SortedPositions(arriving)
        )
      }

      private init(
        moves: [Move<IndexPath>],
        leaving: SortedPositions,
        arriving: SortedPositions
      ) {
        let bySource = moves.sorted { $0.source < $1.source }
        moveStarts = SortedPositions(bySource.map(\.source))
        moveEnds = bySource.map(\.destination)
        sortedMoveEnds = SortedPositions(moveEnds.sorted())
        self.leaving = leaving
        self.arriving = arriving
      }

      /// The same moves, the other way: what leaves one way arrives the
      /// other, already sorted, so only the moves are sorted again (a
      /// filter deleting half of 200,000 rows indexed its deletes twice).
      var reversed: Crossing {
        Crossing(
          moves: zip(moveStarts.values, moveEnds).map { Move(source: $1, destination: $0) },
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
      SectionCrossing(sectionsForward, from: 0, to: 0).indexPath(forItem: index)?.item
    }

    /// The old index of the new section at `index`; nil when it was inserted.
    /// - Complexity: O(log² c) for c changes.
    public func oldSection(forNew index: Int) -> Int? {
      SectionCrossing(sectionsBackward, from: 0, to: 0).indexPath(forItem: index)?.item
    }

    /// Where the item at an old index path is in the new snapshot; nil when
    /// it was deleted, alone or with its section.
    /// - Complexity: O(log² c) for c changes.
    public func newIndexPath(forOld indexPath: IndexPath) -> IndexPath? {
      newItems(ofOldSection: indexPath.section).indexPath(forItem: indexPath.item)
    }

    /// Where the item at a new index path was in the old snapshot; nil when
    /// it was inserted, alone or with its section.
    /// - Complexity: O(log² c) for c changes.
    public func oldIndexPath(forNew indexPath: IndexPath) -> IndexPath? {
      oldItems(ofNewSection: indexPath.section).indexPath(forItem: indexPath.item)
    }

    /// ``newIndexPath(forOld:)`` for the items of one old section, with what
    /// concerns the section worked out once: for following many items of a
    /// section, as a view does with a screenful of them.
    /// - Complexity: O(log² c) for c changes.
    public func newItems(ofOldSection section: Int) -> SectionCrossing {
      SectionCrossing(itemsForward, from: section, to: newSection(forOld: section))
    }

    /// ``oldIndexPath(forNew:)`` for the items of one new section.
    /// - Complexity: O(log² c) for c changes.
    public func oldItems(ofNewSection section: Int) -> SectionCrossing {
      SectionCrossing(itemsBackward, from: section, to: oldSection(forNew: section))
    }

    /// The items of one section followed across the change, one way.
    /// Sections themselves are followed as the items of section 0.
    public struct SectionCrossing: Sendable {
      private let crossing: Crossing
      /// The section its items go to; nil when the section itself is gone.
      private let otherSection: Int?
      /// The runs of the crossing's lists that concern the two sections.
      private let starting: Range<Int>
      private let leaving: Range<Int>
      private let arriving: Range<Int>
      private let ending: Range<Int>

      fileprivate init(_ crossing: Crossing, from section: Int, to otherSection: Int?) {
        self.crossing = crossing
        self.otherSection = otherSection
        starting = crossing.moveStarts.run(inSection: section)
        leaving = crossing.leaving.run(inSection: section)
        arriving = otherSection.map { crossing.arriving.run(inSection: $0) } ?? 0..<0
        ending = otherSection.map { crossing.sortedMoveEnds.run(inSection: $0) } ?? 0..<0
      }

      /// Where the section's item `item` is on the other side: where its
      /// move ends, or else the place of the same rank among those nothing
      /// arriving takes, in the section it goes to; nil when it is gone
      /// (deleted or inserted, alone or with its section).
      /// - Complexity: O(log² c) for c changes in the section.
      public func indexPath(forItem item: Int) -> IndexPath? {
        if let move = crossing.moveStarts.index(of: item, in: starting) {
          return crossing.moveEnds[move]
        }
        guard crossing.leaving.index(of: item, in: leaving) == nil, let otherSection
        else { return nil }
        let rank =
          item
          - crossing.leaving.count(below: item, in: leaving)
          - crossing.moveStarts.count(below: item, in: starting)
        guard !arriving.isEmpty || !ending.isEmpty
        else { return IndexPath(item: rank, section: otherSection) }
        let place = Positions.place(ofRank: rank) { place in
          crossing.arriving.count(below: place + 1, in: arriving)
            + crossing.sortedMoveEnds.count(below: place + 1, in: ending)
        }
        return IndexPath(item: place, section: otherSection)
      }
    }

    /// The `rank`-th free place (from 0), where `taken(place)` counts the
    /// places at or before `place` that others take: the smallest place with
    /// `rank + 1` free places up to it, found by bisection as that count
    /// never decreases.
    fileprivate static func place(ofRank rank: Int, taken: (Int) -> Int) -> Int {
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
