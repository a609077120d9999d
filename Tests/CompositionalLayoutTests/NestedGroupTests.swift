import CompositionalLayout
import Testing

/// Nested Groups, and the nested shape Orthogonal Sections reuses.
@Suite struct NestedGroupTests {
  /// A large item 70% wide beside a vertical group of two stacked items.
  static func nestedGroup(width: Double, insets: Double) -> LayoutGroup {
    let leadingItem = LayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
    leadingItem.contentInsets = DirectionalEdgeInsets(all: insets)
    let trailingItem = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)))
    trailingItem.contentInsets = DirectionalEdgeInsets(all: insets)
    let trailingGroup = LayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)),
      repeatingSubitem: trailingItem,
      count: 2
    )
    return LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(width), .fractionalHeight(0.4)),
      subitems: [leadingItem, trailingGroup]
    )
  }

  @Test func nestedGroupsKeepTheirProportions() {
    let layout = CompositionalLayout(
      section: LayoutSection(group: Self.nestedGroup(width: 1, insets: 1))
    )
    let solved = layout.solve(containerSize: terminal80x24, itemCounts: [100])
    // A group is 40% of 24 rows: 9.6. The large item has 56 × 9.6 of room.
    expectFrame(solved.cellFrame(0), Rect(x: 1, y: 1, width: 54, height: 7.6))
    // The column beside it: 24 wide, two items of 4.8 rows (count overrides 0.3).
    expectFrame(solved.cellFrame(1), Rect(x: 57, y: 1, width: 22, height: 2.8))
    expectFrame(solved.cellFrame(2), Rect(x: 57, y: 5.8, width: 22, height: 2.8))
    expectFrame(solved.cellFrame(3), Rect(x: 1, y: 10.6, width: 54, height: 7.6))
    expectFrame(solved.cellFrame(99), Rect(x: 1, y: 33 * 9.6 + 1, width: 54, height: 7.6))
    #expect(abs(solved.contentSize.height - 34 * 9.6) < 1e-9)

    let wide = layout.solve(containerSize: terminal120x40, itemCounts: [100])
    expectFrame(wide.cellFrame(0), Rect(x: 1, y: 1, width: 82, height: 14))
    expectFrame(wide.cellFrame(2), Rect(x: 85, y: 9, width: 34, height: 6))
  }

  @Test func subitemsRepeatInOrderWhileTheyFit() {
    let wide = LayoutItem(layoutSize: size(.absolute(30), .fractionalHeight(1)))
    let narrow = LayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(1)),
      subitems: [wide, narrow]
    )
    group.interItemSpacing = .fixed(1)
    let solved = CompositionalLayout(section: LayoutSection(group: group))
      .solve(containerSize: terminal80x24, itemCounts: [6])
    // 30 + 1 + 10 + 1 + 30 = 72 fit in 80; the next 10 would need 83.
    #expect(solved.allCells.map(\.frame.minX) == [0, 31, 42, 0, 31, 42])
    #expect(solved.allCells.map(\.frame.minY) == [0, 0, 0, 1, 1, 1])
  }

  @Test func flexibleSpacingSharesOutTheSpaceLeftOver() {
    let item = LayoutItem(layoutSize: size(.absolute(10), .absolute(1)))
    item.edgeSpacing = LayoutEdgeSpacing(
      leading: .flexible(0),
      top: .fixed(1),
      trailing: nil,
      bottom: nil
    )
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(3)),
      subitems: [item]
    )
    group.interItemSpacing = .fixed(2)
    let solved = CompositionalLayout(section: LayoutSection(group: group))
      .solve(containerSize: Size(width: 50, height: 10), itemCounts: [4])
    // Four items of 10 plus spacing: 10 + 2 + 10 + 2 + 10 + 2 + 10 = 46; the 4 left over
    // go one each to the four flexible leading spacings.
    #expect(solved.allCells.map(\.frame.minX) == [1, 14, 27, 40])
    #expect(solved.allCells.allSatisfy { $0.frame.minY == 1 })
  }

  @Test func flexibleSpacingOnBothSidesCentresAcrossTheGroup() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(2)))
    item.edgeSpacing = LayoutEdgeSpacing(
      leading: nil,
      top: .flexible(0),
      trailing: nil,
      bottom: .flexible(0)
    )
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(6)),
      subitems: [item]
    )
    let solved = CompositionalLayout(section: LayoutSection(group: group))
      .solve(containerSize: Size(width: 40, height: 10), itemCounts: [2])
    expectFrame(solved.cellFrame(1), Rect(x: 20, y: 2, width: 20, height: 2))
  }

  @Test func edgeSpacingComesBeforeContentInsets() {
    let item = LayoutItem(layoutSize: size(.absolute(10), .absolute(4)))
    item.edgeSpacing = LayoutEdgeSpacing(
      leading: .fixed(3),
      top: nil,
      trailing: .fixed(1),
      bottom: nil
    )
    item.contentInsets = DirectionalEdgeInsets(all: 1)
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(4)),
      subitems: [item]
    )
    let solved = CompositionalLayout(section: LayoutSection(group: group))
      .solve(containerSize: Size(width: 42, height: 10), itemCounts: [3])
    #expect(
      solved.allCells.map(\.frame) == [
        Rect(x: 4, y: 1, width: 8, height: 2),
        Rect(x: 18, y: 1, width: 8, height: 2),
        Rect(x: 32, y: 1, width: 8, height: 2),
      ]
    )
  }

  @Test func groupInsetsShrinkTheRoomOfTheirSubitems() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(5)),
      subitems: [item]
    )
    group.contentInsets = DirectionalEdgeInsets(top: 1, leading: 4, bottom: 1, trailing: 4)
    let solved = CompositionalLayout(section: LayoutSection(group: group))
      .solve(containerSize: Size(width: 48, height: 10), itemCounts: [3])
    expectFrame(solved.cellFrame(1), Rect(x: 24, y: 1, width: 20, height: 3))
    expectFrame(solved.cellFrame(2), Rect(x: 4, y: 6, width: 20, height: 3))
  }
}
