import CompositionalLayout
import Testing

/// Orthogonal Sections and Orthogonal Section Behaviors: rows that scroll
/// sideways, and where each behaviour comes to rest.
@Suite struct OrthogonalSectionTests {
  static func layout(_ behavior: OrthogonalScrollingBehavior, spacing: Double = 0)
    -> CompositionalLayout
  {
    let group = NestedGroupTests.nestedGroup(width: behavior == .none ? 1 : 0.85, insets: 0)
    let section = LayoutSection(group: group)
    section.orthogonalScrollingBehavior = behavior
    section.interGroupSpacing = spacing
    return CompositionalLayout(section: section)
  }

  static func solved(_ behavior: OrthogonalScrollingBehavior, sections: Int = 1) -> SolvedLayout {
    layout(behavior).solve(
      containerSize: terminal80x24,
      itemCounts: Array(repeating: 18, count: sections)
    )
  }

  @Test func groupsOfAnOrthogonalSectionRunSideways() {
    let solved = Self.layout(.continuous).solve(containerSize: terminal80x24, itemCounts: [30, 30])
    // Groups are 85% of 80 = 68 wide and 40% of 24 = 9.6 tall, one row per section.
    expectFrame(solved.cellFrame(0), Rect(x: 0, y: 0, width: 47.6, height: 9.6))
    expectFrame(solved.cellFrame(3), Rect(x: 68, y: 0, width: 47.6, height: 9.6))
    expectFrame(solved.cellFrame(5), Rect(x: 68 + 47.6, y: 4.8, width: 20.4, height: 4.8))
    expectFrame(solved.cellFrame(0, 1), Rect(x: 0, y: 9.6, width: 47.6, height: 9.6))
    #expect(solved.orthogonalContentExtent(ofSection: 0) == 680)
    #expect(solved.orthogonalOffsetRange(ofSection: 0) == 0...600)
    #expect(abs(solved.contentSize.height - 19.2) < 1e-9)
  }

