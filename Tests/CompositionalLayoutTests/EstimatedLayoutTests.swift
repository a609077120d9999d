import CompositionalLayout
import Testing

/// Conference News: self-sizing rows whose height comes from their wrapped
/// text at the current width.
@Suite struct EstimatedLayoutTests {
  static let textLengths = [120, 40, 300, 75, 10]

  static func newsLayout() -> CompositionalLayout {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(5)))
    item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
    let group = LayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .estimated(5)),
      subitems: [item]
    )
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 1
    return CompositionalLayout(section: section)
  }

  /// Lines of text at a width, plus a title line and a date line.
  static func fit(_ request: SizeFittingRequest) -> Size {
    let width = request.proposedSize.width
    let length = Double(textLengths[request.indexPath.item])
    return Size(width: width, height: (length / width).rounded(.up) + 2)
  }

  @Test func heightsFollowTheWrappedTextAtEachWidth() {
    var proposals: [Double] = []
    let narrow = Self.newsLayout().solve(containerSize: terminal80x24, itemCounts: [5]) { request in
      proposals.append(request.proposedSize.width)
      return Self.fit(request)
    }
    // Proposed 76 wide (80 less the insets, which apply across the fixed width).
    #expect(Set(proposals) == [76])
    #expect(narrow.allCells.map(\.frame.height) == [4, 3, 6, 3, 3])
    #expect(narrow.allCells.map(\.frame.minY) == [0, 5, 9, 16, 20])
    #expect(narrow.allCells.allSatisfy { $0.frame.minX == 2 && $0.frame.width == 76 })
    #expect(narrow.contentSize.height == 23)

    let wide = Self.newsLayout().solve(
      containerSize: terminal120x40,
      itemCounts: [5],
      fitting: Self.fit
    )
    #expect(wide.allCells.map(\.frame.height) == [4, 3, 5, 3, 3])
    #expect(wide.allCells.map(\.frame.minY) == [0, 5, 9, 15, 19])
  }

  @Test func withoutFittingTheEstimateIsTaken() {
    let solved = Self.newsLayout().solve(containerSize: terminal80x24, itemCounts: [5])
    #expect(solved.allCells.map(\.frame.height) == [5, 5, 5, 5, 5])
    #expect(solved.allCells.map(\.frame.minY) == [0, 6, 12, 18, 24])
  }

  @Test func estimatedQueriesFindOnlyTheRowsInView() {
    let solved = Self.newsLayout().solve(
      containerSize: terminal80x24,
      itemCounts: [5],
      fitting: Self.fit
    )
    let visible = solved.elements(in: Rect(x: 0, y: 8, width: 80, height: 9))
    #expect(visible.map(\.indexPath.item) == [2, 3])
  }

  @Test func flowOfSelfSizingItemsWrapsWhereTheNextNoLongerFits() {
    let widths = [10.0, 20, 30, 15, 5, 40, 8]
    let item = LayoutItem(layoutSize: size(.estimated(10), .absolute(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(1)),
      subitems: [item]
    )
    group.interItemSpacing = .fixed(2)
    let section = LayoutSection(group: group)
    let solved = CompositionalLayout(section: section).solve(
      containerSize: Size(width: 70, height: 20),
      itemCounts: [widths.count],
      fitting: { Size(width: widths[$0.indexPath.item], height: 1) }
    )
    // 10 + 2 + 20 + 2 + 30 = 64; 15 more would not fit in 70.
    #expect(solved.allCells.map(\.frame.minY) == [0, 0, 0, 1, 1, 1, 2])
    #expect(solved.allCells.map(\.frame.minX) == [0, 12, 34, 0, 17, 24, 0])
    #expect(solved.allCells.map(\.frame.width) == widths)
  }

  @Test func estimatedGroupTakesTheHeightOfItsTallestItem() {
    let short = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .estimated(1)))
    let filling = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .estimated(1)),
      subitems: [short, filling]
    )
    let solved = CompositionalLayout(section: LayoutSection(group: group)).solve(
      containerSize: Size(width: 40, height: 20),
      itemCounts: [4],
      fitting: { Size(width: $0.proposedSize.width, height: $0.indexPath.item == 0 ? 3 : 2) }
    )
    #expect(
      solved.allCells.map(\.frame) == [
        Rect(x: 0, y: 0, width: 20, height: 3),
        Rect(x: 20, y: 0, width: 20, height: 3),
        Rect(x: 0, y: 3, width: 20, height: 2),
        Rect(x: 20, y: 3, width: 20, height: 2),
      ]
    )
  }
}
