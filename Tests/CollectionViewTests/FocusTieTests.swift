import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

/// Focus between candidates that are equally near, on fractional frames.
@Suite struct FocusTieTests {
  /// A whole-height item beside two stacked halves, as in Nested Groups,
  /// at heights whose halves are not exact in binary.
  @Test(arguments: [8.8, 11.2, 15.2, 7.3])
  func rightFromAWholeGoesToTheUpperOfTwoEquallyNearHalves(_ height: Double) {
    let whole = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(0.7),
        heightDimension: .fractionalHeight(1)
      )
    )
    let half = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1),
        heightDimension: .fractionalHeight(0.5)
      )
    )
    let column = LayoutGroup.vertical(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(0.3),
        heightDimension: .fractionalHeight(1)
      ),
      repeatingSubitem: half,
      count: 2
    )
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1),
        heightDimension: .absolute(height)
      ),
      subitems: [whole, column]
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
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<6))
    view.diffable.apply(snapshot, animatingDifferences: false)
    view.frame = CellRect(x: 0, y: 0, width: 100, height: 40)
    #expect(view.moveFocus(.right))
    #expect(view.focusedItem == 1)
  }
}
