import CompositionalLayout
import Testing

/// Equal items look equal: with a display scale, a repeated item or group is
/// snapped to whole pixels once and tiled, so every row and column of a grid
/// has one size, and every edge is on a whole pixel; without one, frames stay
/// the exact fractions.
@Suite struct EqualSizeTests {
  /// A width, and the grid's cell there: 20% of it floored (five must fit),
  /// and as tall as 20% of the width in rows (÷ 2) rounded; the columns
  /// flooring leaves over, half of them (floored) before the first cell.
  struct GridCase: Sendable, CustomTestStringConvertible {
    var width: Double
    var cellWidth: Double
    var rowHeight: Double
    var leading: Double

    var testDescription: String { "\(Int(width)) columns" }
  }

  static let gridCases = [
    GridCase(width: 79, cellWidth: 15, rowHeight: 8, leading: 2),
    GridCase(width: 80, cellWidth: 16, rowHeight: 8, leading: 0),
    GridCase(width: 83, cellWidth: 16, rowHeight: 8, leading: 1),
    GridCase(width: 100, cellWidth: 20, rowHeight: 10, leading: 0),
    GridCase(width: 121, cellWidth: 24, rowHeight: 12, leading: 0),
  ]

  @Test(arguments: gridCases)
  func gridCellsAreOneWholeSizeAtEveryWidth(_ gridCase: GridCase) {
    let solved = GridLayoutTests.grid().solve(
      containerSize: Size(width: gridCase.width, height: 24),
      itemCounts: [94],
      displayScale: 1
    )
    let cells = solved.allCells
    #expect(cells.count == 94)
    for cell in cells {
      let item = cell.indexPath.item
      #expect(
        cell.frame
          == Rect(
            x: gridCase.leading + Double(item % 5) * gridCase.cellWidth,
            y: Double(item / 5) * gridCase.rowHeight,
            width: gridCase.cellWidth,
            height: gridCase.rowHeight
          )
      )
    }
    #expect(solved.contentSize == Size(width: gridCase.width, height: 19 * gridCase.rowHeight))
    #expect(solved.environment.displayScale == 1)
  }

  @Test func withoutADisplayScaleFramesStayExactFractions() {
    let solved = GridLayoutTests.grid().solve(
      containerSize: Size(width: 79, height: 24),
      itemCounts: [94]
    )
    // 20% of 79 is 15.8 columns, and 15.8 ÷ 2 = 7.9 rows.
    expectFrame(solved.cellFrame(0), Rect(x: 0, y: 0, width: 15.8, height: 7.9))
    expectFrame(solved.cellFrame(8), Rect(x: 3 * 15.8, y: 7.9, width: 15.8, height: 7.9))
    #expect(abs(solved.contentSize.height - 19 * 7.9) < 1e-9)
    #expect(solved.environment.displayScale == 0)
  }

  @Test func aFinerDisplaySnapsToItsOwnPixels() {
    let solved = GridLayoutTests.grid().solve(
      containerSize: Size(width: 79, height: 24),
      itemCounts: [94],
      displayScale: 2
    )
    // 15.8 columns floor to 15.5, two pixels a column, and the 1.5 left over
    // puts half a column (three quarters floored) before the row; 7.9 rows
    // round to 8.
    #expect(solved.cellFrame(0) == Rect(x: 0.5, y: 0, width: 15.5, height: 8))
    #expect(solved.cellFrame(8) == Rect(x: 47, y: 8, width: 15.5, height: 8))
  }

  @Test func lengthsANoiseShortOfAPixelCountAsIt() {
    // 29% of 100 works out as 28.999999999999996.
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.29), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(3)),
      subitems: [item]
    )
    let solved = CompositionalLayout(section: LayoutSection(group: group)).solve(
      containerSize: Size(width: 100, height: 24),
      itemCounts: [3],
      displayScale: 1
    )
    #expect(solved.allCells.map(\.frame.width) == [29, 29, 29])
    #expect(solved.allCells.map(\.frame.minX) == [0, 29, 58])
  }

  @Test func theColumnsFlooringLeavesOverGoHalfBeforeTheRow() {
    // Grid at 79: five cells of 15.8 floor to 15, and the 4 columns the
    // exact fractions filled split 2 and 2, not 0 and 4.
    let solved = GridLayoutTests.grid().solve(
      containerSize: Size(width: 79, height: 24),
      itemCounts: [94],
      displayScale: 1
    )
    #expect(solved.cellFrame(0)?.minX == 2)
    #expect(solved.cellFrame(4)?.maxX == 77)
  }

  @Test func roomTheFractionsLeaveEmptyStaysAtTheTrailingEnd() {
    // Three cells of 30% take 71.1 of 79 columns: floored to 23 they leave
    // 2.1 columns of snapping (1 goes before the row) and the 7.9 the
    // fractions never filled, which stays at the end as without snapping.
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(2)),
      subitems: [item]
    )
    let solved = CompositionalLayout(section: LayoutSection(group: group)).solve(
      containerSize: Size(width: 79, height: 24),
      itemCounts: [3],
      displayScale: 1
    )
    #expect(solved.allCells.map(\.frame.minX) == [1, 24, 47])
    #expect(solved.allCells.map(\.frame.width) == [23, 23, 23])
  }

  @Test func countedColumnsShareTheRoomLeftAfterSpacingAlike() {
    // 79 less the insets is 75, less the spacing 73: two halves of 36.5
    // floor to 36, the spare column at the end rather than in one cell.
    let solved = GridLayoutTests.twoColumnGrid().solve(
      containerSize: Size(width: 79, height: 24),
      itemCounts: [94],
      displayScale: 1
    )
    #expect(solved.cellFrame(0) == Rect(x: 2, y: 0, width: 36, height: 3))
    #expect(solved.cellFrame(1) == Rect(x: 40, y: 0, width: 36, height: 3))
    #expect(solved.cellFrame(93) == Rect(x: 40, y: 184, width: 36, height: 3))
  }

  @Test func subitemsThatRepeatInOrderKeepOneSizeEach() {
    let wide = LayoutItem(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)))
    let narrow = LayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(2)),
      subitems: [wide, narrow]
    )
    let solved = CompositionalLayout(section: LayoutSection(group: group)).solve(
      containerSize: Size(width: 79, height: 24),
      itemCounts: [4],
      displayScale: 1
    )
    // 23.7 and 15.8 columns, twice: each floors to one width, where rounding
    // each edge would give the two wide ones 24 and 23; of the 3 columns
    // left over, 1 goes before the row.
    #expect(solved.allCells.map(\.frame.width) == [23, 15, 23, 15])
    #expect(solved.allCells.map(\.frame.minX) == [1, 24, 39, 62])
  }

  @Test func differentFractionsSideBySideStillFillTheirGroup() {
    let leading = LayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
    let trailing = LayoutItem(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(2)),
      subitems: [leading, trailing]
    )
    let solved = CompositionalLayout(section: LayoutSection(group: group)).solve(
      containerSize: Size(width: 79, height: 24),
      itemCounts: [2],
      displayScale: 1
    )
    // 55.3 and 23.7: the edge between them rounds to 55, the group's end stays 79.
    #expect(
      solved.allCells.map(\.frame) == [
        Rect(x: 0, y: 0, width: 55, height: 2), Rect(x: 55, y: 0, width: 24, height: 2),
      ]
    )
  }

  /// Item Badges: four a row, 5pt insets in cells, badges on every cell.
  static func itemBadges() -> CompositionalLayout {
    let badge = LayoutSupplementaryItem(
      layoutSize: size(.absolute(3), .absolute(3)),
      elementKind: "badge",
      containerAnchor: LayoutAnchor(
        edges: [.top, .trailing],
        fractionalOffset: Point(x: 0.3, y: -0.3)
      )
    )
    let item = LayoutItem(
      layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)),
      supplementaryItems: [badge]
    )
    item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
      subitems: [item]
    )
    let section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
    return CompositionalLayout(section: section)
  }

  @Test func itemBadgeRowsAreOneHeightAndBadgesSitAlikeOnTheirCells() {
    // 79 columns less the section's insets leave 71: cells of 17.75 floor to
    // 17 (13 inside their insets), the 3 left over putting 1 before the row;
    // rows of 7.1 round to 7 (5 inside).
    let solved = Self.itemBadges().solve(
      containerSize: Size(width: 79, height: 24),
      itemCounts: [100],
      displayScale: 1
    )
    for cell in solved.allCells {
      let item = cell.indexPath.item
      #expect(
        cell.frame
          == Rect(x: 7 + Double(item % 4) * 17, y: 3 + Double(item / 4) * 7, width: 13, height: 5)
      )
      let badge = solved.attributesForSupplementaryElement(ofKind: "badge", at: cell.indexPath)!
      #expect(badge.frame.size == Size(width: 3, height: 3))
      #expect(badge.frame.maxX - cell.frame.maxX == 1)
      #expect(badge.frame.minY - cell.frame.minY == -1)
    }
  }

  @Test func nestedGroupsStackEqualPairsAndEqualGroups() {
    let layout = CompositionalLayout(
      section: LayoutSection(group: NestedGroupTests.nestedGroup(width: 1, insets: 1))
    )
    // 40% of 22 rows is 8.8: groups of 9. The pair beside the large item
    // share them as 4 and 4; 70% of 79 is 55.3, so the column starts at 55.
    let solved = layout.solve(
      containerSize: Size(width: 79, height: 22),
      itemCounts: [100],
      displayScale: 1
    )
    let first = [
      Rect(x: 1, y: 1, width: 53, height: 7),
      Rect(x: 56, y: 1, width: 22, height: 2),
      Rect(x: 56, y: 5, width: 22, height: 2),
    ]
    expectTiles(solved, of: first, every: Point(x: 0, y: 9))
    // At 80 × 24: 9.6 rounds to 10, the pair 5 and 5.
    let even = layout.solve(containerSize: terminal80x24, itemCounts: [100], displayScale: 1)
    #expect(even.cellFrame(0) == Rect(x: 1, y: 1, width: 54, height: 8))
    #expect(even.cellFrame(1) == Rect(x: 57, y: 1, width: 22, height: 3))
    #expect(even.cellFrame(2) == Rect(x: 57, y: 6, width: 22, height: 3))
    #expect(even.cellFrame(99) == Rect(x: 1, y: 331, width: 54, height: 8))
  }

  @Test func fractionalInsetsRoundTheirEdgesAlikeInEveryRepeat() {
    let layout = CompositionalLayout(
      section: LayoutSection(group: NestedGroupTests.nestedGroup(width: 1, insets: 0.5))
    )
    let solved = layout.solve(containerSize: terminal80x24, itemCounts: [30], displayScale: 1)
    // Half a cell in from a whole edge rounds to a whole cell in on the
    // leading side and none on the trailing one, as the view would round it.
    #expect(solved.cellFrame(0) == Rect(x: 1, y: 1, width: 55, height: 9))
    #expect(solved.cellFrame(1) == Rect(x: 57, y: 1, width: 23, height: 4))
    #expect(solved.cellFrame(2) == Rect(x: 57, y: 6, width: 23, height: 4))
    #expect(solved.cellFrame(27) == Rect(x: 1, y: 91, width: 55, height: 9))
  }

  @Test func sidewaysRowsRepeatOneWholeGroupAndRestOnWholeCells() {
    // 85% of 84 is 71.4: groups of 71 (50 + 21), 10 rows tall, and the
    // 13 columns left over put 6 before a centred group.
    let layout = OrthogonalSectionTests.layout(.groupPagingCentered, spacing: 1.5)
    let solved = layout.solve(
      containerSize: Size(width: 84, height: 24),
      itemCounts: [18],
      displayScale: 1
    )
    let first = [
      Rect(x: 6, y: 0, width: 50, height: 10),
      Rect(x: 56, y: 0, width: 21, height: 5),
      Rect(x: 56, y: 5, width: 21, height: 5),
    ]
    expectTiles(solved, of: first, every: Point(x: 73, y: 0))
    var offset = 0.0
    var resting: [Double] = []
    for _ in 0..<6 {
      offset = solved.targetOrthogonalOffset(inSection: 0, from: offset, toward: .towardTrailing)
      resting.append(offset)
    }
    // Spacing of 1.5 rounds to 2: a pitch of 73. The row is 6 + 6 × 73 − 2
    // + 6 = 448 long, so it ends at 364, a column short of the last centre.
    #expect(resting == [73, 146, 219, 292, 364, 364])
    #expect(solved.orthogonalOffsetRange(ofSection: 0) == 0...364)
  }

  @Test func pagingAndGroupPagingRestOnWholeCells() {
    for behavior in [OrthogonalScrollingBehavior.paging, .groupPaging, .continuous] {
      let solved = OrthogonalSectionTests.layout(behavior).solve(
        containerSize: Size(width: 83, height: 23),
        itemCounts: [18],
        displayScale: 1
      )
      var offset = 0.0
      for _ in 0..<8 {
        offset = solved.targetOrthogonalOffset(inSection: 0, from: offset, toward: .towardTrailing)
        #expect(offset == offset.rounded(), "\(behavior) rests at \(offset)")
      }
      for item in 0..<18 {
        let reveal = solved.targetOrthogonalOffset(inSection: 0, from: 0, revealingItem: item)
        #expect(reveal == reveal.rounded(), "\(behavior) reveals \(item) at \(reveal)")
      }
    }
  }

  @Test func fittedSizesAndProvidersSeeWholePixels() {
    let row = size(.fractionalWidth(1), .estimated(2))
    let section = LayoutSection(
      group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])
    )
    let seen = EnvironmentRecorder()
    let layout = CompositionalLayout { _, environment in
      seen.displayScale = environment.displayScale
      return section
    }
    let solved = layout.solve(
      containerSize: terminal80x24,
      itemCounts: [3],
      displayScale: 1,
      fitting: { request in Size(width: request.proposedSize.width, height: 2.4) }
    )
    #expect(seen.displayScale == 1)
    #expect(solved.allCells.map(\.frame.minY) == [0, 2, 4])
    #expect(solved.allCells.allSatisfy { $0.frame.height == 2 })
  }
}

/// What a section provider was last handed.
private final class EnvironmentRecorder {
  var displayScale: Double?
}

/// Every cell of `solved` is a copy of the first group's `frames`, the
/// group repeated `pitch` apart.
private func expectTiles(
  _ solved: SolvedLayout,
  of frames: [Rect],
  every pitch: Point,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for cell in solved.allCells {
    let item = cell.indexPath.item
    let repeats = Double(item / frames.count)
    #expect(
      cell.frame
        == frames[item % frames.count].offsetBy(dx: repeats * pitch.x, dy: repeats * pitch.y),
      sourceLocation: sourceLocation
    )
  }
}
