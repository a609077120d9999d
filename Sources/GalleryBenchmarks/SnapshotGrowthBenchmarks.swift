import Benchmarking
import DiffableDataSource
import Foundation
import GalleryExamples

/// How the cost of every snapshot operation, and of the difference, grows
/// with the number of items n: each is timed at 1k, 10k, 100k and 1M items
/// and the slope of log(time) over log(n) fitted by least squares. 1 is
/// linear, 0 constant. `snapshot.growth.max_exponent` is the steepest,
/// `snapshot.growth.worst` repeats it with the operation's name in place
/// of a unit; every slope goes to standard error.
///
/// Edits are timed on copies that own their storage (see
/// `ListFixtures.ownCopy(of:spare:)`), many at the smaller
/// sizes. Each time is the fastest of five repetitions: the one least
/// disturbed by other processes, which matter most at the largest size,
/// where a repetition takes longest.
enum SnapshotGrowthBenchmarks {
  typealias Snapshot = DiffableDataSourceSnapshot<Int, UUID>

  static let sizes = [1_000, 10_000, 100_000, 1_000_000]

  /// The snapshots the operations work on, at one size.
  struct Fixture {
    let count: Int
    /// The items of `one` and `two`, in order.
    let items: [UUID]
    /// Every other item.
    let everyOther: [UUID]
    /// Identifiers in no snapshot.
    let spare: [UUID]
    /// One section, 0, of `count` items.
    let one: Snapshot
    /// Sections 0 and 1 with half the items each.
    let two: Snapshot
    /// Old and new states for the difference.
    let edited: (old: Snapshot, new: Snapshot)
    let shuffled: (old: Snapshot, new: Snapshot)
    /// Equal, built from separate arrays.
    let equal: (old: Snapshot, new: Snapshot)

    init(count: Int, _ random: inout SplitMix64) {
      self.count = count
      let items = ListFixtures.randomIdentifiers(count, &random)
      self.items = items
      everyOther = stride(from: 0, to: count, by: 2).map { items[$0] }
      spare = ListFixtures.randomIdentifiers(1_024, &random)
      one = ListFixtures.snapshot(items)
      var two = Snapshot()
      two.appendSections([0, 1])
      two.appendItems(Array(items[..<(count / 2)]), toSection: 0)
      two.appendItems(Array(items[(count / 2)...]), toSection: 1)
      self.two = two
      let snapshot = ListFixtures.snapshot
      edited = (one, snapshot(ListFixtures.edited(items, &random)))
      shuffled = (one, snapshot(items.shuffled(using: &random)))
      equal = (one, snapshot(items.map { $0 }))
    }

    /// Ends the run unless the snapshots hold what the operations are
    /// named for.
    func check() {
      require(one.itemIdentifiers == items, "one section of \(count) items")
      require(
        two.sectionIdentifiers == [0, 1] && two.numberOfItems(inSection: 0) == count / 2
          && two.itemIdentifiers == items,
        "two sections of half the items each"
      )
      require(
        edited.new.numberOfItems == count && edited.new.itemIdentifiers != items,
        "an edit deleting and inserting a tenth keeps the count and changes the list"
      )
      require(
        Set(shuffled.new.itemIdentifiers) == Set(items) && shuffled.new.itemIdentifiers != items,
        "the shuffled list holds the same items in another order"
      )
      require(equal.old == equal.new, "equal snapshots from separate arrays")
      checkDifference(
        edited.new.difference(from: edited.old),
        from: edited.old,
        to: edited.new,
        "snapshot.growth difference.edited"
      )
      checkDifference(
        shuffled.new.difference(from: shuffled.old),
        from: shuffled.old,
        to: shuffled.new,
        "snapshot.growth difference.shuffled"
      )
    }

    /// An item spread over the list by `iteration`.
    func item(_ iteration: Int) -> UUID { items[(iteration &* 7_919) % count] }
  }

  /// An operation and how to time one call of it on a fixture, in seconds.
  struct Operation {
    let name: String
    let time: (Fixture) -> Double
  }

  static func run() {
    var random = SplitMix64(seed: 0x6772_6F77_7468)
    var timings: [String: [Double]] = [:]
    for count in sizes {
      let fixture = Fixture(count: count, &random)
      fixture.check()
      for operation in operations + [reference] {
        timings[operation.name, default: []].append(operation.time(fixture))
      }
    }
    let logSizes = sizes.map { log(Double($0)) }
    func exponent(_ operation: Operation) -> Double {
      let exponent = slope(logSizes, timings[operation.name]!.map(log))
      let times = timings[operation.name]!.map { "\(($0 * 1e9).rounded() / 1e3) us" }
      let line = "snapshot.growth \(operation.name): \((exponent * 1000).rounded() / 1000)"
      FileHandle.standardError.write(Data("\(line) (\(times.joined(separator: ", ")))\n".utf8))
      return exponent
    }
    let worst = operations.map { ($0.name, exponent($0)) }.max { $0.1 < $1.1 }!
    report("snapshot.growth.max_exponent", worst.1, "exponent")
    report("snapshot.growth.worst", worst.1, worst.0)
    report("snapshot.growth.reference_exponent", exponent(reference), "exponent")
  }

