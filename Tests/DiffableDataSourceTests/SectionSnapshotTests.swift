import DiffableDataSource
import Testing

/// Food
///   Fruit
///     apple, pear
///   Vegetables
///     leek
/// Drinks
///   tea
func outline() -> SectionSnapshot {
  var outline = SectionSnapshot()
  outline.append(["Food", "Drinks"])
  outline.append(["Fruit", "Vegetables"], to: "Food")
  outline.append(["apple", "pear"], to: "Fruit")
  outline.append(["leek"], to: "Vegetables")
  outline.append(["tea"], to: "Drinks")
  return outline
}

@Suite("Section snapshots")
struct SectionSnapshotTests {
  @Test func emptyOutline() {
    let outline = SectionSnapshot()
    #expect(outline.items.isEmpty)
    #expect(outline.visibleItems.isEmpty)
    #expect(outline.rootItems.isEmpty)
    #expect(outline.index(of: "x") == nil)
    #expect(!outline.contains("x"))
    #expect(!outline.isVisible("x"))
    #expect(!outline.isExpanded("x"))
  }

  @Test func itemsAreDepthFirstAndStartCollapsed() {
    let outline = outline()
    #expect(
      outline.items == ["Food", "Fruit", "apple", "pear", "Vegetables", "leek", "Drinks", "tea"]
    )
    #expect(outline.rootItems == ["Food", "Drinks"])
    #expect(outline.visibleItems == ["Food", "Drinks"])
    #expect(!outline.isExpanded("Food"))
    #expect(outline.isVisible("Drinks"))
    #expect(!outline.isVisible("Fruit"))
  }

  @Test func expandAndCollapse() {
    var outline = outline()
    outline.expand(["Fruit"])
    // Fruit is expanded but hidden while Food is collapsed.
    #expect(outline.visibleItems == ["Food", "Drinks"])
    #expect(!outline.isVisible("apple"))
    outline.expand(["Food"])
    #expect(outline.visibleItems == ["Food", "Fruit", "apple", "pear", "Vegetables", "Drinks"])
    #expect(outline.isVisible("apple"))
    #expect(outline.isExpanded("Fruit"))
    outline.collapse(["Food"])
    #expect(outline.visibleItems == ["Food", "Drinks"])
    outline.expand(outline.items)
    #expect(outline.visibleItems == outline.items)
  }

  @Test func parentsLevelsAndIndices() {
    let outline = outline()
    #expect(outline.parent(of: "Food") == nil)
    #expect(outline.parent(of: "apple") == "Fruit")
    #expect(outline.parent(of: "tea") == "Drinks")
    #expect(outline.level(of: "Drinks") == 0)
    #expect(outline.level(of: "Vegetables") == 1)
    #expect(outline.level(of: "pear") == 2)
    #expect(outline.index(of: "Food") == 0)
    #expect(outline.index(of: "leek") == 5)
    #expect(outline.index(of: "tea") == 7)
    #expect(outline.contains("leek"))
  }

  @Test func insertBeforeAndAfterAtEveryLevel() {
    var outline = outline()
    outline.insert(["Snacks"], after: "Food")
    outline.insert(["Bread"], before: "Fruit")
    outline.insert(["plum", "fig"], after: "apple")
    outline.insert(["coffee"], before: "tea")
    #expect(outline.rootItems == ["Food", "Snacks", "Drinks"])
    #expect(
      outline.items == [
        "Food", "Bread", "Fruit", "apple", "plum", "fig", "pear", "Vegetables", "leek", "Snacks",
        "Drinks", "coffee", "tea",
      ]
    )
    #expect(outline.parent(of: "fig") == "Fruit")
    #expect(outline.parent(of: "Snacks") == nil)
  }

  @Test func deleteRemovesDescendants() {
    var outline = outline()
    outline.delete(["Fruit", "tea", "unknown"])
    #expect(outline.items == ["Food", "Vegetables", "leek", "Drinks"])
    #expect(!outline.contains("apple"))
    outline.delete(["Food"])
    #expect(outline.items == ["Drinks"])
    // Deleted identifiers can come back.
    outline.append(["apple"], to: "Drinks")
    #expect(outline.parent(of: "apple") == "Drinks")
    outline.deleteAll()
    #expect(outline == SectionSnapshot())
  }

  @Test func deletingAnItemWithItsAncestor() {
    var outline = outline()
    outline.delete(["apple", "Food", "pear"])
    #expect(outline.items == ["Drinks", "tea"])
  }

  @Test func subtreeSnapshots() {
    var outline = outline()
    outline.expand(["Fruit"])
    let children = outline.snapshot(of: "Food")
    #expect(children.rootItems == ["Fruit", "Vegetables"])
    #expect(children.items == ["Fruit", "apple", "pear", "Vegetables", "leek"])
    #expect(children.visibleItems == ["Fruit", "apple", "pear", "Vegetables"])
    #expect(children.parent(of: "Fruit") == nil)
    #expect(!children.contains("Food"))

    let withParent = outline.snapshot(of: "Fruit", includingParent: true)
    #expect(withParent.rootItems == ["Fruit"])
    #expect(withParent.items == ["Fruit", "apple", "pear"])
    #expect(withParent.isExpanded("Fruit"))
    #expect(withParent.level(of: "apple") == 1)

    #expect(outline.snapshot(of: "leek").items.isEmpty)
  }

  @Test func equalityComparesStructureAndExpansion() {
    var expanded = outline()
    #expect(expanded == outline())
    expanded.expand(["Food"])
    #expect(expanded != outline())
    var reordered = SectionSnapshot()
    reordered.append(["Drinks", "Food"])
    var original = SectionSnapshot()
    original.append(["Food", "Drinks"])
    #expect(reordered != original)
  }

  @Test func deepOutlines() {
    var outline = SectionSnapshot()
    outline.append(["0"])
    for depth in 1..<400 { outline.append(["\(depth)"], to: "\(depth - 1)") }
    outline.expand(outline.items)
    #expect(outline.visibleItems.count == 400)
    #expect(outline.level(of: "399") == 399)
  }
}
