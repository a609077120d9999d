import CollectionView
import TerminalUI
import Testing

@testable import GalleryApp
@testable import GalleryExamples
@testable import TerminalApp

/// The snapshot panel: the snapshot as lines, the last apply's changes
/// marked, hierarchies as trees.
@Suite struct SnapshotPanelTests {
  /// The lines list every section and item in order; the changed ones are
  /// the items the step moved.
  @Test func linesFollowTheSnapshotAndMarkTheMoves() throws {
    let (app, _) = try play("insertion-sort", size: CellSize(width: 60, height: 8), keys: "p n")
    let sort = try #require(app.top as? InsertionSortViewController)
    let snapshot = sort.dataSource.snapshot()
    let lines = try #require(app.top.inspectedCollectionView?.snapshotLines)
    var expected: [String] = []
    for section in snapshot.sectionIdentifiers {
      expected.append(String(describing: section))
      expected += snapshot.itemIdentifiers(inSection: section).map { String(describing: $0) }
    }
    #expect(lines.map(\.text) == expected)
    let moves = try #require(app.top.inspectedCollectionView?.lastUpdate).difference.itemMoves
    let moved = Set(
      moves.map { move in
        let section = snapshot.sectionIdentifiers[move.destination.section]
        return String(
          describing: snapshot.itemIdentifiers(inSection: section)[move.destination.item]
        )
      }
    )
    #expect(!moved.isEmpty)
    #expect(Set(lines.filter(\.isChanged).map(\.text)) == moved)
  }

  /// On an outline, children sit one level in; collapsing a parent dims
  /// them and turns its disclosure.
  @Test func outlinesAreTrees() throws {
    let (app, clock) = try play(
      "list-appearances",
      size: CellSize(width: 100, height: 16),
      keys: "p"
    )
    let header = { (lines: [SnapshotLine]) in
      lines.first { $0.text == "header(section: 0)" }
    }
    var lines = try #require(app.top.inspectedCollectionView?.snapshotLines)
    #expect(header(lines)?.isExpanded == true)
    let child = try #require(lines.first { $0.text == "child(section: 0, index: 0)" })
    #expect(child.depth == 1 && child.isVisible)
    try play("left", on: app, clock: clock)
    lines = try #require(app.top.inspectedCollectionView?.snapshotLines)
    #expect(header(lines)?.isExpanded == false)
    #expect(lines.first { $0.text == "child(section: 0, index: 0)" }?.isVisible == false)
  }

  @Test func goldenPanel() throws {
    assertGolden(
      try render("list-appearances", size: CellSize(width: 100, height: 16), keys: "p left"),
      named: "outline"
    )
  }
}

extension SnapshotPanelTests {
  @Test func namesLoseTheirQualifiers() {
    #expect(
      SnapshotPanel.unqualified(
        #"availableNetwork(GalleryExamples.WiFiController.Network(name: "Mt. Fuji"))"#
      )
        == #"availableNetwork(Network(name: "Mt. Fuji"))"#
    )
    #expect(SnapshotPanel.unqualified("Row(index: 2)") == "Row(index: 2)")
    #expect(SnapshotPanel.unqualified("x.Y A.b") == "x.Y A.b")
  }
}