  /// The standard library doing what `itemIdentifiers` does, concatenating
  /// two arrays of half the identifiers each, timed the same way: how
  /// steeply memory alone makes O(n) work grow on this machine, from
  /// caches at 1k to main memory and fresh pages at 1M.
  static var reference: Operation {
    reading("reference.concatenation") { fixture, _ in
      var all: [UUID] = []
      all.reserveCapacity(fixture.count)
      all.append(contentsOf: fixture.items[..<(fixture.count / 2)])
      all.append(contentsOf: fixture.items[(fixture.count / 2)...])
      blackHole(all)
    }
  }

  /// The least-squares slope of `y` over `x`.
  static func slope(_ x: [Double], _ y: [Double]) -> Double {
    let meanX = x.reduce(0, +) / Double(x.count)
    let meanY = y.reduce(0, +) / Double(y.count)
    let covariance = zip(x, y).reduce(0) { $0 + ($1.0 - meanX) * ($1.1 - meanY) }
    let variance = x.reduce(0) { $0 + ($1 - meanX) * ($1 - meanX) }
    return covariance / variance
  }

  /// An edit, on fresh copies of what `start` makes each repetition: a
  /// hundred thousand items' worth, so that at the smaller sizes they stay
  /// in cache, as a snapshot just built or copied does.
  static func editing(
    _ name: String,
    from start: @escaping (Fixture) -> Snapshot,
    _ edit: @escaping (inout Snapshot, Fixture, Int) -> Void
  ) -> Operation {
    Operation(name: name) { fixture in
      let count = max(1, 100_000 / fixture.count)
      return fastest { clock in
        var copies = (0..<count).map { _ in start(fixture) }
        let elapsed = clock.measure {
          for index in copies.indices { edit(&copies[index], fixture, index) }
        }
        return seconds(elapsed) / Double(count)
      }
    }
  }

  /// A query, or anything that leaves the fixture alone, called often
  /// enough for each repetition to take a tenth of a millisecond.
  static func reading(_ name: String, _ query: @escaping (Fixture, Int) -> Void) -> Operation {
    Operation(name: name) { fixture in
      let clock = ContinuousClock()
      let once = seconds(clock.measure { query(fixture, 0) })
      let count = Int(min(1e6, max(1, 1e-4 / max(once, 1e-9))))
      return fastest { clock in
        let elapsed = clock.measure {
          for index in 0..<count { query(fixture, index) }
        }
        return seconds(elapsed) / Double(count)
      }
    }
  }

  /// The fastest of five repetitions of `sample`.
  static func fastest(_ sample: (ContinuousClock) -> Double) -> Double {
    let clock = ContinuousClock()
    return (0..<5).map { _ in sample(clock) }.min()!
  }

  /// Own copies of the fixture's snapshots, and empty snapshots.
  static func one(_ fixture: Fixture) -> Snapshot {
    ListFixtures.ownCopy(of: fixture.one, spare: fixture.spare[0])
  }
  static func two(_ fixture: Fixture) -> Snapshot {
    ListFixtures.ownCopy(of: fixture.two, spare: fixture.spare[0])
  }
  static func empty(sections: [Int]) -> (Fixture) -> Snapshot {
    { _ in
      var snapshot = Snapshot()
      snapshot.appendSections(sections)
      return snapshot
    }
  }

