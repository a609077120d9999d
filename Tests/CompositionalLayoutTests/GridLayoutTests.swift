import CompositionalLayout
import Testing

/// Grid, Inset Items Grid and Two-Column Grid, built as the sample builds them.
@Suite struct GridLayoutTests {
  static func grid(itemInsets: DirectionalEdgeInsets = .zero) -> CompositionalLayout {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
    item.contentInsets = itemInsets
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
      subitems: [item]
    )
    return CompositionalLayout(section: LayoutSection(group: group))
  }

  static func twoColumnGrid() -> CompositionalLayout {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(3)),
      repeatingSubitem: item,
      count: 2
    )
    group.interItemSpacing = .fixed(2)
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 1
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
    return CompositionalLayout(section: section)
  }

  @Test func gridHasFiveSquareLookingCellsARowAt80Columns() {
    let solved = Self.grid().solve(containerSize: terminal80x24, itemCounts: [94])
    for item in [0, 1, 4, 5, 93] {
      expectFrame(
        solved.cellFrame(item),
        Rect(x: Double(item % 5) * 16, y: Double(item / 5) * 8, width: 16, height: 8)
      )
    }
    #expect(solved.contentSize == Size(width: 80, height: 19 * 8))
    #expect(solved.diagnostics.isEmpty)
  }

  @Test func gridScalesWithTheContainer() {
    let solved = Self.grid().solve(containerSize: terminal120x40, itemCounts: [94])
    expectFrame(solved.cellFrame(0), Rect(x: 0, y: 0, width: 24, height: 12))
    expectFrame(solved.cellFrame(7), Rect(x: 48, y: 12, width: 24, height: 12))
    #expect(solved.contentSize == Size(width: 120, height: 19 * 12))
  }

  @Test func visibleRectHoldsTheRowsItMeets() {
    let solved = Self.grid().solve(containerSize: terminal80x24, itemCounts: [94])
    let visible = solved.elements(in: Rect(x: 0, y: 0, width: 80, height: 24))
    #expect(visible.map(\.indexPath.item) == Array(0..<15))
    #expect(visible.allSatisfy { $0.representedElementCategory == .cell })
    let scrolled = solved.elements(in: Rect(x: 0, y: 140, width: 80, height: 24))
    #expect(scrolled.map(\.indexPath.item) == Array(85..<94))
  }

  @Test func insetItemsGridShrinksEachCellInsideItsSpace() {
    let solved = Self.grid(itemInsets: DirectionalEdgeInsets(all: 1))
      .solve(containerSize: terminal80x24, itemCounts: [94])
    expectFrame(solved.cellFrame(0), Rect(x: 1, y: 1, width: 14, height: 6))
    expectFrame(solved.cellFrame(6), Rect(x: 17, y: 9, width: 14, height: 6))
    let wide = Self.grid(itemInsets: DirectionalEdgeInsets(all: 1))
      .solve(containerSize: terminal120x40, itemCounts: [94])
    expectFrame(wide.cellFrame(6), Rect(x: 25, y: 13, width: 22, height: 10))
  }

  @Test func twoColumnGridSplitsTheWidthAfterSpacing() {
    let solved = Self.twoColumnGrid().solve(containerSize: terminal80x24, itemCounts: [94])
    expectFrame(solved.cellFrame(0), Rect(x: 2, y: 0, width: 37, height: 3))
    expectFrame(solved.cellFrame(1), Rect(x: 41, y: 0, width: 37, height: 3))
    expectFrame(solved.cellFrame(2), Rect(x: 2, y: 4, width: 37, height: 3))
    #expect(solved.contentSize.height == 47 * 4 - 1)
    let wide = Self.twoColumnGrid().solve(containerSize: terminal120x40, itemCounts: [94])
    expectFrame(wide.cellFrame(1), Rect(x: 61, y: 0, width: 57, height: 3))
  }

  @Test func partialLastRowKeepsItsGroupSize() {
    let solved = Self.grid().solve(containerSize: terminal80x24, itemCounts: [7])
    #expect(solved.allCells.count == 7)
    #expect(solved.cellFrame(7) == nil)
    #expect(solved.contentSize.height == 16)
  }
}
