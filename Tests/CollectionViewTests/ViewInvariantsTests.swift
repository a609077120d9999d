import CompositionalLayout
import TerminalUI
import Testing

@testable import CollectionView

#if GALLERY_INTERNAL_CHECKS
  /// The view's invariants check passes for a view in use and fails, with
  /// what broke, for each invariant broken on purpose. Each break runs in
  /// a child process.
  @Suite struct ViewInvariantsTests {
    static func view() -> CollectionView {
      let view = makeListView(count: 40, clock: VirtualClock())
      view.frame = CellRect(x: 0, y: 0, width: 20, height: 10)
      return view
    }

    static func message(_ result: ExitTest.Result?) -> String {
      String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func aViewInUseKeepsItsInvariants() {
      let clock = VirtualClock()
      let view = makeListView(count: 40, clock: clock)
      view.frame = CellRect(x: 0, y: 0, width: 20, height: 10)
      view.scrollToBottom()
      var snapshot = view.diffable.snapshot()
      snapshot.deleteItems(Array(30..<40))
      view.diffable.apply(snapshot, animatingDifferences: true)
      clock.advance(by: 0.1)
      view.advanceAnimations(to: clock.now)
      view._checkInvariants()
    }

    @Test func anOffsetPastTheContentFails() async {
      let result = await #expect(
        processExitsWith: .failure,
        observing: [\.standardErrorContent]
      ) {
        let view = ViewInvariantsTests.view()
        view.scrolling.contentOffset = 500
        view._checkInvariants()
      }
      #expect(Self.message(result).contains("out of the content's range"))
    }

    @Test func aScrollHeadingElsewhereThanItRestsFails() async {
      let result = await #expect(
        processExitsWith: .failure,
        observing: [\.standardErrorContent]
      ) {
        let view = ViewInvariantsTests.view()
        view.scrolling.contentOffset = 5
        view.scrolling.animate(from: 0, duration: 1, at: 0)
        view.scrolling.contentOffset = 6
        view._checkInvariants()
      }
      #expect(Self.message(result).contains("heads elsewhere than it rests"))
    }

    @Test func aRowOffsetForNoSectionFails() async {
      let result = await #expect(
        processExitsWith: .failure,
        observing: [\.standardErrorContent]
      ) {
        let view = ViewInvariantsTests.view()
        view.scrolling.setRow(3, to: 5)
        view._checkInvariants()
      }
      #expect(Self.message(result).contains("a row offset for no section"))
    }
  }
#endif
