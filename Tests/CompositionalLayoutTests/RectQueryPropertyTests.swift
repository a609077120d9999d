import PropertyBased
import Testing

@testable import CompositionalLayout

/// Random layouts of many sections — rows that scroll sideways, pinned and
/// offset headers and footers, backgrounds, badges pushed out of their
/// cells, the layout's own header and footer, sizes the content decides —
/// queried with random rectangles: the rectangle queries, which search for
/// the sections and groups in view, return exactly what a scan of every
/// element of every section finds, in the same order.
@Suite struct RectQueryPropertyTests {
  struct Shape: Sendable, CustomStringConvertible {
    var vertical: Bool
    var itemCounts: [Int]
    /// Per section, bits: 0 header, 1 it pins, 2 footer, 3 it pins,
    /// 4 background, 5–7 the sideways behaviour (6 and 7: none).
    var sectionFlags: [Int]
    var columns: Int
    var rowLength: Double
    /// 0 fixed, 1 the cells' length estimated, 2 the badges' too.
    var estimation: Int
    var badgeOut: Double
    /// Bits: 0 a layout header, 1 it pins, 2 a layout footer, 3 it pins.
    var globalFlags: Int
    var interSectionSpacing: Double
    /// How far headers are shifted back along the scroll axis.
    var headerShift: Double

    var description: String {
      "vertical \(vertical) items \(itemCounts) flags \(sectionFlags.prefix(itemCounts.count)) columns \(columns) row \(rowLength) estimation \(estimation) badge \(badgeOut) global \(globalFlags) spacing \(interSectionSpacing) shift \(headerShift)"
    }

    static let behaviors: [OrthogonalScrollingBehavior] = [
      .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
      .none, .none, .none,
    ]

    func section(_ index: Int) -> LayoutSection {
      let flags = sectionFlags[index]
      let along: (Double) -> LayoutDimension = {
        vertical ? .fractionalWidth($0) : .fractionalHeight($0)
      }
      let rowDimension: LayoutDimension =
        estimation > 0 ? .estimated(rowLength) : .absolute(rowLength)
      let badge = LayoutSupplementaryItem(
        layoutSize: size(estimation > 1 ? .estimated(2) : .absolute(2), .absolute(1)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(
          edges: [.top, .trailing],
          absoluteOffset: Point(x: badgeOut, y: -badgeOut)
        )
      )
      let item = LayoutItem(
        layoutSize: vertical
          ? size(along(1 / Double(columns)), rowDimension)
          : size(rowDimension, along(1 / Double(columns))),
        supplementaryItems: index % 2 == 0 ? [badge] : []
      )
      let groupSize =
        vertical
        ? size(.fractionalWidth(0.8), rowDimension) : size(rowDimension, .fractionalHeight(0.8))
      let group =
        vertical
        ? LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        : LayoutGroup.vertical(layoutSize: groupSize, subitems: [item])
      let section = LayoutSection(group: group)
      section.interGroupSpacing = 1
      section.orthogonalScrollingBehavior = Self.behaviors[flags >> 5]
      let boundarySize =
        vertical
        ? size(.fractionalWidth(1), .absolute(1)) : size(.absolute(3), .fractionalHeight(1))
      if flags & 1 != 0 {
        let header = LayoutBoundarySupplementaryItem(
          layoutSize: boundarySize,
          elementKind: "header",
          alignment: vertical ? .top : .leading,
          absoluteOffset: vertical ? Point(x: 0, y: -headerShift) : Point(x: -headerShift, y: 0)
        )
        header.pinToVisibleBounds = flags & 2 != 0
        section.boundarySupplementaryItems.append(header)
      }
      if flags & 4 != 0 {
        let footer = LayoutBoundarySupplementaryItem(
          layoutSize: boundarySize,
          elementKind: "footer",
          alignment: vertical ? .bottom : .trailing
        )
        footer.pinToVisibleBounds = flags & 8 != 0
        section.boundarySupplementaryItems.append(footer)
      }
      if flags & 16 != 0 {
        let background = LayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = DirectionalEdgeInsets(all: -1)
        section.decorationItems = [background]
      }
      return section
    }

    /// Solved on whole cells; or, with `displayScale` 0, exactly, each
    /// answer of the fitting callback off by `perturbation` times its
    /// item's number plus one.
    func solve(
      displayScale: Double = 1,
      perturbation: Double = 0,
      asked: ((SizeFittingRequest) -> Void)? = nil
    ) -> SolvedLayout {
      let configuration = CompositionalLayoutConfiguration()
      configuration.scrollDirection = vertical ? .vertical : .horizontal
      configuration.interSectionSpacing = interSectionSpacing
      let boundarySize =
        vertical
        ? size(.fractionalWidth(1), .absolute(2)) : size(.absolute(2), .fractionalHeight(1))
      for (bit, kind, alignment) in [
        (0, "layout-header", vertical ? RectAlignment.top : .leading),
        (2, "layout-footer", vertical ? RectAlignment.bottom : .trailing),
      ] where globalFlags & (1 << bit) != 0 {
        let item = LayoutBoundarySupplementaryItem(
          layoutSize: boundarySize,
          elementKind: kind,
          alignment: alignment
        )
        item.pinToVisibleBounds = globalFlags & (2 << bit) != 0
        configuration.boundarySupplementaryItems.append(item)
      }
      let layout = CompositionalLayout(
        sectionProvider: { index, _ in section(index) },
        configuration: configuration
      )
      let vertical = vertical
      let rowLength = rowLength
      return layout.solve(
        containerSize: Size(width: 40, height: 20),
        itemCounts: itemCounts,
        displayScale: displayScale,
        fitting: estimation > 0
          ? { request in
            asked?(request)
            // Repeating lengths, so groups measure alike and are replayed,
            // with a few apart.
            let extra =
              Double(request.indexPath.item % 3 + request.indexPath.section % 2)
              + perturbation * Double(request.indexPath.item + 1)
            let length = request.indexPath.item % 7 == 6 ? 0.4 : rowLength + extra
            return vertical
              ? Size(width: request.proposedSize.width + extra, height: length)
              : Size(width: length, height: request.proposedSize.height + extra)
          }
          : nil
      )
    }
  }

