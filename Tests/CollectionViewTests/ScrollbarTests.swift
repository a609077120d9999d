import CollectionView
import Testing

/// The scrollbar's column shows while the content overflows, and only then.
@Suite struct ScrollbarTests {
  @Test func aListThatShrinksBelowTheViewDropsItsScrollbar() {
    let clock = VirtualClock()
    let view = makeListView(count: 100, clock: clock)
    view.frame = CellRect(x: 0, y: 0, width: 20, height: 10)
    #expect(view.showsScrollbar)
    var fewer = view.diffable.snapshot()
    fewer.deleteItems(Array(3..<100))
    view.diffable.apply(fewer, animatingDifferences: false)
    #expect(!view.showsScrollbar)
    var more = fewer
    more.appendItems(Array(100..<200))
    view.diffable.apply(more, animatingDifferences: false)
    #expect(view.showsScrollbar)
  }
}
