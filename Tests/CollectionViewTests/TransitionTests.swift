import CollectionView
import DiffableDataSource
import TerminalUI
import Testing

/// Applying a snapshot animates each item from its old frame to its new one
/// on the view's clock; inserted items fade in, deleted ones fade out.
@Suite struct TransitionTests {
  let size = CellSize(width: 20, height: 10)

  @Test func movedItemsSlideBetweenTheirFrames() {
    let clock = VirtualClock()
    let view = makeListView(count: 5, clock: clock)
    #expect(view.drawCells(size: size, now: clock.now)[4]?.y == 4)
    var snapshot = view.diffable.snapshot()
    snapshot.moveItem(4, beforeItem: 0)
    view.diffable.apply(snapshot, animatingDifferences: true)
    #expect(view.isAnimating)
    // Halfway through the ease-in-out, item 4 is halfway from row 4 to row 0.
    clock.advance(by: 0.125)
    #expect(view.drawCells(size: size, now: clock.now)[4]?.y == 2)
    clock.advance(by: 0.03)
    let later = view.drawCells(size: size, now: clock.now)[4]!.y
    #expect(later < 2 && later > 0)
    clock.advance(by: 0.2)
    #expect(view.drawCells(size: size, now: clock.now)[4]?.y == 0)
    #expect(view.isAnimating)
    view.advanceAnimations(to: clock.now)
    #expect(!view.isAnimating)
  }

