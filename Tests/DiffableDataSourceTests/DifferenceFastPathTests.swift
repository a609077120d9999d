import DiffableDataSource
import PropertyBased
import Testing

/// The same sections and items as `snapshot`, with the same marks, in
/// storage of its own: a snapshot an app rebuilt from its data.
func rebuilt(_ snapshot: Scenario.Snapshot) -> Scenario.Snapshot {
  var copy = Scenario.Snapshot()
  copy.appendSections(snapshot.sectionIdentifiers)
  for section in snapshot.sectionIdentifiers {
    copy.appendItems(snapshot.itemIdentifiers(inSection: section).map { $0 }, toSection: section)
  }
  copy.reloadSections(snapshot.reloadedSectionIdentifiers)
  copy.reloadItems(snapshot.reloadedItemIdentifiers)
  copy.reconfigureItems(snapshot.reconfiguredItemIdentifiers)
  return copy
}

extension Scenario {
  /// An unchanged list: a snapshot and a rebuilt copy, marked for reloads
  /// half the time.
  static let unchanged = Generator(run: { random in
    var random = random
    let old = randomSnapshot(items: Int.random(in: 0...1_000, using: &random), using: &random)
    var new = rebuilt(old)
    let items = new.itemIdentifiers
    if !items.isEmpty && Bool.random(using: &random) {
      new.reloadItems((0..<3).map { _ in items.randomElement(using: &random)! })
      new.reconfigureItems((0..<3).map { _ in items.randomElement(using: &random)! })
    }
    return Scenario(old: old, new: new)
  })

  /// Many sections, of which a few change: items deleted, inserted, moved
  /// within the section and to another one. The others keep their
  /// storage, shared with the old snapshot.
  static let sectionLocal = Generator(run: { random in
    var random = random
    var old = Snapshot()
    let sections = Array(0..<Int.random(in: 2...25, using: &random))
    old.appendSections(sections)
    var next = 0
    for section in sections {
      let count = Int.random(in: 0...40, using: &random)
      old.appendItems(Array(next..<(next + count)), toSection: section)
      next += count
    }
    var new = old
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      let section = sections.randomElement(using: &random)!
      var items = new.itemIdentifiers(inSection: section)
      new.deleteItems(items.filter { _ in Int.random(in: 0..<5, using: &random) == 0 })
      items = new.itemIdentifiers(inSection: section)
      if items.count >= 2 {
        let pair = items.shuffled(using: &random).prefix(2)
        new.moveItem(pair.first!, beforeItem: pair.last!)
      }
      if let anchor = items.randomElement(using: &random) {
        new.insertItems([100_000 + next], afterItem: anchor)
        next += 1
        let elsewhere = new.itemIdentifiers(inSection: sections.randomElement(using: &random)!)
        if let item = elsewhere.randomElement(using: &random), item != anchor {
          new.moveItem(item, afterItem: anchor)
        }
      }
    }
    return Scenario(old: old, new: new)
  })

  /// One long section changed in runs: deleted runs longer than the few
  /// places compared before hashing, inserted runs, moved blocks and
  /// shuffled stretches, across the groups items are looked up in.
  static let runs = Generator(run: { random in
    var random = random
    let count = Int.random(in: 0...1_500, using: &random)
    var items = Array(0..<count)
    var fresh = 100_000
    for _ in 0..<Int.random(in: 0...12, using: &random) where !items.isEmpty {
      let start = Int.random(in: 0..<items.count, using: &random)
      let end = min(items.count, start + Int.random(in: 1...80, using: &random))
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        items.removeSubrange(start..<end)
      case 1:
        items.insert(contentsOf: fresh..<(fresh + end - start), at: start)
        fresh += end - start
      case 2:
        let block = Array(items[start..<end])
        items.removeSubrange(start..<end)
        items.insert(contentsOf: block, at: Int.random(in: 0...items.count, using: &random))
      default:
        items[start..<end].shuffle(using: &random)
      }
    }
    var old = Snapshot()
    old.appendSections([0])
    old.appendItems(Array(0..<count))
    var new = Snapshot()
    new.appendSections([0])
    new.appendItems(items)
    return Scenario(old: old, new: new)
  })
}

/// The difference's fast paths against the reference checks of
/// `verifyDifference`, and against the full path on rebuilt snapshots: an
/// unchanged section is passed over, items are compared before they are
/// hashed and looked up in groups, and none of it changes the result.
@Suite("Difference fast paths")
struct DifferenceFastPathTests {
  @Test func anUnchangedSnapshotHasNoStructuralChanges() async {
    await propertyCheck(count: 60, input: Scenario.unchanged) { scenario in
      verifyDifference(scenario)
      let difference = scenario.new.difference(from: scenario.old)
      #expect(difference.sectionDeletes.isEmpty && difference.sectionInserts.isEmpty)
      #expect(difference.sectionMoves.isEmpty && difference.itemMoves.isEmpty)
      #expect(difference.itemDeletes.isEmpty && difference.itemInserts.isEmpty)
      #expect(scenario.old.difference(from: scenario.old).isEmpty)
    }
  }

  @Test func sectionLocalUpdatesMatchTheFullDifference() async {
    await propertyCheck(count: 100, input: Scenario.sectionLocal) { scenario in
      verifyDifference(scenario)
      #expect(
        scenario.new.difference(from: scenario.old)
          == rebuilt(scenario.new).difference(from: rebuilt(scenario.old))
      )
    }
  }

  @Test func runsOfChangesInOneLongSection() async {
    await propertyCheck(count: 100, input: Scenario.runs) { scenario in
      verifyDifference(scenario)
    }
  }
}

/// Appending to any section of many keeps every position and count right:
/// the counts of the sections before an item are kept in a tree, not
/// rewritten for every section after the one appended to.
@Suite("Appends to one of many sections")
struct ManySectionAppendTests {
  @Test func appendsOneByOneMatchAModel() async {
    let appends = Generator(run: { random in
      var random = random
      let sectionCount = Int.random(in: 2...120, using: &random)
      return (0..<Int.random(in: 0...400, using: &random)).map { _ in
        Int.random(in: 0..<sectionCount, using: &random)
      }
    })
    await propertyCheck(count: 30, input: appends) { sections in
      let sectionCount = (sections.max() ?? 0) + 1
      var snapshot = Scenario.Snapshot()
      snapshot.appendSections(Array(0..<sectionCount))
      var model = [[Int]](repeating: [], count: sectionCount)
      for (item, section) in sections.enumerated() {
        snapshot.appendItems([item], toSection: section)
        model[section].append(item)
      }
      let all = model.flatMap { $0 }
      #expect(snapshot.itemIdentifiers == all)
      #expect(snapshot.numberOfItems == all.count)
      for (index, item) in all.enumerated() {
        #expect(snapshot.indexOfItem(item) == index)
      }
      for (section, items) in model.enumerated() {
        #expect(snapshot.numberOfItems(inSection: section) == items.count)
        for (position, item) in items.enumerated() {
          #expect(snapshot.indexPath(for: item) == IndexPath(item: position, section: section))
        }
      }
    }
  }
}
