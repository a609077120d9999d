import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

/// A layout's own header (its configuration's boundary supplementary
/// items) in the view: measured by its renderer as a section header is,
/// drawn above the sections, and left where it is by a change to them.
@Suite struct LayoutBoundaryDrawingTests {
  static let size = CellSize(width: 20, height: 12)

  /// Sections 0 and 1 of one-row items under a layout title its renderer
  /// measures 2 rows tall.
  static func makeView(clock: VirtualClock) -> CollectionView {
    let row = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
    let configuration = CompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1)),
        elementKind: "title",
        alignment: .top
      )
    ]
    let view = CollectionView(
      frame: .zero,
      collectionViewLayout: CompositionalLayout(
        section: LayoutSection(
          group: .vertical(layoutSize: row, subitems: [LayoutItem(layoutSize: row)])
        ),
        configuration: configuration
      ),
      clock: clock
    )
    _ = CollectionViewDiffableDataSource<Int, Int>(
      collectionView: view,
      cellRenderer: CellRenderer { canvas, rect, _, item, _ in
        canvas.put(String(item), x: rect.x, y: rect.y)
      }
    )
    view.register(
      SupplementaryRenderer(
        elementKind: "title",
        fit: { request in Size(width: request.proposedSize.width, height: 2) }
      ) { canvas, rect, _, _ in
        canvas.put("Title", x: rect.x, y: rect.y)
      }
    )
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems([0, 1, 2], toSection: 0)
    snapshot.appendItems([10, 11], toSection: 1)
    view.diffable.apply(snapshot, animatingDifferences: false)
    return view
  }

  static func titles(of view: CollectionView) -> [DrawnElement] {
    view.drawnElements(at: view.clock.now).filter { $0.kind == "title" }
  }

  @Test func aLayoutHeaderIsMeasuredByItsRendererAndDrawnAboveTheSections() {
    let clock = VirtualClock()
    let view = Self.makeView(clock: clock)
    let cells = view.drawCells(size: Self.size, now: clock.now)
    let titles = Self.titles(of: view)
    #expect(titles.map(\.frame) == [CellRect(x: 0, y: 0, width: 20, height: 2)])
    #expect(
      titles.map(\.indexPath) == [IndexPath(item: 0, section: LayoutAttributes.layoutLevelSection)]
    )
    #expect(cells[0]?.y == 2)
  }

  @Test func aLayoutHeaderStaysPutWhileTheSectionsChange() {
    let clock = VirtualClock()
    let view = Self.makeView(clock: clock)
    view.drawCells(size: Self.size, now: clock.now)
    var snapshot = view.diffable.snapshot()
    snapshot.deleteSections([0])
    view.diffable.apply(snapshot, animatingDifferences: true)
    clock.advance(by: 0.1)
    let cells = view.drawCells(size: Self.size, now: clock.now)
    // The rows move up under it; the title neither fades nor moves.
    #expect(cells[10].map { $0.y > 2 } == true)
    let titles = Self.titles(of: view)
    #expect(titles.count == 1)
    #expect(titles.first?.isDeleted == false)
    #expect(titles.first?.opacity == 1)
    #expect(titles.first?.frame == CellRect(x: 0, y: 0, width: 20, height: 2))
    clock.advance(by: 1)
    view.advanceAnimations(to: clock.now)
    #expect(view.drawCells(size: Self.size, now: clock.now)[10]?.y == 2)
    #expect(Self.titles(of: view).map(\.frame) == [CellRect(x: 0, y: 0, width: 20, height: 2)])
  }
}
