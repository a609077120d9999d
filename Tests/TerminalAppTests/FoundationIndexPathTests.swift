import TerminalKit
import Testing

/// A file written for UIKit, with `import UIKit` become `import
/// TerminalKit`, has Foundation (`UUID`) and uses the toolkit's index paths
/// and Core Graphics arguments without ambiguity.
@Suite struct FoundationIndexPathTests {
  /// As a type, too: the sample writes `indexPath: IndexPath` in its cell
  /// providers and delegate methods, where the bare name alone decides.
  static func item(at indexPath: IndexPath) -> Int { indexPath.item }

  @Test func indexPathIsTheToolkitsInAFileThatImportsFoundation() {
    let path = IndexPath(item: 3, section: 1)
    #expect(Self.item(at: path) == 3)
    #expect(UUID() != UUID())
    #expect(path.item == 3 && path.section == 1)
    let clock = VirtualClock()
    let view = CollectionView(
      frame: CellRect(x: 0, y: 0, width: 20, height: 5),
      collectionViewLayout: .list(using: ListConfiguration(appearance: .plain)),
      clock: clock
    )
    let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) {
      collectionView,
      indexPath,
      item in
      collectionView.dequeueConfiguredReusableCell(
        using: CellRegistration<CollectionViewListCell, String> { _, _, _ in },
        for: indexPath,
        item: item
      )
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["a"], toSection: 0)
    snapshot.appendItems(["b", "c", "d", "e"], toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(dataSource.itemIdentifier(for: path) == "e")
    #expect(dataSource.indexPath(for: "b") == IndexPath(item: 0, section: 1))
  }

  @Test func coreGraphicsArgumentsAreTaken() {
    let anchor = LayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    #expect(
      anchor == LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.3, y: -0.3))
    )
    #expect(Size(CGSize(width: 2, height: 4)) == Size(width: 2, height: 4))
  }
}
