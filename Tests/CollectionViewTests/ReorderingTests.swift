import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

/// Reordering as UIKit's diffable data source offers it: nothing moves until
/// `canReorderItem` says so; each move made from the keyboard is applied
/// between `willReorder` and `didReorder`, with its transaction.
@Suite struct ReorderingTests {
  final class Harness {
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<String, Int>

    init(
      dataSource makeDataSource: (CollectionView) -> CollectionViewDiffableDataSource<
        String, Int
      >
    ) {
      collectionView = CollectionView(
        frame: .zero,
        collectionViewLayout: .list(using: ListConfiguration(appearance: .plain)),
        clock: VirtualClock()
      )
      collectionView.frame = CellRect(x: 0, y: 0, width: 20, height: 20)
      dataSource = makeDataSource(collectionView)
      var snapshot = DiffableDataSourceSnapshot<String, Int>()
      snapshot.appendSections(["a", "b"])
      snapshot.appendItems([1, 2, 3], toSection: "a")
      snapshot.appendItems([4, 5], toSection: "b")
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    var focusedItem: Int? {
      collectionView.focusedIndexPath.flatMap(dataSource.itemIdentifier(for:))
    }

    func focus(_ item: Int) {
      if let path = dataSource.indexPath(for: item) { collectionView.focusItem(at: path) }
    }

    /// Runs the interaction binding `event` matches; false if none does.
    @discardableResult
    func press(_ event: InputEvent) -> Bool {
      guard let binding = collectionView.itemInteractionBindings.first(where: { $0.matches(event) })
      else { return false }
      _ = binding.perform(event)
      collectionView.finishAnimations()
      return true
    }

    var sections: [[Int]] {
      let snapshot = dataSource.snapshot()
      return snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
    }
  }

  static func plainDataSource(
    _ collectionView: CollectionView
  ) -> CollectionViewDiffableDataSource<String, Int> {
    let cellRegistration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "\(item)"
      cell.contentConfiguration = content
      cell.accessories = [.reorder]
    }
    return CollectionViewDiffableDataSource(collectionView: collectionView) {
      $0.dequeueConfiguredReusableCell(using: cellRegistration, for: $1, item: $2)
    }
  }

  @Test func nothingMovesWithoutCanReorderItem() {
    let harness = Harness(dataSource: Self.plainDataSource)
    #expect(harness.collectionView.itemInteractionBindings.enabled.isEmpty)
    #expect(!harness.press(.key(.shiftDown)))
    #expect(harness.sections == [[1, 2, 3], [4, 5]])
  }

  @Test func eachMoveIsAppliedBetweenTheHandlersWithItsTransaction() throws {
    let harness = Harness(dataSource: Self.plainDataSource)
    var calls: [String] = []
    var transactions: [DiffableDataSourceTransaction<String, Int>] = []
    harness.dataSource.reorderingHandlers.canReorderItem = { $0 != 5 }
    harness.dataSource.reorderingHandlers.willReorder = { [unowned harness] transaction in
      // Not yet applied.
      #expect(harness.dataSource.snapshot() == transaction.initialSnapshot)
      calls.append("will")
    }
    harness.dataSource.reorderingHandlers.didReorder = { [unowned harness] transaction in
      #expect(harness.dataSource.snapshot() == transaction.finalSnapshot)
      calls.append("did")
      transactions.append(transaction)
    }
    harness.focus(3)
    #expect(harness.press(.key(.shiftDown)))
    #expect(harness.sections == [[1, 2], [3, 4, 5]])
    #expect(calls == ["will", "did"])
    let move = try #require(transactions.first)
    #expect(move.sectionTransactions.map(\.sectionIdentifier) == ["a", "b"])
    #expect(move.initialSnapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
    // Picked up, carried two places down and dropped: two moves.
    #expect(harness.press(.character("m")))
    #expect(harness.collectionView.isCarryingItem && harness.collectionView.capturesKeys)
    harness.press(.key(.down))
    harness.press(.key(.down))
    harness.press(.key(.enter))
    #expect(!harness.collectionView.isCarryingItem)
    #expect(harness.sections == [[1, 2], [4, 5, 3]])
    #expect(transactions.count == 3)
    // Esc puts a carried row back where it was picked up, in one move.
    harness.press(.character("m"))
    harness.press(.key(.up))
    harness.press(.key(.up))
    #expect(harness.sections == [[1, 2], [3, 4, 5]])
    harness.press(.key(.escape))
    #expect(harness.sections == [[1, 2], [4, 5, 3]])
    #expect(transactions.count == 6)
    // An item canReorderItem refuses offers no move.
    harness.focus(5)
    #expect(!harness.press(.key(.shiftUp)))
  }

  @Test func aSubclassDecidesWhatMoves() {
    final class EditingOnly: CollectionViewDiffableDataSource<String, Int> {
      override func collectionView(
        _ collectionView: CollectionView,
        canMoveItemAt indexPath: IndexPath
      ) -> Bool {
        collectionView.isEditing
      }
    }
    let harness = Harness { collectionView in
      EditingOnly(collectionView: collectionView) { _, _, _ in CollectionViewListCell() }
    }
    harness.focus(1)
    #expect(!harness.press(.key(.shiftDown)))
    harness.collectionView.isEditing = true
    #expect(harness.press(.key(.shiftDown)))
    #expect(harness.sections == [[2, 1, 3], [4, 5]])
  }

  /// A harness whose rows may all move, and the column of row 2's ≡ as
  /// drawn.
  static func movableRows() throws -> (Harness, handle: Int) {
    let harness = Harness(dataSource: Self.plainDataSource)
    harness.dataSource.reorderingHandlers.canReorderItem = { _ in true }
    var canvas = Canvas(size: CellSize(width: 20, height: 20))
    harness.collectionView.draw(into: &canvas, now: 0)
    let rows = canvas.plainText().split(separator: "\n").map(Array.init)
    return (harness, try #require(rows[2].firstIndex(of: "≡")))
  }

  @Test func aClickOnTheReorderControlPicksTheRowUp() throws {
    let (harness, handle) = try Self.movableRows()
    #expect(harness.collectionView.handle(.mouse(MouseEvent(.click(.left), x: handle, y: 2))))
    #expect(harness.collectionView.isCarryingItem)
    #expect(harness.focusedItem == 2)
    // While carried, the view takes every event.
    #expect(harness.collectionView.handle(.character("x")))
  }

  /// The click is answered from where the view places the row, not from
  /// a draw: it picks the row up before the view has drawn at all, the
  /// same as after.
  @Test func theReorderControlTakesAClickBeforeAnyDraw() throws {
    let (_, handle) = try Self.movableRows()
    let fresh = Harness(dataSource: Self.plainDataSource)
    fresh.dataSource.reorderingHandlers.canReorderItem = { _ in true }
    #expect(fresh.collectionView.handle(.mouse(MouseEvent(.click(.left), x: handle, y: 2))))
    #expect(fresh.collectionView.isCarryingItem)
    #expect(fresh.focusedItem == 2)
  }
}
