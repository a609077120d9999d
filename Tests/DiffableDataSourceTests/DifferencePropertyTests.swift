import DiffableDataSource
import PropertyBased
import Testing

/// The length of a longest strictly increasing subsequence, by patience sorting:
/// the test's own count, to hold the difference's moves against.
func longestIncreasingLength(_ values: [Int]) -> Int {
  var tails: [Int] = []
  for value in values {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if tails[middle] < value { low = middle + 1 } else { high = middle }
    }
    if low == tails.count { tails.append(value) } else { tails[low] = value }
  }
  return tails.count
}

/// Checks every promise of `difference(from:)` on one pair of snapshots.
func verifyDifference(_ scenario: Scenario) {
  let (old, new) = (scenario.old, scenario.new)
  let difference = new.difference(from: old)

  // The change turns the old structure into the new one, exactly.
  #expect(replay(difference, from: old, to: new) == Structure(new))

  // Sections: deletes and inserts are exactly the sections one side lacks; the
  // survivors that keep their relative order do not move.
  let oldSections = old.sectionIdentifiers
  let newSections = new.sectionIdentifiers
  #expect(
    difference.sectionDeletes
      == oldSections.indices.filter { new.indexOfSection(oldSections[$0]) == nil }
  )
  #expect(
    difference.sectionInserts
      == newSections.indices.filter { old.indexOfSection(newSections[$0]) == nil }
  )
  let survivingSections = newSections.compactMap(old.indexOfSection)
  #expect(
    difference.sectionMoves.count == survivingSections.count
      - longestIncreasingLength(survivingSections)
  )
  for move in difference.sectionMoves {
    #expect(oldSections[move.source] == newSections[move.destination])
  }

  // Items: no identifier is lost. An item in a surviving section on both sides
  // is never deleted and inserted; every other change is exactly one delete
  // (old side) or insert (new side).
  func survives(_ section: Int?) -> Bool {
    guard let section else { return false }
    return old.indexOfSection(section) != nil && new.indexOfSection(section) != nil
  }
  func oldPosition(_ item: Int) -> IndexPath {
    let section = old.sectionIdentifier(containingItem: item)!
    let items = old.itemIdentifiers(inSection: section)
    return IndexPath(item: items.firstIndex(of: item)!, section: old.indexOfSection(section)!)
  }
  func newPosition(_ item: Int) -> IndexPath {
    let section = new.sectionIdentifier(containingItem: item)!
    let items = new.itemIdentifiers(inSection: section)
    return IndexPath(item: items.firstIndex(of: item)!, section: new.indexOfSection(section)!)
  }
  var expectedDeletes: [IndexPath] = []
  var expectedInserts: [IndexPath] = []
  var expectedCrossMoves = Set<SnapshotDifference.Move<IndexPath>>()
  for (sectionIndex, section) in oldSections.enumerated() where survives(section) {
    for (index, item) in old.itemIdentifiers(inSection: section).enumerated()
    where !survives(new.sectionIdentifier(containingItem: item)) {
      expectedDeletes.append(IndexPath(item: index, section: sectionIndex))
    }
  }
  for (sectionIndex, section) in newSections.enumerated() where survives(section) {
    for (index, item) in new.itemIdentifiers(inSection: section).enumerated() {
      let oldSection = old.sectionIdentifier(containingItem: item)
      if !survives(oldSection) {
        expectedInserts.append(IndexPath(item: index, section: sectionIndex))
      } else if oldSection != section {
        expectedCrossMoves.insert(.init(source: oldPosition(item), destination: newPosition(item)))
      }
    }
  }
  #expect(difference.itemDeletes == expectedDeletes)
  #expect(difference.itemInserts == expectedInserts)
  let crossMoves = difference.itemMoves.filter {
    oldSections[$0.source.section] != newSections[$0.destination.section]
  }
  #expect(Set(crossMoves) == expectedCrossMoves)
  #expect(crossMoves.count == expectedCrossMoves.count)

  // Within a section, the moves are as few as can be, and an item that keeps
  // its order relative to every other staying item is never moved.
  let movedSources = Set(difference.itemMoves.map(\.source))
  for section in newSections where survives(section) {
    let oldItems = old.itemIdentifiers(inSection: section)
    let staying = new.itemIdentifiers(inSection: section).filter {
      old.sectionIdentifier(containingItem: $0) == section
    }
    let oldIndices = staying.map { oldItems.firstIndex(of: $0)! }
    let oldSectionIndex = old.indexOfSection(section)!
    let movedHere = difference.itemMoves.filter {
      $0.source.section == oldSectionIndex
        && oldSections[$0.source.section] == newSections[$0.destination.section]
    }
    #expect(movedHere.count == staying.count - longestIncreasingLength(oldIndices))
    var suffixMinimum = [Int](repeating: .max, count: oldIndices.count + 1)
    for rank in oldIndices.indices.reversed() {
      suffixMinimum[rank] = min(oldIndices[rank], suffixMinimum[rank + 1])
    }
    var prefixMaximum = -1
    for (rank, oldIndex) in oldIndices.enumerated() {
      if prefixMaximum < oldIndex && oldIndex < suffixMinimum[rank + 1] {
        #expect(!movedSources.contains(IndexPath(item: oldIndex, section: oldSectionIndex)))
      }
      prefixMaximum = max(prefixMaximum, oldIndex)
    }
  }

  // Reloads survive: every marked item that survives is reported at its old
  // position, reconfigures unless also reloaded, and marked sections likewise.
  let reloaded = new.reloadedItemIdentifiers.filter {
    survives(old.sectionIdentifier(containingItem: $0))
      && survives(new.sectionIdentifier(containingItem: $0))
  }
  #expect(difference.itemReloads == reloaded.map(oldPosition).sorted())
  let reconfigured = new.reconfiguredItemIdentifiers.filter {
    !new.reloadedItemIdentifiers.contains($0) && survives(old.sectionIdentifier(containingItem: $0))
      && survives(new.sectionIdentifier(containingItem: $0))
  }
  #expect(difference.itemReconfigures == reconfigured.map(oldPosition).sorted())
  #expect(
    difference.sectionReloads
      == new.reloadedSectionIdentifiers.compactMap(old.indexOfSection).sorted()
  )

  // Every list is sorted, so consumers and tests see one canonical form.
  #expect(
    difference.itemMoves.map(\.destination) == difference.itemMoves.map(\.destination).sorted()
  )
  #expect(
    difference.sectionMoves.map(\.destination)
      == difference.sectionMoves.map(\.destination).sorted()
  )
}

@Suite("Difference properties")
struct DifferencePropertyTests {
  @Test func smallEditedPairs() async {
    await propertyCheck(count: 2_000, input: Scenario.edited) { scenario in
      verifyDifference(scenario)
    }
  }

  @Test func largeRedealtPairs() async {
    await propertyCheck(count: 150, input: Scenario.redealt) { scenario in
      verifyDifference(scenario)
    }
  }

  @Test func theDataSourceHandsOverTheDifference() async {
    await propertyCheck(count: 200, input: Scenario.edited) { scenario in
      let dataSource = DiffableDataSource<Int, Int>()
      var received: [DiffableDataSourceUpdate<Int, Int>] = []
      dataSource.updateHandler = { update, completion in
        received.append(update)
        completion()
      }
      dataSource.apply(scenario.old)
      dataSource.apply(scenario.new)
      #expect(received.count == 2)
      #expect(
        received.last?.difference == scenario.new.difference(from: received[1].initialSnapshot)
      )
      #expect(Structure(dataSource.snapshot()) == Structure(scenario.new))
      #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
    }
  }
}
