import CompositionalLayout
import Testing

/// The engine reads as UIKit's does: the spellings and the semantics the
/// sample relies on.
@Suite struct UIKitSpellingTests {
  private func solve(_ group: LayoutGroup) -> [Rect] {
    CompositionalLayout(section: LayoutSection(group: group))
      .solve(containerSize: Size(width: 60, height: 20), itemCounts: [7], displayScale: 1)
      .allCells.map(\.frame)
  }

  /// `subitem:count:`, the sample's spelling, is `repeatingSubitem:count:`.
  @Test func subitemCountIsRepeatingSubitemCount() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let rowSize = size(.fractionalWidth(1), .absolute(2))
    let columnSize = size(.fractionalWidth(0.5), .absolute(6))
    let row = solve(.horizontal(layoutSize: rowSize, subitem: item, count: 3))
    #expect(row == solve(.horizontal(layoutSize: rowSize, repeatingSubitem: item, count: 3)))
    #expect(row.prefix(3).map(\.width) == [20, 20, 20])
    let column = solve(.vertical(layoutSize: columnSize, subitem: item, count: 3))
    #expect(column == solve(.vertical(layoutSize: columnSize, repeatingSubitem: item, count: 3)))
    #expect(column.prefix(3).map(\.height) == [2, 2, 2])
  }

  /// A configuration is set up the sample's way, through a constant, and a
  /// layout keeps a copy: changing the configuration afterwards, or the
  /// one read back, does not change the layout behind its back.
  @Test func configurationIsAClassTheLayoutCopies() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(2)),
      subitems: [item]
    )
    let config = CompositionalLayoutConfiguration()
    config.interSectionSpacing = 3
    let layout = CompositionalLayout(section: LayoutSection(group: group), configuration: config)
    config.interSectionSpacing = 10
    func secondSectionTop() -> Double? {
      layout.solve(containerSize: Size(width: 20, height: 10), itemCounts: [1, 1])
        .cellFrame(0, 1)?.minY
    }
    #expect(secondSectionTop() == 5)
    let replacement = CompositionalLayoutConfiguration()
    replacement.interSectionSpacing = 1
    layout.configuration = replacement
    replacement.interSectionSpacing = 10
    #expect(secondSectionTop() == 3)
    #expect(layout.configuration !== replacement)
  }
}
