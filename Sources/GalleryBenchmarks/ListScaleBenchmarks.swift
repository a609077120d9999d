import Benchmarking
import CollectionView
import DiffableDataSource
import TerminalApp
import TerminalUI

/// A log viewer on the standard list configuration (estimated row heights)
/// at 200,000 and a million lines, as an app beyond the gallery uses the
/// toolkit: opening it, a keystroke of its filter and clearing it (each an
/// apply and the first frame after it), and expanding a group of its
/// outline; and a list of a thousand sections where one gains a row. Each
/// first checks that the screen shows the rows the step names.
enum ListScaleBenchmarks {
  static func run() {
    let lines = LogViewerFixtures.lines(200_000)
    open(name: "list.estimated.200k.open.ms", lines: lines, repetitions: 9)
    filter(lines: lines)
    expandOutline(lines: lines)
    changeOneSection()
    if isSelected("list.estimated.1m.open.ms", "list.estimated.1m.rss.mb") {
      openMillion()
    }
  }

  /// What `app` shows at its clock's time, as plain text.
  static func screen(of app: App) -> String {
    AppFixtures.screenText(of: app, at: app.clock.now)
  }

  /// The app's first frame, drawn as the run loop draws it.
  static func firstFrame(of app: App) {
    app.update(now: app.clock.now)
    var canvas = Canvas(size: app.size)
    app.draw(into: &canvas, now: app.clock.now)
    blackHole(canvas)
  }

  /// Ends the run unless the screen lists the first rows of `rows`, and
  /// no other line of the log's first ones.
  static func checkShows(
    _ rows: some Sequence<LogViewerController.Row>,
    _ screen: String,
    of lines: [String],
    _ what: String
  ) {
    let shown = LogViewerFixtures.shownLines(in: screen, of: lines)
    let expected = rows.prefix(shown.count).map { row -> Int in
      guard case .line(let index) = row else { return -1 }
      return index
    }
    require(shown.count >= 10 && shown == expected, "\(what) shows its rows:\n\(screen)")
  }

  /// Opening the viewer on `lines`: the controller, its first snapshot and
  /// layout, and the first frame.
  static func open(name: String, lines: [String], repetitions: Int) {
    Measurement(name: name, unit: .milliseconds, repetitions: repetitions).run(
      {
        let (app, controller, _) = LogViewerFixtures.app(lines: lines)
        firstFrame(of: app)
        return (app, controller)
      },
      checking: { app, controller in
        checkShows(
          lines.indices.lazy.map(LogViewerController.Row.line),
          screen(of: app),
          of: lines,
          "the opened viewer"
        )
        require(
          controller.collectionView.numberOfItems(inSection: 0) == lines.count,
          "the viewer holds every line"
        )
      }
    )
  }

  /// Typing the filter that keeps about half the lines, and clearing it:
  /// each the apply, animated, and the first frame of its change, against
  /// the difference of the same two snapshots alone.
  static func filter(lines: [String]) {
    let names = ["list.estimated.200k.keystroke", "list.estimated.200k.clear"]
    guard isSelected(names) else { return }
    let (app, controller, clock) = LogViewerFixtures.app(lines: lines)
    let all = controller.snapshot(of: lines.indices)
    let kept = controller.indices(matching: LogViewerFixtures.halfFilter)
    let filtered = controller.snapshot(of: kept)
    require(
      kept.count > lines.count / 3 && kept.count < lines.count * 2 / 3,
      "the filter keeps about half the lines (\(kept.count) of \(lines.count))"
    )
    func show(
      _ snapshot: DiffableDataSourceSnapshot<LogViewerController.Section, LogViewerController.Row>
    ) {
      controller.dataSource.apply(snapshot, animatingDifferences: false)
      clock.advance(by: 1)
      firstFrame(of: app)
    }
    func change(
      to snapshot: DiffableDataSourceSnapshot<LogViewerController.Section, LogViewerController.Row>
    ) {
      controller.dataSource.apply(snapshot, animatingDifferences: true)
      firstFrame(of: app)
    }
    for (name, from, to) in [(names[0], all, filtered), (names[1], filtered, all)] {
      guard isSelected(name) else { continue }
      show(from)
      change(to: to)
      clock.advance(by: 1)
      firstFrame(of: app)
      checkShows(to.itemIdentifiers, screen(of: app), of: lines, name)
      require(
        controller.collectionView.numberOfItems(inSection: 0) == to.numberOfItems,
        "\(name) holds the rows of its snapshot"
      )
      reportAgainstFloor(
        name,
        repetitions: 7,
        ratioName: "diff_ratio",
        setUp: { show(from) },
        work: { change(to: to) },
        floor: { blackHole(to.difference(from: from)) }
      )
    }
  }

