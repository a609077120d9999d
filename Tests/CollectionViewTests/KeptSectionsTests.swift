import DiffableDataSource
import TerminalUI
import Testing

@testable import CollectionView
@testable import CompositionalLayout

/// Applying a snapshot solves again the sections the difference touched
/// and those on screen; every other section keeps its solved state, moved
/// along by what the sections before it grew.
@Suite struct KeptSectionsTests {
  /// A list of 40 sections of 10 estimated rows, 30 × 10 cells, drawn.
  static func list() -> (CollectionView, CollectionViewDiffableDataSource<Int, Int>) {
    let view = CollectionView(
      frame: CellRect(x: 0, y: 0, width: 30, height: 10),
      collectionViewLayout: .list(using: ListConfiguration(appearance: .plain)),
      clock: VirtualClock()
    )
    let registration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
      var content = ListContentConfiguration.cell()
      content.text = "row \(item)"
      cell.contentConfiguration = content
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      $0.dequeueConfiguredReusableCell(using: registration, for: $1, item: $2)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    for section in 0..<40 {
      snapshot.appendSections([section])
      snapshot.appendItems(Array(section * 100..<section * 100 + 10), toSection: section)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    return (view, dataSource)
  }

  @Test func sectionsTheChangeLeftAloneKeepTheirSolvedState() throws {
    let (view, dataSource) = Self.list()
    let before = try #require(view.solved)
    var snapshot = dataSource.snapshot()
    snapshot.appendItems([2_000_000, 2_000_001], toSection: 20)
    dataSource.apply(snapshot, animatingDifferences: false)
    let after = try #require(view.solved)
    #expect(after.numberOfSections == 40)
    // Sections on screen are solved again with the window; the rest
    // before the change are kept as they were.
    let onScreen = 0..<1
    for section in 1..<20 {
      #expect(after.sections[section] === before.sections[section], "section \(section)")
    }
    for section in onScreen {
      #expect(after.sections[section] !== before.sections[section])
    }
    // The changed section is solved again, and those after it are kept,
    // moved down by the two rows it gained and their separators.
    #expect(after.sections[20].itemCount == 12)
    let grown = after.frame(ofSection: 20).height - before.frame(ofSection: 20).height
    #expect(grown == 4)
    for section in 21..<40 {
      #expect(after.sections[section] !== before.sections[section])
      #expect(
        after.frame(ofSection: section)
          == before.frame(ofSection: section).offsetBy(dx: 0, dy: grown)
      )
      #expect(
        after.attributesForItem(at: IndexPath(item: 3, section: section))?.frame
          == before.attributesForItem(at: IndexPath(item: 3, section: section))?.frame
          .offsetBy(dx: 0, dy: grown)
      )
    }
  }

  @Test func aReloadedItemsSectionIsSolvedAgain() throws {
    let (view, dataSource) = Self.list()
    let before = try #require(view.solved)
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([1_005])
    dataSource.apply(snapshot, animatingDifferences: false)
    let after = try #require(view.solved)
    #expect(after.sections[10] !== before.sections[10])
    #expect(after.sections[11] === before.sections[11])
  }
}
