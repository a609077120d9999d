import DiffableDataSource
import PropertyBased
import Testing

/// The first section's items stay out of the index of item sections until
/// the other sections hold as many; then they are indexed too. Before and
/// after, every item is found where it is, a copy of one traps, and a
/// difference between snapshots built either way is exact.
@Suite("The first section, uncovered then covered")
struct CoveredFirstSectionTests {
  /// Every item of `snapshot` found at its index path and in its section.
  func expectEveryItemFound(_ snapshot: Snapshot) {
    for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
      for (position, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
        #expect(snapshot.indexPath(for: item) == IndexPath(item: position, section: sectionIndex))
        #expect(snapshot.sectionIdentifier(containingItem: item) == section)
      }
    }
  }

  @Test func itemsAreFoundBeforeAndAfterTheFirstSectionIsCovered() {
    var snapshot = Snapshot()
    snapshot.appendSections(["A", "B", "C"])
    snapshot.appendItems(["a1", "a2", "a3"], toSection: "A")
    // Fewer than the first section's: it stays uncovered.
    snapshot.appendItems(["b1", "b2"], toSection: "B")
    expectEveryItemFound(snapshot)
    // Now as many: it is covered.
    snapshot.appendItems(["c1"], toSection: "C")
    expectEveryItemFound(snapshot)
    snapshot.appendItems(["a4"], toSection: "A")
    snapshot.moveItem("a1", afterItem: "c1")
    snapshot.deleteItems(["a2", "b1"])
    expectEveryItemFound(snapshot)
    #expect(
      Structure(snapshot)
        == Structure(makeSnapshot(["A": ["a3", "a4"], "B": ["b2"], "C": ["c1", "a1"]]))
    )
  }

  @Test func aCopyOfAnUncoveredItemTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot()
      snapshot.appendSections(["A", "B"])
      snapshot.appendItems(["x", "w", "v"], toSection: "A")
      snapshot.appendItems(["z", "x"], toSection: "B")
    }
    #expect(standardError(result).contains("Duplicate identifiers: [x]"))
  }

  @Test func aCopyOfACoveredItemTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = Snapshot()
      snapshot.appendSections(["A", "B", "C"])
      snapshot.appendItems(["x", "w"], toSection: "A")
      snapshot.appendItems(["z", "y"], toSection: "B")
      snapshot.appendItems(["v", "w"], toSection: "C")
    }
    #expect(standardError(result).contains("Duplicate identifiers: [w]"))
  }

  /// Each kind of change of the benchmark's sectioned workload once, in
  /// snapshots whose first section is covered.
  @Test func aDifferenceBetweenCoveredSnapshots() {
    let old = makeSnapshot([
      "A": ["a1", "a2", "a3"], "B": ["b1", "b2", "b3"], "C": ["c1", "c2", "c3"],
    ])
    let new = makeSnapshot([
      "A": ["a2", "a3", "a1"], "B": ["b1", "c2", "b3", "n1"], "C": ["c1", "c3"],
    ])
    let difference = checkedDifference(from: old, to: new)
    #expect(
      difference
        == SnapshotDifference(
          itemDeletes: [at(1, 1)],
          itemInserts: [at(1, 3)],
          itemMoves: [
            Move(source: at(0, 0), destination: at(0, 2)),
            Move(source: at(2, 1), destination: at(1, 1)),
          ]
        )
    )
  }

  /// Many sections filled in order, as an app builds them, then edited as
  /// the benchmark's workload is: items deleted, moved within and across
  /// sections, and inserted.
  @Test func manySectionsEditedLikeTheWorkload() async {
    await propertyCheck(count: 100, input: Scenario.workload) { scenario in
      verifyDifference(scenario)
    }
  }
}

extension Scenario {
  /// 2 to 40 sections of up to 60 items each; of the items, about 10 %
  /// deleted, 2 % moved within their section, 2 % moved to another and
  /// 10 % new ones inserted, each at a random place.
  static let workload = Generator(run: { random in
    var random = random
    let sectionCount = Int.random(in: 2...40, using: &random)
    var next = 0
    let old: [[Int]] = (0..<sectionCount).map { _ in
      let count = Int.random(in: 0...60, using: &random)
      defer { next += count }
      return Array(next..<(next + count))
    }
    var new = old.map { items in
      items.filter { _ in Int.random(in: 0..<100, using: &random) >= 10 }
    }
    for section in new.indices {
      for _ in new[section].indices where Int.random(in: 0..<100, using: &random) < 4 {
        let item = new[section].remove(at: Int.random(in: new[section].indices, using: &random))
        let target =
          Int.random(in: 0..<100, using: &random) < 50
          ? section : (section + Int.random(in: 1..<sectionCount, using: &random)) % sectionCount
        new[target].insert(item, at: Int.random(in: 0...new[target].count, using: &random))
      }
    }
    for _ in 0..<(next / 10) {
      let section = Int.random(in: 0..<sectionCount, using: &random)
      new[section].insert(next, at: Int.random(in: 0...new[section].count, using: &random))
      next += 1
    }
    func snapshot(_ items: [[Int]]) -> Snapshot {
      var snapshot = Snapshot()
      snapshot.appendSections(Array(items.indices))
      for (section, sectionItems) in items.enumerated() {
        snapshot.appendItems(sectionItems, toSection: section)
      }
      return snapshot
    }
    return Scenario(old: snapshot(old), new: snapshot(new))
  })
}
