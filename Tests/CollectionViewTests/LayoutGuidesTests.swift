import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

/// The view hands its margins and readable width to the layout, so
/// sections can measure their insets from them as they do in UIKit.
@Suite struct LayoutGuidesTests {
  static func view(reference: ContentInsetsReference) -> CollectionView {
    view(section: section(reference: reference))
  }

  /// A section of one-row items whose insets measure from `reference`.
  static func section(reference: ContentInsetsReference) -> LayoutSection {
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1))
    )
    let group = LayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
    let section = LayoutSection(group: group)
    section.contentInsetsReference = reference
    return section
  }

  /// A view whose every section is `section`, showing item 7.
  static func view(section: LayoutSection) -> CollectionView {
    let view = CollectionView(
      frame: .zero,
      collectionViewLayout: CompositionalLayout(section: section),
      clock: VirtualClock()
    )
    _ = CollectionViewDiffableDataSource<Int, Int>(
      collectionView: view,
      cellRenderer: CellRenderer { canvas, rect, _, item, _ in
        canvas.put(String(item), x: rect.x, y: rect.y)
      }
    )
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([7])
    view.diffable.apply(snapshot, animatingDifferences: false)
    return view
  }

  @Test(arguments: [
    (ContentInsetsReference.automatic, 0, 100),
    (.layoutMargins, 2, 96),
    // 100 columns, readable 72: 14 a side.
    (.readableContent, 14, 72),
  ])
  func sectionsMeasureFromTheViewsGuides(reference: ContentInsetsReference, x: Int, width: Int) {
    let view = Self.view(reference: reference)
    let frames = view.drawCells(size: CellSize(width: 100, height: 5), now: 0)
    #expect(frames[7] == CellRect(x: x, y: 0, width: width, height: 1))
  }

  @Test func changingTheMarginsLaysTheViewOutAgain() {
    let section = Self.section(reference: .layoutMargins)
    let view = Self.view(section: section)
    view.drawCells(size: CellSize(width: 100, height: 5), now: 0)
    view.directionalLayoutMargins.leading = 10
    #expect(view.drawCells(size: CellSize(width: 100, height: 5), now: 0)[7]?.x == 10)
    view.readableContentWidth = 40
    section.contentInsetsReference = .readableContent
    view.invalidateLayout()
    #expect(view.drawCells(size: CellSize(width: 100, height: 5), now: 0)[7]?.width == 40)
  }
}
