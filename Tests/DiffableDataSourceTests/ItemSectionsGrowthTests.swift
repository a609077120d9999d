import Testing

@testable import DiffableDataSource

/// The index of item sections grows for the sections still empty when a
/// snapshot is built a section at a time, not by doubling alone: each
/// growth moves every entry, and doubling from the second section to the
/// hundredth took seven of them.
@Suite struct ItemSectionsGrowthTests {
  typealias Numbers = DiffableDataSourceSnapshot<Int, Int>

  /// The bucket counts the index has had, in order, while `build` ran its
  /// steps on a snapshot.
  func bucketCounts(_ steps: Int, _ step: (inout Numbers, Int) -> Void) -> [Int] {
    var snapshot = Numbers()
    var counts: [Int] = []
    for index in 0..<steps {
      step(&snapshot, index)
      let buckets = snapshot._itemSections.bucketCount
      if buckets > 0 && counts.last != buckets { counts.append(buckets) }
    }
    return counts
  }

  @Test func aSnapshotBuiltSectionBySectionGrowsItsIndexOnce() {
    let counts = bucketCounts(101) { snapshot, index in
      if index == 0 {
        snapshot.appendSections(Array(0..<100))
      } else {
        let section = index - 1
        snapshot.appendItems(Array(section * 100..<(section + 1) * 100), toSection: section)
      }
    }
    // A table for the second section's items and room for the others,
    // and one more for the last of them.
    #expect(counts.count == 2, "\(counts)")
    // No larger in the end than doubling would have made it.
    #expect(counts.last == HashIndex.bucketCount(forCapacity: 9_900))
  }

  @Test func sectionsThatStayEmptyReserveABoundedShare() {
    var snapshot = Numbers()
    snapshot.appendSections(Array(0..<10_000))
    snapshot.appendItems(Array(0..<1_000), toSection: 0)
    snapshot.appendItems(Array(1_000..<2_000), toSection: 1)
    // Eight times what the index holds at most, not room for all 10,000
    // sections filled alike.
    #expect(snapshot._itemSections.capacity >= 2_000)
    // The table rounds up to a power of two: at most twice that.
    #expect(snapshot._itemSections.capacity <= 2 * 8 * 2_000)
  }

  @Test func aSnapshotFilledWithoutEmptySectionsDoubles() {
    // Each section appended with its items: none is empty when the index
    // grows, so nothing is reserved beyond doubling.
    let counts = bucketCounts(100) { snapshot, index in
      snapshot.appendSections([index])
      snapshot.appendItems(Array(index * 100..<(index + 1) * 100), toSection: index)
    }
    #expect(counts.count >= 6, "\(counts)")
    #expect(counts.last == HashIndex.bucketCount(forCapacity: 9_900))
  }
}
