import CollectionView
import CompositionalLayout
import DiffableDataSource
import PropertyBased
import TerminalUI
import Testing

/// Two states of a one-column list of one-row cells: the old items and the
/// new, made from them by deletes, inserts and moves.
struct ListChange: Sendable, CustomStringConvertible {
  var old: [Int]
  var new: [Int]

  var description: String { "old: \(old)\nnew: \(new)" }

  static let random = Generator(run: { random in
    var random = random
    let old = Array(
      (0..<40).shuffled(using: &random).prefix(Int.random(in: 0...20, using: &random))
    )
    var new = old.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
    for _ in 0..<Int.random(in: 0...3, using: &random) where !new.isEmpty {
      let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
      new.insert(item, at: Int.random(in: 0...new.count, using: &random))
    }
    for fresh in 100..<(100 + Int.random(in: 0...5, using: &random)) {
      new.insert(fresh, at: Int.random(in: 0...new.count, using: &random))
    }
    return ListChange(old: old, new: new)
  })
}

@Suite struct TransitionPropertyTests {
  /// Tall enough that nothing scrolls: every frame is the layout's.
  static let size = CellSize(width: 10, height: 45)

  static func snapshot(_ items: [Int]) -> DiffableDataSourceSnapshot<Int, Int> {
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    return snapshot
  }

  static func view(showing items: [Int], clock: VirtualClock) -> CollectionView {
    let view = makeListView(count: 0, clock: clock)
    view.diffable.apply(snapshot(items), animatingDifferences: false)
    view.frame = CellRect(x: 0, y: 0, width: size.width, height: size.height)
    return view
  }

  /// At every frame of the change each item is where its old and new rows
  /// put it at the eased progress, inserted items fade in at their new row,
  /// deleted ones fade out at their old row; the last frame is the new
  /// state drawn afresh.
  @Test func everyFrameIsTheInterpolationAndTheLastIsTheNewState() async {
    await propertyCheck(count: 300, input: ListChange.random) { change in
      let clock = VirtualClock()
      let view = Self.view(showing: change.old, clock: clock)
      view.diffable.apply(Self.snapshot(change.new), animatingDifferences: true)
      let duration = view.transitionDuration
      for step in 0...12 {
        let time = duration * Double(step) / 12
        let progress = Easing.easeInOut(time / duration)
        var canvas = Canvas(size: Self.size)
        view.draw(into: &canvas, now: time)
        var drawn: [Int: (y: Int, opacity: Double)] = [:]
        var ghosts: [Int: (y: Int, opacity: Double)] = [:]
        for element in view.drawnElements(at: time) {
          #expect(element.frame.height == 1 && element.frame.width == Self.size.width)
          if element.isDeleted {
            ghosts[change.old[element.indexPath.item]] = (element.frame.y, element.opacity)
          } else {
            drawn[change.new[element.indexPath.item]] = (element.frame.y, element.opacity)
          }
        }
        // Where each moving item's interpolation puts it.
        var movingRows: [Int: Int] = [:]
        for (newIndex, item) in change.new.enumerated() {
          guard let oldIndex = change.old.firstIndex(of: item), oldIndex != newIndex else {
            continue
          }
          movingRows[item] = Int(
            (Double(oldIndex) + Double(newIndex - oldIndex) * progress).rounded()
          )
        }
        for (newIndex, item) in change.new.enumerated() {
          let expected: (y: Int, opacity: Double)
          if let oldIndex = change.old.firstIndex(of: item) {
            let y = Double(oldIndex) + Double(newIndex - oldIndex) * progress
            expected = (Int(y.rounded()), 1)
          } else {
            expected = (newIndex, progress)
          }
          guard expected.opacity > 0 else {
            #expect(drawn[item] == nil, "item \(item) at \(time)")
            continue
          }
          // A mover crossing another on the same line is drawn beside it,
          // a line off, so both show.
          let crossing =
            movingRows[item] != nil
            && movingRows.contains { $0.key != item && $0.value == expected.y }
          if crossing {
            #expect(
              drawn[item].map { abs($0.y - expected.y) <= 1 } == true,
              "item \(item) at \(time)"
            )
          } else {
            #expect(drawn[item]?.y == expected.y, "item \(item) at \(time)")
          }
          #expect(
            drawn[item].map { abs($0.opacity - expected.opacity) < 1e-9 } == true,
            "item \(item) at \(time)"
          )
        }
        for (oldIndex, item) in change.old.enumerated() where !change.new.contains(item) {
          let opacity = 1 - progress
          if opacity > 0 {
            #expect(ghosts[item]?.y == oldIndex, "deleted \(item) at \(time)")
            #expect(ghosts[item].map { abs($0.opacity - opacity) < 1e-9 } == true)
          } else {
            #expect(ghosts[item] == nil)
          }
        }
        #expect(drawn.count + ghosts.count == view.drawnElements(at: time).count)
      }
      clock.advance(by: duration)
      view.advanceAnimations(to: clock.now)
      #expect(!view.isAnimating)
      var last = Canvas(size: Self.size)
      view.draw(into: &last, now: clock.now)
      var fresh = Canvas(size: Self.size)
      Self.view(showing: change.new, clock: clock).draw(into: &fresh, now: clock.now)
      #expect(last.cells == fresh.cells)
    }
  }
}
