import Benchmarking
import CompositionalLayout
import GalleryExamples

/// Figures for the layout engine: solving and querying the sample's grid at
/// scale, and a self-sizing feed.
enum LayoutBenchmarks {
  static func grid() -> CompositionalLayout {
    let item = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(0.2),
        heightDimension: .fractionalHeight(1)
      )
    )
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1),
        heightDimension: .fractionalWidth(0.2)
      ),
      subitems: [item]
    )
    return CompositionalLayout(section: LayoutSection(group: group))
  }

  /// Orthogonal Sections' layout: every section a row of the nested group
  /// that scrolls sideways on its own.
  static func orthogonalSections() -> CompositionalLayout {
    CompositionalLayout { _, _ in
      let section = LayoutSection(group: OrthogonalContainerGroup.make(fractionalWidth: 0.85))
      section.orthogonalScrollingBehavior = .continuous
      return section
    }
  }

  static func run() {
    estimatedMillion()
    query33kSections()
    let layout = grid()
    let tenThousand = { layout.solve(containerSize: LayoutFixtures.terminal, itemCounts: [10_000]) }
    Measurement(name: "layout.grid.10k.solve.ms", unit: .milliseconds, iterations: 100).run(
      tenThousand,
      checking: { checkGrid($0, items: 10_000) }
    )
    let middle = Rect(x: 0, y: 800_000, width: 80, height: 24)
    let million = { layout.solve(containerSize: LayoutFixtures.terminal, itemCounts: [1_000_000]) }
    Measurement(name: "layout.grid.1m.solve_and_visible.ms", unit: .milliseconds, iterations: 100)
      .run(
        { () -> (SolvedLayout, [LayoutAttributes]) in
          let solved = million()
          return (solved, solved.elements(in: middle))
        },
        checking: { solved, shown in
          checkGrid(solved, items: 1_000_000, viewport: middle)
          require(shown == solved.elements(in: middle), "the viewport's cells are those found")
        }
      )
    let solved = million()
    var top = 0.0
    Measurement(name: "layout.grid.1m.visible.us", unit: .microseconds, iterations: 10_000).run(
      checking: {
        checkGrid(solved, items: 1_000_000, viewport: Rect(x: 0, y: 7_919, width: 80, height: 24))
      }
    ) {
      top = (top + 7_919).truncatingRemainder(dividingBy: solved.contentSize.height)
      blackHole(solved.elements(in: Rect(x: 0, y: top, width: 80, height: 24)))
    }
    let feed = LayoutFixtures.feed()
    Measurement(name: "layout.estimated.10k.solve.ms", unit: .milliseconds).run(
      { LayoutFixtures.solve(feed, rows: 10_000) },
      checking: { LayoutFixtures.checkFeed($0, rows: 10_000) }
    )
  }

  /// The grid solved for `items`: rows of five cells a fifth of the width
  /// across, the last item at the bottom, and in `viewport` the cells of
  /// the rows it crosses.
  static func checkGrid(
    _ solved: SolvedLayout,
    items: Int,
    viewport: Rect = Rect(x: 0, y: 0, width: 80, height: 24)
  ) {
    let rows = (items + 4) / 5
    require(solved.numberOfItems(inSection: 0) == items, "the grid holds \(items) items")
    let cell = { solved.attributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
    guard let first = cell(0), let fifth = cell(4), let sixth = cell(5) else {
      failBenchmark("the grid places its first items")
    }
    let rowHeight = first.height
    require(
      first.width == 16 && rowHeight > 0 && fifth.minY == first.minY
        && sixth.minY == first.maxY,
      "five cells of 16 columns a row, not \(first), \(fifth), \(sixth)"
    )
    require(
      solved.contentSize.height == Double(rows) * rowHeight,
      "\(rows) rows of \(rowHeight) are \(Double(rows) * rowHeight) high, "
        + "not \(solved.contentSize.height)"
    )
    require(cell(items - 1)?.maxY == solved.contentSize.height, "the last item ends the content")
    let shown = solved.elements(in: viewport)
    let rowsCrossed =
      Int((viewport.maxY / rowHeight).rounded(.up)) - Int(viewport.minY / rowHeight)
    require(
      shown.count == rowsCrossed * 5 && shown.allSatisfy { $0.frame.intersects(viewport) },
      "\(viewport) shows the \(rowsCrossed * 5) cells of \(rowsCrossed) rows, not \(shown.count)"
    )
  }

  /// The self-sizing feed at a million rows: solve time per row, and how
  /// far the solve raises the process's peak resident memory (`VmHWM`,
  /// reset first) above what was resident before it, the solved layout
  /// still held. Run before any other figure, so memory that earlier work
  /// freed, still mapped, cannot hide the solve's.
  static func estimatedMillion() {
    let feed = LayoutFixtures.feed()
    let rows = 1_000_000
    if isSelected("layout.estimated.1m.rss.mb"),
      let growth = ResidentMemory.peakGrowth(during: {
        LayoutFixtures.checkFeed(LayoutFixtures.solve(feed, rows: rows), rows: rows)
      })
    {
      report("layout.estimated.1m.rss.mb", growth, "MB")
    }
    Measurement(
      name: "layout.estimated.item.ns",
      unit: .nanoseconds,
      repetitions: 5,
      itemsPerIteration: rows
    ).run(
      { LayoutFixtures.solve(feed, rows: rows) },
      checking: { LayoutFixtures.checkFeed($0, rows: rows) }
    )
  }

  /// What the collection view asks every frame, on Orthogonal Sections'
  /// shape at 33,000 sections of 30 items: the visible elements of an
  /// 80×24 viewport, at scroll offsets spread over the content, with the
  /// rows around the viewport scrolled sideways.
  static func query33kSections() {
    guard isSelected("layout.query.33k_sections.us") else { return }
    let solved = orthogonalSections().solve(
      containerSize: LayoutFixtures.terminal,
      itemCounts: Array(repeating: 30, count: 33_000)
    )
    let pitch = solved.frame(ofSection: 1).minY - solved.frame(ofSection: 0).minY
    let scrollable = solved.contentSize.height - LayoutFixtures.terminal.height
    let queries = (0..<64).map { step in
      let top = (Double(step) * 7_919).truncatingRemainder(dividingBy: scrollable)
      let section = Int(top / pitch)
      return (
        viewport: Rect(
          x: 0,
          y: top,
          width: LayoutFixtures.terminal.width,
          height: LayoutFixtures.terminal.height
        ),
        offsets: [section: 17.0, section + 1: 40.0, section + 2: 3.0]
      )
    }
    var next = 0
    Measurement(name: "layout.query.33k_sections.us", unit: .microseconds, iterations: 2_000).run(
      checking: {
        require(solved.numberOfSections == 33_000, "33,000 sections")
        for query in queries {
          let shown = solved.visibleElements(in: query.viewport, orthogonalOffsets: query.offsets)
          require(
            !shown.isEmpty
              && shown.allSatisfy {
                solved.frame(ofSection: $0.indexPath.section).intersects(query.viewport)
              },
            "a viewport at \(query.viewport.minY) shows the sections it meets"
          )
        }
      }
    ) {
      let query = queries[next]
      next = (next + 1) % queries.count
      blackHole(solved.visibleElements(in: query.viewport, orthogonalOffsets: query.offsets))
    }
  }
}
