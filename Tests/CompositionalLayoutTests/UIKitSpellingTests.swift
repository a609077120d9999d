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

  /// Corner alignments put a boundary item before or after the items, at
  /// the named edge across them; `.none` has no place and says so.
  @Test func cornerAlignmentsPlaceBoundaryItemsAtTheirEdge() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let section = LayoutSection(
      group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), subitems: [item])
    )
    func boundary(_ kind: String, _ alignment: RectAlignment) -> LayoutBoundarySupplementaryItem {
      LayoutBoundarySupplementaryItem(
        layoutSize: size(.absolute(10), .absolute(1)),
        elementKind: kind,
        alignment: alignment
      )
    }
    section.boundarySupplementaryItems = [
      boundary("badge", .topTrailing),
      boundary("note", .bottomLeading),
      boundary("stamp", .bottomTrailing),
      boundary("lost", .none),
    ]
    let solved = CompositionalLayout(section: section)
      .solve(containerSize: Size(width: 40, height: 20), itemCounts: [2])
    func frame(_ kind: String) -> Rect? {
      solved.attributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: 0))?
        .frame
    }
    #expect(frame("badge") == Rect(x: 30, y: 0, width: 10, height: 1))
    #expect(solved.cellFrame(0)?.minY == 1)
    #expect(frame("note") == Rect(x: 0, y: 5, width: 10, height: 1))
    #expect(frame("stamp") == Rect(x: 30, y: 6, width: 10, height: 1))
    #expect(frame("lost") == nil)
    #expect(solved.diagnostics == [.unalignedBoundaryItem(section: 0, elementKind: "lost")])
  }
}
