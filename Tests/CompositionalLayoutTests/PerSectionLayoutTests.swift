import CompositionalLayout
import Testing

/// Distinct Sections and Adaptive Sections: a section provider choosing each
/// section's layout by index and by the container's width.
@Suite struct PerSectionLayoutTests {
  /// One column, five columns, three columns; doubled when `adaptive` and the
  /// effective width is over 100 cells.
  static func layout(adaptive: Bool) -> CompositionalLayout {
    CompositionalLayout { sectionIndex, environment in
      var columns = [1, 5, 3][sectionIndex]
      if adaptive && environment.container.effectiveContentSize.width > 100 { columns *= 2 }
      let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
      let groupHeight: LayoutDimension = columns == 1 ? .absolute(3) : .fractionalWidth(0.2)
      let group = LayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), groupHeight),
        repeatingSubitem: item,
        count: columns
      )
      let section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(all: 2)
      return section
    }
  }

  @Test func distinctSectionsEachHaveTheirOwnColumns() {
    let solved = Self.layout(adaptive: false).solve(
      containerSize: terminal80x24,
      itemCounts: [10, 10, 10]
    )
    // Section 0: a list of rows 3 high inside 2-cell insets.
    expectFrame(solved.cellFrame(0, 0), Rect(x: 2, y: 2, width: 76, height: 3))
    expectFrame(solved.cellFrame(9, 0), Rect(x: 2, y: 29, width: 76, height: 3))
    expectFrame(solved.frame(ofSection: 0), Rect(x: 0, y: 0, width: 80, height: 34))
    // Section 1: five columns of 76 / 5, rows 0.2 × 76 / 2 tall.
    expectFrame(solved.cellFrame(0, 1), Rect(x: 2, y: 36, width: 15.2, height: 7.6))
    expectFrame(solved.cellFrame(6, 1), Rect(x: 17.2, y: 43.6, width: 15.2, height: 7.6))
    expectFrame(solved.frame(ofSection: 1), Rect(x: 0, y: 34, width: 80, height: 19.2))
    // Section 2: three columns.
    let third = 76.0 / 3
    expectFrame(
      solved.cellFrame(4, 2),
      Rect(x: 2 + third, y: 55.2 + 7.6, width: third, height: 7.6)
    )
    #expect(solved.numberOfSections == 3)

    let wide = Self.layout(adaptive: false).solve(
      containerSize: terminal120x40,
      itemCounts: [10, 10, 10]
    )
    // Effective width 116: rows 0.2 × 116 / 2 = 11.6 tall, columns 23.2 and 38.67 wide.
    expectFrame(wide.cellFrame(9, 0), Rect(x: 2, y: 29, width: 116, height: 3))
    expectFrame(wide.cellFrame(6, 1), Rect(x: 25.2, y: 36 + 11.6, width: 23.2, height: 11.6))
    expectFrame(wide.frame(ofSection: 1), Rect(x: 0, y: 34, width: 120, height: 27.2))
    let wideThird = 116.0 / 3
    expectFrame(
      wide.cellFrame(5, 2),
      Rect(x: 2 + 2 * wideThird, y: 61.2 + 2 + 11.6, width: wideThird, height: 11.6)
    )
  }

  @Test func adaptiveSectionsDoubleTheirColumnsWhenWide() {
    func columns(_ solved: SolvedLayout, section: Int) -> Int {
      let firstRow = solved.cellFrame(0, section)!.minY
      return (0..<10).filter { solved.cellFrame($0, section)!.minY == firstRow }.count
    }
    let narrow = Self.layout(adaptive: true).solve(
      containerSize: terminal80x24,
      itemCounts: [10, 10, 10]
    )
    #expect([0, 1, 2].map { columns(narrow, section: $0) } == [1, 5, 3])
    let wide = Self.layout(adaptive: true).solve(
      containerSize: Size(width: 160, height: 40),
      itemCounts: [10, 10, 10]
    )
    #expect([0, 1, 2].map { columns(wide, section: $0) } == [2, 10, 6])
    // Two columns are a grid, so rows are 0.2 × 156 / 2 tall.
    expectFrame(wide.cellFrame(1, 0), Rect(x: 80, y: 2, width: 78, height: 15.6))
  }

  @Test func theProviderSeesTheContainer() {
    var seen: [LayoutEnvironment] = []
    let layout = CompositionalLayout { _, environment in
      seen.append(environment)
      return nil
    }
    let solved = layout.solve(
      containerSize: Size(width: 50, height: 20),
      itemCounts: [3],
      contentInsets: DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
    )
    #expect(seen.count == 1)
    #expect(seen.first?.container.contentSize == Size(width: 50, height: 20))
    #expect(seen.first?.container.effectiveContentSize == Size(width: 46, height: 18))
    #expect(seen.first?.cellAspectRatio == 2)
    #expect(solved.diagnostics == [.sectionProviderReturnedNil(section: 0)])
    #expect(solved.numberOfItems(inSection: 0) == 0)
  }
}
