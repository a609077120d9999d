import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// A one-column list of `count` rows, one line each, items 0..<count.
func makeListView(
  count: Int,
  clock: VirtualClock,
  rowHeight: Double = 1
) -> CollectionView<Int, Int> {
  let item = LayoutItem(
    layoutSize: LayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .fractionalHeight(1)
    )
  )
  let group = LayoutGroup.horizontal(
    layoutSize: LayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .absolute(rowHeight)
    ),
    subitems: [item]
  )
  let view = CollectionView<Int, Int>(
    layout: CompositionalLayout(section: LayoutSection(group: group)),
    clock: clock
  )
  view.cellRenderer = CellRenderer { canvas, rect, _, item, _ in
    canvas.put(String(item), x: rect.x, y: rect.y)
  }
  var snapshot = DiffableDataSourceSnapshot<Int, Int>()
  snapshot.appendSections([0])
  snapshot.appendItems(Array(0..<count))
  view.dataSource.apply(snapshot, animatingDifferences: false)
  return view
}

/// A grid of `columns` columns of 10 × 2 cells.
func makeGridView(count: Int, columns: Int, clock: VirtualClock) -> CollectionView<Int, Int> {
  let item = LayoutItem(
    layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .fractionalHeight(1))
  )
  let group = LayoutGroup.horizontal(
    layoutSize: LayoutSize(
      widthDimension: .absolute(Double(10 * columns)),
      heightDimension: .absolute(2)
    ),
    subitems: [item]
  )
  let view = CollectionView<Int, Int>(
    layout: CompositionalLayout(section: LayoutSection(group: group)),
    clock: clock
  )
  view.cellRenderer = CellRenderer { canvas, rect, _, item, _ in
    canvas.put(String(item), x: rect.x, y: rect.y)
  }
  var snapshot = DiffableDataSourceSnapshot<Int, Int>()
  snapshot.appendSections([0])
  snapshot.appendItems(Array(0..<count))
  view.dataSource.apply(snapshot, animatingDifferences: false)
  return view
}

extension CollectionView where ItemIdentifier == Int {
  /// Lays the view out at `size` (if it is not already), draws it into a
  /// canvas of that size at `now` and returns each drawn cell's frame by
  /// item; cells fading out after a delete are left out.
  @discardableResult
  func drawCells(size: CellSize, now: Double) -> [Int: CellRect] {
    var canvas = Canvas(size: size)
    frame = canvas.bounds
    draw(into: &canvas, now: now)
    var frames: [Int: CellRect] = [:]
    for element in drawnElements where element.category == .cell && !element.isDeleted {
      frames[itemIdentifier(at: element.indexPath)!] = element.frame
    }
    return frames
  }
}
