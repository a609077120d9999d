import PropertyBased
import Testing

@testable import CompositionalLayout

/// Groups whose content measures as an earlier group's did are replayed
/// from what that one asked and laid out (`TemplateMemo`) rather than
/// solved: a layout solved so is the one solved with every answer a hair
/// apart, where nothing can be replayed — the same questions asked in the
/// same order, every frame in the same place.
@Suite struct EstimatedReplayPropertyTests {
  static let shapes = RectQueryPropertyTests.shapes.map { shape in
    var shape = shape
    shape.estimation = max(1, shape.estimation)
    return shape
  }

  @Test func replayedGroupsAreWhereSolvingThemPutsThem() async {
    await propertyCheck(count: 200, input: Self.shapes) { shape in
      var replayedQuestions: [SizeFittingRequest] = []
      var solvedQuestions: [SizeFittingRequest] = []
      let replayed = shape.solve(displayScale: 0) { replayedQuestions.append($0) }
      let solved = shape.solve(displayScale: 0, perturbation: 1e-12) { solvedQuestions.append($0) }
      #expect(
        replayedQuestions.map { [$0.indexPath.section, $0.indexPath.item] }
          == solvedQuestions.map { [$0.indexPath.section, $0.indexPath.item] },
        "\(shape)"
      )
      #expect(replayedQuestions.map(\.elementKind) == solvedQuestions.map(\.elementKind))
      let tolerance = 1e-6
      #expect(abs(replayed.contentSize.width - solved.contentSize.width) <= tolerance)
      #expect(abs(replayed.contentSize.height - solved.contentSize.height) <= tolerance)
      let expected = solved.everyElement(orthogonalOffsets: [:])
      let found = replayed.everyElement(orthogonalOffsets: [:])
      #expect(found.count == expected.count, "\(shape)")
      for (lhs, rhs) in zip(found, expected) {
        #expect(
          lhs.indexPath == rhs.indexPath && lhs.representedElementKind == rhs.representedElementKind
            && isClose(lhs.frame, rhs.frame, tolerance: tolerance),
          "\(lhs) is not \(rhs): \(shape)"
        )
      }
    }
  }

  /// Rows of more heights than the memo records answers to one question
  /// (64): those past the limit are solved every time, the others
  /// replayed, and every row is where the heights above it put it.
  @Test func rowsOfManyHeightsStackWhetherReplayedOrNot() {
    let rowSize = size(.fractionalWidth(1), .estimated(3))
    let section = LayoutSection(
      group: .vertical(layoutSize: rowSize, subitems: [LayoutItem(layoutSize: rowSize)])
    )
    section.interGroupSpacing = 1
    let height = { (item: Int) in Double(1 + (item * 37) % 100) }
    var asked: [Int] = []
    let solved = CompositionalLayout(section: section).solve(
      containerSize: terminal80x24,
      itemCounts: [500],
      displayScale: 1
    ) { request in
      asked.append(request.indexPath.item)
      return Size(width: request.proposedSize.width, height: height(request.indexPath.item))
    }
    #expect(asked == Array(0..<500))
    var top = 0.0
    for item in 0..<500 {
      expectFrame(solved.cellFrame(item), Rect(x: 0, y: top, width: 80, height: height(item)))
      top += height(item) + 1
    }
  }
}