  static let shapes = zip(
    Gen.bool,
    Gen.int(in: 0...20).array(of: 1...30),
    Gen.int(in: 0...255).array(of: 30),
    Gen.int(in: 1...4),
    Gen.int(in: 1...5),
    Gen.int(in: 0...2),
    Gen.int(in: 0...3),
    Gen.int(in: 0...15),
    Gen.int(in: 0...2),
    Gen.int(in: 0...12)
  ).map { vertical, items, flags, columns, row, estimation, badge, global, spacing, shift in
    Shape(
      vertical: vertical,
      itemCounts: items,
      sectionFlags: flags,
      columns: columns,
      rowLength: Double(row),
      estimation: estimation,
      badgeOut: Double(badge),
      globalFlags: global,
      interSectionSpacing: Double(spacing),
      headerShift: Double(shift)
    )
  }

  /// A rectangle, measured from the content's start along the scroll axis
  /// (a fraction of its length) and across it, and sideways offsets of rows.
  struct Query: Sendable, CustomStringConvertible {
    var along: Double
    var alongLength: Double
    var across: Double
    var acrossLength: Double
    var offsets: [Int]

    var description: String {
      "along \(along) +\(alongLength) across \(across) +\(acrossLength) offsets \(offsets)"
    }

    func rect(in solved: SolvedLayout) -> Rect {
      let vertical = solved.scrollDirection == .vertical
      let start = along * (solved.contentSize[solved.axis] + 20) - 10
      return vertical
        ? Rect(x: across, y: start, width: acrossLength, height: alongLength)
        : Rect(x: start, y: across, width: alongLength, height: acrossLength)
    }

    func orthogonalOffsets(sections: Int) -> [Int: Double] {
      var offsets: [Int: Double] = [:]
      for (section, offset) in self.offsets.prefix(sections).enumerated() where offset != 0 {
        offsets[section] = Double(offset * 3 - 6)
      }
      return offsets
    }
  }

  static let queries = zip(
    Gen.double(in: 0...1),
    Gen.int(in: 0...30),
    Gen.int(in: -20...50),
    Gen.int(in: 0...60),
    Gen.int(in: 0...12).array(of: 30)
  ).map { along, alongLength, across, acrossLength, offsets in
    Query(
      along: along,
      alongLength: Double(alongLength),
      across: Double(across),
      acrossLength: Double(acrossLength),
      offsets: offsets
    )
  }

  @Test func elementsInRectAreThoseAScanOfEveryElementFinds() async {
    await propertyCheck(count: 400, input: Self.shapes, Self.queries) { shape, query in
      let solved = shape.solve()
      let rect = query.rect(in: solved)
      let offsets = query.orthogonalOffsets(sections: solved.numberOfSections)
      let queried = solved.elements(in: rect, orthogonalOffsets: offsets)
      let scanned = solved.everyElement(orthogonalOffsets: offsets)
        .filter { $0.frame.intersects(rect) }
      expectSameInDrawingOrder(queried, scanned, "\(shape) \(query) \(rect)")
    }
  }

  @Test func visibleElementsAreThoseAScanOfEveryElementFinds() async {
    await propertyCheck(count: 400, input: Self.shapes, Self.queries) { shape, query in
      let solved = shape.solve()
      let rect = query.rect(in: solved)
      let offsets = query.orthogonalOffsets(sections: solved.numberOfSections)
      let queried = solved.visibleElements(in: rect, orthogonalOffsets: offsets)
      let scanned = solved.everyElement(orthogonalOffsets: offsets, pinnedFor: rect)
        .filter { $0.frame.intersects(rect) }
      expectSameInDrawingOrder(queried, scanned, "\(shape) \(query) \(rect)")
    }
  }

