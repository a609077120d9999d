import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// Each item its number, at its cell's corner.
func numberRenderer() -> CellRenderer<Int> {
  CellRenderer { canvas, rect, _, item, _ in canvas.put(String(item), x: rect.x, y: rect.y) }
}

/// A view whose every section repeats `group` for its items, holding
/// `sections`' items, drawn by `renderer`; `sideways` rows scroll by group.
func makeView(
  group: LayoutGroup,
  sections: [[Int]],
  sideways: OrthogonalScrollingBehavior = .none,
  clock: VirtualClock,
  renderer: CellRenderer<Int> = numberRenderer()
) -> CollectionView {
  let section = LayoutSection(group: group)
  section.orthogonalScrollingBehavior = sideways
  let view = CollectionView(
    frame: .zero,
    collectionViewLayout: CompositionalLayout(section: section),
    clock: clock
  )
  _ = CollectionViewDiffableDataSource<Int, Int>(collectionView: view, cellRenderer: renderer)
  var snapshot = DiffableDataSourceSnapshot<Int, Int>()
  snapshot.appendSections(Array(sections.indices))
  for (index, items) in sections.enumerated() { snapshot.appendItems(items, toSection: index) }
  view.diffable.apply(snapshot, animatingDifferences: false)
  return view
}

/// A group of `width` × `height` holding one item that fills it.
func filledGroup(width: LayoutDimension, height: LayoutDimension) -> LayoutGroup {
  let item = LayoutItem(
    layoutSize: LayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .fractionalHeight(1)
    )
  )
  return .horizontal(
    layoutSize: LayoutSize(widthDimension: width, heightDimension: height),
    subitems: [item]
  )
}

/// A one-column list of `count` rows, one line each, items 0..<count,
/// drawn by `renderer` (by default, each row its number).
func makeListView(
  count: Int,
  clock: VirtualClock,
  rowHeight: Double = 1,
  renderer: CellRenderer<Int> = numberRenderer()
) -> CollectionView {
  makeView(
    group: filledGroup(width: .fractionalWidth(1), height: .absolute(rowHeight)),
    sections: [Array(0..<count)],
    clock: clock,
    renderer: renderer
  )
}

/// Sections of rows that scroll sideways a group at a time (group
/// paging), each item 15 × 2, drawn by `renderer` (by default, each item
/// its number), holding `sections`' items.
func makeRowsView(
  sections: [[Int]],
  clock: VirtualClock,
  renderer: CellRenderer<Int> = numberRenderer()
) -> CollectionView {
  makeView(
    group: filledGroup(width: .absolute(15), height: .absolute(2)),
    sections: sections,
    sideways: .groupPaging,
    clock: clock,
    renderer: renderer
  )
}

/// A grid of `columns` columns of 10 × 2 cells.
func makeGridView(count: Int, columns: Int, clock: VirtualClock) -> CollectionView {
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
  return makeView(group: group, sections: [Array(0..<count)], clock: clock)
}

/// The items of the tests' views by identifier, through the data source
/// the view keeps, as UIKit code reaches a view's diffable data source.
extension CollectionView {
  /// The data source of a view of integer sections and items.
  var diffable: CollectionViewDiffableDataSource<Int, Int> {
    dataSource as! CollectionViewDiffableDataSource<Int, Int>
  }

  /// The focused item.
  var focusedItem: Int? { focusedIndexPath.flatMap(diffable.itemIdentifier(for:)) }

  /// The selected items.
  var selectedItems: Set<Int> {
    Set((indexPathsForSelectedItems ?? []).compactMap(diffable.itemIdentifier(for:)))
  }

  /// The item at `indexPath`.
  func itemIdentifier(at indexPath: IndexPath) -> Int? { diffable.itemIdentifier(for: indexPath) }

  /// The index path of `item`.
  func indexPath(for item: Int) -> IndexPath? { diffable.indexPath(for: item) }

  /// Focuses `item` and brings it into view.
  func focus(_ item: Int) {
    if let path = indexPath(for: item) { focusItem(at: path) }
  }

  /// Lays the view out at `size` (if it is not already), draws it into a
  /// canvas of that size at `now` and returns each drawn cell's frame by
  /// item; cells fading out after a delete are left out.
  @discardableResult
  func drawCells(size: CellSize, now: Double) -> [Int: CellRect] {
    var canvas = Canvas(size: size)
    frame = canvas.bounds
    draw(into: &canvas, now: now)
    var frames: [Int: CellRect] = [:]
    for element in drawnElements(at: now) where element.category == .cell && !element.isDeleted {
      frames[itemIdentifier(at: element.indexPath)!] = element.frame
    }
    return frames
  }
}

/// Sends `event` to `controller` as an app whose screen takes every key
/// for now does: up the responder chain, then the screen's bindings.
/// Returns whether anything took it.
@discardableResult
func press(_ event: InputEvent, on controller: ViewController) -> Bool {
  if case .handled = controller.handle(event) { return true }
  return false
}