  /// Expanding a group of the outline by first word, as Space on it does:
  /// the section snapshot's apply and the first frame of its change.
  static func expandOutline(lines: [String]) {
    let name = "outline.200k.expand.ms"
    guard isSelected(name) else { return }
    let (app, controller, clock) = LogViewerFixtures.app(lines: lines)
    let collapsed = controller.outline()
    guard let group = collapsed.rootItems.dropFirst(2).first else {
      return require(false, "the outline has groups")
    }
    var expanded = collapsed
    expanded.expand([group])
    let reset = {
      controller.dataSource.apply(collapsed, to: .main, animatingDifferences: false)
      clock.advance(by: 1)
      firstFrame(of: app)
    }
    Measurement(name: name, unit: .milliseconds, repetitions: 9).run(
      setUp: reset,
      checking: { input, expand in
        let before = screen(of: app)
        require(
          before.contains("w2k") && !before.contains("w2k line 2"),
          "the outline shows its groups collapsed:\n\(before)"
        )
        expand(&input)
        clock.advance(by: 1)
        firstFrame(of: app)
        let after = screen(of: app)
        require(
          after.contains("w2k line 2") && after.contains("w2k line 999")
            && controller.collectionView.numberOfItems(inSection: 0)
              == expanded.visibleItems.count,
          "expanding w2k shows its lines:\n\(after)"
        )
      }
    ) { _ in
      controller.dataSource.apply(expanded, to: .main, animatingDifferences: true)
      firstFrame(of: app)
    }
  }

  /// A list of 1,000 sections of 200 estimated rows, where one section
  /// off screen gains a row: the apply, animated, and its first frame,
  /// against the difference of the two snapshots alone.
  static func changeOneSection() {
    let name = "list.estimated.200k.sections.change"
    guard isSelected(name) else { return }
    let clock = VirtualClock()
    let view = CollectionView(
      frame: CellRect(x: 0, y: 0, width: 100, height: 40),
      collectionViewLayout: .list(using: ListConfiguration(appearance: .plain)),
      clock: clock
    )
    let registration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
      var content = ListContentConfiguration.cell()
      content.text = "row \(item)"
      cell.contentConfiguration = content
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      $0.dequeueConfiguredReusableCell(using: registration, for: $1, item: $2)
    }
    var before = DiffableDataSourceSnapshot<Int, Int>()
    for section in 0..<1_000 {
      before.appendSections([section])
      before.appendItems(Array(section * 1_000..<section * 1_000 + 200), toSection: section)
    }
    var after = before
    after.appendItems([-1], toSection: 500)
    func frame() -> String {
      view.advanceAnimations(to: clock.now)
      var canvas = Canvas(size: view.frame.size)
      view.draw(into: &canvas, now: clock.now)
      return canvas.plainText()
    }
    let reset = {
      dataSource.apply(before, animatingDifferences: false)
      clock.advance(by: 1)
      blackHole(frame())
    }
    let change = {
      dataSource.apply(after, animatingDifferences: true)
      blackHole(frame())
    }
    reset()
    change()
    clock.advance(by: 1)
    let screen = frame()
    require(
      screen.contains("row 0") && screen.contains("row 19")
        && view.numberOfItems(inSection: 500) == 201 && view.numberOfItems(inSection: 499) == 200,
      "the list shows its first rows and holds the new one:\n\(screen)"
    )
    reportAgainstFloor(
      name,
      repetitions: 7,
      ratioName: "diff_ratio",
      setUp: reset,
      work: change,
      floor: { blackHole(after.difference(from: before)) }
    )
  }

  /// Opening the viewer on a million lines, and the most memory the
  /// process grew by for it, making the lines included.
  static func openMillion() {
    var lines: [String] = []
    let growth = ResidentMemory.peakGrowth {
      lines = LogViewerFixtures.lines(1_000_000)
      let (app, _, _) = LogViewerFixtures.app(lines: lines)
      firstFrame(of: app)
      blackHole(app)
    }
    open(name: "list.estimated.1m.open.ms", lines: lines, repetitions: 5)
    if let growth { report("list.estimated.1m.rss.mb", growth, "MB") }
  }
}
