import CompositionalLayout
import Testing

/// Where a section's content insets go (between its headers and its items,
/// as in UIKit) and what they are measured from (``ContentInsetsReference``),
/// a list's header top padding, and dimensions uniform across siblings.
@Suite struct SectionInsetsTests {
  /// Section Headers/Footers' shape: rows 2 high, a header and a footer a
  /// line each, with `insets` around the rows.
  static func headersAndFooters(
    insets: DirectionalEdgeInsets,
    follows: Bool = true
  ) -> CompositionalLayout {
    CompositionalLayout(section: headersAndFootersSection(insets: insets, follows: follows))
  }

  static func headersAndFootersSection(
    insets: DirectionalEdgeInsets,
    follows: Bool
  ) -> LayoutSection {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(2)),
      subitems: [item]
    )
    let section = LayoutSection(group: group)
    section.contentInsets = insets
    section.supplementariesFollowContentInsets = follows
    let line = size(.fractionalWidth(1), .absolute(1))
    section.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(layoutSize: line, elementKind: "header", alignment: .top),
      LayoutBoundarySupplementaryItem(layoutSize: line, elementKind: "footer", alignment: .bottom),
    ]
    return section
  }

  static func frame(of kind: String, _ section: Int, in solved: SolvedLayout) -> Rect? {
    solved.attributesForSupplementaryElement(
      ofKind: kind,
      at: IndexPath(item: 0, section: section)
    )?
    .frame
  }

  @Test func theTopInsetLiesBetweenTheHeaderAndTheFirstRowAndTheBottomOneBeforeTheFooter() {
    let insets = DirectionalEdgeInsets(top: 3, leading: 2, bottom: 4, trailing: 2)
    let solved = Self.headersAndFooters(insets: insets)
      .solve(containerSize: terminal80x24, itemCounts: [2, 2])
    expectFrame(Self.frame(of: "header", 0, in: solved), Rect(x: 2, y: 0, width: 76, height: 1))
    // Header 0..<1, top inset 1..<4, rows at 4 and 6, bottom inset 8..<12.
    expectFrame(solved.cellFrame(0, 0), Rect(x: 2, y: 4, width: 76, height: 2))
    expectFrame(solved.cellFrame(1, 0), Rect(x: 2, y: 6, width: 76, height: 2))
    expectFrame(Self.frame(of: "footer", 0, in: solved), Rect(x: 2, y: 12, width: 76, height: 1))
    expectFrame(solved.frame(ofSection: 0), Rect(x: 0, y: 0, width: 80, height: 13))
    expectFrame(Self.frame(of: "header", 1, in: solved), Rect(x: 2, y: 13, width: 76, height: 1))
    expectFrame(solved.cellFrame(0, 1), Rect(x: 2, y: 17, width: 76, height: 2))
    #expect(solved.contentSize.height == 26)
  }

  @Test func withoutFollowingTheInsetsHeadersSpanTheBreadthAndStayOutsideAlongTheAxis() {
    let insets = DirectionalEdgeInsets(top: 3, leading: 2, bottom: 4, trailing: 2)
    let solved = Self.headersAndFooters(insets: insets, follows: false)
      .solve(containerSize: terminal80x24, itemCounts: [2])
    expectFrame(Self.frame(of: "header", 0, in: solved), Rect(x: 0, y: 0, width: 80, height: 1))
    expectFrame(solved.cellFrame(0, 0), Rect(x: 2, y: 4, width: 76, height: 2))
    expectFrame(Self.frame(of: "footer", 0, in: solved), Rect(x: 0, y: 12, width: 80, height: 1))
  }

  @Test func distinctSectionsWithAHeaderKeepTheirInsetsUnderIt() {
    let layout = CompositionalLayout { index, _ in
      let columns = [1, 5, 3][index]
      let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
      let group = LayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), columns == 1 ? .absolute(1) : .fractionalWidth(0.2)),
        subitem: item,
        count: columns
      )
      let section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
      section.boundarySupplementaryItems = [
        LayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .absolute(1)),
          elementKind: "header",
          alignment: .top
        )
      ]
      return section
    }
    let solved = layout.solve(containerSize: terminal80x24, itemCounts: [3, 5, 3], displayScale: 1)
    // Section 0: header at 0, two rows of inset, rows 3, 4, 5, two rows of inset.
    expectFrame(Self.frame(of: "header", 0, in: solved), Rect(x: 4, y: 0, width: 72, height: 1))
    expectFrame(solved.cellFrame(0, 0), Rect(x: 4, y: 3, width: 72, height: 1))
    expectFrame(solved.frame(ofSection: 0), Rect(x: 0, y: 0, width: 80, height: 8))
    // Section 1: header at 8, its five columns at 11, 14 wide (72 ÷ 5 = 14.4
    // floored), the 2 columns left over one each side.
    expectFrame(Self.frame(of: "header", 1, in: solved), Rect(x: 4, y: 8, width: 72, height: 1))
    #expect(solved.cellFrame(0, 1)?.minY == 11)
    #expect(solved.cellFrame(0, 1)?.minX == 5)
    #expect(solved.cellFrame(4, 1)?.maxX == 75)
  }

  /// One row of full-width items with `insets`, measured from `reference`.
  static func referenced(
    _ reference: ContentInsetsReference,
    supplementary: ContentInsetsReference = .automatic,
    follows: Bool = true
  ) -> CompositionalLayout {
    let section = headersAndFootersSection(
      insets: DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 2),
      follows: follows
    )
    section.contentInsetsReference = reference
    section.supplementaryContentInsetsReference = supplementary
    return CompositionalLayout(section: section)
  }

  static let guides = LayoutGuides(
    safeAreaInsets: DirectionalEdgeInsets(top: 5, leading: 3, bottom: 5, trailing: 0),
    layoutMargins: DirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 4),
    readableContentWidth: 60
  )

  @Test(arguments: [
    // Each plus the section's own 1 and 2.
    (ContentInsetsReference.none, 1.0, 97.0),
    (.automatic, 4, 94),
    (.safeArea, 4, 94),
    (.layoutMargins, 7, 87),
    // 100 wide, readable 60: 20 each side, past both margins.
    (.readableContent, 21, 57),
  ])
  func insetsAreMeasuredFromTheirReference(
    reference: ContentInsetsReference,
    x: Double,
    width: Double
  ) {
    let solved = Self.referenced(reference).solve(
      containerSize: Size(width: 100, height: 24),
      itemCounts: [1],
      guides: Self.guides
    )
    // Across the axis only: the safe area's top does not move the rows.
    expectFrame(solved.cellFrame(0), Rect(x: x, y: 1, width: width, height: 2))
    // Following the insets, the header keeps to the same lines.
    expectFrame(
      Self.frame(of: "header", 0, in: solved),
      Rect(x: x, y: 0, width: width, height: 1)
    )
  }

  @Test func aNarrowContainerReadsWithinItsMargins() {
    let solved = Self.referenced(.readableContent).solve(
      containerSize: Size(width: 70, height: 24),
      itemCounts: [1],
      guides: Self.guides
    )
    // 70 − 60 leaves 5 a side, less than the margins: they decide.
    expectFrame(solved.cellFrame(0), Rect(x: 7, y: 1, width: 70 - 7 - 6, height: 2))
  }

  @Test func supplementariesCanBeMeasuredFromTheirOwnReference() {
    let solved = Self.referenced(.layoutMargins, supplementary: .none).solve(
      containerSize: Size(width: 100, height: 24),
      itemCounts: [1],
      guides: Self.guides
    )
    expectFrame(solved.cellFrame(0), Rect(x: 7, y: 1, width: 100 - 7 - 6, height: 2))
    // The header still follows the section's own insets, from the edges.
    expectFrame(Self.frame(of: "header", 0, in: solved), Rect(x: 1, y: 0, width: 97, height: 1))

    let full = Self.referenced(.layoutMargins, supplementary: .safeArea, follows: false).solve(
      containerSize: Size(width: 100, height: 24),
      itemCounts: [1],
      guides: Self.guides
    )
    expectFrame(Self.frame(of: "header", 0, in: full), Rect(x: 3, y: 0, width: 97, height: 1))
  }

  @Test func theProviderSeesTheGuides() {
    var seen: LayoutGuides?
    let layout = CompositionalLayout { _, environment in
      seen = environment.guides
      return nil
    }
    _ = layout.solve(containerSize: terminal80x24, itemCounts: [1], guides: Self.guides)
    #expect(seen == Self.guides)
  }

  @Test func aListPadsAboveItsHeadersAndSpacesGroupedSectionsAfterTheirFooters() {
    var configuration = ListConfiguration(appearance: .grouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    configuration.headerTopPadding = 2
    let solved = CompositionalLayout.list(using: configuration)
      .solve(containerSize: terminal80x24, itemCounts: [2, 1])
    // Padding 0..<2, header 2, rows 3 and 5 (a separator line between),
    // footer 6, the blank line 7.
    expectFrame(Self.frame(of: "header", 0, in: solved), Rect(x: 0, y: 2, width: 80, height: 1))
    expectFrame(solved.cellFrame(0, 0), Rect(x: 0, y: 3, width: 80, height: 1))
    expectFrame(solved.cellFrame(1, 0), Rect(x: 0, y: 5, width: 80, height: 1))
    expectFrame(Self.frame(of: "footer", 0, in: solved), Rect(x: 0, y: 6, width: 80, height: 1))
    expectFrame(Self.frame(of: "header", 1, in: solved), Rect(x: 0, y: 10, width: 80, height: 1))

    configuration.headerTopPadding = nil
    configuration.appearance = .plain
    let plain = CompositionalLayout.list(using: configuration)
      .solve(containerSize: terminal80x24, itemCounts: [2, 1])
    // Plain sections with headers are a blank line apart.
    expectFrame(Self.frame(of: "header", 1, in: plain), Rect(x: 0, y: 6, width: 80, height: 1))
  }

  @Test func uniformSiblingsAllTakeTheTallestHeight() {
    let card = LayoutItem(
      layoutSize: size(.fractionalWidth(1 / 3), .uniformAcrossSiblings(estimate: 2))
    )
    card.contentInsets = DirectionalEdgeInsets(all: 1)
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .estimated(2)),
      subitems: [card]
    )
    let layout = CompositionalLayout(section: LayoutSection(group: group))
    let heights = [2.0, 5, 3, 1, 1, 4, 2]
    let solved = layout.solve(
      containerSize: Size(width: 90, height: 24),
      itemCounts: [heights.count],
      fitting: { request in
        Size(width: request.proposedSize.width, height: heights[request.indexPath.item])
      }
    )
    // Rows of three, each as tall as its tallest card; the insets stay
    // out of the height, which the content decides, as with an estimate.
    for item in 0..<3 {
      expectFrame(
        solved.cellFrame(item),
        Rect(x: Double(30 * item) + 1, y: 0, width: 28, height: 5)
      )
    }
    for item in 3..<6 {
      expectFrame(
        solved.cellFrame(item),
        Rect(x: Double(30 * (item - 3)) + 1, y: 5, width: 28, height: 4)
      )
    }
    expectFrame(solved.cellFrame(6), Rect(x: 1, y: 9, width: 28, height: 2))
    #expect(
      LayoutDimension.uniformAcrossSiblings(estimate: 2).description
        == ".uniformAcrossSiblings(estimate: 2.0)"
    )
  }

  @Test func aPlainEstimateDoesNotEvenOut() {
    let card = LayoutItem(layoutSize: size(.fractionalWidth(1 / 3), .estimated(2)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .estimated(2)),
      subitems: [card]
    )
    let solved = CompositionalLayout(section: LayoutSection(group: group)).solve(
      containerSize: Size(width: 90, height: 24),
      itemCounts: [3],
      fitting: { Size(width: $0.proposedSize.width, height: [2.0, 5, 3][$0.indexPath.item]) }
    )
    #expect((0..<3).map { solved.cellFrame($0)?.height } == [2, 5, 3])
  }
}
