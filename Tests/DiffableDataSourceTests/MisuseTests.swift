import DiffableDataSource
import Testing

/// Misuse traps, as UIKit raises exceptions, with the offending identifiers in
/// the message. Each runs in a child process.
@Suite("Misuse traps")
struct MisuseTests {
  @Test func duplicateItemsInOneCall() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["main"])
      snapshot.appendItems(["a", "b", "a", "c", "b"])
    }
    #expect(
      standardError(result).contains(
        "Supplied item identifiers are not unique. Duplicate identifiers: [a, b]"
      )
    )
  }

  @Test func itemAlreadyInAnotherSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["A", "B"])
      snapshot.appendItems(["x"], toSection: "A")
      snapshot.insertItems(["y", "x"], beforeItem: "x")
    }
    #expect(standardError(result).contains("Duplicate identifiers: [x]"))
  }

  /// The first section's items are found through its own index, the
  /// others' through the index of item sections: both ways catch a copy.
  @Test func itemOfTheFirstSectionAddedToAnother() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["x", "w"], toSection: "A")
      snapshot.appendSections(["B"])
      snapshot.appendItems(["z", "x"], toSection: "B")
    }
    #expect(standardError(result).contains("Duplicate identifiers: [x]"))
  }

  @Test func itemOfAnotherSectionAddedToTheFirst() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["A", "B"])
      snapshot.appendItems(["w", "x"], toSection: "B")
      snapshot.appendItems(["y", "x"], toSection: "A")
    }
    #expect(standardError(result).contains("Duplicate identifiers: [x]"))
  }

  @Test func duplicateSections() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["A", "B"])
      snapshot.insertSections(["C", "B"], beforeSection: "A")
    }
    #expect(
      standardError(result).contains(
        "Supplied section identifiers are not unique. Duplicate identifiers: [B]"
      )
    )
  }

  @Test func appendingItemsWithoutSections() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendItems(["lonely"])
    }
    #expect(
      standardError(result).contains(
        "There are currently no sections in the snapshot. Add a section before appending items [lonely]"
      )
    )
  }

  @Test func appendingToUnknownSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["a"], toSection: "Z")
    }
    #expect(
      standardError(result).contains(
        "Invalid section identifier specified for appendItems(_:toSection:): Z"
      )
    )
  }

  @Test func itemsOfUnknownSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let snapshot = DiffableDataSourceSnapshot<String, String>()
      _ = snapshot.itemIdentifiers(inSection: "ghost")
    }
    #expect(
      standardError(result).contains(
        "Invalid section identifier specified for itemIdentifiers(inSection:): ghost"
      )
    )
  }

  @Test func insertingBeforeUnknownItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.insertItems(["a"], beforeItem: "ghost")
    }
    #expect(
      standardError(result).contains(
        "Invalid item identifier specified for insertItems(_:beforeItem:): ghost"
      )
    )
  }

  @Test func movingUnknownItem() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["a"])
      snapshot.moveItem("ghost", afterItem: "a")
    }
    #expect(
      standardError(result).contains(
        "Invalid item identifier specified for moveItem(_:afterItem:): ghost"
      )
    )
  }

  @Test func movingItemRelativeToItself() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["a"])
      snapshot.moveItem("a", beforeItem: "a")
    }
    #expect(
      standardError(result).contains("Attempted to move item identifier a relative to itself")
    )
  }

  @Test func movingSectionBeforeUnknownSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.moveSection("A", beforeSection: "ghost")
    }
    #expect(
      standardError(result).contains(
        "Invalid section identifier specified for moveSection(_:beforeSection:): ghost"
      )
    )
  }

  @Test func reloadingUnknownItems() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.appendSections(["A"])
      snapshot.appendItems(["a"])
      snapshot.reloadItems(["a", "ghost", "phantom"])
    }
    #expect(
      standardError(result).contains(
        "Attempted to reload item identifiers that do not exist in the snapshot: [ghost, phantom]"
      )
    )
  }

  @Test func reconfiguringUnknownItems() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.reconfigureItems(["ghost"])
    }
    #expect(
      standardError(result).contains(
        "Attempted to reconfigure item identifiers that do not exist in the snapshot: [ghost]"
      )
    )
  }

  @Test func reloadingUnknownSection() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<String, String>()
      snapshot.reloadSections(["ghost"])
    }
    #expect(
      standardError(result).contains(
        "Attempted to reload section identifier that does not exist in the snapshot: ghost"
      )
    )
  }

  @Test func sectionSnapshotDuplicates() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = DiffableDataSourceSectionSnapshot<String>()
      outline.append(["root"])
      outline.append(["child", "root"], to: "root")
    }
    #expect(
      standardError(result).contains(
        "Supplied item identifiers are not unique. Duplicate identifiers: [root]"
      )
    )
  }

  @Test func sectionSnapshotUnknownParent() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = DiffableDataSourceSectionSnapshot<String>()
      outline.append(["child"], to: "ghost")
    }
    #expect(
      standardError(result).contains("Invalid item identifier specified for append(_:to:): ghost")
    )
  }

  @Test func sectionSnapshotExpandingUnknownItems() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var outline = DiffableDataSourceSectionSnapshot<String>()
      outline.append(["root"])
      outline.expand(["root", "ghost"])
    }
    #expect(
      standardError(result).contains("Invalid item identifiers specified for expand: [ghost]")
    )
  }

  @Test func longListsOfOffendersAreCut() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<100))
      snapshot.appendItems(Array(0..<100))
    }
    #expect(standardError(result).contains("18, 19, … (80 more)]"))
  }

  @Test func sectionSnapshotInvalidParentQuery() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let outline = DiffableDataSourceSectionSnapshot<String>()
      _ = outline.level(of: "ghost")
    }
    #expect(
      standardError(result).contains("Invalid item identifier specified for level(of:): ghost")
    )
  }
}
