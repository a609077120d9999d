import CollectionView
import DiffableDataSource
import TerminalUI
import Testing

@testable import GalleryApp
@testable import GalleryExamples
@testable import TerminalApp

/// The diff readout, slow motion, and Insertion Sort's stepping, speeds
/// and counts: the tools for watching applies.
@Suite struct ApplyToolsTests {
  typealias Snapshot = DiffableDataSourceSnapshot<
    InsertionSortViewController.Row, InsertionSortViewController.Node
  >

  @Test func readoutCountsEveryKindOfChange() {
    let difference = SnapshotDifference(
      sectionDeletes: [0],
      sectionInserts: [1, 2],
      sectionMoves: [.init(source: 3, destination: 4)],
      sectionReloads: [5],
      itemDeletes: [IndexPath(item: 0, section: 0)],
      itemInserts: [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)],
      itemMoves: [
        .init(source: IndexPath(item: 2, section: 1), destination: IndexPath(item: 0, section: 1))
      ],
      itemReloads: [IndexPath(item: 3, section: 1)],
      itemReconfigures: [IndexPath(item: 4, section: 1), IndexPath(item: 5, section: 1)]
    )
    let report = UpdateReport(difference: difference, duration: .microseconds(1_234))
    #expect(
      DiffReadout.line(for: report, showsTime: true, repertoire: .unicode)
        == "items +2 −1 ↕1 ⟳3 · sections +2 −1 ↕1 ⟳1 · 1.23 ms"
    )
    #expect(
      DiffReadout.line(for: report, showsTime: false, repertoire: .ascii)
        == "items +2 -1 ~1 r3 | sections +2 -1 ~1 r1"
    )
  }

  /// Filtering mountains: the readout tells what the filter removed, and
  /// it comes from the palette, as `d` types into the field.
  @Test func theReadoutShowsTheLastApply() throws {
    let (app, clock) = try play("mountains-search", keys: "ctrl-p \"diff\" enter \"x\"")
    let report = try #require(app.top.inspectedCollectionView?.lastUpdate)
    let lines = screenText(of: app).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines[22] == " " + DiffReadout.line(for: report, showsTime: false, repertoire: .unicode)
    )
    #expect(report.difference.itemDeletes.count == 387 - 4 && report.difference.itemInserts.isEmpty)
    #expect(lines[1].hasSuffix("4 of 387"))
    try play("backspace", on: app, clock: clock)
    #expect(app.top.inspectedCollectionView?.lastUpdate?.difference.itemInserts.count == 383)
    // Not on the layout examples, nor on the menu.
    for target in ["grid", "menu"] {
      let (other, _) = try play(target)
      #expect(
        !other.keyBindings.contains { $0.footerKeys == "d" || $0.footerKeys == "s" },
        "\(target)"
      )
    }
  }

  /// Slow motion runs the screens' clock at a quarter of the pace, without
  /// a jump: a second of it is a quarter second of sorting, frame for frame.
  @Test func slowMotionRunsAtAQuarter() throws {
    let slow = try render(
      "insertion-sort",
      keys: "s enter wait:1.5",
      format: .frames,
      settle: false
    )
    let normal = try render(
      "insertion-sort",
      keys: "enter wait:0.375",
      format: .frames,
      settle: false
    )
    #expect(slow == normal)
    let (app, clock) = try play("insertion-sort", keys: "enter wait:0.2 s")
    #expect(app.developerTools.isSlowMotion)
    let before = try #require(app.screenClock).now
    try play("s", on: app, clock: clock)
    #expect(!app.developerTools.isSlowMotion && app.screenClock?.now == before)
  }

  /// Slow motion toggled at odd times, then a long wait: every timer due
  /// on the way fires. A timer's base time once came out a hair early, and
  /// the run loop waited for the same instant forever (found by the fuzz).
  @Test func slowMotionTogglesNeverStallTheTimers() throws {
    let keys =
      "enter wait:0.324 s wait:0.151 s wait:0.651 s wait:0.072 s wait:0.536 s wait:0.366 s wait:6.45"
    let (app, _) = try play("insertion-sort", size: CellSize(width: 74, height: 34), keys: keys)
    #expect((app.top as? InsertionSortViewController)?.isSorting == true)
  }

  /// `n` makes one step while stopped; the counts add up the passes and
  /// the places moved, which the snapshots show.
  @Test func stepsAndCountsMatchTheSnapshots() throws {
    let (app, clock) = try play("insertion-sort", size: CellSize(width: 120, height: 8))
    let sort = try #require(app.top as? InsertionSortViewController)
    func rows() -> [[Int]] {
      let snapshot = sort.dataSource.snapshot()
      return snapshot.sectionIdentifiers.map {
        snapshot.itemIdentifiers(inSection: $0).map(\.value)
      }
    }
    var expected = rows()
    var moves = 0
    for step in 1...3 {
      for row in expected.indices {
        let value = expected[row][step]
        let place = expected[row][..<step].firstIndex { $0 > value } ?? step
        moves += step - place
        expected[row].remove(at: step)
        expected[row].insert(value, at: place)
      }
      try play("n", on: app, clock: clock)
      #expect(rows() == expected)
    }
    #expect(sort.passes == 3 * expected.count && sort.moves == moves)
    #expect(screenText(of: app).contains("\(sort.passes) passes \(moves) moves"))
  }

  /// Speeds double and halve the pace of steps and slides, within limits.
  @Test func speedsChangeTheStepPace() throws {
    let fast = try play("insertion-sort", keys: "+ enter wait:0.5").app
    let normal = try play("insertion-sort", keys: "enter wait:1").app
    let fastSort = try #require(fast.top as? InsertionSortViewController)
    let normalSort = try #require(normal.top as? InsertionSortViewController)
    #expect(fastSort.passes == normalSort.passes && fastSort.passes > 0)
    let (slowest, _) = try play("insertion-sort", keys: "- - - - - -")
    #expect((slowest.top as? InsertionSortViewController)?.speedIndex == 0)
    #expect(slowest.keyBindings.contains { $0.action == "speed 1/4×" })
  }
}
