import Benchmarking
import DiffableDataSource
import Foundation
import GalleryExamples

/// The diffable data source's figures: the difference at two sizes against the
/// standard library's, and building snapshots flat and hierarchical. Each
/// difference is checked once before it is timed (see `checkDifference`).
enum DiffBenchmarks {
  static func run() {
    var random = SplitMix64(seed: 0x6761_6C6C_6572_79)
    let small = States(count: 5_000, deleted: 1_000, inserted: 1_000, shuffled: 200, &random)
    Measurement(name: "diff.5k.ms", unit: .milliseconds, repetitions: 101).run(
      small.difference,
      checking: { small.check($0, "diff.5k") }
    )

    if isSelected("diff.100k.ms", "diff.100k.from_arrays.ms", "diff.100k.stdlib") {
      hundredThousand(&random)
    }

    guard isSelected("snapshot.append", "section_snapshot.expand_all") else { return }
    // Identifiers of their own, the same whichever figures run before.
    var identifiers = SplitMix64(seed: 0x7575_6964_73)
    let items = ListFixtures.randomIdentifiers(100_000, &identifiers)
    Measurement(name: "snapshot.append.100k.ms", unit: .milliseconds).run(
      setUp: ListFixtures.emptySnapshot,
      checking: { snapshot, append in
        append(&snapshot)
        require(snapshot.itemIdentifiers == items, "100,000 items appended")
      }
    ) { snapshot in
      snapshot.appendItems(items)
      blackHole(snapshot)
    }
    let fewer = Array(items.prefix(10_000))
    Measurement(name: "snapshot.append_one_by_one.10k.ms", unit: .milliseconds).run(
      setUp: ListFixtures.emptySnapshot,
      checking: { snapshot, append in
        append(&snapshot)
        require(snapshot.itemIdentifiers == fewer, "10,000 items appended one by one")
      }
    ) { snapshot in
      for item in fewer { snapshot.appendItems([item]) }
      blackHole(snapshot)
    }

    Measurement(name: "section_snapshot.expand_all.10k.ms", unit: .milliseconds).run(
      setUp: { outline(fewer) },
      checking: { outline, expand in
        require(outline.visibleItems.count == 100, "the outline starts collapsed")
        expand(&outline)
        let shown = outline.visibleItems
        require(
          shown.count == fewer.count && Set(shown) == Set(fewer),
          "every one of the 10,000 items shows"
        )
      }
    ) { outline in
      outline.expand(outline.items)
      blackHole(outline.visibleItems)
    }
  }

  /// The difference at 100k against building its snapshots from arrays and
  /// against the standard library's.
  private static func hundredThousand(_ random: inout SplitMix64) {
    let large = States(count: 100_000, deleted: 10_000, inserted: 10_000, shuffled: 2_000, &random)
    let ours = Measurement(name: "diff.100k.ms", unit: .milliseconds).run(
      large.difference,
      checking: { large.check($0, "diff.100k") }
    )
    // The snapshots a data source holds already index their identifiers; this
    // figure adds building them from plain arrays, as a diff of arrays must.
    let fromArrays = {
      ListFixtures.snapshot(large.newItems).difference(from: ListFixtures.snapshot(large.oldItems))
    }
    Measurement(name: "diff.100k.from_arrays.ms", unit: .milliseconds).run(
      fromArrays,
      checking: { large.check($0, "diff.100k.from_arrays") }
    )
    // Seconds per run at this size: one run is enough for a ratio this large.
    let standardLibrary = Measurement(
      name: "diff.100k.stdlib.ms",
      unit: .milliseconds,
      repetitions: 1
    ).run(
      { large.newItems.difference(from: large.oldItems).inferringMoves() },
      checking: {
        require(
          large.oldItems.applying($0) == large.newItems,
          "the standard library's difference replays"
        )
      }
    )
    if ours > 0 && standardLibrary > 0 {
      report("diff.100k.stdlib_ratio", standardLibrary / ours, "x")
    }
  }

  /// 100 root items, each with 9 children, each of those with 10 children:
  /// 10,000 items, all collapsed.
  private static func outline(_ items: [UUID]) -> DiffableDataSourceSectionSnapshot<UUID> {
    var outline = DiffableDataSourceSectionSnapshot<UUID>()
    var remaining = items[...]
    let roots = Array(remaining.prefix(100))
    remaining = remaining.dropFirst(100)
    outline.append(roots)
    for root in roots {
      let children = Array(remaining.prefix(9))
      remaining = remaining.dropFirst(9)
      outline.append(children, to: root)
      for child in children {
        outline.append(Array(remaining.prefix(10)), to: child)
        remaining = remaining.dropFirst(10)
      }
    }
    return outline
  }
}

/// An old and a new list of random identifiers: the new one deletes a
/// contiguous run from the middle, appends new identifiers and shuffles its
/// first ones.
private struct States {
  typealias Snapshot = DiffableDataSourceSnapshot<Int, UUID>

  let oldItems: [UUID]
  let newItems: [UUID]
  let old: Snapshot
  let new: Snapshot

  init(count: Int, deleted: Int, inserted: Int, shuffled: Int, _ random: inout SplitMix64) {
    oldItems = ListFixtures.randomIdentifiers(count, &random)
    var items = oldItems
    items.removeSubrange((count / 2)..<(count / 2 + deleted))
    items.append(contentsOf: ListFixtures.randomIdentifiers(inserted, &random))
    items[0..<shuffled].shuffle(using: &random)
    newItems = items
    old = ListFixtures.snapshot(oldItems)
    new = ListFixtures.snapshot(newItems)
  }

  /// The difference the figures time.
  func difference() -> SnapshotDifference { new.difference(from: old) }

  /// Ends the run unless `difference`, for figure `name`, replays `old` to
  /// `new` and changes no more than it must.
  func check(_ difference: SnapshotDifference, _ name: String) {
    checkDifference(difference, from: old, to: new, name)
  }
}
