import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

/// Supplementaries attached to items: where their cells go once snapped,
/// and leaving out those a registration hides.
@Suite struct SupplementaryDrawingTests {
  /// One column of cells `rowHeight` tall, each with a 3 × 3 badge pushed
  /// 30% of its size out past the top-trailing corner.
  static func makeBadgedView(rowHeight: Double, hidden: Set<Int> = []) -> CollectionView {
    let badge = LayoutSupplementaryItem(
      layoutSize: LayoutSize(widthDimension: .absolute(3), heightDimension: .absolute(3)),
      elementKind: "badge",
      containerAnchor: LayoutAnchor(
        edges: [.top, .trailing],
        fractionalOffset: Point(x: 0.3, y: -0.3)
      )
    )
    let item = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1),
        heightDimension: .fractionalHeight(1)
      ),
      supplementaryItems: [badge]
    )
    item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(rowHeight)),
      subitems: [item]
    )
    let view = CollectionView(
      frame: .zero,
      collectionViewLayout: CompositionalLayout(section: LayoutSection(group: group)),
      clock: VirtualClock()
    )
    _ = CollectionViewDiffableDataSource<Int, Int>(
      collectionView: view,
      cellRenderer: CellRenderer { _, _, _, _, _ in }
    )
    view.register(
      SupplementaryRenderer(elementKind: "badge", isHidden: { hidden.contains($0.item) }) {
        canvas,
        rect,
        _,
        _ in
        canvas.fill(rect, with: "B")
      }
    )
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<6))
    view.diffable.apply(snapshot, animatingDifferences: false)
    return view
  }

  static func draw(_ view: CollectionView) -> Canvas {
    var canvas = Canvas(size: CellSize(width: 30, height: 50))
    view.frame = canvas.bounds
    view.draw(into: &canvas, now: 0)
    return canvas
  }

  @Test func aBadgeKeepsItsPlaceOnItsCellWhateverFractionTheRowFallsOn() {
    // Rows 7.2 tall: cell tops at 1, 8.2, 15.4 …, badge tops 0.9 above.
    // Rounded edge by edge, 15.4 and 14.5 both round to 15 and that badge
    // would sit level with its cell; snapped against it, it is one row up.
    let view = Self.makeBadgedView(rowHeight: 7.2)
    _ = Self.draw(view)
    let cells = view.drawnElements(at: 0).filter { $0.category == .cell }
    let badges = view.drawnElements(at: 0).filter { $0.kind == "badge" }
    #expect(badges.count == 6)
    for badge in badges {
      let cell = cells.first { $0.indexPath == badge.indexPath }!.frame
      #expect(badge.frame.size == CellSize(width: 3, height: 3))
      #expect(badge.frame.maxX == cell.maxX + 1)
      #expect(badge.frame.minY == cell.minY - 1)
    }
  }

  @Test func aHiddenSupplementaryIsNeitherDrawnNorReported() {
    let view = Self.makeBadgedView(rowHeight: 6, hidden: [1, 4])
    let canvas = Self.draw(view)
    let badges = view.drawnElements(at: 0).filter { $0.kind == "badge" }
    #expect(badges.map(\.indexPath.item) == [0, 2, 3, 5])
    // Item 1's badge would stand on rows 6–8 at columns 17–19.
    let row = Array(canvas.row(7))
    #expect(row[18].character == " ")
    #expect(Array(canvas.row(1))[18].character == "B")
  }
}
