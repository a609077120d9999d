import DiffableDataSource
import Testing

/// Whole hierarchies moved into a section snapshot, as UIKit's
/// `append(_:to:)`, `insert(_:before:)`, `insert(_:after:)` and
/// `replace(childrenOf:using:)` with a snapshot do; shown through
/// `visualDescription()`.
@Suite struct SectionSnapshotSubtreeTests {
  /// "fruit" over "apple" (expanded, over "gala") and "pear".
  private var fruit: DiffableDataSourceSectionSnapshot<String> {
    var snapshot = DiffableDataSourceSectionSnapshot<String>()
    snapshot.append(["fruit"])
    snapshot.append(["apple", "pear"], to: "fruit")
    snapshot.append(["gala"], to: "apple")
    snapshot.expand(["apple"])
    return snapshot
  }

  @Test func appendingASnapshotKeepsItsShapeAndExpansion() {
    var snapshot = DiffableDataSourceSectionSnapshot<String>()
    snapshot.append(["food"])
    snapshot.append(fruit, to: "food")
    snapshot.append(["veg"], to: "food")
    snapshot.expand(["food"])
    #expect(
      snapshot.visualDescription() == """
        ▾ food
          ▸ fruit
            ▾ apple
              • gala
            • pear
          • veg
        """
    )
    #expect(snapshot.parent(of: "fruit") == "food")
    #expect(snapshot.visibleItems == ["food", "fruit", "veg"])
    snapshot.append(DiffableDataSourceSectionSnapshot<String>())
    #expect(snapshot.rootItems == ["food"])
  }

  @Test func insertingASnapshotPutsItsRootsBesideAnItem() {
    var snapshot = DiffableDataSourceSectionSnapshot<String>()
    snapshot.append(["a", "z"])
    snapshot.append(["m"], to: "a")
    var two = DiffableDataSourceSectionSnapshot<String>()
    two.append(["b", "c"])
    snapshot.insert(two, after: "a")
    var one = DiffableDataSourceSectionSnapshot<String>()
    one.append(["l"])
    snapshot.insert(one, before: "m")
    #expect(snapshot.rootItems == ["a", "b", "c", "z"])
    #expect(snapshot.snapshot(of: "a").rootItems == ["l", "m"])
    #expect(snapshot.parent(of: "l") == "a")
  }

  @Test func replacingChildrenDropsTheOldOnes() {
    var snapshot = fruit
    var citrus = DiffableDataSourceSectionSnapshot<String>()
    citrus.append(["lemon", "lime"])
    snapshot.replace(childrenOf: "fruit", using: citrus)
    #expect(snapshot.items == ["fruit", "lemon", "lime"])
    #expect(!snapshot.contains("gala") && !snapshot.contains("apple"))
    #expect(snapshot.parent(of: "lime") == "fruit")
  }

  @Test func graftingAnItemAlreadyThereTraps() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var snapshot = DiffableDataSourceSectionSnapshot<String>()
      snapshot.append(["a", "b"])
      var again = DiffableDataSourceSectionSnapshot<String>()
      again.append(["c"])
      again.append(["b"], to: "c")
      snapshot.append(again, to: "a")
    }
    #expect(standardError(result).contains("Duplicate identifiers: [b]"))
  }
}
