import CollectionView
import DiffableDataSource
import GalleryApp
import TerminalApp
import TerminalUI
import Testing

@testable import GalleryExamples

@Suite struct InsertionSortTests {
  private typealias Snapshot = DiffableDataSourceSnapshot<
    InsertionSortViewController.Row, InsertionSortViewController.Node
  >

  private func snapshot(of app: App) throws -> Snapshot {
    try #require(app.top as? InsertionSortViewController).dataSource.snapshot()
  }

  /// The values of each row, left to right.
  private func rows(_ snapshot: Snapshot) -> [[Int]] {
    snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).map(\.value) }
  }

  private func inversions(_ values: [Int]) -> Int {
    var count = 0
    for i in values.indices {
      for j in values.indices where j > i && values[j] < values[i] { count += 1 }
    }
    return count
  }

  @Test func theGridFillsTheContentAreaARowASection() throws {
    let (app, _) = try play("insertion-sort", size: CellSize(width: 40, height: 12))
    let snapshot = try snapshot(of: app)
    // 40 columns of two-cell swatches; 10 content rows.
    #expect(snapshot.sectionIdentifiers == (0..<10).map(InsertionSortViewController.Row.init))
    for row in rows(snapshot) {
      #expect(row.count == 20 && row.sorted() == Array(0..<20))
    }
    #expect(rows(snapshot).contains { $0 != Array(0..<20) })
    let frames = parseFrames(
      try render("insertion-sort", size: CellSize(width: 40, height: 12), format: .frames)
    )
    #expect(frames.count == 200 && frames.allSatisfy { $0.w == 2 && $0.h == 1 })
  }

  @Test func randomizedSnapshotIsTheSamplesShape() throws {
    let session = GallerySession(clock: VirtualClock(), seed: 3)
    let screen = try #require(
      Catalogue.makeScreen(id: "insertion-sort", session: session) as? InsertionSortViewController
    )
    screen.loadViewIfNeeded()
    let snapshot = screen.randomizedSnapshot(for: CellSize(width: 11, height: 3))
    #expect(snapshot.sectionIdentifiers.map(\.index) == [0, 1, 2])
    for row in snapshot.sectionIdentifiers {
      let nodes = snapshot.itemIdentifiers(inSection: row)
      #expect(nodes.map(\.value).sorted() == Array(0..<5))
      #expect(nodes.allSatisfy { $0.row == row.index && $0.count == 5 })
    }
  }

  @Test func anInsertionPassMovesOneElementIntoPlace() {
    var nodes = [3, 1, 4, 0, 2].map {
      InsertionSortViewController.Node(row: 0, value: $0, count: 5)
    }
    InsertionSortViewController.insert(at: 3, in: &nodes)
    #expect(nodes.map(\.value) == [0, 3, 1, 4, 2])
  }

  @Test func goldenScreens() throws {
    assertGolden(
      try render("insertion-sort", size: CellSize(width: 40, height: 12)),
      named: "start"
    )
    assertGolden(
      try render("insertion-sort", size: CellSize(width: 40, height: 12), keys: "enter wait:2"),
      named: "after-2s"
    )
  }

  @Test func twoSecondsOfSortingLeaveEveryRowWithFewerInversions() throws {
    let size = CellSize(width: 80, height: 24)
    let start = rows(try snapshot(of: play("insertion-sort", size: size).app))
    let (app, _) = try play("insertion-sort", size: size, keys: "enter wait:2")
    let later = rows(try snapshot(of: app))
    #expect(later.count == start.count)
    for (before, after) in zip(start, later) {
      #expect(inversions(after) < inversions(before))
    }
    // The footer offers to stop.
    #expect(screenText(of: app).split(separator: "\n").last?.contains("Stop") == true)
  }

  @Test func enoughStepsSortEveryRowThenANewGridComes() throws {
    let size = CellSize(width: 30, height: 8)
    let (app, clock) = try play("insertion-sort", size: size, keys: "enter")
    // 15 values a row: 14 passes, at 125 ms.
    try play("wait:1.8", on: app, clock: clock)
    let sorted = rows(try snapshot(of: app))
    #expect(sorted.allSatisfy { $0 == Array(0..<15) })
    // A second after the last pass, a shuffled grid, and sorting goes on.
    try play("wait:1.2", on: app, clock: clock)
    let reshuffled = rows(try snapshot(of: app))
    #expect(reshuffled.contains { $0 != Array(0..<15) })
    #expect(reshuffled.allSatisfy { $0.sorted() == Array(0..<15) })
    try play("wait:2", on: app, clock: clock)
    #expect(rows(try snapshot(of: app)).allSatisfy { $0 == Array(0..<15) })
  }

  @Test func enterStopsAndStartsAgain() throws {
    let (app, clock) = try play(
      "insertion-sort",
      size: CellSize(width: 40, height: 12),
      keys: "enter wait:0.5 space"
    )
    let stopped = rows(try snapshot(of: app))
    #expect(app.top.nextTimerDeadline == nil)
    try play("wait:3", on: app, clock: clock)
    #expect(rows(try snapshot(of: app)) == stopped)
    try play("enter wait:0.5", on: app, clock: clock)
    #expect(rows(try snapshot(of: app)) != stopped)
  }

  @Test func aResizeMakesANewGridForTheNewSize() throws {
    let (app, clock) = try play(
      "insertion-sort",
      size: CellSize(width: 40, height: 12),
      keys: "enter"
    )
    app.handle(.resize(width: 60, height: 20))
    try play("wait:0.1", on: app, clock: clock)
    let grid = rows(try snapshot(of: app))
    #expect(grid.count == 18 && grid.allSatisfy { $0.count == 30 })
    #expect(app.top.nextTimerDeadline != nil)
  }

  /// A size comes back with the grid it had: a storm of resizes ends on
  /// the screen that size shows from the start.
  @Test func resizingBackGivesBackTheGridOfThatSize() throws {
    let (app, _) = try play(
      "insertion-sort",
      size: CellSize(width: 40, height: 12),
      keys: "resize:25x8 resize:60x20 resize:40x12"
    )
    let (fresh, _) = try play("insertion-sort", size: CellSize(width: 40, height: 12))
    #expect(rows(try snapshot(of: app)) == rows(try snapshot(of: fresh)))
    // Back from the larger grid, which overflowed this size for a moment:
    // no scrollbar is left narrowing the rows into wrapping.
    #expect(screenText(of: app) == screenText(of: fresh))
  }

  /// Hidden by "Terminal too small", the sort neither steps nor asks for
  /// frames; it goes on once the terminal is large enough again.
  @Test func tooSmallToShowTheSortPausesIt() throws {
    let (app, clock) = try play(
      "insertion-sort",
      size: CellSize(width: 40, height: 12),
      keys: "enter"
    )
    try play("resize:10x3", on: app, clock: clock)
    #expect(app.nextTimerDeadline == nil && !app.isAnimating)
    let hidden = rows(try snapshot(of: app))
    try play("wait:5 x", on: app, clock: clock)
    #expect(rows(try snapshot(of: app)) == hidden)
    try play("resize:40x12 wait:0.5", on: app, clock: clock)
    #expect(app.nextTimerDeadline != nil)
  }

  @Test func withoutColourTheBarsStillShowTheOrder() throws {
    let size = CellSize(width: 20, height: 6)
    let (app, clock) = try play("insertion-sort", size: size, keys: "enter")
    try play("wait:2", on: app, clock: clock)
    let text = screenText(of: app).split(separator: "\n")
    // Sorted rows rise from the lowest bar to the highest.
    #expect(text[1].hasPrefix("▁▁") && text[1].hasSuffix("██"))
    let ansi = try render("insertion-sort", size: size, format: .ansi)
    // With colour, each swatch's glyph is drawn in its own background colour.
    #expect(
      ansi.contains("38;2;255;0;0;48;2;255;0;0") || ansi.contains("48;2;255;0;0;38;2;255;0;0")
    )
  }
}

