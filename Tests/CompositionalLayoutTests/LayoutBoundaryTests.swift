import CompositionalLayout
import Testing

/// The layout's own headers, footers and side views (its configuration's
/// boundary supplementary items) are sized, measured and placed by the code
/// that does a section's, and every query finds them as ``SolvedLayout/elements(in:orthogonalOffsets:)``
/// returns them: in ``LayoutAttributes/layoutLevelSection``, at their index
/// in the configuration's items.
@Suite struct LayoutBoundaryTests {
  /// One full-width row per group.
  static func rows() -> LayoutGroup {
    .vertical(
      layoutSize: size(.fractionalWidth(1), .absolute(1)),
      subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(1)))]
    )
  }

  /// A full-width header of `kind` one row tall by estimate.
  static func estimatedHeader(_ kind: String) -> LayoutBoundarySupplementaryItem {
    LayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .estimated(1)),
      elementKind: kind,
      alignment: .top
    )
  }

  /// Measures every supplementary 3 rows tall, the width it is offered.
  static func threeRowSupplementaries(_ request: SizeFittingRequest) -> Size {
    Size(
      width: request.proposedSize.width,
      height: request.category == .supplementaryView ? 3 : request.proposedSize.height
    )
  }

  static let everything = Rect(x: 0, y: 0, width: 80, height: 100)

  @Test func anEstimatedLayoutHeaderIsMeasuredAsASectionHeaderIs() {
    let section = LayoutSection(group: Self.rows())
    section.boundarySupplementaryItems = [Self.estimatedHeader("title")]
    let sectionLevel = CompositionalLayout(section: section).solve(
      containerSize: terminal80x24,
      itemCounts: [2],
      fitting: Self.threeRowSupplementaries(_:)
    )
    let configuration = CompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [Self.estimatedHeader("title")]
    let layoutLevel = CompositionalLayout(
      section: LayoutSection(group: Self.rows()),
      configuration: configuration
    ).solve(
      containerSize: terminal80x24,
      itemCounts: [2],
      fitting: Self.threeRowSupplementaries(_:)
    )

    let sectionHeader = sectionLevel.elements(in: Self.everything).first {
      $0.representedElementKind == "title"
    }
    let layoutHeader = layoutLevel.elements(in: Self.everything).first {
      $0.representedElementKind == "title"
    }
    expectFrame(sectionHeader?.frame, Rect(x: 0, y: 0, width: 80, height: 3))
    expectFrame(layoutHeader?.frame, Rect(x: 0, y: 0, width: 80, height: 3))
    expectFrame(layoutLevel.cellFrame(0), Rect(x: 0, y: 3, width: 80, height: 1))
    #expect(layoutLevel.contentSize.height == 5)
  }

  @Test func aLayoutHeaderIsAskedForAtItsIndexInTheLayoutsSection() {
    let configuration = CompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(1)),
        elementKind: "note",
        alignment: .bottom
      ),
      Self.estimatedHeader("title"),
    ]
    var asked: [SizeFittingRequest] = []
    let solved = CompositionalLayout(
      section: LayoutSection(group: Self.rows()),
      configuration: configuration
    ).solve(containerSize: terminal80x24, itemCounts: [2]) { request in
      if request.category == .supplementaryView { asked.append(request) }
      return Self.threeRowSupplementaries(request)
    }
    #expect(
      asked == [
        SizeFittingRequest(
          category: .supplementaryView,
          elementKind: "title",
          indexPath: IndexPath(item: 1, section: LayoutAttributes.layoutLevelSection),
          proposedSize: Size(width: 80, height: 1),
          widthIsEstimated: false,
          heightIsEstimated: true
        )
      ]
    )
    let title = solved.elements(in: Self.everything).first { $0.representedElementKind == "title" }
    #expect(title?.indexPath == IndexPath(item: 1, section: LayoutAttributes.layoutLevelSection))
  }

  /// A layout of list sections with headers of the list's kind, under a
  /// layout header of the same kind, a pinned title, a footer and a side
  /// view.
  static func crowdedLayout() -> SolvedLayout {
    let configuration = CompositionalLayoutConfiguration()
    let title = LayoutBoundarySupplementaryItem(
      layoutSize: size(.fractionalWidth(1), .absolute(2)),
      elementKind: "title",
      alignment: .top
    )
    title.pinToVisibleBounds = true
    configuration.boundarySupplementaryItems = [
      title,
      Self.estimatedHeader(ListConfiguration.headerElementKind),
      LayoutBoundarySupplementaryItem(
        layoutSize: size(.absolute(4), .absolute(2)),
        elementKind: "side",
        alignment: .trailing
      ),
      LayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(1)),
        elementKind: ListConfiguration.footerElementKind,
        alignment: .bottom
      ),
    ]
    var list = ListConfiguration(appearance: .plain)
    list.headerMode = .supplementary
    list.footerMode = .supplementary
    let layout = CompositionalLayout(
      sectionProvider: { _, environment in
        LayoutSection.list(using: list, layoutEnvironment: environment)
      },
      configuration: configuration
    )
    return layout.solve(
      containerSize: terminal80x24,
      itemCounts: [3, 2],
      displayScale: 1,
      fitting: Self.threeRowSupplementaries(_:)
    )
  }

  @Test func everyLayoutLevelElementCanBeFoundAgain() {
    let solved = Self.crowdedLayout()
    let elements = solved.elements(in: Self.everything)
    let layoutLevel = elements.filter {
      $0.indexPath.section == LayoutAttributes.layoutLevelSection
    }
    #expect(
      layoutLevel.compactMap(\.representedElementKind).sorted() == [
        "footer", "header", "side", "title",
      ]
    )
    for element in elements where element.representedElementCategory == .supplementaryView {
      let kind = element.representedElementKind ?? ""
      #expect(
        solved.attributesForSupplementaryElement(ofKind: kind, at: element.indexPath) == element,
        "\(kind) at \(element.indexPath)"
      )
      #expect(
        solved.hasBoundarySupplementary(ofKind: kind, inSection: element.indexPath.section),
        "\(kind) at \(element.indexPath)"
      )
    }
    #expect(
      !solved.hasBoundarySupplementary(ofKind: "title", inSection: 0)
        && !solved.hasBoundarySupplementary(ofKind: "side", inSection: 0)
    )
    #expect(
      solved.attributesForSupplementaryElement(
        ofKind: "title",
        at: IndexPath(item: 1, section: LayoutAttributes.layoutLevelSection)
      ) == nil
    )
  }

  @Test func layoutLevelElementsStandWhereASectionsWould() {
    let solved = Self.crowdedLayout()
    func frame(_ kind: String, _ item: Int) -> Rect? {
      solved.attributesForSupplementaryElement(
        ofKind: kind,
        at: IndexPath(item: item, section: LayoutAttributes.layoutLevelSection)
      )?.frame
    }
    // The title, then the header measured 3 rows; the sections; the footer.
    expectFrame(frame("title", 0), Rect(x: 0, y: 0, width: 80, height: 2))
    expectFrame(
      frame(ListConfiguration.headerElementKind, 1),
      Rect(x: 0, y: 2, width: 80, height: 3)
    )
    let firstSection = solved.frame(ofSection: 0)
    #expect(firstSection.minY == 5)
    // Beside the sections, from where they start, as a section's side
    // view lies beside its items.
    expectFrame(frame("side", 2), Rect(x: 76, y: 5, width: 4, height: 2))
    let lastSection = solved.frame(ofSection: 1)
    expectFrame(
      frame(ListConfiguration.footerElementKind, 3),
      Rect(x: 0, y: lastSection.maxY, width: 80, height: 1)
    )
    #expect(solved.contentSize.height == lastSection.maxY + 1)
  }

  @Test func aPinnedLayoutHeaderIsFoundWhereItSticks() {
    let solved = Self.crowdedLayout()
    let viewport = Rect(x: 0, y: 6, width: 80, height: 10)
    let pinned = solved.pinnedElements(in: viewport).filter {
      $0.indexPath.section == LayoutAttributes.layoutLevelSection
    }
    #expect(pinned.map(\.representedElementKind) == ["title"])
    expectFrame(pinned.first?.frame, Rect(x: 0, y: 6, width: 80, height: 2))
    expectFrame(
      solved.frame(
        ofSupplementaryOfKind: "title",
        inSection: LayoutAttributes.layoutLevelSection,
        visibleBounds: viewport
      ),
      Rect(x: 0, y: 6, width: 80, height: 2)
    )
  }
}