  static var operations: [Operation] {
    [
      reading("numberOfSections") { blackHole($0.two.numberOfSections + $1) },
      reading("numberOfItems") { blackHole($0.two.numberOfItems + $1) },
      reading("numberOfItems(inSection:)") { blackHole($0.two.numberOfItems(inSection: $1 & 1)) },
      reading("sectionIdentifiers") { fixture, _ in blackHole(fixture.two.sectionIdentifiers) },
      reading("itemIdentifiers") { fixture, _ in blackHole(fixture.two.itemIdentifiers) },
      reading("itemIdentifiers(inSection:)") {
        blackHole($0.two.itemIdentifiers(inSection: $1 & 1))
      },
      reading("sectionIdentifier(containingItem:)") {
        blackHole($0.two.sectionIdentifier(containingItem: $0.item($1)))
      },
      reading("indexOfItem") { blackHole($0.two.indexOfItem($0.item($1))) },
      reading("indexPath(for:)") { blackHole($0.one.indexPath(for: $0.item($1))) },
      reading("indexPath(for:).two_sections") { blackHole($0.two.indexPath(for: $0.item($1))) },
      reading("indexOfSection") { blackHole($0.two.indexOfSection($1 & 1)) },
      reading("reloadedSectionIdentifiers") { fixture, _ in
        blackHole(fixture.two.reloadedSectionIdentifiers)
      },
      reading("reloadedItemIdentifiers") { fixture, _ in
        blackHole(fixture.two.reloadedItemIdentifiers)
      },
      reading("reconfiguredItemIdentifiers") { fixture, _ in
        blackHole(fixture.two.reconfiguredItemIdentifiers)
      },
      reading("description") { fixture, _ in blackHole(fixture.two.description) },
      reading("==") { fixture, _ in blackHole(fixture.equal.old == fixture.equal.new) },
      reading("difference.edited") { fixture, _ in
        blackHole(fixture.edited.new.difference(from: fixture.edited.old))
      },
      reading("difference.shuffled") { fixture, _ in
        blackHole(fixture.shuffled.new.difference(from: fixture.shuffled.old))
      },
      reading("difference.unchanged") { fixture, _ in
        blackHole(fixture.equal.new.difference(from: fixture.equal.old))
      },
      editing("init", from: empty(sections: [])) { snapshot, _, _ in snapshot = Snapshot() },
      editing("appendItems.all", from: empty(sections: [0])) { snapshot, fixture, _ in
        snapshot.appendItems(fixture.items)
      },
      editing("appendItems.all.two_sections", from: empty(sections: [0, 1])) {
        snapshot,
        fixture,
        _ in
        snapshot.appendItems(fixture.items, toSection: 1)
      },
      editing("appendItems.one", from: one) { snapshot, fixture, call in
        snapshot.appendItems([fixture.spare[call + 1]])
      },
      editing("insertItems(beforeItem:)", from: one) { snapshot, fixture, call in
        snapshot.insertItems(
          [fixture.spare[call + 1]],
          beforeItem: fixture.items[fixture.count / 2]
        )
      },
      editing("insertItems(afterItem:)", from: one) { snapshot, fixture, call in
        snapshot.insertItems([fixture.spare[call + 1]], afterItem: fixture.items[fixture.count / 2])
      },
      editing("deleteItems.one", from: one) { snapshot, fixture, _ in
        snapshot.deleteItems([fixture.items[fixture.count / 2]])
      },
      editing("deleteItems.one.two_sections", from: two) { snapshot, fixture, _ in
        snapshot.deleteItems([fixture.items[fixture.count / 4]])
      },
      editing("deleteItems.half", from: one) { snapshot, fixture, _ in
        snapshot.deleteItems(fixture.everyOther)
      },
      editing("deleteItems.all", from: one) { snapshot, fixture, _ in
        snapshot.deleteItems(fixture.items)
      },
      editing("deleteAllItems", from: one) { snapshot, _, _ in snapshot.deleteAllItems() },
      editing("moveItem(beforeItem:)", from: one) { snapshot, fixture, _ in
        snapshot.moveItem(
          fixture.items[fixture.count / 4],
          beforeItem: fixture.items[3 * fixture.count / 4]
        )
      },
      editing("moveItem(afterItem:)", from: one) { snapshot, fixture, _ in
        snapshot.moveItem(
          fixture.items[3 * fixture.count / 4],
          afterItem: fixture.items[fixture.count / 4]
        )
      },
      editing("moveItem.across_sections", from: two) { snapshot, fixture, _ in
        snapshot.moveItem(
          fixture.items[fixture.count / 4],
          beforeItem: fixture.items[3 * fixture.count / 4]
        )
      },
      editing("appendSections", from: two) { snapshot, _, _ in snapshot.appendSections([2]) },
      editing("appendSections.second", from: one) { snapshot, _, _ in snapshot.appendSections([1])
      },
      editing("insertSections(beforeSection:)", from: two) { snapshot, _, _ in
        snapshot.insertSections([2], beforeSection: 0)
      },
      editing("insertSections(afterSection:)", from: two) { snapshot, _, _ in
        snapshot.insertSections([2], afterSection: 0)
      },
      editing("deleteSections", from: two) { snapshot, _, _ in snapshot.deleteSections([0]) },
      editing("moveSection(beforeSection:)", from: two) { snapshot, _, _ in
        snapshot.moveSection(1, beforeSection: 0)
      },
      editing("moveSection(afterSection:)", from: two) { snapshot, _, _ in
        snapshot.moveSection(0, afterSection: 1)
      },
      editing("reloadSections", from: two) { snapshot, _, _ in snapshot.reloadSections([1]) },
      editing("reloadItems", from: two) { snapshot, fixture, call in
        snapshot.reloadItems([fixture.item(call)])
      },
      editing("reconfigureItems", from: two) { snapshot, fixture, call in
        snapshot.reconfigureItems([fixture.item(call)])
      },
    ]
  }
}