  /// A scroll made right after an apply (Mountains Search applies, then
  /// goes back to the top) reveals rows the change also covers: rows
  /// inserted there fade in, rows moved there slide in.
  @Test func rowsRevealedByAScrollRightAfterAnApplyAnimate() {
    let clock = VirtualClock()
    let view = makeListView(count: 100, clock: clock)
    view.frame = CellRect(x: 0, y: 0, width: size.width, height: size.height)
    view.scrollToBottom()
    view.focus(98)
    view.finishAnimations()
    view.drawCells(size: size, now: clock.now)
    var snapshot = view.diffable.snapshot()
    snapshot.insertItems([1000, 1001], beforeItem: 0)
    snapshot.moveItem(99, beforeItem: 1000)
    view.diffable.apply(snapshot, animatingDifferences: true)
    view.setContentOffset(0, animated: false)
    clock.advance(by: 0.1)
    var canvas = Canvas(size: size)
    view.draw(into: &canvas, now: clock.now)
    let row = { (y: Int) in
      view.drawnElements(at: clock.now).first { $0.category == .cell && $0.frame.y == y }
    }
    // 99 was at the bottom: on its way up, not yet at row 0.
    #expect(view.itemIdentifier(at: IndexPath(item: 0, section: 0)) == 99)
    #expect(
      view.drawnElements(at: clock.now).first { $0.indexPath == IndexPath(item: 0, section: 0) }?
        .frame.y != 0
    )
    // 1000 and 1001 are new: fading in.
    #expect(row(1).map { $0.opacity < 1 } == true)
    #expect(row(2).map { $0.opacity < 1 } == true)
  }

  /// A click mid-change lands on the row drawn where it clicks, as the
  /// last frame showed it: also between frames, and where two rows
  /// trading places are drawn one beside the other.
  @Test func aClickMidChangeSelectsTheRowDrawnThere() throws {
    for (item, before) in [(9, 0), (1, 0)] {
      for clicked in [item, before] {
        let clock = VirtualClock()
        let view = makeListView(count: 10, clock: clock)
        view.frame = CellRect(x: 0, y: 0, width: size.width, height: size.height)
        view.drawCells(size: size, now: clock.now)
        var snapshot = view.diffable.snapshot()
        snapshot.moveItem(item, beforeItem: before)
        view.diffable.apply(snapshot, animatingDifferences: true)
        clock.advance(by: 0.1)
        view.advanceAnimations(to: clock.now)
        var canvas = Canvas(size: size)
        view.draw(into: &canvas, now: clock.now)
        let element = try #require(
          view.drawnElements(at: clock.now).first {
            $0.category == .cell && !$0.isDeleted
              && view.itemIdentifier(at: $0.indexPath) == clicked
          }
        )
        // The click comes between this frame and the next.
        clock.advance(by: 0.04)
        _ = view.handle(.mouse(MouseEvent(.click(.left), x: element.frame.x, y: element.frame.y)))
        let selected = try #require(view.indexPathsForSelectedItems?.first)
        #expect(view.itemIdentifier(at: selected) == clicked, "\(item), \(element)")
      }
    }
  }

  /// A mover whose place is kept filled is drawn by its renderer once a
  /// frame, its look copied to the place it left.
  @Test func aMoverKeepingItsPlaceFilledIsDrawnOnceAFrame() {
    let clock = VirtualClock()
    var drawn: [Int: Int] = [:]
    let view = makeListView(
      count: 5,
      clock: clock,
      renderer: CellRenderer { canvas, rect, _, item, _ in
        drawn[item, default: 0] += 1
        canvas.put("item \(item)", x: rect.x, y: rect.y)
      }
    )
    view.keepsVacatedPlacesFilled = true
    view.drawCells(size: size, now: clock.now)
    var snapshot = view.diffable.snapshot()
    snapshot.moveItem(4, beforeItem: 0)
    view.diffable.apply(snapshot, animatingDifferences: true)
    clock.advance(by: 0.1)
    drawn = [:]
    var canvas = Canvas(size: size)
    view.frame = canvas.bounds
    view.draw(into: &canvas, now: clock.now)
    #expect(drawn == [0: 1, 1: 1, 2: 1, 3: 1, 4: 1])
  }

  /// A row scrolled sideways mid-change brings the cells it reveals
  /// into the change, as a vertical scroll does: one inserted there fades
  /// in rather than appearing at rest.
  @Test func cellsASidewaysScrollRevealsMidChangeTakePart() throws {
    let clock = VirtualClock()
    let view = makeRowsView(sections: [Array(0..<8)], clock: clock)
    var snapshot = view.diffable.snapshot()
    let size = CellSize(width: 40, height: 6)
    view.drawCells(size: size, now: clock.now)
    // 99 comes in on screen, so the change runs; 100 beyond the edge.
    snapshot.insertItems([99], beforeItem: 0)
    snapshot.insertItems([100], beforeItem: 4)
    view.diffable.apply(snapshot, animatingDifferences: true)
    #expect(view.isAnimating)
    for _ in 0..<3 { view.pageRow(0, .towardTrailing) }
    #expect(view.orthogonalOffset(ofSection: 0) == 45)
    clock.advance(by: 0.15)
    view.drawCells(size: size, now: clock.now)
    let inserted = try #require(
      view.drawnElements(at: clock.now).first {
        $0.category == .cell && view.itemIdentifier(at: $0.indexPath) == 100
      }
    )
    #expect(inserted.opacity < 1)
  }

  @Test func applyingTheSameItemsLetsAChangeUnderWayCarryOn() {
    let clock = VirtualClock()
    let view = makeListView(count: 5, clock: clock)
    view.drawCells(size: size, now: clock.now)
    var snapshot = view.diffable.snapshot()
    snapshot.moveItem(4, beforeItem: 0)
    view.diffable.apply(snapshot, animatingDifferences: true)
    clock.advance(by: 0.125)
    var completed = false
    view.diffable.apply(snapshot, animatingDifferences: true) { completed = true }
    #expect(completed)
    // Still halfway from row 4 to row 0, not started again.
    #expect(view.drawCells(size: size, now: clock.now)[4]?.y == 2)
  }

  @Test func completionRunsWhenTheAnimationEnds() {
    let clock = VirtualClock()
    let view = makeListView(count: 3, clock: clock)
    view.drawCells(size: size, now: clock.now)
    var completed = false
    var snapshot = view.diffable.snapshot()
    snapshot.deleteItems([1])
    view.diffable.apply(snapshot, animatingDifferences: true) { completed = true }
    view.advanceAnimations(to: clock.now + 0.1)
    #expect(!completed)
    // Drawing past the end does not end it: the update pass does.
    view.drawCells(size: size, now: clock.now + 0.3)
    #expect(!completed)
    view.advanceAnimations(to: clock.now + 0.3)
    #expect(completed)
    #expect(!view.isAnimating)
  }

  @Test func insertedItemsFadeInAndDeletedOnesFadeOutWhereTheyWere() {
    let clock = VirtualClock()
    let view = makeListView(count: 3, clock: clock)
    view.drawCells(size: size, now: clock.now)
    var snapshot = view.diffable.snapshot()
    snapshot.deleteItems([0])
    snapshot.appendItems([7])
    view.diffable.apply(snapshot, animatingDifferences: true)
    let midway = view.drawCells(size: size, now: clock.now + 0.125)
    #expect(midway[7]?.y == 2)
    // Item 1 slides up from row 1 to row 0, over item 0 fading out there.
    #expect(midway[1]?.y == 1 || midway[1]?.y == 0)
    let ghost = view.drawnElements(at: clock.now + 0.125).first { $0.isDeleted }
    #expect(ghost?.indexPath == IndexPath(item: 0, section: 0))
    #expect(ghost?.frame.y == 0)
    #expect(ghost.map { $0.opacity > 0.4 && $0.opacity < 0.6 } == true)
    let inserted = view.drawnElements(at: clock.now + 0.125).first {
      $0.frame.y == 2 && !$0.isDeleted
    }
    #expect(inserted.map { $0.opacity > 0.4 && $0.opacity < 0.6 } == true)
    // Movers are drawn above elements at rest and above the ghost.
    let order = view.drawnElements(at: clock.now + 0.125).map {
      $0.isDeleted ? -1 : view.itemIdentifier(at: $0.indexPath)!
    }
    #expect(order.firstIndex(of: -1)! < order.firstIndex(of: 1)!)
    #expect(order.last == 1 || order.last == 2)
    let settled = view.drawCells(size: size, now: clock.now + 1)
    #expect(
      settled == [
        1: CellRect(x: 0, y: 0, width: 20, height: 1),
        2: CellRect(x: 0, y: 1, width: 20, height: 1),
        7: CellRect(x: 0, y: 2, width: 20, height: 1),
      ]
    )
    #expect(view.drawnElements(at: clock.now + 1).allSatisfy { $0.opacity == 1 && !$0.isDeleted })
  }

  @Test func withoutAnimationTheNewStateShowsAtOnce() {
    let clock = VirtualClock()
    let view = makeListView(count: 3, clock: clock)
    view.drawCells(size: size, now: clock.now)
    var snapshot = view.diffable.snapshot()
    snapshot.moveItem(2, beforeItem: 0)
    view.diffable.apply(snapshot, animatingDifferences: false)
    #expect(!view.isAnimating)
    #expect(view.drawCells(size: size, now: clock.now)[2]?.y == 0)
  }

  @Test func aNewApplyStartsFromWhereItemsAreMidway() {
    let clock = VirtualClock()
    let view = makeListView(count: 9, clock: clock)
    view.drawCells(size: size, now: clock.now)
    var snapshot = view.diffable.snapshot()
    snapshot.moveItem(8, beforeItem: 0)
    view.diffable.apply(snapshot, animatingDifferences: true)
    clock.advance(by: 0.125)
    #expect(view.drawCells(size: size, now: clock.now)[8]?.y == 4)
    // Item 8 is at row 4 now; sending it back starts there, not at row 0.
    snapshot.moveItem(8, afterItem: 7)
    view.diffable.apply(snapshot, animatingDifferences: true)
    #expect(view.drawCells(size: size, now: clock.now)[8]?.y == 4)
  }

  @Test func deletingTheFocusedItemFocusesItsNeighbour() {
    let clock = VirtualClock()
    let view = makeListView(count: 5, clock: clock)
    view.drawCells(size: size, now: clock.now)
    view.moveFocus(.down)
    view.moveFocus(.down)
    #expect(view.focusedItem == 2)
    var snapshot = view.diffable.snapshot()
    snapshot.deleteItems([2])
    view.diffable.apply(snapshot, animatingDifferences: true)
    #expect(view.focusedItem == 3)
    snapshot.deleteItems([3, 4])
    view.diffable.apply(snapshot, animatingDifferences: true)
    #expect(view.focusedItem == 1)
  }

  /// A long session of new items once made the view forget the numbers it
  /// matched elements by, and the next change jumped instead of animating.
  @Test func aChangeAfterThousandsOfNewItemsStillAnimates() {
    let clock = VirtualClock()
    let view = makeListView(count: 5, clock: clock)
    for round in 1...1_000 {
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array((round * 10)..<(round * 10 + 5)))
      view.diffable.apply(snapshot, animatingDifferences: false)
      view.drawCells(size: size, now: clock.now)
    }
    var snapshot = view.diffable.snapshot()
    snapshot.moveItem(10_004, beforeItem: 10_000)
    view.diffable.apply(snapshot, animatingDifferences: true)
    #expect(view.isAnimating)
    #expect(view.drawCells(size: size, now: clock.now + 0.125)[10_004]?.y == 2)
  }

  /// An item that comes back while it is still fading out takes over from
  /// its ghost: it is drawn once, from where the ghost had got to.
  @Test func anItemBackBeforeItFadedOutIsDrawnOnce() {
    let clock = VirtualClock()
    let view = makeListView(count: 5, clock: clock)
    view.drawCells(size: size, now: clock.now)
    let all = view.diffable.snapshot()
    var without = all
    without.deleteItems([2])
    view.diffable.apply(without, animatingDifferences: true)
    clock.advance(by: 0.05)
    view.diffable.apply(all, animatingDifferences: true)
    for step in 0...5 {
      let frames = view.drawCells(size: size, now: clock.now + Double(step) * 0.05)
      #expect(
        !view.drawnElements(at: clock.now + Double(step) * 0.05).contains { $0.isDeleted },
        "step \(step)"
      )
      #expect(frames[2]?.y == 2)
      let item2 = view.drawnElements(at: clock.now + Double(step) * 0.05).filter { $0.frame.y == 2 }
      #expect(item2.count == 1 && item2[0].opacity > 0.7, "step \(step)")
    }
  }

  /// Changes faster than they fade (a paste, a script without waits) leave
  /// at most one ghost on any cell, so each costs what the screen holds.
  @Test func changesFasterThanTheyFadeDoNotPileUpGhosts() {
    let clock = VirtualClock()
    let view = makeListView(count: 5, clock: clock)
    view.drawCells(size: size, now: clock.now)
    for round in 1...60 {
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array((round * 10)..<(round * 10 + 5)))
      view.diffable.apply(snapshot, animatingDifferences: true)
    }
    view.drawCells(size: size, now: clock.now + 0.1)
    let ghosts = view.drawnElements(at: clock.now + 0.1).filter(\.isDeleted)
    #expect(ghosts.count == 5)
    #expect(Set(ghosts.map(\.frame.y)) == [0, 1, 2, 3, 4])
    #expect(view.drawnElements(at: clock.now + 0.1).count == 10)
  }

  /// A list of 0, 1, 2 where 9 has just taken 1's place, animated.
  private func replacingItem1With9() -> (
    CollectionView, VirtualClock, DiffableDataSourceSnapshot<Int, Int>
  ) {
    let clock = VirtualClock()
    let view = makeListView(count: 3, clock: clock)
    view.drawCells(size: size, now: clock.now)
    var snapshot = view.diffable.snapshot()
    snapshot.insertItems([9], afterItem: 1)
    snapshot.deleteItems([1])
    view.diffable.apply(snapshot, animatingDifferences: true)
    return (view, clock, snapshot)
  }

  /// An item that takes a deleted one's place takes turns with its ghost:
  /// the fainter of the two is drawn beneath, so the ghost shows first and
  /// the newcomer once it is the more visible.
  @Test func anItemInADeletedOnesPlaceTakesTurnsWithItsGhost() {
    let (view, clock, _) = replacingItem1With9()
    func row1(at time: Double) -> (shown: Character, ghostOnTop: Bool) {
      var canvas = Canvas(size: size)
      view.frame = canvas.bounds
      view.draw(into: &canvas, now: clock.now + time)
      let onRow1 = view.drawnElements(at: clock.now + time).filter { $0.frame.y == 1 }
      #expect(onRow1.count == 2)
      return (canvas[x: 0, y: 1].character, onRow1.last?.isDeleted == true)
    }
    let early = row1(at: 0.05)
    #expect(early.shown == "1" && early.ghostOnTop)
    let late = row1(at: 0.2)
    #expect(late.shown == "9" && !late.ghostOnTop)
  }

  /// A ghost still fading when another change comes keeps fading from
  /// where it had got to, rather than starting again or vanishing.
  @Test func aGhostKeepsFadingThroughTheNextChange() {
    let clock = VirtualClock()
    let view = makeListView(count: 5, clock: clock)
    view.drawCells(size: size, now: clock.now)
    var snapshot = view.diffable.snapshot()
    snapshot.deleteItems([2])
    view.diffable.apply(snapshot, animatingDifferences: true)
    clock.advance(by: 0.125)
    view.drawCells(size: size, now: clock.now)
    let midway = view.drawnElements(at: clock.now).first(where: \.isDeleted)!.opacity
    #expect(midway > 0.4 && midway < 0.6)
    snapshot.appendItems([9])
    view.diffable.apply(snapshot, animatingDifferences: true)
    view.drawCells(size: size, now: clock.now)
    #expect(view.drawnElements(at: clock.now).first(where: \.isDeleted)?.opacity == midway)
    view.drawCells(size: size, now: clock.now + 0.125)
    let later = view.drawnElements(at: clock.now + 0.125).first(where: \.isDeleted)!.opacity
    #expect(later > 0 && later < midway)
    view.drawCells(size: size, now: clock.now + 0.3)
    #expect(!view.drawnElements(at: clock.now + 0.3).contains { $0.isDeleted })
  }

  /// Of two ghosts left on the same place, the one that showed stays: an
  /// item fading in under a ghost and deleted before it showed leaves the
  /// ghost that was on top, not its own fainter one.
  @Test func ofGhostsOnOnePlaceTheOneThatShowedStays() {
    var (view, clock, snapshot) = replacingItem1With9()
    clock.advance(by: 0.05)
    snapshot.deleteItems([9])
    view.diffable.apply(snapshot, animatingDifferences: true)
    var canvas = Canvas(size: size)
    view.frame = canvas.bounds
    view.draw(into: &canvas, now: clock.now)
    let ghosts = view.drawnElements(at: clock.now).filter { $0.isDeleted && $0.frame.y == 1 }
    #expect(ghosts.count == 1)
    #expect(canvas[x: 0, y: 1].character == "1")
  }

  /// A reloaded item cross-fades through the background: the look it had
  /// when the change was applied, kept by the transition, fades out, then
  /// its new look fades in.
  @Test func aReloadedItemCrossFadesFromItsKeptLook() {
    final class Labels { var text = "before" }
    let clock = VirtualClock()
    let labels = Labels()
    let view = makeListView(
      count: 3,
      clock: clock,
      renderer: CellRenderer { canvas, rect, _, item, _ in
        canvas.put(item == 1 ? labels.text : String(item), x: rect.x, y: rect.y)
      }
    )
    #expect(view.drawCells(size: size, now: clock.now)[1]?.y == 1)
    var snapshot = view.diffable.snapshot()
    snapshot.reloadItems([1])
    view.diffable.apply(snapshot, animatingDifferences: true)
    labels.text = "after"
    func row1(at time: Double) -> (text: String, opacity: Double?) {
      var canvas = Canvas(size: size)
      view.frame = canvas.bounds
      view.draw(into: &canvas, now: clock.now + time)
      let word = String(canvas.row(1).map(\.character)).split(separator: " ").first
      return (
        word.map(String.init) ?? "",
        view.drawnElements(at: clock.now + time).first { $0.frame.y == 1 }?.opacity
      )
    }
    let early = row1(at: 0.05)
    #expect(early.text == "before")
    #expect(early.opacity.map { $0 > 0 && $0 < 1 } == true)
    let late = row1(at: 0.2)
    #expect(late.text == "after")
    #expect(late.opacity.map { $0 > 0 && $0 < 1 } == true)
    #expect(row1(at: 1).text == "after")
  }
}
