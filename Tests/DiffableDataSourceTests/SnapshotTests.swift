import DiffableDataSource
import PropertyBased
import Testing

@Suite("Snapshot queries and mutations")
struct SnapshotTests {
  @Test func emptySnapshot() {
    let snapshot = Snapshot()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.sectionIdentifiers.isEmpty)
    #expect(snapshot.itemIdentifiers.isEmpty)
    #expect(snapshot.indexOfItem("a") == nil)
    #expect(snapshot.indexOfSection("s") == nil)
    #expect(snapshot.sectionIdentifier(containingItem: "a") == nil)
  }

  @Test func queriesAcrossSections() {
    let snapshot = makeSnapshot(["A": ["a1", "a2"], "B": [], "C": ["c1", "c2", "c3"]])
    #expect(snapshot.numberOfSections == 3)
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.numberOfItems(inSection: "B") == 0)
    #expect(snapshot.numberOfItems(inSection: "C") == 3)
    #expect(snapshot.sectionIdentifiers == ["A", "B", "C"])
    #expect(snapshot.itemIdentifiers == ["a1", "a2", "c1", "c2", "c3"])
    #expect(snapshot.itemIdentifiers(inSection: "C") == ["c1", "c2", "c3"])
    #expect(snapshot.sectionIdentifier(containingItem: "c2") == "C")
    #expect(snapshot.indexOfItem("a1") == 0)
    #expect(snapshot.indexOfItem("c2") == 3)
    #expect(snapshot.indexOfSection("C") == 2)
  }

  @Test func appendItemsWithoutSectionGoesToTheLastSection() {
    var snapshot = Snapshot()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems(["b1"])
    snapshot.appendItems(["a1"], toSection: "A")
    snapshot.appendItems(["b2"])
    #expect(Structure(snapshot).items == [["a1"], ["b1", "b2"]])
    #expect(snapshot.indexOfItem("b2") == 2)
  }

  @Test func appendingOneByOneMatchesAppendingAtOnce() {
    var oneByOne = Snapshot()
    oneByOne.appendSections(["A", "B"])
    let items = (0..<60).map { "item \($0)" }
    for (index, item) in items.enumerated() {
      oneByOne.appendItems([item], toSection: index.isMultiple(of: 3) ? "A" : "B")
    }
    var atOnce = Snapshot()
    atOnce.appendSections(["A", "B"])
    atOnce.appendItems(
      items.enumerated().filter { $0.offset.isMultiple(of: 3) }.map(\.element),
      toSection: "A"
    )
    atOnce.appendItems(items.enumerated().filter { !$0.offset.isMultiple(of: 3) }.map(\.element))
    #expect(oneByOne == atOnce)
  }

  @Test func insertSections() {
    var snapshot = makeSnapshot(["B": ["b"], "D": ["d"]])
    snapshot.insertSections(["A"], beforeSection: "B")
    snapshot.insertSections(["C"], afterSection: "B")
    snapshot.insertSections(["E", "F"], afterSection: "D")
    #expect(snapshot.sectionIdentifiers == ["A", "B", "C", "D", "E", "F"])
    #expect(snapshot.indexOfItem("d") == 1)
    #expect(snapshot.numberOfItems(inSection: "A") == 0)
  }

  @Test func deleteSectionsRemovesTheirItems() {
    var snapshot = makeSnapshot(["A": ["a"], "B": ["b1", "b2"], "C": ["c"]])
    snapshot.reloadItems(["b1"])
    snapshot.reloadSections(["B"])
    snapshot.deleteSections(["B", "unknown"])
    #expect(Structure(snapshot).sections == ["A", "C"])
    #expect(snapshot.itemIdentifiers == ["a", "c"])
    #expect(snapshot.sectionIdentifier(containingItem: "b1") == nil)
    #expect(snapshot.reloadedItemIdentifiers.isEmpty)
    #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
    #expect(snapshot.indexOfItem("c") == 1)
    // The identifiers are free again.
    snapshot.appendSections(["B"])
    snapshot.appendItems(["b1"])
    #expect(snapshot.indexOfItem("b1") == 2)
  }

  @Test func moveSectionCarriesItsItems() {
    var snapshot = makeSnapshot(["A": ["a"], "B": ["b"], "C": ["c"]])
    snapshot.moveSection("A", afterSection: "C")
    #expect(snapshot.sectionIdentifiers == ["B", "C", "A"])
    snapshot.moveSection("C", beforeSection: "B")
    #expect(snapshot.sectionIdentifiers == ["C", "B", "A"])
    #expect(snapshot.itemIdentifiers == ["c", "b", "a"])
    #expect(snapshot.indexOfItem("a") == 2)
    snapshot.moveSection("B", beforeSection: "A")
    #expect(snapshot.sectionIdentifiers == ["C", "B", "A"])
  }

  @Test func insertItemsBeforeAndAfter() {
    var snapshot = makeSnapshot(["A": ["a2"], "B": ["b1", "b3"]])
    snapshot.insertItems(["a1"], beforeItem: "a2")
    snapshot.insertItems(["a3", "a4"], afterItem: "a2")
    snapshot.insertItems(["b2"], afterItem: "b1")
    snapshot.insertItems(["b4"], afterItem: "b3")
    #expect(Structure(snapshot).items == [["a1", "a2", "a3", "a4"], ["b1", "b2", "b3", "b4"]])
    #expect(snapshot.indexOfItem("b1") == 4)
    #expect(snapshot.sectionIdentifier(containingItem: "a4") == "A")
  }

  @Test func deleteItemsAcrossSectionsIgnoringUnknownOnes() {
    var snapshot = makeSnapshot(["A": ["a1", "a2", "a3"], "B": ["b1", "b2"]])
    snapshot.reconfigureItems(["a2"])
    snapshot.deleteItems(["a2", "b1", "nope"])
    #expect(Structure(snapshot).items == [["a1", "a3"], ["b2"]])
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.indexOfItem("b2") == 2)
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
    snapshot.deleteItems(["a1", "a3", "b2"])
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.sectionIdentifiers == ["A", "B"])
  }

  /// Many items out of sections of hundreds, named in any order and some
  /// twice: the survivors keep their order, and each is found at its new
  /// place, on both sides of every 64 positions.
  @Test func deletingManyItemsFromLargeSections() async {
    let deletion = Generator(run: { random in
      var random = random
      let counts = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        Int.random(in: 2...700, using: &random)
      }
      let share = Int.random(in: 1...9, using: &random)
      return (
        counts,
        (0..<counts.reduce(0, +)).filter { _ in
          Int.random(in: 0..<10, using: &random) < share
        }.shuffled(using: &random) + [0, 1]
      )
    })
    await propertyCheck(count: 100, input: deletion) { counts, doomed in
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      var model: [[Int]] = []
      for count in counts {
        let first = model.joined().count
        model.append(Array(first..<(first + count)))
        snapshot.appendSections([model.count - 1])
        snapshot.appendItems(model.last!)
      }
      snapshot.deleteItems(doomed)
      let doomedSet = Set(doomed)
      model = model.map { $0.filter { !doomedSet.contains($0) } }
      #expect(model.indices.map { snapshot.itemIdentifiers(inSection: $0) } == model)
      for (section, items) in model.enumerated() {
        for (position, item) in items.enumerated()
        where snapshot.indexPath(for: item) != IndexPath(item: position, section: section) {
          Issue.record("\(item) at \(String(describing: snapshot.indexPath(for: item)))")
          return
        }
      }
    }
  }

  @Test func deleteAllItemsRemovesSectionsToo() {
    var snapshot = makeSnapshot(["A": ["a"], "B": ["b"]])
    snapshot.reloadItems(["a"])
    snapshot.deleteAllItems()
    #expect(snapshot == Snapshot())
  }

  @Test func moveItemWithinAndAcrossSections() {
    var snapshot = makeSnapshot(["A": ["a1", "a2", "a3"], "B": ["b1"]])
    snapshot.moveItem("a1", afterItem: "a3")
    #expect(Structure(snapshot).items == [["a2", "a3", "a1"], ["b1"]])
    snapshot.moveItem("a3", beforeItem: "a2")
    #expect(Structure(snapshot).items == [["a3", "a2", "a1"], ["b1"]])
    snapshot.moveItem("a2", beforeItem: "b1")
    #expect(Structure(snapshot).items == [["a3", "a1"], ["a2", "b1"]])
    #expect(snapshot.sectionIdentifier(containingItem: "a2") == "B")
    #expect(snapshot.indexOfItem("b1") == 3)
    snapshot.moveItem("b1", afterItem: "a1")
    #expect(Structure(snapshot).items == [["a3", "a1", "b1"], ["a2"]])
  }

  @Test func reloadAndReconfigureMarks() {
    var snapshot = makeSnapshot(["A": ["a1", "a2"], "B": ["b1"]])
    snapshot.reloadItems(["a2"])
    snapshot.reconfigureItems(["b1", "a1"])
    snapshot.reloadSections(["B"])
    #expect(snapshot.reloadedItemIdentifiers == ["a2"])
    #expect(snapshot.reconfiguredItemIdentifiers == ["b1", "a1"])
    #expect(snapshot.reloadedSectionIdentifiers == ["B"])
    // Marks follow their items when they move.
    snapshot.moveItem("a2", afterItem: "b1")
    #expect(snapshot.reloadedItemIdentifiers == ["a2"])
  }

  @Test func copiesAreIndependent() {
    let original = makeSnapshot(["A": ["a1", "a2"]])
    var copy = original
    copy.appendItems(["a3"])
    copy.deleteItems(["a1"])
    #expect(original.itemIdentifiers == ["a1", "a2"])
    #expect(copy.itemIdentifiers == ["a2", "a3"])
    #expect(original != copy)
  }

  @Test func equalityIncludesMarks() {
    let plain = makeSnapshot(["A": ["a"]])
    var marked = plain
    marked.reloadItems(["a"])
    #expect(plain != marked)
    #expect(plain == makeSnapshot(["A": ["a"]]))
  }

  @Test func descriptionShowsSectionsItemsAndMarks() {
    var snapshot = makeSnapshot(["A": ["a1", "a2"], "B": []])
    #expect(snapshot.description == "[A: [a1, a2], B: []]")
    snapshot.reloadItems(["a2"])
    snapshot.reconfigureItems(["a1"])
    snapshot.reloadSections(["B"])
    #expect(
      snapshot.description
        == "[A: [a1, a2], B: []] reloaded sections [B] reloaded items [a2] reconfigured items [a1]"
    )
  }
}
