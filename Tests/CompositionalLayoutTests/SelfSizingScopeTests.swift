import CompositionalLayout
import Testing

/// A solve with a self-sizing scope measures the groups meeting its window
/// and those holding items measured before; every other group takes the
/// estimate, and nothing is asked about it.
@Suite struct SelfSizingScopeTests {
  /// Rows estimated 5 tall, a row apart, that measure 3 tall.
  static func solve(
    itemCount: Int = 40,
    scope: SelfSizingScope
  ) -> (SolvedLayout, asked: [Int]) {
    var asked: [Int] = []
    let solved = EstimatedLayoutTests.newsLayout().solve(
      containerSize: terminal80x24,
      itemCounts: [itemCount],
      fitting: { request in
        asked.append(request.indexPath.item)
        return Size(width: request.proposedSize.width, height: 3)
      },
      selfSizing: scope
    )
    return (solved, asked)
  }

  @Test func onlyTheWindowAndWhatWasMeasuredAreAsked() {
    let (solved, asked) = Self.solve(
      scope: SelfSizingScope(window: 20..<40, measuredItems: [0: [1]])
    )
    // Row 1 was measured before; rows 3 to 8 meet the window as the rows
    // before them are placed; the rest keep their estimate.
    #expect(asked == [1, 3, 4, 5, 6, 7, 8])
    let cells = solved.allCells
    #expect(cells.prefix(11).map(\.frame.height) == [5, 3, 5, 3, 3, 3, 3, 3, 3, 5, 5])
    #expect(cells.prefix(11).map(\.frame.minY) == [0, 6, 10, 16, 20, 24, 28, 32, 36, 40, 46])
    #expect(cells.dropFirst(9).allSatisfy { $0.frame.height == 5 })
    #expect(solved.contentSize.height == 40 + 31 * 6 - 1)
  }

  @Test func unmeasuredElementsAreFoundWhereTheEstimatesStand() {
    let (solved, _) = Self.solve(scope: SelfSizingScope(window: 20..<40))
    func unmeasured(_ y: Double, _ height: Double) -> Bool {
      solved.containsUnmeasuredElements(in: Rect(x: 0, y: y, width: 80, height: height))
    }
    #expect(!unmeasured(20, 16))
    #expect(unmeasured(0, 5))
    #expect(unmeasured(44, 10))
    // Without a scope everything is measured.
    let whole = EstimatedLayoutTests.newsLayout().solve(
      containerSize: terminal80x24,
      itemCounts: [40],
      fitting: { Size(width: $0.proposedSize.width, height: 3) }
    )
    #expect(!whole.containsUnmeasuredElements(in: Rect(x: 0, y: 0, width: 80, height: 1000)))
  }

  /// A million estimated rows ask about the window alone.
  @Test func aMillionRowsAskAboutTheWindow() {
    let (solved, asked) = Self.solve(
      itemCount: 1_000_000,
      scope: SelfSizingScope(window: 600_000..<600_024)
    )
    #expect(asked.count == 6)
    #expect(solved.numberOfItems(inSection: 0) == 1_000_000)
    let inView = solved.elements(in: Rect(x: 0, y: 600_000, width: 80, height: 24))
    #expect(inView.allSatisfy { $0.frame.height == 3 })
  }

  /// Headers are measured as rows are: those meeting the window, and
  /// those of sections measured before; the rest keep their estimate.
  @Test func headersOutsideTheWindowAreNotAsked() {
    var configuration = ListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let layout = CompositionalLayout.list(using: configuration)
    var askedHeaders: [Int] = []
    let solved = layout.solve(
      containerSize: terminal80x24,
      itemCounts: Array(repeating: 3, count: 1000),
      fitting: { request in
        if request.category == .supplementaryView { askedHeaders.append(request.indexPath.section) }
        return Size(width: request.proposedSize.width, height: 2)
      },
      selfSizing: SelfSizingScope(window: 0..<24, measuredSections: [500])
    )
    // Sections take 1 (header) + 3 rows + 2 separators + 1 spacing
    // estimated, and grow as measured: a few meet the window.
    #expect(askedHeaders.count >= 2 && askedHeaders.count <= 5)
    #expect(askedHeaders.contains(500))
    #expect(askedHeaders.filter { $0 != 500 }.allSatisfy { $0 < 5 })
    let header = solved.attributesForSupplementaryElement(
      ofKind: ListConfiguration.headerElementKind,
      at: IndexPath(item: 0, section: 900)
    )
    #expect(header?.frame.height == 1)
    #expect(solved.containsUnmeasuredElements(in: header!.frame))
  }
}