  @Test func widerContainersScaleTheRowAndItsSteps() {
    let solved = Self.layout(.groupPaging).solve(containerSize: terminal120x40, itemCounts: [18])
    // Groups are 85% of 120 = 102 wide and 40% of 40 = 16 tall.
    expectFrame(solved.cellFrame(3), Rect(x: 102, y: 0, width: 71.4, height: 16))
    #expect(abs(solved.orthogonalContentExtent(ofSection: 0)! - 612) < 1e-9)
    #expect(
      abs(solved.targetOrthogonalOffset(inSection: 0, from: 0, toward: .towardTrailing) - 102)
        < 1e-9
    )
    let paging = Self.layout(.paging).solve(containerSize: terminal120x40, itemCounts: [18])
    #expect(paging.targetOrthogonalOffset(inSection: 0, from: 0, toward: .towardTrailing) == 120)
    let centered = Self.layout(.groupPagingCentered).solve(
      containerSize: terminal120x40,
      itemCounts: [18]
    )
    expectFrame(centered.cellFrame(0), Rect(x: 9, y: 0, width: 71.4, height: 16))
  }

  @Test func eachRowScrollsByItsOwnOffset() {
    let solved = Self.layout(.continuous).solve(containerSize: terminal80x24, itemCounts: [30, 30])
    let viewport = Rect(x: 0, y: 0, width: 80, height: 24)
    let still = solved.elements(in: viewport)
    #expect(still.filter { $0.indexPath.section == 0 }.map(\.indexPath.item) == [0, 1, 2, 3])
    let scrolled = solved.elements(in: viewport, orthogonalOffsets: [0: 100])
    // Section 0 now shows from x = 100: the end of group 1 and the start of group 2.
    #expect(scrolled.filter { $0.indexPath.section == 0 }.map(\.indexPath.item) == [3, 4, 5, 6])
    expectFrame(
      scrolled.first { $0.indexPath == IndexPath(item: 6, section: 0) }?.frame,
      Rect(x: 36, y: 0, width: 47.6, height: 9.6)
    )
    // Section 1 keeps its own offset.
    #expect(scrolled.filter { $0.indexPath.section == 1 }.map(\.indexPath.item) == [0, 1, 2, 3])
    expectFrame(solved.cellFrame(6, offsets: [0: 100]), Rect(x: 36, y: 0, width: 47.6, height: 9.6))
    // Offsets are clamped to the row's content.
    expectFrame(
      solved.cellFrame(29, offsets: [0: 10_000]),
      Rect(x: 80 - 20.4, y: 4.8, width: 20.4, height: 4.8)
    )
  }

  @Test func theRowAloneAtAnOffset() {
    let solved = Self.solved(.continuous)
    let row = solved.elements(inSection: 0, orthogonalOffset: 68)
    #expect(row.map(\.indexPath.item) == [3, 4, 5, 6])
  }

  @Test func continuousStepsByAViewAndRevealsWithTheLeastScroll() {
    let solved = Self.solved(.continuous)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 0, toward: .towardTrailing) == 80)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 300, toward: .towardTrailing) == 328)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 50, toward: .towardLeading) == 0)
    // Item 3 spans 68..<115.6: just enough to bring its end in.
    #expect(
      abs(solved.targetOrthogonalOffset(inSection: 0, from: 0, revealingItem: 3) - 35.6) < 1e-9
    )
    // Already visible: no scroll.
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 0, revealingItem: 1) == 0)
    // Back toward the start: its leading edge comes in.
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 200, revealingItem: 3) == 68)
  }

  @Test func continuousGroupLeadingBoundaryRestsOnGroupEdges() {
    let solved = Self.solved(.continuousGroupLeadingBoundary)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 0, toward: .towardTrailing) == 68)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 100, toward: .towardTrailing) == 136)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 100, toward: .towardLeading) == 68)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 0, revealingItem: 3) == 68)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 68, revealingItem: 7) == 136)
  }

  @Test func pagingMovesAVisibleWidthAtATime() {
    let solved = Self.solved(.paging)
    // Content 6 × 68 = 408 wide; pages of 80 up to the end at 328.
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 0, toward: .towardTrailing) == 80)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 80, toward: .towardTrailing) == 160)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 320, toward: .towardTrailing) == 328)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 328, toward: .towardTrailing) == 328)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 328, toward: .towardLeading) == 320)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 80, toward: .towardLeading) == 0)
    // Three steps: group edges drift against page edges.
    var offset = 0.0
    for _ in 0..<3 {
      offset = solved.targetOrthogonalOffset(inSection: 0, from: offset, toward: .towardTrailing)
    }
    #expect(offset == 240)
    // Item 3 (68..<115.6) straddles pages 0 and 80, and neither shows it
    // whole: the row scrolls the least that does, 115.6 − 80.
    let revealed = solved.targetOrthogonalOffset(inSection: 0, from: 0, revealingItem: 3)
    #expect(abs(revealed - 35.6) < 1e-9)
    #expect(
      solved.targetOrthogonalOffset(inSection: 0, from: revealed, revealingItem: 3) == revealed
    )
    // Item 4 (115.6..<136), whole on page 80, brings the row back to a page.
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: revealed, revealingItem: 4) == 80)
    // From there the pages go on as before.
    #expect(
      solved.targetOrthogonalOffset(inSection: 0, from: revealed, toward: .towardTrailing) == 80
    )
  }

  @Test func groupPagingMovesOneGroupLeadingEdgeFirst() {
    let solved = Self.solved(.groupPaging)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 0, toward: .towardTrailing) == 68)
    var offset = 0.0
    for _ in 0..<3 {
      offset = solved.targetOrthogonalOffset(inSection: 0, from: offset, toward: .towardTrailing)
    }
    #expect(offset == 204)
    // The last group cannot reach the start: the row ends at 328.
    for _ in 0..<5 {
      offset = solved.targetOrthogonalOffset(inSection: 0, from: offset, toward: .towardTrailing)
    }
    #expect(offset == 328)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 0, revealingItem: 3) == 68)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 0, revealingItem: 9) == 204)
    // With the group at the start, 15% of the next (12 columns) peeks in.
    let visible = solved.elements(inSection: 0, orthogonalOffset: 68)
    expectFrame(
      visible.first { $0.indexPath.item == 6 }?.frame,
      Rect(x: 68, y: 0, width: 47.6, height: 9.6)
    )
  }

  @Test func groupPagingCenteredCentresEachGroupWithNeighboursPeeking() {
    let solved = Self.solved(.groupPagingCentered)
    // 6 columns of padding each side centre the 68-wide group in 80.
    expectFrame(solved.cellFrame(0), Rect(x: 6, y: 0, width: 47.6, height: 9.6))
    #expect(solved.orthogonalContentExtent(ofSection: 0) == 420)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 0, toward: .towardTrailing) == 68)
    var offset = 0.0
    for _ in 0..<3 {
      offset = solved.targetOrthogonalOffset(inSection: 0, from: offset, toward: .towardTrailing)
    }
    #expect(offset == 204)
    // Group 3 centred: slivers of groups 2 and 4 on both sides.
    let visible = solved.elements(inSection: 0, orthogonalOffset: offset)
    #expect(visible.map(\.indexPath.item) == [7, 8, 9, 10, 11, 12])
    expectFrame(
      visible.first { $0.indexPath.item == 9 }?.frame,
      Rect(x: 6, y: 0, width: 47.6, height: 9.6)
    )
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 204, revealingItem: 17) == 340)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 340, toward: .towardLeading) == 272)
  }

  @Test func noneStacksFullWidthGroupsVertically() {
    let solved = Self.solved(.none)
    expectFrame(solved.cellFrame(3), Rect(x: 0, y: 9.6, width: 56, height: 9.6))
    #expect(solved.orthogonalContentExtent(ofSection: 0) == nil)
    #expect(solved.orthogonalScrollingBehavior(ofSection: 0) == .none)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 0, toward: .towardTrailing) == 0)
    #expect(abs(solved.contentSize.height - 6 * 9.6) < 1e-9)
  }

  @Test func spacingBetweenGroupsCountsInEveryStep() {
    let solved = Self.layout(.groupPaging, spacing: 2).solve(
      containerSize: terminal80x24,
      itemCounts: [18]
    )
    #expect(abs(solved.orthogonalContentExtent(ofSection: 0)! - (6 * 68 + 5 * 2)) < 1e-9)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 0, toward: .towardTrailing) == 70)
    #expect(solved.targetOrthogonalOffset(inSection: 0, from: 70, toward: .towardTrailing) == 140)
  }
}
