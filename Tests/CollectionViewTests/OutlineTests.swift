import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

/// Outline rows as UIKit's list cells and diffable data source handle
/// them: indented by depth, a disclosure that follows the row's state, and
/// expanding and collapsing as the section snapshot handlers allow.
@Suite struct OutlineTests {
  final class Harness {
    let collectionView = CollectionView(
      frame: .zero,
      collectionViewLayout: .list(using: ListConfiguration(appearance: .plain)),
      clock: VirtualClock()
    )
    let dataSource: CollectionViewDiffableDataSource<Int, String>

    init() {
      collectionView.frame = CellRect(x: 0, y: 0, width: 20, height: 12)
      let cellRegistration = CellRegistration<CollectionViewListCell, String> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = item
        cell.contentConfiguration = content
        if item.hasPrefix("group") { cell.accessories = [.outlineDisclosure()] }
      }
      dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
        $0.dequeueConfiguredReusableCell(using: cellRegistration, for: $1, item: $2)
      }
      var outline = DiffableDataSourceSectionSnapshot<String>()
      outline.append(["group a", "group b"])
      outline.append(["a1", "a2"], to: "group a")
      outline.append(["b1"], to: "group b")
      dataSource.apply(outline, to: 0, animatingDifferences: false)
    }

    var focusedItem: String? {
      collectionView.focusedIndexPath.flatMap(dataSource.itemIdentifier(for:))
    }

    func focus(_ item: String) {
      if let path = dataSource.indexPath(for: item) { collectionView.focusItem(at: path) }
    }

    func press(_ event: InputEvent) {
      let binding = collectionView.itemInteractionBindings.first { $0.matches(event) }
      _ = binding?.perform(event)
      collectionView.finishAnimations()
    }

    var rows: [String] {
      var canvas = Canvas(size: CellSize(width: 20, height: 12))
      collectionView.draw(into: &canvas, now: 0)
      return canvas.plainText().split(separator: "\n").map(String.init)
        .filter { !$0.contains("─") }
    }
  }

  @Test func rowsIndentByDepthAndDisclosuresFollowExpansion() {
    let harness = Harness()
    #expect(harness.rows == [" ▸ group a", " ▸ group b"])
    harness.press(.key(.enter))
    #expect(harness.rows == [" ▾ group a", "   a1", "   a2", " ▸ group b"])
    // ← from a child collapses its parent and focuses it.
    harness.press(.key(.down))
    harness.focus("a1")
    harness.press(.key(.left))
    #expect(harness.focusedItem == "group a")
    #expect(harness.rows == [" ▸ group a", " ▸ group b"])
  }

  @Test func theHandlersDecideAndHearOfEveryChange() {
    let harness = Harness()
    var heard: [String] = []
    harness.dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != "group b" }
    harness.dataSource.sectionSnapshotHandlers.willExpandItem = { heard.append("expand \($0)") }
    harness.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in true }
    harness.dataSource.sectionSnapshotHandlers.willCollapseItem = { heard.append("collapse \($0)") }
    harness.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
      // Loaded on expanding: the children the parent had, and one more.
      var loaded = children
      loaded.append(["\(parent.suffix(1))3"])
      return loaded
    }
    harness.press(.key(.right))
    #expect(
      harness.dataSource.snapshot(for: 0).visibleItems == ["group a", "a1", "a2", "a3", "group b"]
    )
    harness.press(.key(.left))
    harness.focus("group b")
    harness.press(.key(.right))
    #expect(!harness.dataSource.snapshot(for: 0).isExpanded("group b"))
    #expect(heard == ["expand group a", "collapse group a"])
  }

  /// Rows that go keep the look they had while they fade: drawn from the
  /// hierarchy that was shown, not the one that replaces it. (When the view
  /// kept a copy of the items beside the data source's, a child removed
  /// with its parent's hierarchy faded out unindented, at the new
  /// hierarchy's depth for an item it no longer holds.)
  @Test func removedChildrenFadeOutWhereTheyWere() {
    let harness = Harness()
    harness.press(.key(.enter))
    #expect(harness.rows == [" ▾ group a", "   a1", "   a2", " ▸ group b"])
    var without = DiffableDataSourceSectionSnapshot<String>()
    without.append(["group a", "group b"])
    without.append(["b1"], to: "group b")
    harness.dataSource.apply(without, to: 0, animatingDifferences: true)
    var canvas = Canvas(size: CellSize(width: 20, height: 12))
    harness.collectionView.draw(into: &canvas, now: 0.05)
    let fading = canvas.plainText().split(separator: "\n").map(String.init)
      .filter { $0.contains("a1") || $0.contains("a2") }
    #expect(fading.count == 2)
    #expect(fading.allSatisfy { $0.hasPrefix("   a") })
  }
}
