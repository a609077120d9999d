import Testing

@testable import DiffableDataSource

/// The index of item sections grows for the sections still empty when a
/// snapshot is built a section at a time, not by doubling alone: each
/// growth moves every entry, and doubling through a hundred sections made
/// six tables, five growths.
@Suite struct ItemSectionsGrowthTests {
  typealias Numbers = DiffableDataSourceSnapshot<Int, Int>

  /// The bucket counts the index has had, in order, while `step` ran
  /// `steps` times on a snapshot.
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
    // A table for the second section's items and room for eight times as
    // many, then one more about a third of the way, for the rest.
    #expect(counts.count == 2, "\(counts)")
    // No larger in the end than doubling would have made it.
    #expect(counts.last == HashIndex.bucketCount(forCapacity: 9_900))
  }

  @Test func sectionsThatStayEmptyReserveABoundedShare() {
    var snapshot = Numbers()
    snapshot.appendSections(Array(0..<10_000))
    snapshot.appendItems(Array(0..<1_000), toSection: 0)
    snapshot.appendItems(Array(1_000..<2_000), toSection: 1)
    let capacity = snapshot._itemSections.capacity
    // More than doubling would reserve for the two sections' 2,000 items…
    #expect(capacity > HashIndex.bucketCount(forCapacity: 2_000) / 4 * 3)
    // …but eight times them at most, not room for all 10,000 sections
    // filled alike; the table rounds up to a power of two, twice that.
    #expect(capacity <= 2 * 8 * 2_000)
  }

  @Test func largeSectionsReserveAMillionMoreAtMost() {
    var snapshot = Numbers()
    snapshot.appendSections(Array(0..<22))
    snapshot.appendItems(Array(0..<100_000), toSection: 0)
    snapshot.appendItems(Array(100_000..<200_000), toSection: 1)
    // Twenty empty sections like these two would be two million items,
    // and seven times these two 1.4 million.
    #expect(
      snapshot._itemSections.capacity
        <= HashIndex.bucketCount(forCapacity: 200_000 + 1 << 20) / 4 * 3
    )
  }

  @Test func aSnapshotFilledWithoutEmptySectionsDoubles() {
    // Each section appended with its items: none is empty when the index
    // grows, so nothing is reserved beyond doubling.
    let counts = bucketCounts(100) { snapshot, index in
      snapshot.appendSections([index])
      snapshot.appendItems(Array(index * 100..<(index + 1) * 100), toSection: index)
    }
    #expect(counts.count == 6, "\(counts)")
    #expect(counts.last == HashIndex.bucketCount(forCapacity: 9_900))
  }
}
