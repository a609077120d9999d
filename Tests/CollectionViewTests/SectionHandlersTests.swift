import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

/// What sections hand the view to call back: a list's separator
/// configuration and per-row handler, and a section's visible-items
/// handler, called as a sideways row scrolls and drawn as it changes them.
@Suite struct SectionHandlersTests {
  /// A plain list of rows 0..<count in a view `width` wide.
  static func list(
    count: Int,
    width: Int = 20,
    configure: (inout ListConfiguration) -> Void
  ) -> (CollectionView, CollectionViewDiffableDataSource<Int, Int>) {
    var configuration = ListConfiguration(appearance: .plain)
    configure(&configuration)
    let view = CollectionView(
      frame: .zero,
      collectionViewLayout: .list(using: configuration),
      clock: VirtualClock()
    )
    view.frame = CellRect(x: 0, y: 0, width: width, height: 10)
    let cellRegistration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(item)"
      cell.contentConfiguration = content
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      $0.dequeueConfiguredReusableCell(using: cellRegistration, for: $1, item: $2)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count))
    dataSource.apply(snapshot, animatingDifferences: false)
    return (view, dataSource)
  }

  static func lines(of view: CollectionView) -> [String] {
    var canvas = Canvas(size: CellSize(width: view.frame.width, height: view.frame.height))
    view.draw(into: &canvas, now: 0)
    return canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).replacingTrailingSpaces() }
  }

  @Test func rowsAreSeparatedByDefaultButNotAfterTheLast() {
    let (view, _) = Self.list(count: 3) { _ in }
    #expect(
      Array(Self.lines(of: view).prefix(6)) == [
        " Row 0", " ───────────────────", " Row 1", " ───────────────────", " Row 2", "",
      ]
    )
  }

  @Test func theSeparatorConfigurationInsetsEveryLine() {
    let (view, _) = Self.list(count: 2) { configuration in
      configuration.separatorConfiguration.bottomSeparatorInsets = DirectionalEdgeInsets(
        top: 0,
        leading: 4,
        bottom: 0,
        trailing: 3
      )
    }
    // A column for the guide, 4 more, and 3 short of the trailing edge.
    #expect(Self.lines(of: view)[1] == "     ────────────")
  }

  @Test func theItemSeparatorHandlerDecidesEachRowsLine() {
    var asked: [IndexPath] = []
    let (view, _) = Self.list(count: 4) { configuration in
      configuration.itemSeparatorHandler = { indexPath, base in
        asked.append(indexPath)
        var separators = base
        // Row 1 hides its line; row 2 asks for a top line, inset by 9.
        if indexPath.item == 1 { separators.bottomSeparatorVisibility = .hidden }
        if indexPath.item == 2 {
          separators.topSeparatorVisibility = .visible
          separators.topSeparatorInsets.leading = 9
        }
        return separators
      }
    }
    let lines = Self.lines(of: view)
    #expect(lines[1] == " ───────────────────")
    // Between rows 1 and 2: row 2's top separator stands in for row 1's.
    #expect(lines[3] == "          ──────────")
    #expect(lines[5] == " ───────────────────")
    #expect(asked.contains(IndexPath(item: 2, section: 0)))

    let (hidden, _) = Self.list(count: 3) { configuration in
      configuration.itemSeparatorHandler = { indexPath, base in
        var separators = base
        if indexPath.item == 0 { separators.bottomSeparatorVisibility = .hidden }
        return separators
      }
    }
    // Row 1's top separator stays automatic, which is hidden: no line.
    #expect(Self.lines(of: hidden)[1] == "")
  }

  @Test func showsSeparatorsOffWinsOverEveryConfiguration() {
    let (view, _) = Self.list(count: 2) { configuration in
      configuration.showsSeparators = false
      configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
    }
    #expect(Self.lines(of: view)[1] == " Row 1")
  }

  /// The view draws what its own solve made: its layout solved elsewhere,
  /// for another size and no sections (as an app measures a layout),
  /// changes nothing on screen.
  @Test func solvingTheViewsLayoutElsewhereLeavesItsSeparatorsAlone() {
    let (view, _) = Self.list(count: 3) { _ in }
    let before = Self.lines(of: view)
    _ = view.collectionViewLayout.solve(containerSize: Size(width: 8, height: 4), itemCounts: [])
    #expect(before[1] == " ───────────────────")
    #expect(Self.lines(of: view) == before)
  }

  /// Two sideways rows of ten 6-column cards, the first with `handler`.
  final class Carousel {
    let clock = VirtualClock()
    let view: CollectionView
    var calls: [(items: [LayoutVisibleItem], offset: Point)] = []

    init(adjust: @escaping (LayoutVisibleItem) -> Void) {
      view = CollectionView(
        frame: .zero,
        collectionViewLayout: CompositionalLayout { _, _ in nil },
        clock: clock
      )
      view.collectionViewLayout = CompositionalLayout { [unowned self] index, _ in
        let item = LayoutItem(
          layoutSize: LayoutSize(widthDimension: .absolute(6), heightDimension: .absolute(2))
        )
        let group = LayoutGroup.horizontal(
          layoutSize: LayoutSize(widthDimension: .absolute(6), heightDimension: .absolute(2)),
          subitems: [item]
        )
        let section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        if index == 0 {
          section.visibleItemsInvalidationHandler = { [unowned self] items, offset, _ in
            calls.append((items, offset))
            items.forEach(adjust)
          }
        }
        return section
      }
      _ = CollectionViewDiffableDataSource<Int, Int>(
        collectionView: view,
        cellRenderer: CellRenderer { canvas, rect, _, item, _ in
          canvas.put("[\(item)]", x: rect.x, y: rect.y)
        }
      )
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0, 1])
      snapshot.appendItems(Array(0..<10), toSection: 0)
      snapshot.appendItems(Array(10..<20), toSection: 1)
      view.diffable.apply(snapshot, animatingDifferences: false)
      view.frame = CellRect(x: 0, y: 0, width: 30, height: 4)
    }

    func draw() -> [String] {
      var canvas = Canvas(size: CellSize(width: 30, height: 4))
      view.draw(into: &canvas, now: clock.now)
      return canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
        .map(String.init)
    }
  }

  @Test func theHandlerIsCalledWithTheRowsItemsUnscrolledAndItsOffset() {
    let carousel = Carousel { _ in }
    _ = carousel.draw()
    let first = try! #require(carousel.calls.last)
    #expect(first.offset == Point(x: 0, y: 0))
    #expect(first.items.map(\.indexPath.item) == [0, 1, 2, 3, 4])
    #expect(first.items.allSatisfy { $0.indexPath.section == 0 })
    #expect(first.items[1].frame == Rect(x: 6, y: 0, width: 6, height: 2))

    carousel.view.pageRow(0, .towardTrailing)
    carousel.clock.advance(by: 1)
    carousel.view.advanceAnimations(to: carousel.clock.now)
    let callsBefore = carousel.calls.count
    _ = carousel.draw()
    #expect(carousel.calls.count > callsBefore)
    let scrolled = try! #require(carousel.calls.last)
    let offset = carousel.view.orthogonalOffset(ofSection: 0)
    #expect(offset > 0)
    #expect(scrolled.offset == Point(x: offset, y: 0))
    // Frames as laid out: on screen less the offset, as UIKit hands them.
    let firstShown = try! #require(scrolled.items.first)
    #expect(firstShown.frame.minX == Double(firstShown.indexPath.item * 6))
    #expect(firstShown.frame.minX - offset < 6)
  }

  @Test func theHandlerIsCalledAsTheRowScrollsNotOnlyWhereItRests() {
    let carousel = Carousel { _ in }
    _ = carousel.draw()
    carousel.view.pageRow(0, .towardTrailing)
    var offsets: Set<Double> = []
    for _ in 0..<10 {
      carousel.clock.advance(by: 0.03)
      _ = carousel.draw()
      offsets.insert(carousel.calls.last!.offset.x)
    }
    #expect(offsets.count > 2)
  }

  @Test func whatTheHandlerChangesIsDrawn() {
    let carousel = Carousel { item in
      if item.indexPath.item == 1 { item.isHidden = true }
      if item.indexPath.item == 2 { item.center.y += 1 }
    }
    let lines = carousel.draw()
    #expect(lines[0].hasPrefix("[0]"))
    #expect(!lines[0].contains("[1]"))
    #expect(!lines[0].contains("[2]"))
    #expect(lines[1].contains("[2]"))
    // The second row has no handler.
    #expect(lines[2].hasPrefix("[10]  [11]  [12]"))
  }

  @Test func solvingTheViewsLayoutElsewhereLeavesItsHandlersCalled() {
    let carousel = Carousel { item in
      if item.indexPath.item == 1 { item.isHidden = true }
    }
    _ = carousel.view.collectionViewLayout.solve(
      containerSize: Size(width: 8, height: 4),
      itemCounts: []
    )
    let lines = carousel.draw()
    #expect(lines[0].hasPrefix("[0]"))
    #expect(!lines[0].contains("[1]"))
    #expect(!carousel.calls.isEmpty)
  }

  @Test func anItemFadedByItsHandlerIsDrawnFaded() {
    let carousel = Carousel { item in item.alpha = item.indexPath.item == 0 ? 0.5 : 1 }
    _ = carousel.draw()
    let drawn = carousel.view.drawnElements(at: carousel.clock.now).filter { $0.category == .cell }
    #expect(drawn.first { $0.indexPath == IndexPath(item: 0, section: 0) }?.opacity == 0.5)
    #expect(drawn.first { $0.indexPath == IndexPath(item: 1, section: 0) }?.opacity == 1)
  }
}

extension String {
  fileprivate func replacingTrailingSpaces() -> String {
    var trimmed = self
    while trimmed.last == " " { trimmed.removeLast() }
    return trimmed
  }
}
