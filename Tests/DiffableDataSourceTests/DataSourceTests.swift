import DiffableDataSource
import Testing

typealias DataSource = DiffableDataSource<String, String>

/// Collects what a data source hands its consumer, and holds completions back
/// until told to run them, the way an animating view would.
final class Recorder {
  var updates: [DataSource.Update] = []
  var pendingCompletions: [() -> Void] = []

  func attach(to dataSource: DataSource) {
    dataSource.updateHandler = { update, completion in
      self.updates.append(update)
      self.pendingCompletions.append(completion)
    }
  }

  func finishAnimations() {
    pendingCompletions.forEach { $0() }
    pendingCompletions = []
  }
}

@Suite("Data source")
struct DataSourceTests {
  @Test func applyHandsOverOneUpdate() {
    let dataSource = DataSource()
    let recorder = Recorder()
    recorder.attach(to: dataSource)
    let first = makeSnapshot(["A": ["a1", "a2"]])
    dataSource.apply(first, animatingDifferences: false)
    var second = first
    second.appendSections(["B"])
    second.moveItem("a1", beforeItem: "a2")
    second.moveItem("a2", beforeItem: "a1")
    second.reloadItems(["a1"])
    dataSource.apply(second)

    #expect(recorder.updates.count == 2)
    let update = recorder.updates[1]
    #expect(update.initialSnapshot == first)
    #expect(Structure(update.finalSnapshot) == Structure(second))
    #expect(update.finalSnapshot.reloadedItemIdentifiers.isEmpty)
    #expect(update.difference == second.difference(from: first))
    #expect(update.animatingDifferences)
    #expect(!update.isReloadData)
    #expect(!recorder.updates[0].animatingDifferences)
    #expect(replay(update.difference, from: first, to: update.finalSnapshot) == Structure(second))
  }

  @Test func snapshotAfterApplyHasNoMarks() {
    let dataSource = DataSource()
    var snapshot = makeSnapshot(["A": ["a1"]])
    snapshot.reloadItems(["a1"])
    snapshot.reloadSections(["A"])
    dataSource.apply(snapshot)
    #expect(dataSource.snapshot() == makeSnapshot(["A": ["a1"]]))
  }

  @Test func completionWaitsForTheConsumer() {
    let dataSource = DataSource()
    let recorder = Recorder()
    recorder.attach(to: dataSource)
    var completed = 0
    dataSource.apply(makeSnapshot(["A": ["a"]])) { completed += 1 }
    #expect(completed == 0)
    recorder.finishAnimations()
    #expect(completed == 1)
  }

  @Test func completionRunsAtOnceWithoutConsumer() {
    let dataSource = DataSource()
    var completed = false
    dataSource.apply(makeSnapshot(["A": ["a"]])) { completed = true }
    #expect(completed)
  }

  @Test func lookups() {
    let dataSource = DataSource()
    dataSource.apply(makeSnapshot(["A": ["a1", "a2"], "B": ["b1"]]))
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "a2")
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "b1")
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == nil)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 2)) == nil)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: -1, section: 0)) == nil)
    #expect(dataSource.indexPath(for: "b1") == IndexPath(item: 0, section: 1))
    #expect(dataSource.indexPath(for: "zz") == nil)
    #expect(dataSource.sectionIdentifier(for: 1) == "B")
    #expect(dataSource.sectionIdentifier(for: 2) == nil)
    #expect(dataSource.index(for: "B") == 1)
    #expect(dataSource.index(for: "Z") == nil)
  }

  @Test func reloadDataReplacesEverySection() {
    let dataSource = DataSource()
    let recorder = Recorder()
    recorder.attach(to: dataSource)
    let first = makeSnapshot(["A": ["a1"], "B": ["b1"]])
    dataSource.apply(first)
    let second = makeSnapshot(["B": ["b1", "a1"], "C": [], "D": ["d"]])
    dataSource.applySnapshotUsingReloadData(second)
    let update = recorder.updates[1]
    #expect(update.isReloadData)
    #expect(!update.animatingDifferences)
    #expect(
      update.difference == SnapshotDifference(sectionDeletes: [0, 1], sectionInserts: [0, 1, 2])
    )
    #expect(replay(update.difference, from: first, to: second) == Structure(second))
    #expect(dataSource.snapshot() == second)
  }

  @Test func applyingASectionSnapshotShowsItsVisibleItems() {
    let dataSource = DataSource()
    let recorder = Recorder()
    recorder.attach(to: dataSource)
    dataSource.apply(makeSnapshot(["Top": ["t"]]))
    var tree = outline()
    dataSource.apply(tree, to: "Tree")
    #expect(dataSource.snapshot().sectionIdentifiers == ["Top", "Tree"])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "Tree") == ["Food", "Drinks"])
    #expect(dataSource.snapshot(for: "Tree") == tree)

    tree.expand(["Food"])
    dataSource.apply(tree, to: "Tree")
    let update = recorder.updates.last!
    #expect(
      dataSource.snapshot().itemIdentifiers(inSection: "Tree") == [
        "Food", "Fruit", "Vegetables", "Drinks",
      ]
    )
    #expect(
      update.difference
        == SnapshotDifference(itemInserts: [
          IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1),
        ])
    )
    #expect(dataSource.snapshot(for: "Tree").isExpanded("Food"))
  }

  @Test func sectionSnapshotForAFlatOrUnknownSection() {
    let dataSource = DataSource()
    dataSource.apply(makeSnapshot(["A": ["a1", "a2"]]))
    #expect(dataSource.snapshot(for: "A").rootItems == ["a1", "a2"])
    #expect(dataSource.snapshot(for: "A").items == ["a1", "a2"])
    #expect(dataSource.snapshot(for: "Z").items.isEmpty)
  }

  @Test func hierarchyKeptWhileTheSectionShowsIt() {
    let dataSource = DataSource()
    var tree = outline()
    tree.expand(["Drinks"])
    dataSource.apply(tree, to: "Tree")

    var unrelated = dataSource.snapshot()
    unrelated.insertSections(["Top"], beforeSection: "Tree")
    dataSource.apply(unrelated)
    #expect(dataSource.snapshot(for: "Tree") == tree)

    var changed = dataSource.snapshot()
    changed.deleteItems(["tea"])
    dataSource.apply(changed)
    #expect(dataSource.snapshot(for: "Tree").items == ["Food", "Drinks"])
    #expect(dataSource.snapshot(for: "Tree").level(of: "Drinks") == 0)
  }

  @Test func itemsMayLeaveAnotherSectionWithinOneSnapshot() {
    let dataSource = DataSource()
    dataSource.apply(makeSnapshot(["A": ["a1", "a2"], "B": []]))
    var next = dataSource.snapshot()
    next.moveItem("a2", beforeItem: "a1")
    next.deleteItems(["a1"])
    next.appendItems(["a1"], toSection: "B")
    dataSource.apply(next)
    #expect(Structure(dataSource.snapshot()).items == [["a2"], ["a1"]])
  }
}
