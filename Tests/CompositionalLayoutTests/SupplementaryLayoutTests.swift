import CompositionalLayout
import Testing

/// Item Badges, Section Headers/Footers, Pinned Section Headers and Section
/// Background Decoration.
@Suite struct SupplementaryLayoutTests {
  static func badges() -> CompositionalLayout {
    let badgeAnchor = LayoutAnchor(
      edges: [.top, .trailing],
      fractionalOffset: Point(x: 0.3, y: -0.3)
    )
    let badge = LayoutSupplementaryItem(
      layoutSize: size(.absolute(4), .absolute(2)),
      elementKind: "badge",
      containerAnchor: badgeAnchor
    )
    let item = LayoutItem(
      layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)),
      supplementaryItems: [badge]
    )
    item.contentInsets = DirectionalEdgeInsets(all: 1)
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)),
      subitems: [item]
    )
    let section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(all: 2)
    return CompositionalLayout(section: section)
  }

  @Test func badgeSitsOnTheTopTrailingCornerPushedOutByThirtyPercent() {
    let solved = Self.badges().solve(containerSize: terminal80x24, itemCounts: [100])
    // Item 0: room (2, 2, 19, 7.6), inset by 1.
    expectFrame(solved.cellFrame(0), Rect(x: 3, y: 3, width: 17, height: 5.6))
    let badge = solved.attributesForSupplementaryElement(
      ofKind: "badge",
      at: IndexPath(item: 0, section: 0)
    )
    // Its right edge 30% of its width past the cell's, its top 30% of its height above.
    expectFrame(badge?.frame, Rect(x: 20 - 4 * 0.7, y: 3 - 2 * 0.3, width: 4, height: 2))
    #expect(badge?.zIndex == 1)
    let fifth = solved.attributesForSupplementaryElement(
      ofKind: "badge",
      at: IndexPath(item: 5, section: 0)
    )
    expectFrame(fifth?.frame, Rect(x: 39 - 2.8, y: 2 + 7.6 + 1 - 0.6, width: 4, height: 2))
  }

  @Test func badgesAreFoundWithTheirCellsAndDrawnOverThem() {
    let solved = Self.badges().solve(containerSize: terminal120x40, itemCounts: [100])
    let visible = solved.elements(in: Rect(x: 0, y: 0, width: 120, height: 40))
    let cells = visible.filter { $0.representedElementCategory == .cell }
    let badges = visible.filter { $0.representedElementKind == "badge" }
    #expect(cells.count == badges.count)
    #expect(
      visible.firstIndex { $0.representedElementKind == "badge" }! > visible.lastIndex {
        $0.representedElementCategory == .cell
      }!
    )
    let wideBadge = solved.attributesForSupplementaryElement(
      ofKind: "badge",
      at: IndexPath(item: 0, section: 0)
    )
    // Room (2, 2, 29, 11.6): cell (3, 3, 27, 9.6).
    expectFrame(wideBadge?.frame, Rect(x: 30 - 2.8, y: 2.4, width: 4, height: 2))
  }

  static func headersAndFooters(pinned: Bool) -> CompositionalLayout {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(2)),
      subitems: [item]
    )
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 1
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
    let headerFooterSize = size(.fractionalWidth(1), .estimated(1))
    let header = LayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize,
      elementKind: "header",
      alignment: .top
    )
    let footer = LayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize,
      elementKind: "footer",
      alignment: .bottom
    )
    if pinned {
      header.pinToVisibleBounds = true
      header.zIndex = 2
    }
    section.boundarySupplementaryItems = [header, footer]
    return CompositionalLayout(section: section)
  }

  @Test func headersAndFootersFrameEachSection() {
    let solved = Self.headersAndFooters(pinned: false)
      .solve(containerSize: terminal80x24, itemCounts: Array(repeating: 5, count: 5))
    let header = { (section: Int) in
      solved.attributesForSupplementaryElement(
        ofKind: "header",
        at: IndexPath(item: 0, section: section)
      )?.frame
    }
    let footer = { (section: Int) in
      solved.attributesForSupplementaryElement(
        ofKind: "footer",
        at: IndexPath(item: 0, section: section)
      )?.frame
    }
    expectFrame(header(0), Rect(x: 2, y: 0, width: 76, height: 1))
    expectFrame(solved.cellFrame(0, 0), Rect(x: 2, y: 1, width: 76, height: 2))
    expectFrame(solved.cellFrame(4, 0), Rect(x: 2, y: 13, width: 76, height: 2))
    expectFrame(footer(0), Rect(x: 2, y: 15, width: 76, height: 1))
    expectFrame(header(1), Rect(x: 2, y: 16, width: 76, height: 1))
    expectFrame(footer(4), Rect(x: 2, y: 79, width: 76, height: 1))
    #expect(solved.contentSize.height == 80)
  }

  @Test func estimatedHeadersTakeTheHeightTheirContentAsksFor() {
    var asked: [SizeFittingRequest] = []
    let solved = Self.headersAndFooters(pinned: false).solve(
      containerSize: Size(width: 30, height: 24),
      itemCounts: [5, 5],
      fitting: { request in
        asked.append(request)
        let lines = request.elementKind == "header" ? 2.0 : 1.0
        return Size(width: request.proposedSize.width, height: lines)
      }
    )
    #expect(
      asked.contains { $0.elementKind == "header" && $0.heightIsEstimated && !$0.widthIsEstimated }
    )
    #expect(asked.first?.proposedSize == Size(width: 26, height: 1))
    expectFrame(solved.cellFrame(0, 0), Rect(x: 2, y: 2, width: 26, height: 2))
    expectFrame(
      solved.attributesForSupplementaryElement(
        ofKind: "header",
        at: IndexPath(item: 0, section: 1)
      )?.frame,
      Rect(x: 2, y: 17, width: 26, height: 2)
    )
  }

  @Test func pinnedHeaderStaysOnTopUntilItsSectionEndsThenIsPushedUp() {
    let solved = Self.headersAndFooters(pinned: true)
      .solve(containerSize: terminal80x24, itemCounts: Array(repeating: 5, count: 5))
    func header(_ section: Int, at offset: Double) -> Rect? {
      solved.frame(
        ofSupplementaryOfKind: "header",
        inSection: section,
        visibleBounds: Rect(x: 0, y: offset, width: 80, height: 24)
      )
    }
    // Section 0 spans rows 0..<16: header pinned at the top line while it can.
    expectFrame(header(0, at: 0), Rect(x: 2, y: 0, width: 76, height: 1))
    expectFrame(header(0, at: 5), Rect(x: 2, y: 5, width: 76, height: 1))
    expectFrame(header(0, at: 14), Rect(x: 2, y: 14, width: 76, height: 1))
    // Its section ends at 16: from 15 on, the next header pushes it up.
    expectFrame(header(0, at: 15.5), Rect(x: 2, y: 15, width: 76, height: 1))
    expectFrame(header(0, at: 30), Rect(x: 2, y: 15, width: 76, height: 1))
    // The next header sits at its natural place until scrolled past.
    expectFrame(header(1, at: 5), Rect(x: 2, y: 16, width: 76, height: 1))
    expectFrame(header(1, at: 20), Rect(x: 2, y: 20, width: 76, height: 1))

    let visible = solved.visibleElements(in: Rect(x: 0, y: 20, width: 80, height: 24))
    let headers = visible.filter { $0.representedElementKind == "header" }
    #expect(headers.map(\.indexPath.section) == [1, 2])
    #expect(
      headers.first.map { isClose($0.frame, Rect(x: 2, y: 20, width: 76, height: 1)) } == true
    )
    // Drawn above the cells it covers.
    #expect(visible.last?.representedElementKind == "header")
    // Footers do not pin.
    let footer = solved.frame(
      ofSupplementaryOfKind: "footer",
      inSection: 0,
      visibleBounds: Rect(x: 0, y: 0, width: 80, height: 24)
    )
    expectFrame(footer, Rect(x: 2, y: 15, width: 76, height: 1))

    // Wider, the same rows: the header spans 116 columns and pins the same way.
    let wide = Self.headersAndFooters(pinned: true)
      .solve(containerSize: terminal120x40, itemCounts: Array(repeating: 5, count: 5))
    let pinnedWide = wide.frame(
      ofSupplementaryOfKind: "header",
      inSection: 2,
      visibleBounds: Rect(x: 0, y: 40, width: 120, height: 40)
    )
    expectFrame(pinnedWide, Rect(x: 2, y: 40, width: 116, height: 1))
    let pushedWide = wide.frame(
      ofSupplementaryOfKind: "header",
      inSection: 2,
      visibleBounds: Rect(x: 0, y: 47.5, width: 120, height: 40)
    )
    expectFrame(pushedWide, Rect(x: 2, y: 47, width: 116, height: 1))
  }

  @Test func pinnedElementsAreThePinnedOnesOfTheVisibleElements() {
    let solved = Self.headersAndFooters(pinned: true)
      .solve(containerSize: terminal80x24, itemCounts: Array(repeating: 5, count: 5))
    for offset in stride(from: 0.0, through: 60, by: 2.5) {
      let viewport = Rect(x: 0, y: offset, width: 80, height: 24)
      let pinned = solved.pinnedElements(in: viewport)
      #expect(
        pinned
          == solved.visibleElements(in: viewport).filter { $0.representedElementKind == "header" },
        "at \(offset)"
      )
      #expect(pinned.contains { $0.frame.minY <= offset && $0.frame.maxY > offset }, "at \(offset)")
    }
    // Nothing pins: nothing to report, however many cells are in view.
    let unpinned = Self.headersAndFooters(pinned: false)
      .solve(containerSize: terminal80x24, itemCounts: Array(repeating: 5, count: 5))
    #expect(unpinned.pinnedElements(in: Rect(x: 0, y: 0, width: 80, height: 24)).isEmpty)
  }

  @Test func sectionBackgroundCoversItsSectionLessItsInsetsBelowTheCells() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(2)),
      subitems: [item]
    )
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 1
    section.contentInsets = DirectionalEdgeInsets(all: 2)
    let background = LayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = DirectionalEdgeInsets(all: 1)
    section.decorationItems = [background]
    let solved = CompositionalLayout(section: section)
      .solve(containerSize: terminal80x24, itemCounts: [5, 5])
    expectFrame(solved.cellFrame(0, 0), Rect(x: 2, y: 2, width: 76, height: 2))
    expectFrame(solved.frame(ofSection: 0), Rect(x: 0, y: 0, width: 80, height: 18))
    let backgrounds = solved.elements(in: Rect(x: 0, y: 0, width: 80, height: 40))
      .filter { $0.representedElementCategory == .decorationView }
    #expect(backgrounds.count == 2)
    expectFrame(backgrounds.first?.frame, Rect(x: 1, y: 1, width: 78, height: 16))
    expectFrame(backgrounds.last?.frame, Rect(x: 1, y: 19, width: 78, height: 16))
    let drawn = solved.elements(in: Rect(x: 0, y: 0, width: 80, height: 24))
    #expect(drawn.first?.representedElementCategory == .decorationView)
    let cellPosition = drawn.firstIndex { $0.representedElementCategory == .cell }!
    let backgroundOfSection0 = drawn.firstIndex {
      $0.representedElementCategory == .decorationView && $0.indexPath.section == 0
    }!
    #expect(backgroundOfSection0 < cellPosition)

    let wide = CompositionalLayout(section: section).solve(
      containerSize: terminal120x40,
      itemCounts: [5, 5]
    )
    let wideBackgrounds = wide.elements(in: Rect(x: 0, y: 0, width: 120, height: 40))
      .filter { $0.representedElementCategory == .decorationView }
    expectFrame(wideBackgrounds.last?.frame, Rect(x: 1, y: 19, width: 118, height: 16))
    expectFrame(wide.cellFrame(4, 1), Rect(x: 2, y: 18 + 2 + 12, width: 116, height: 2))
  }
}
