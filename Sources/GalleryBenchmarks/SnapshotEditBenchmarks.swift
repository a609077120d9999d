import Benchmarking
import DiffableDataSource
import Foundation
import GalleryExamples

/// Single edits in a large section, appends to one of many sections, and
/// how the cost of every snapshot operation grows with the number of items.
enum SnapshotEditBenchmarks {
  typealias Snapshot = DiffableDataSourceSnapshot<Int, UUID>

  static func run() {
    if isSelected(
      "snapshot.delete_one.1m.ms",
      "snapshot.move_one.1m.ms",
      "snapshot.insert_one.1m.ms"
    ) {
      singleEdits()
    }
    if isSelected("snapshot.append_one.1000_sections.us") { appendsToManySections() }
    if isSelected(
      "snapshot.growth.max_exponent",
      "snapshot.growth.worst",
      "snapshot.growth.reference_exponent"
    ) {
      SnapshotGrowthBenchmarks.run()
    }
  }

  /// One edit in the middle of a section of a million items, on a snapshot
  /// that owns its storage: what the edit costs beyond the copy a shared
  /// snapshot makes first, as any value type does.
  static func singleEdits() {
    var random = SplitMix64(seed: 0x6F6E_6520_6564_6974)
    let items = ListFixtures.randomIdentifiers(1_000_000, &random)
    let base = ListFixtures.snapshot(items)
    let spare = UUID(using: &random)
    let setUp = { ListFixtures.ownCopy(of: base, spare: spare) }
    Measurement(name: "snapshot.delete_one.1m.ms", unit: .milliseconds, repetitions: 11).run(
      setUp: setUp,
      checking: { snapshot, delete in
        delete(&snapshot)
        require(
          snapshot.numberOfItems == 999_999 && snapshot.indexOfItem(items[500_000]) == nil
            && snapshot.indexOfItem(items[500_001]) == 500_000,
          "the middle item deleted"
        )
      }
    ) { $0.deleteItems([items[500_000]]) }
    Measurement(name: "snapshot.move_one.1m.ms", unit: .milliseconds, repetitions: 11).run(
      setUp: setUp,
      checking: { snapshot, move in
        move(&snapshot)
        require(
          snapshot.numberOfItems == 1_000_000 && snapshot.indexOfItem(items[250_000]) == 750_000
            && snapshot.indexOfItem(items[750_000]) == 749_999,
          "item 250,000 moved after item 750,000"
        )
      }
    ) { $0.moveItem(items[250_000], afterItem: items[750_000]) }
    Measurement(name: "snapshot.insert_one.1m.ms", unit: .milliseconds, repetitions: 11).run(
      setUp: setUp,
      checking: { snapshot, insert in
        insert(&snapshot)
        require(
          snapshot.numberOfItems == 1_000_001 && snapshot.indexOfItem(spare) == 500_000
            && snapshot.indexOfItem(items[500_000]) == 500_001,
          "one item inserted in the middle"
        )
      }
    ) { $0.insertItems([spare], beforeItem: items[500_000]) }
  }

  /// Appending one item at a time to random sections of a thousand, per
  /// call.
  static func appendsToManySections() {
    var random = SplitMix64(seed: 0x6D61_6E79)
    let items = ListFixtures.randomIdentifiers(20_000, &random)
    let sections = (0..<20_000).map { _ in Int.random(in: 0..<1_000, using: &random) }
    Measurement(
      name: "snapshot.append_one.1000_sections.us",
      unit: .microseconds,
      repetitions: 15,
      iterations: items.count
    )
    .run(
      setUp: { () -> (snapshot: Snapshot, next: Int) in
        var snapshot = Snapshot()
        snapshot.appendSections(Array(0..<1_000))
        return (snapshot, 0)
      },
      checking: { state, append in
        for _ in items { append(&state) }
        let expected = Dictionary(sections.map { ($0, 1) }, uniquingKeysWith: +)
        require(
          state.snapshot.numberOfItems == items.count
            && (0..<1_000).allSatisfy {
              state.snapshot.numberOfItems(inSection: $0) == expected[$0, default: 0]
            },
          "every item appended to its own section"
        )
      }
    ) { state in
      state.snapshot.appendItems([items[state.next]], toSection: sections[state.next])
      state.next += 1
    }
  }
}
