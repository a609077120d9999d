import CompositionalLayout
import Testing

/// Every list appearance and header mode, in terminal metrics.
@Suite struct ListLayoutTests {
  /// Solved, it knows the configuration each section was made from.
  static func solve(
    _ appearance: ListConfiguration.Appearance,
    header: ListConfiguration.HeaderMode = .none,
    footer: ListConfiguration.FooterMode = .none,
    items: [Int] = [3, 2]
  ) -> SolvedLayout {
    var configuration = ListConfiguration(appearance: appearance)
    configuration.headerMode = header
    configuration.footerMode = footer
    return CompositionalLayout.list(using: configuration)
      .solve(containerSize: terminal80x24, itemCounts: items)
  }

  @Test func plainRowsAreFullWidthLinesWithARowForEachSeparator() {
    let solved = Self.solve(.plain)
    // Three rows with a separator's row between each, then two; no
    // separator after a section's last row.
    #expect(
      solved.allCells.map(\.frame) == [
        Rect(x: 0, y: 0, width: 80, height: 1),
        Rect(x: 0, y: 2, width: 80, height: 1),
        Rect(x: 0, y: 4, width: 80, height: 1),
        Rect(x: 0, y: 5, width: 80, height: 1),
        Rect(x: 0, y: 7, width: 80, height: 1),
      ]
    )
    #expect(solved.listConfiguration(ofSection: 0)?.showsSeparators == true)
  }

  @Test func insetGroupedSectionsAreInsetFromTheSidesAndSpacedApart() {
    let solved = Self.solve(.insetGrouped, header: .supplementary, footer: .supplementary)
    let header1 = solved.attributesForSupplementaryElement(
      ofKind: ListConfiguration.headerElementKind,
      at: IndexPath(item: 0, section: 1)
    )
    let footer0 = solved.attributesForSupplementaryElement(
      ofKind: ListConfiguration.footerElementKind,
      at: IndexPath(item: 0, section: 0)
    )
    // Header, three rows with separators between, footer, a blank line;
    // then the next section.
    expectFrame(solved.cellFrame(0, 0), Rect(x: 2, y: 1, width: 76, height: 1))
    expectFrame(footer0?.frame, Rect(x: 2, y: 6, width: 76, height: 1))
    expectFrame(header1?.frame, Rect(x: 2, y: 8, width: 76, height: 1))
    expectFrame(solved.cellFrame(1, 1), Rect(x: 2, y: 11, width: 76, height: 1))
    #expect(solved.contentSize.height == 14)

    var configuration = ListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let wide = CompositionalLayout.list(using: configuration).solve(
      containerSize: terminal120x40,
      itemCounts: [3, 2]
    )
    expectFrame(wide.cellFrame(1, 1), Rect(x: 2, y: 10, width: 116, height: 1))
  }

  @Test func groupedSectionsSpanTheWidth() {
    let solved = Self.solve(.grouped, header: .supplementary)
    expectFrame(solved.cellFrame(0, 0), Rect(x: 0, y: 1, width: 80, height: 1))
    expectFrame(solved.cellFrame(0, 1), Rect(x: 0, y: 8, width: 80, height: 1))
  }

  @Test func sidebarsAreInsetByOneAndDrawNoSeparators() {
    let sidebar = Self.solve(.sidebar)
    expectFrame(sidebar.cellFrame(0, 0), Rect(x: 1, y: 0, width: 78, height: 1))
    expectFrame(sidebar.cellFrame(0, 1), Rect(x: 1, y: 4, width: 78, height: 1))
    #expect(sidebar.listConfiguration(ofSection: 0)?.showsSeparators == false)
    let sidebarPlain = Self.solve(.sidebarPlain)
    expectFrame(sidebarPlain.cellFrame(0, 1), Rect(x: 0, y: 3, width: 80, height: 1))
    #expect(sidebarPlain.listConfiguration(ofSection: 0)?.showsSeparators == false)
  }

  @Test func plainHeadersPin() {
    let solved = Self.solve(.plain, header: .supplementary, items: [10, 10])
    let pinned = solved.frame(
      ofSupplementaryOfKind: ListConfiguration.headerElementKind,
      inSection: 0,
      visibleBounds: Rect(x: 0, y: 4, width: 80, height: 24)
    )
    expectFrame(pinned, Rect(x: 0, y: 4, width: 80, height: 1))
    let grouped = Self.solve(.grouped, header: .supplementary, items: [10, 10])
    let unpinned = grouped.frame(
      ofSupplementaryOfKind: ListConfiguration.headerElementKind,
      inSection: 0,
      visibleBounds: Rect(x: 0, y: 4, width: 80, height: 24)
    )
    expectFrame(unpinned, Rect(x: 0, y: 0, width: 80, height: 1))
  }

  @Test func firstItemInSectionIsARowNotASupplementary() {
    let solved = Self.solve(.sidebar, header: .firstItemInSection)
    let elements = solved.elements(in: Rect(x: 0, y: 0, width: 80, height: 24))
    #expect(elements.allSatisfy { $0.representedElementCategory == .cell })
    #expect(solved.listConfiguration(ofSection: 1)?.headerMode == .firstItemInSection)
    expectFrame(solved.cellFrame(0, 0), Rect(x: 1, y: 0, width: 78, height: 1))
  }

  @Test func listRowsGrowWhenTheirContentNeedsMoreLines() {
    let solved = CompositionalLayout.list(using: ListConfiguration(appearance: .insetGrouped))
      .solve(
        containerSize: terminal80x24,
        itemCounts: [3],
        fitting: { request in
          Size(width: request.proposedSize.width, height: request.indexPath.item == 1 ? 2 : 1)
        }
      )
    #expect(solved.allCells.map(\.frame.minY) == [0, 2, 5])
    #expect(solved.allCells.map(\.frame.height) == [1, 2, 1])
  }

  @Test func everyAppearanceLaysOutEveryItem() {
    for appearance in ListConfiguration.Appearance.allCases {
      let solved = Self.solve(
        appearance,
        header: .supplementary,
        footer: .supplementary,
        items: [4, 0, 6]
      )
      #expect(solved.allCells.count == 10, "\(appearance)")
      let frames = solved.allCells.map(\.frame)
      #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxY <= $1.minY }, "\(appearance)")
    }
  }
}
