import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

@Suite struct FocusAndScrollTests {
  @Test func arrowsMoveToTheNearestCellByGeometry() {
    let clock = VirtualClock()
    let view = makeGridView(count: 20, columns: 4, clock: clock)
    view.drawCells(size: CellSize(width: 40, height: 6), now: 0)
    #expect(view.focusedItem == 0)
    view.moveFocus(.right)
    view.moveFocus(.down)
    #expect(view.focusedItem == 5)
    #expect(view.moveFocus(.left))
    #expect(view.focusedItem == 4)
    #expect(!view.moveFocus(.left))
    #expect(view.focusedItem == 4)
    view.moveFocus(.up)
    #expect(view.focusedItem == 0)
    #expect(!view.moveFocus(.up))
  }

  @Test func focusMovingOffScreenScrollsTheLeastThatShowsIt() {
    let clock = VirtualClock()
    let view = makeListView(count: 50, clock: clock)
    let size = CellSize(width: 20, height: 5)
    view.drawCells(size: size, now: 0)
    for _ in 0..<6 { view.moveFocus(.down) }
    #expect(view.focusedItem == 6)
    #expect(view.contentOffset == 2)
    // The scroll eases from where the content was: row 5 starts below the
    // view, is on its way up shortly after, and rests a row above the last.
    #expect(view.drawCells(size: size, now: 0)[5] == nil)
    #expect(view.drawCells(size: size, now: 0.04)[5]?.y == 4)
    let settled = view.drawCells(size: size, now: 1)
    #expect(settled[5]?.y == 3 && settled[6]?.y == 4)
    view.scrollToBottom()
    #expect(view.focusedItem == 49 && view.contentOffset == 45)
    view.scrollToTop()
    #expect(view.focusedItem == 0 && view.contentOffset == 0)
  }

  @Test func pageDownMovesAPageAndFocusFollows() {
    let clock = VirtualClock()
    let view = makeListView(count: 50, clock: clock)
    view.drawCells(size: CellSize(width: 20, height: 10), now: 0)
    view.page(.down)
    #expect(view.contentOffset == 9)
    #expect(view.focusedItem == 9)
    view.page(.up)
    #expect(view.contentOffset == 0)
    #expect(view.focusedItem == 9)
  }

  @Test func mouseClickFocusesAndActivatesAndTheWheelScrolls() {
    let clock = VirtualClock()
    let view = makeGridView(count: 40, columns: 4, clock: clock)
    var activated: [Int] = []
    view.primaryAction = { [unowned view] in activated.append(view.itemIdentifier(at: $0)!) }
    // One row below the screen's top, as under a title bar; no draw first.
    view.frame = CellRect(x: 0, y: 1, width: 40, height: 6)
    #expect(view.handle(.mouse(MouseEvent(.click(.left), x: 25, y: 4))))
    #expect(view.focusedItem == 6)
    #expect(activated == [6])
    #expect(!view.handle(.mouse(MouseEvent(.click(.left), x: 25, y: 0))))
    #expect(view.handle(.mouse(MouseEvent(.wheelDown, x: 5, y: 2))))
    #expect(view.contentOffset == 3)
    clock.advance(by: 1)
    // Three rows down, item 6's row (content rows 2–3) is at the top.
    #expect(view.handle(.mouse(MouseEvent(.click(.left), x: 5, y: 1))))
    #expect(activated == [6, 4])
    #expect(view.handle(.mouse(MouseEvent(.wheelUp, x: 5, y: 2))))
    #expect(view.contentOffset == 0)
  }

  @Test func orthogonalRowsScrollSidewaysToFollowFocusAnimated() {
    let clock = VirtualClock()
    let view = makeRowsView(
      sections: [Array(0..<6), Array(10..<16)],
      clock: clock,
      renderer: CellRenderer { _, _, _, _, _ in }
    )
    let size = CellSize(width: 40, height: 6)
    view.drawCells(size: size, now: 0)
    view.moveFocus(.right)
    view.moveFocus(.right)
    view.moveFocus(.right)
    #expect(view.focusedItem == 3)
    // Group paging rests on group edges: the nearest that shows item 3 whole
    // (45..<60 in a 40-wide row) is 30.
    #expect(view.orthogonalOffset(ofSection: 0) == 30)
    #expect(view.isAnimating)
    let midway = view.drawCells(size: size, now: 0.05)[3]!.x
    #expect(midway > 15 && midway < 45)
    #expect(view.drawCells(size: size, now: 1)[3]?.x == 15)
    // Down lands on the item below on screen; the next row keeps its own offset.
    view.moveFocus(.down)
    #expect(view.focusedItem == 11)
    #expect(view.orthogonalOffset(ofSection: 1) == 0)
    // ] pages the row a group; item 11 is still in view, so focus stays.
    view.pageRow(1, .towardTrailing)
    #expect(view.orthogonalOffset(ofSection: 1) == 15)
    #expect(view.focusedItem == 11)
    view.pageRow(1, .towardTrailing)
    view.pageRow(1, .towardTrailing)
    #expect(view.orthogonalOffset(ofSection: 1) == 45)
    #expect(view.focusedItem == 13)
    // The horizontal wheel pages the row under the pointer; the vertical
    // wheel leaves rows alone.
    view.frame = CellRect(x: 0, y: 0, width: 40, height: 6)
    clock.advance(by: 1)
    view.advanceAnimations(to: clock.now)
    #expect(view.handle(.mouse(MouseEvent(.wheelLeft, x: 20, y: 2))))
    #expect(view.orthogonalOffset(ofSection: 1) == 30)
    #expect(view.handle(.mouse(MouseEvent(.wheelDown, x: 20, y: 2))))
    #expect(view.orthogonalOffset(ofSection: 1) == 30)
  }
}
