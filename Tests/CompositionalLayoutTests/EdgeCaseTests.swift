import CompositionalLayout
import Testing

@Suite struct EdgeCaseTests {
  @Test func noItemsLayOutNothingButTheInsets() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
    let section = LayoutSection(
      group: .horizontal(
        layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
        subitems: [item]
      )
    )
    section.contentInsets = DirectionalEdgeInsets(all: 2)
    let solved = CompositionalLayout(section: section).solve(
      containerSize: terminal80x24,
      itemCounts: [0]
    )
    #expect(solved.contentSize == Size(width: 80, height: 4))
    #expect(solved.elements(in: Rect(x: 0, y: 0, width: 80, height: 24)).isEmpty)
    #expect(solved.cellFrame(0) == nil)
  }

  @Test func noSectionsIsAnEmptyLayout() {
    let solved = GridLayoutTests.grid().solve(containerSize: terminal80x24, itemCounts: [])
    #expect(solved.numberOfSections == 0)
    #expect(solved.contentSize == Size(width: 80, height: 0))
    #expect(solved.elements(in: Rect(x: 0, y: 0, width: 80, height: 24)).isEmpty)
    #expect(solved.attributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test func zeroSizeContainerDoesNotHangOrTrap() {
    let solved = GridLayoutTests.grid().solve(containerSize: .zero, itemCounts: [94])
    #expect(solved.contentSize == .zero)
    #expect(solved.elements(in: Rect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
    #expect(solved.cellFrame(93)?.size == .zero)
    let nested = CompositionalLayout(
      section: LayoutSection(group: NestedGroupTests.nestedGroup(width: 1, insets: 1))
    )
    .solve(containerSize: .zero, itemCounts: [10])
    #expect(nested.allCells.count == 10)
  }

  @Test func aMillionItemsSolveWithoutVisitingThem() {
    let solved = GridLayoutTests.grid().solve(containerSize: terminal80x24, itemCounts: [1_000_000])
    #expect(solved.contentSize.height == 200_000 * 8)
    expectFrame(solved.cellFrame(999_999), Rect(x: 64, y: 199_999 * 8, width: 16, height: 8))
    let visible = solved.elements(in: Rect(x: 0, y: 800_004, width: 80, height: 24))
    #expect(visible.map(\.indexPath.item) == Array(500_000..<500_020))
    #expect(solved.cellFrame(1_000_000) == nil)
  }

  @Test func insetsLargerThanTheContainerAreReportedAndClamped() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(2)))
    item.contentInsets = DirectionalEdgeInsets(all: 30)
    let section = LayoutSection(
      group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), subitems: [item])
    )
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 50)
    let solved = CompositionalLayout(section: section).solve(
      containerSize: terminal80x24,
      itemCounts: [3]
    )
    #expect(
      solved.diagnostics.contains(
        .negativeEffectiveSize(section: 0, size: Size(width: -20, height: 24))
      )
    )
    #expect(solved.diagnostics.count == 2)
    #expect(solved.allCells.count == 3)
    #expect(solved.allCells.allSatisfy { $0.frame.width == 0 && $0.frame.height == 0 })
    #expect(solved.diagnostics.map(\.description).allSatisfy { $0.contains("section 0") })
  }

  @Test func negativeItemCountsAreEmptySections() {
    let solved = GridLayoutTests.grid().solve(containerSize: terminal80x24, itemCounts: [-3, 5])
    #expect(solved.numberOfItems(inSection: 0) == 0)
    expectFrame(solved.cellFrame(0, 1), Rect(x: 0, y: 0, width: 16, height: 8))
  }

  @Test func globalHeaderAndFooterFrameTheWholeLayout() {
    let configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 2
    configuration.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(3)),
        elementKind: "top",
        alignment: .top
      ),
      LayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(1)),
        elementKind: "bottom",
        alignment: .bottom
      ),
    ]
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(1)))
    let section = LayoutSection(
      group: .vertical(layoutSize: size(.fractionalWidth(1), .absolute(1)), subitems: [item])
    )
    let solved = CompositionalLayout(section: section, configuration: configuration)
      .solve(containerSize: terminal80x24, itemCounts: [2, 2])
    expectFrame(solved.cellFrame(0, 0), Rect(x: 0, y: 3, width: 80, height: 1))
    expectFrame(solved.cellFrame(0, 1), Rect(x: 0, y: 7, width: 80, height: 1))
    let all = solved.elements(in: Rect(x: 0, y: 0, width: 80, height: 24))
    expectFrame(
      all.first { $0.representedElementKind == "top" }?.frame,
      Rect(x: 0, y: 0, width: 80, height: 3)
    )
    expectFrame(
      all.first { $0.representedElementKind == "bottom" }?.frame,
      Rect(x: 0, y: 9, width: 80, height: 1)
    )
    #expect(solved.contentSize.height == 10)
  }

  @Test func horizontalScrollingLaysSectionsSideBySide() {
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 1
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
    let group = LayoutGroup.vertical(
      layoutSize: size(.absolute(10), .fractionalHeight(1)),
      subitems: [item]
    )
    let section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    let solved = CompositionalLayout(section: section, configuration: configuration)
      .solve(containerSize: Size(width: 40, height: 10), itemCounts: [3, 2])
    expectFrame(solved.cellFrame(0, 0), Rect(x: 1, y: 0, width: 10, height: 5))
    expectFrame(solved.cellFrame(1, 0), Rect(x: 1, y: 5, width: 10, height: 5))
    expectFrame(solved.cellFrame(2, 0), Rect(x: 11, y: 0, width: 10, height: 5))
    expectFrame(solved.cellFrame(0, 1), Rect(x: 24, y: 0, width: 10, height: 5))
    #expect(solved.contentSize == Size(width: 35, height: 10))
    let visible = solved.elements(in: Rect(x: 20, y: 0, width: 10, height: 10))
    #expect(
      visible.map(\.indexPath) == [
        IndexPath(item: 2, section: 0), IndexPath(item: 0, section: 1),
        IndexPath(item: 1, section: 1),
      ]
    )
  }

  @Test func customAspectRatioConvertsBetweenAxes() {
    let solved = GridLayoutTests.grid().solve(
      containerSize: terminal80x24,
      itemCounts: [5],
      cellAspectRatio: 1
    )
    expectFrame(solved.cellFrame(0), Rect(x: 0, y: 0, width: 16, height: 16))
  }
}
