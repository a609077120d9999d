import PropertyBased
import Testing

@testable import CompositionalLayout

/// A solve that keeps the sections an earlier one solved (``LayoutReuse``)
/// lays out exactly what solving every section afresh does, and asks the
/// fitting callback only about the sections it could not keep.
@Suite struct LayoutReuseTests {
  /// A section of a test layout: what it is made of, and an identity its
  /// items' measured sizes follow wherever it moves.
  struct Section: Sendable, CustomStringConvertible {
    var id: Int
    var items: Int
    /// Bits: 0 a header (1 it pins, 2 estimated), 3 a footer, 4 a
    /// background, 5 rows scroll sideways, 6 rows are estimated, 7 insets.
    var flags: Int

    var description: String { "#\(id):\(items)/\(flags)" }

    func layoutSection(vertical: Bool) -> LayoutSection {
      let row: LayoutDimension = flags & 64 != 0 ? .estimated(2) : .absolute(2)
      let item = LayoutItem(
        layoutSize: vertical ? size(.fractionalWidth(0.5), row) : size(row, .fractionalHeight(0.5))
      )
      let groupSize =
        vertical ? size(.fractionalWidth(1), row) : size(row, .fractionalHeight(1))
      let section = LayoutSection(
        group: vertical
          ? .horizontal(layoutSize: groupSize, subitems: [item])
          : .vertical(layoutSize: groupSize, subitems: [item])
      )
      section.interGroupSpacing = 1
      if flags & 32 != 0 { section.orthogonalScrollingBehavior = .continuous }
      if flags & 128 != 0 { section.contentInsets = DirectionalEdgeInsets(all: 1) }
      let length: LayoutDimension = flags & 4 != 0 ? .estimated(1) : .absolute(1)
      let boundarySize =
        vertical ? size(.fractionalWidth(1), length) : size(length, .fractionalHeight(1))
      if flags & 1 != 0 {
        let header = LayoutBoundarySupplementaryItem(
          layoutSize: boundarySize,
          elementKind: "header",
          alignment: vertical ? .top : .leading
        )
        header.pinToVisibleBounds = flags & 2 != 0
        section.boundarySupplementaryItems.append(header)
      }
      if flags & 8 != 0 {
        section.boundarySupplementaryItems.append(
          LayoutBoundarySupplementaryItem(
            layoutSize: boundarySize,
            elementKind: "footer",
            alignment: vertical ? .bottom : .trailing
          )
        )
      }
      if flags & 16 != 0 {
        section.decorationItems = [.background(elementKind: "background")]
      }
      return section
    }
  }

  /// Two states of a layout's data, a scope for each solve, and which
  /// sections of the second hold the first's items unchanged.
  struct Change: Sendable, CustomStringConvertible {
    var vertical: Bool
    var before: [Section]
    var after: [Section]
    var windows: [Range<Double>]
    /// Per section identity, the items measured before (for both solves,
    /// or only the first with `keepsMeasured` false).
    var measured: [Int: [Int]]
    var keepsMeasured: Bool

    var description: String {
      "vertical \(vertical) before \(before) after \(after) windows \(windows) measured \(measured) keeps \(keepsMeasured)"
    }

    /// Sections of `after` whose identity is in `before` with as many
    /// items and made the same.
    var unchanged: [Int: Int] {
      var result: [Int: Int] = [:]
      for (new, section) in after.enumerated() {
        if let old = before.firstIndex(where: { $0.id == section.id && $0.items == section.items })
        {
          result[new] = old
        }
      }
      return result
    }

    func scope(_ sections: [Section], window: Range<Double>, measured: [Int: [Int]])
      -> SelfSizingScope
    {
      var items: [Int: [Int]] = [:]
      var headers: Set<Int> = []
      for (index, section) in sections.enumerated() {
        if let list = measured[section.id] {
          items[index] = list.filter { $0 < section.items }
          headers.insert(index)
        }
      }
      return SelfSizingScope(window: window, measuredItems: items, measuredSections: headers)
    }

    func solve(
      _ sections: [Section],
      scope: SelfSizingScope?,
      reusing reuse: LayoutReuse? = nil,
      asked: @escaping (SizeFittingRequest) -> Void = { _ in }
    ) -> SolvedLayout {
      let configuration = CompositionalLayoutConfiguration()
      configuration.scrollDirection = vertical ? .vertical : .horizontal
      configuration.interSectionSpacing = 1
      let vertical = vertical
      let layout = CompositionalLayout(
        sectionProvider: { index, _ in sections[index].layoutSection(vertical: vertical) },
        configuration: configuration
      )
      return layout.solve(
        containerSize: Size(width: 40, height: 20),
        itemCounts: sections.map(\.items),
        displayScale: 1,
        fitting: { request in
          asked(request)
          // What an element measures follows its section's identity and
          // its item, not where the section lies.
          let id = request.indexPath.section >= 0 ? sections[request.indexPath.section].id : 0
          let length = Double(1 + (id * 7 + request.indexPath.item) % 3)
          return vertical
            ? Size(width: request.proposedSize.width, height: length)
            : Size(width: length, height: request.proposedSize.height)
        },
        selfSizing: scope,
        reusing: reuse
      )
    }
  }

  static let sections = zip(
    Gen.int(in: 0...12),
    Gen.int(in: 0...255)
  ).map { items, flags in (items, flags) }.array(of: 1...12)

