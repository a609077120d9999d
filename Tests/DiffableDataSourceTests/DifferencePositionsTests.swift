import DiffableDataSource
import PropertyBased
import Testing

/// `SnapshotDifference.Positions` follows every section and item across a
/// change exactly as looking its identifier up on both sides would, where
/// the difference says it survived.
@Suite struct DifferencePositionsTests {
  static func verify(_ scenario: Scenario) {
    let (old, new) = (scenario.old, scenario.new)
    let positions = SnapshotDifference.Positions(new.difference(from: old))
    let oldSections = old.sectionIdentifiers
    let newSections = new.sectionIdentifiers
    for (index, section) in oldSections.enumerated() {
      #expect(positions.newSection(forOld: index) == new.indexOfSection(section))
    }
    for (index, section) in newSections.enumerated() {
      #expect(positions.oldSection(forNew: index) == old.indexOfSection(section))
    }
    func path(of item: Int, in snapshot: Scenario.Snapshot) -> IndexPath? {
      guard let section = snapshot.sectionIdentifier(containingItem: item) else { return nil }
      return IndexPath(
        item: snapshot.itemIdentifiers(inSection: section).firstIndex(of: item)!,
        section: snapshot.indexOfSection(section)!
      )
    }
    // An item survives when both its sections do; one leaving a deleted
    // section or entering an inserted one is a delete and an insert.
    func survives(_ item: Int) -> Bool {
      guard let from = old.sectionIdentifier(containingItem: item),
        let to = new.sectionIdentifier(containingItem: item)
      else { return false }
      return new.indexOfSection(from) != nil && old.indexOfSection(to) != nil
    }
    for (sectionIndex, section) in oldSections.enumerated() {
      for (itemIndex, item) in old.itemIdentifiers(inSection: section).enumerated() {
        let expected = survives(item) ? path(of: item, in: new) : nil
        #expect(
          positions.newIndexPath(forOld: IndexPath(item: itemIndex, section: sectionIndex))
            == expected,
          "item \(item)"
        )
      }
    }
    for (sectionIndex, section) in newSections.enumerated() {
      for (itemIndex, item) in new.itemIdentifiers(inSection: section).enumerated() {
        let expected = survives(item) ? path(of: item, in: old) : nil
        #expect(
          positions.oldIndexPath(forNew: IndexPath(item: itemIndex, section: sectionIndex))
            == expected,
          "item \(item)"
        )
      }
    }
  }

  @Test func smallEditedPairs() async {
    await propertyCheck(count: 1_000, input: Scenario.edited) { Self.verify($0) }
  }

  @Test func largeRedealtPairs() async {
    await propertyCheck(count: 40, input: Scenario.redealt) { Self.verify($0) }
  }

  @Test func aMoveWithinASectionShiftsTheItemsBetween() {
    var old = Scenario.Snapshot()
    old.appendSections([0])
    old.appendItems([0, 1, 2, 3, 4])
    var new = old
    new.moveItem(4, beforeItem: 1)
    let positions = SnapshotDifference.Positions(new.difference(from: old))
    let moved = (0..<5).map {
      positions.newIndexPath(forOld: IndexPath(item: $0, section: 0))!.item
    }
    #expect(moved == [0, 2, 3, 4, 1])
    #expect(
      positions.oldIndexPath(forNew: IndexPath(item: 1, section: 0))
        == IndexPath(item: 4, section: 0)
    )
  }
}