/// No frame of a sort step opens a hole in a row of bars: every cell is
/// drawn in the colour of a bar, the one that was there or the one coming,
/// never the terminal's background nor a tint; and bars on their way are
/// drawn to the eighth of a cell, so the sort moves smoothly.
@Suite struct InsertionSortHoleTests {
  @Test func everyFrameOfEveryStepKeepsTheRowsWhole() throws {
    let size = CellSize(width: 40, height: 6)
    let (app, clock) = try play("insertion-sort", size: size)
    var rest = Canvas(width: size.width, height: size.height, traits: app.traits)
    app.draw(into: &rest, now: clock.now)
    let rows = 1..<size.height - 1
    // The bars' colours: every colour a row shows at rest.
    let swatches = Set(
      rows.flatMap { y in (0..<size.width).map { rest[x: $0, y: y].style.background } }
    )
    #expect(swatches.count == 20 && !swatches.contains(.default))
    try play("enter", on: app, clock: clock)
    var checked = 0
    var eighths = 0
    for step in 0..<(60 * 2) {
      // The run loop fires the sort's timer between frames.
      try play("wait:\(1.0 / 60)", on: app, clock: clock)
      var canvas = Canvas(width: size.width, height: size.height, traits: app.traits)
      app.draw(into: &canvas, now: clock.now)
      for y in rows {
        let holes = (0..<size.width).filter { x in
          let style = canvas[x: x, y: y].style
          return !swatches.contains(style.background) || !swatches.contains(style.foreground)
        }
        #expect(holes.isEmpty, "t=\(step)/60 row \(y): holes at \(holes)")
        // A bar's edge part-way across a cell: an eighth block in the
        // colours of the two bars on either side of it.
        eighths +=
          (0..<size.width).filter { x in
            let cell = canvas[x: x, y: y]
            return "▏▎▍▌▋▊▉".contains(cell.character)
              && cell.style.foreground != cell.style.background
          }.count
        checked += 1
      }
    }
    #expect(checked == 120 * 4)
    #expect(eighths > 100)
  }
}
