import DiffableDataSource
import Testing

typealias Move = SnapshotDifference.Move

/// The difference from `old` to `new`, after checking that replaying it on the
/// old structure gives the new one.
func checkedDifference(
  from old: Snapshot,
  to new: Snapshot,
  sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotDifference {
  let difference = new.difference(from: old)
  #expect(replay(difference, from: old, to: new) == Structure(new), sourceLocation: sourceLocation)
  return difference
}

func at(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

@Suite("Difference between two snapshots")
struct DifferenceTests {
  @Test func emptyToEmpty() {
    #expect(checkedDifference(from: Snapshot(), to: Snapshot()).isEmpty)
  }

  @Test func identicalSnapshots() {
    let snapshot = makeSnapshot(["A": ["a1", "a2"], "B": ["b1"]])
    #expect(checkedDifference(from: snapshot, to: snapshot).isEmpty)
  }

  @Test func fromEmptyInsertsSectionsWithTheirItems() {
    let new = makeSnapshot(["A": ["a1", "a2"], "B": ["b1"]])
    let difference = checkedDifference(from: Snapshot(), to: new)
    #expect(difference == SnapshotDifference(sectionInserts: [0, 1]))
  }

  @Test func everythingDeleted() {
    let old = makeSnapshot(["A": ["a1", "a2"], "B": ["b1"]])
    let difference = checkedDifference(from: old, to: Snapshot())
    #expect(difference == SnapshotDifference(sectionDeletes: [0, 1]))
  }

  @Test func everyItemDeletedSectionsKept() {
    let old = makeSnapshot(["A": ["a1", "a2"], "B": ["b1"]])
    let new = makeSnapshot(["A": [], "B": []])
    let difference = checkedDifference(from: old, to: new)
    #expect(difference == SnapshotDifference(itemDeletes: [at(0, 0), at(0, 1), at(1, 0)]))
  }

  @Test func singleItemInsertedAndDeleted() {
    let one = makeSnapshot(["A": ["a"]])
    let none = makeSnapshot(["A": []])
    #expect(checkedDifference(from: none, to: one) == SnapshotDifference(itemInserts: [at(0, 0)]))
    #expect(checkedDifference(from: one, to: none) == SnapshotDifference(itemDeletes: [at(0, 0)]))
  }

  @Test func insertsAndDeletesUseNewAndOldPositions() {
    let old = makeSnapshot(["A": ["a", "b", "c", "d"]])
    let new = makeSnapshot(["A": ["x", "a", "c", "y", "d"]])
    let difference = checkedDifference(from: old, to: new)
    #expect(
      difference == SnapshotDifference(itemDeletes: [at(0, 1)], itemInserts: [at(0, 0), at(0, 3)])
    )
  }

  @Test func everythingMovedKeepsOneInPlace() {
    let old = makeSnapshot(["A": ["a", "b", "c", "d", "e"]])
    let new = makeSnapshot(["A": ["e", "d", "c", "b", "a"]])
    let difference = checkedDifference(from: old, to: new)
    #expect(difference.itemMoves.count == 4)
    #expect(difference.itemInserts.isEmpty && difference.itemDeletes.isEmpty)
  }

  @Test func oneItemMovedIsOneMove() {
    let old = makeSnapshot(["A": ["a", "b", "c", "d", "e"]])
    let new = makeSnapshot(["A": ["b", "c", "d", "a", "e"]])
    let difference = checkedDifference(from: old, to: new)
    #expect(
      difference == SnapshotDifference(itemMoves: [Move(source: at(0, 0), destination: at(0, 3))])
    )
  }

  @Test func sectionMovedWithItsItems() {
    let old = makeSnapshot(["A": ["a1", "a2"], "B": ["b1"], "C": ["c1", "c2"]])
    let new = makeSnapshot(["C": ["c1", "c2"], "A": ["a1", "a2"], "B": ["b1"]])
    let difference = checkedDifference(from: old, to: new)
    #expect(difference == SnapshotDifference(sectionMoves: [Move(source: 2, destination: 0)]))
  }

  @Test func itemsReorderedInsideAMovedSection() {
    let old = makeSnapshot(["A": ["a1"], "B": ["b1", "b2", "b3"]])
    let new = makeSnapshot(["B": ["b2", "b3", "b1", "b4"], "A": ["a1"]])
    let difference = checkedDifference(from: old, to: new)
    #expect(difference.sectionMoves.count == 1)
    #expect(difference.itemMoves == [Move(source: at(1, 0), destination: at(0, 2))])
    #expect(difference.itemInserts == [at(0, 3)])
  }

  @Test func itemMovedAcrossSections() {
    let old = makeSnapshot(["A": ["a1", "a2"], "B": ["b1"]])
    let new = makeSnapshot(["A": ["a2"], "B": ["b1", "a1"]])
    let difference = checkedDifference(from: old, to: new)
    #expect(
      difference == SnapshotDifference(itemMoves: [Move(source: at(0, 0), destination: at(1, 1))])
    )
  }

  @Test func itemMovedAcrossSectionsThatSwapped() {
    let old = makeSnapshot(["A": ["a1", "a2"], "B": ["b1"]])
    let new = makeSnapshot(["B": ["a1", "b1"], "A": ["a2"]])
    let difference = checkedDifference(from: old, to: new)
    #expect(difference.sectionMoves.count == 1)
    #expect(difference.itemMoves == [Move(source: at(0, 0), destination: at(0, 0))])
  }

  @Test func itemsLeavingDeletedSectionsAreInsertedAnew() {
    let old = makeSnapshot(["A": ["a1", "a2"], "B": ["b1"]])
    let new = makeSnapshot(["B": ["b1", "a1"]])
    let difference = checkedDifference(from: old, to: new)
    #expect(difference == SnapshotDifference(sectionDeletes: [0], itemInserts: [at(0, 1)]))
  }

  @Test func itemsEnteringInsertedSectionsAreDeletedFromTheOldOnes() {
    let old = makeSnapshot(["A": ["a1", "a2"]])
    let new = makeSnapshot(["A": ["a2"], "N": ["a1", "n1"]])
    let difference = checkedDifference(from: old, to: new)
    #expect(difference == SnapshotDifference(sectionInserts: [1], itemDeletes: [at(0, 0)]))
  }

  @Test func reloadOfAnUnchangedItem() {
    let old = makeSnapshot(["A": ["a1", "a2"], "B": ["b1"]])
    var new = old
    new.reloadItems(["b1"])
    new.reconfigureItems(["a2"])
    new.reloadSections(["A"])
    let difference = checkedDifference(from: old, to: new)
    #expect(
      difference
        == SnapshotDifference(
          sectionReloads: [0],
          itemReloads: [at(1, 0)],
          itemReconfigures: [at(0, 1)]
        )
    )
  }

  @Test func reloadOfAMovedItemNamesItsOldPosition() {
    let old = makeSnapshot(["A": ["a1", "a2", "a3"], "B": ["b1"]])
    var new = old
    new.moveItem("a1", afterItem: "b1")
    new.moveItem("a3", beforeItem: "a2")
    new.reloadItems(["a1", "a3"])
    let difference = checkedDifference(from: old, to: new)
    #expect(difference.itemMoves.count == 2)
    #expect(difference.itemReloads == [at(0, 0), at(0, 2)])
  }

  @Test func reloadWinsOverReconfigure() {
    let old = makeSnapshot(["A": ["a1"]])
    var new = old
    new.reconfigureItems(["a1"])
    new.reloadItems(["a1"])
    let difference = checkedDifference(from: old, to: new)
    #expect(difference == SnapshotDifference(itemReloads: [at(0, 0)]))
  }

  @Test func reloadOfAnItemThatIsNewIsJustAnInsert() {
    let old = makeSnapshot(["A": ["a1"]])
    var new = old
    new.appendItems(["a2"])
    new.reloadItems(["a2"])
    let difference = checkedDifference(from: old, to: new)
    #expect(difference == SnapshotDifference(itemInserts: [at(0, 1)]))
  }

  @Test func everythingAtOnce() {
    let old = makeSnapshot([
      "A": ["a1", "a2", "a3"], "B": ["b1", "b2"], "C": ["c1"], "D": ["d1", "d2"],
    ])
    var new = old
    new.deleteSections(["C"])
    new.moveSection("D", beforeSection: "A")
    new.insertSections(["E"], afterSection: "A")
    new.appendItems(["e1", "c1"], toSection: "E")
    new.moveItem("b2", beforeItem: "a1")
    new.moveItem("d2", beforeItem: "d1")
    new.deleteItems(["a2"])
    new.insertItems(["x"], afterItem: "b1")
    new.reloadItems(["b2", "d1"])
    let difference = checkedDifference(from: old, to: new)
    #expect(difference.sectionDeletes == [2])
    #expect(difference.sectionInserts == [2])
    #expect(difference.sectionMoves == [Move(source: 3, destination: 0)])
    #expect(difference.itemDeletes == [at(0, 1)])
    #expect(difference.itemInserts == [at(3, 1)])
    #expect(
      difference.itemMoves == [
        Move(source: at(3, 1), destination: at(0, 0)),
        Move(source: at(1, 1), destination: at(1, 0)),
      ]
    )
    #expect(difference.itemReloads == [at(1, 1), at(3, 0)])
  }

  @Test func listsAreSortedAndDeterministic() {
    let old = makeSnapshot(["A": (0..<30).map { "a\($0)" }, "B": (0..<30).map { "b\($0)" }])
    var new = old
    for index in stride(from: 0, to: 30, by: 4) {
      new.moveItem("a\(index)", beforeItem: "b\(29 - index)")
      new.moveItem("b\(index + 1)", afterItem: "a\(29 - index)")
    }
    let first = checkedDifference(from: old, to: new)
    #expect(first == new.difference(from: old))
    #expect(first.itemMoves.map(\.destination) == first.itemMoves.map(\.destination).sorted())
    #expect(first.itemDeletes == first.itemDeletes.sorted())
    #expect(first.itemInserts == first.itemInserts.sorted())
  }
}