  @Test func pinnedElementsAreThoseAScanOfEveryElementFinds() async {
    await propertyCheck(count: 300, input: Self.shapes, Self.queries) { shape, query in
      let solved = shape.solve()
      let rect = query.rect(in: solved)
      let queried = solved.pinnedElements(in: rect)
      let scanned = solved.everyElement(orthogonalOffsets: [:], pinnedFor: rect, onlyPinned: true)
        .filter { $0.frame.intersects(rect) }
      expectSameInDrawingOrder(queried, scanned, "\(shape) \(query) \(rect)")
    }
  }

  /// Many sections whose headers reach back over several sections before
  /// them, so drawn extents overlap out of order.
  @Test func headersReachingBackOverEarlierSectionsAreFound() {
    let shape = Shape(
      vertical: true,
      itemCounts: Array(repeating: 2, count: 30),
      sectionFlags: (0..<30).map { $0 % 3 == 0 ? 1 : 0 },
      columns: 2,
      rowLength: 1,
      estimation: 0,
      badgeOut: 0,
      globalFlags: 0,
      interSectionSpacing: 0,
      headerShift: 12
    )
    let solved = shape.solve()
    for top in stride(from: -5.0, through: solved.contentSize.height, by: 1) {
      let rect = Rect(x: 0, y: top, width: 40, height: 3)
      let scanned = solved.everyElement(orthogonalOffsets: [:]).filter { $0.frame.intersects(rect) }
      expectSameInDrawingOrder(solved.elements(in: rect), scanned, "\(rect)")
    }
  }
}

/// Expects `queried` in drawing order and to hold the elements of
/// `scanned`: then both are in the same order, but for elements that tie in
/// drawing order (a section's header and footer, say), which the order
/// leaves free.
private func expectSameInDrawingOrder(
  _ queried: [LayoutAttributes],
  _ scanned: [LayoutAttributes],
  _ comment: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let inOrder = zip(queried, queried.dropFirst()).allSatisfy {
    !LayoutAttributes.drawingOrder($1, $0)
  }
  #expect(inOrder, "not in drawing order: \(comment)", sourceLocation: sourceLocation)
  func ordered(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
    elements.sorted { lhs, rhs in
      if LayoutAttributes.drawingOrder(lhs, rhs) { return true }
      if LayoutAttributes.drawingOrder(rhs, lhs) { return false }
      let left = (lhs.representedElementKind ?? "", lhs.frame.minX, lhs.frame.minY)
      let right = (rhs.representedElementKind ?? "", rhs.frame.minX, rhs.frame.minY)
      return left < right
    }
  }
  let found = ordered(queried)
  let expected = ordered(scanned)
  guard found != expected else { return }
  let missing = expected.filter { !found.contains($0) }
  let extra = found.filter { !expected.contains($0) }
  Issue.record(
    "missing \(missing.map(brief)) extra \(extra.map(brief)) \(found.count) vs \(expected.count): \(comment)",
    sourceLocation: sourceLocation
  )
}

private func brief(_ element: LayoutAttributes) -> String {
  "\(element.representedElementKind ?? "cell") \(element.indexPath) \(element.frame)"
}

extension SolvedLayout {
  /// Every element of every section and of the layout itself, found one by
  /// one: each item's cell and badges by its index path, every section's
  /// headers, footers and backgrounds; rows shown at `orthogonalOffsets`.
  /// Headers and footers that pin are where they stick when `visibleBounds`
  /// is the viewport, if given, else at their natural places.
  func everyElement(
    orthogonalOffsets: [Int: Double],
    pinnedFor visibleBounds: Rect? = nil,
    onlyPinned: Bool = false
  ) -> [LayoutAttributes] {
    var elements: [LayoutAttributes] = []
    func add(_ boundary: SolvedSection.Boundary, within container: Rect) {
      guard !onlyPinned || boundary.pin != nil else { return }
      elements.append(
        visibleBounds.map { placed(boundary, within: container, $0) } ?? boundary.attributes
      )
    }
    let content = Rect(origin: .zero, size: contentSize)
    for global in globalSupplementaries { add(global, within: content) }
    for section in sections {
      for boundary in section.boundaries { add(boundary, within: section.frame) }
      guard !onlyPinned else { continue }
      elements += section.decorations
      let offset = orthogonalOffsets[section.index] ?? 0
      let shift = section.orthogonal.map { $0.clamp(offset) } ?? 0
      for item in 0..<section.itemCount {
        guard let cell = section.cellAttributes(ofItem: item, sidewaysOffset: offset),
          let (group, ordinal) = section.groups.location(ofItem: item)
        else { continue }
        elements.append(cell)
        let origin = section.groups.origin(ofGroup: group)
        for badge in section.groups.template(ofGroup: group).supplementaries
        where badge.ordinal == ordinal {
          elements.append(
            LayoutAttributes(
              category: .supplementaryView,
              kind: badge.kind,
              indexPath: cell.indexPath,
              frame: badge.frame.offsetBy(dx: origin.x, dy: origin.y)
                .offset(along: section.orthogonal?.axis ?? .horizontal, by: -shift),
              zIndex: badge.zIndex
            )
          )
        }
      }
    }
    return elements
  }
}