  static let changes = zip(
    Gen.bool,
    sections,
    Gen.int(in: 0...4).array(of: 12),
    Gen.int(in: 0...200).array(of: 4),
    Gen.int(in: 0...11).array(of: 0...4).array(of: 12),
    Gen.bool
  ).map { vertical, sections, edits, windows, measured, keeps in
    let before = sections.enumerated().map { Section(id: $0, items: $1.0, flags: $1.1) }
    var after: [Section] = []
    // Each section stays, changes its count, goes, is followed by a new
    // one, or moves to the end.
    var moved: [Section] = []
    for (section, edit) in zip(before, edits) {
      switch edit {
      case 0, 1: after.append(section)
      case 2:
        var changed = section
        changed.items = (section.items + 3) % 13
        after.append(changed)
      case 3:
        after.append(section)
        after.append(Section(id: 100 + section.id, items: 4, flags: section.flags ^ 64))
      default: moved.append(section)
      }
    }
    after += moved
    if after.isEmpty { after = [before[0]] }
    return Change(
      vertical: vertical,
      before: before,
      after: after,
      windows: windows.map { Double($0)..<Double($0 + 30) },
      measured: Dictionary(
        uniqueKeysWithValues: measured.prefix(before.count).enumerated().map {
          ($0, Array(Set($1)).sorted())
        }
      ),
      keepsMeasured: keeps
    )
  }

  @Test func keptSectionsLayOutAsSolvedAfresh() async {
    var kept = 0
    await propertyCheck(count: 300, input: Self.changes) { change in
      for scoped in [true, false] {
        let beforeScope =
          scoped
          ? change.scope(change.before, window: change.windows[0], measured: change.measured) : nil
        let afterScope =
          scoped
          ? change.scope(
            change.after,
            window: change.windows[1],
            measured: change.keepsMeasured ? change.measured : [:]
          ) : nil
        let previous = change.solve(change.before, scope: beforeScope)
        var askedFresh: [SizeFittingRequest] = []
        var askedReusing: [SizeFittingRequest] = []
        let fresh = change.solve(change.after, scope: afterScope) { askedFresh.append($0) }
        let reusing = change.solve(
          change.after,
          scope: afterScope,
          reusing: LayoutReuse(previous: previous, unchangedSections: change.unchanged)
        ) { askedReusing.append($0) }
        reusing._checkInvariants()
        #expect(reusing.contentSize == fresh.contentSize, "\(change)")
        #expect(reusing.diagnostics == fresh.diagnostics)
        let expected = fresh.everyElement(orthogonalOffsets: [:]).map(describe)
        let found = reusing.everyElement(orthogonalOffsets: [:]).map(describe)
        #expect(found == expected, "\(change) scoped \(scoped)")
        let content = Rect(origin: .zero, size: fresh.contentSize)
        #expect(
          reusing.elements(in: content).map(describe) == fresh.elements(in: content).map(describe)
        )
        for section in 0..<fresh.numberOfSections {
          let frame = fresh.frame(ofSection: section)
          #expect(reusing.frame(ofSection: section) == frame)
          #expect(
            reusing.containsUnmeasuredElements(in: frame)
              == fresh.containsUnmeasuredElements(in: frame)
          )
        }
        // What a kept section would have asked is not asked.
        let key = { (request: SizeFittingRequest) in
          "\(request.indexPath) \(request.elementKind ?? "")"
        }
        #expect(Set(askedReusing.map(key)).isSubset(of: Set(askedFresh.map(key))))
        if askedReusing.count < askedFresh.count { kept += 1 }
      }
    }
    // The generated changes keep sections often enough to test keeping.
    #expect(kept > 50)
  }

  /// Ten sections of estimated rows, one of them changed: only its rows
  /// are measured again, and the sections after it move down by what it
  /// grew.
  @Test func aChangeToOneSectionMeasuresThatSection() {
    let change = Change(
      vertical: true,
      before: (0..<10).map { Section(id: $0, items: 20, flags: 64 | 1) },
      after: (0..<10).map { Section(id: $0, items: $0 == 3 ? 24 : 20, flags: 64 | 1) },
      windows: [],
      measured: [:],
      keepsMeasured: true
    )
    let previous = change.solve(change.before, scope: nil)
    var asked: Set<Int> = []
    let solved = change.solve(
      change.after,
      scope: nil,
      reusing: LayoutReuse(previous: previous, unchangedSections: change.unchanged)
    ) { asked.insert($0.indexPath.section) }
    #expect(asked == [3])
    let grown = solved.frame(ofSection: 3).height - previous.frame(ofSection: 3).height
    #expect(grown > 0)
    #expect(solved.frame(ofSection: 4).minY == previous.frame(ofSection: 4).minY + grown)
    #expect(solved.frame(ofSection: 2) == previous.frame(ofSection: 2))
    let cell = IndexPath(item: 5, section: 9)
    #expect(
      solved.attributesForItem(at: cell)?.frame
        == previous.attributesForItem(at: cell)?.frame.offsetBy(dx: 0, dy: grown)
    )
  }

  /// A section is kept when its provider makes it alike again, and solved
  /// again when the provider changes it, though its items are the same.
  @Test func aSectionMadeDifferentlyIsSolvedAgain() {
    let sections = [Section(id: 0, items: 4, flags: 64)]
    let change = Change(
      vertical: true,
      before: sections,
      after: sections,
      windows: [],
      measured: [:],
      keepsMeasured: true
    )
    let previous = change.solve(sections, scope: nil)
    var inset = sections
    let kept = change.solve(sections, scope: nil, reusing: .sameItems(as: previous))
    #expect(kept.sections[0] === previous.sections[0])
    inset[0].flags = 64 | 128
    let solved = change.solve(inset, scope: nil, reusing: .sameItems(as: previous))
    #expect(solved.sections[0] !== previous.sections[0])
    #expect(solved.contentSize.height == previous.contentSize.height + 2)
  }

  private func describe(_ element: LayoutAttributes) -> String {
    "\(element.representedElementKind ?? "cell") \(element.indexPath) \(element.frame)"
  }
}
