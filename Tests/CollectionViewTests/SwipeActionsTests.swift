import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

/// A list configuration's swipe actions, offered from the keyboard: shown
/// over the row's edge, performed by Enter, a full swipe or a click, and
/// gone a moment after the action completes.
@Suite struct SwipeActionsTests {
  final class Harness {
    let clock = VirtualClock()
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, Int>
    var performed: [String] = []

    init(leading: [(String, ContextualAction.Style)], trailing: [(String, ContextualAction.Style)])
    {
      collectionView = CollectionView(
        frame: .zero,
        collectionViewLayout: .list(using: ListConfiguration(appearance: .plain)),
        clock: clock
      )
      collectionView.frame = CellRect(x: 0, y: 0, width: 30, height: 10)
      let cellRegistration = CellRegistration<CollectionViewListCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(item)"
        cell.contentConfiguration = content
      }
      dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
        $0.dequeueConfiguredReusableCell(using: cellRegistration, for: $1, item: $2)
      }
      var configuration = ListConfiguration(appearance: .plain)
      configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
        makeConfiguration(leading, indexPath)
      }
      configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
        makeConfiguration(trailing, indexPath)
      }
      collectionView.collectionViewLayout = .list(using: configuration)
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems([1, 2, 3])
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func makeConfiguration(
      _ actions: [(String, ContextualAction.Style)],
      _ indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
      guard !actions.isEmpty else { return nil }
      return SwipeActionsConfiguration(
        actions: actions.map { title, style in
          ContextualAction(style: style, title: title) { [unowned self] _, _, completion in
            performed.append("\(title) \(indexPath.item)")
            completion(true)
          }
        }
      )
    }

    @discardableResult
    func press(_ event: InputEvent) -> Bool {
      guard let binding = collectionView.itemInteractionBindings.first(where: { $0.matches(event) })
      else { return false }
      _ = binding.perform(event)
      return true
    }

    var screen: [String] {
      var canvas = Canvas(size: CellSize(width: 30, height: 10))
      collectionView.draw(into: &canvas, now: clock.now)
      return canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false).map(
        String.init
      )
    }
  }

  @Test func shiftArrowsShowTheActionsAndEnterPerformsTheChosenOne() {
    let harness = Harness(
      leading: [("Star", .normal)],
      trailing: [("Flag", .normal), ("Archive", .normal)]
    )
    harness.collectionView.focus(2)
    let keys = harness.collectionView.itemInteractionBindings.enabled.map {
      "\($0.footerKeys) \($0.action)"
    }
    #expect(keys == ["shift-→ star", "shift-← flag"])
    #expect(harness.press(.key(.shiftLeft)))
    #expect(harness.collectionView.capturesKeys)
    // The first action nearest the trailing edge.
    // The row slides left to make room: its text goes out of view.
    #expect(harness.screen[2] == "                Archive  Flag")
    harness.press(.key(.right))
    harness.press(.key(.enter))
    #expect(harness.performed == ["Archive 1"])
    // The buttons stay a moment, then go.
    #expect(harness.collectionView.isAnimating && !harness.collectionView.capturesKeys)
    harness.clock.advance(by: 1)
    harness.collectionView.advanceAnimations(to: harness.clock.now)
    #expect(!harness.collectionView.isAnimating)
    #expect(!harness.screen[2].contains("Flag"))
  }

  /// Input is answered from where the view places its rows, not from a
  /// draw: a click on a button works before the view has drawn at all.
  @Test func aClickOnAButtonWorksBeforeAnyDraw() {
    let harness = Harness(leading: [], trailing: [("Flag", .normal)])
    harness.press(.key(.shiftLeft))
    // Row 1, trailing edge: the button is the last six columns.
    let click = InputEvent.mouse(MouseEvent(.click(.left), x: 27, y: 0))
    #expect(harness.collectionView.handle(click))
    #expect(harness.performed == ["Flag 0"])
  }

  @Test func theSameKeyAgainIsAFullSwipeAndEscCloses() {
    let harness = Harness(leading: [("Star", .normal)], trailing: [])
    harness.press(.key(.shiftRight))
    #expect(harness.screen[0] == " Star  Row 1")
    harness.press(.key(.escape))
    #expect(harness.performed.isEmpty && !harness.collectionView.capturesKeys)
    #expect(harness.screen[0] == " Row 1")
    harness.press(.key(.shiftRight))
    harness.press(.key(.shiftRight))
    #expect(harness.performed == ["Star 0"])
  }

  /// The actions are the view's own solve's: the layout solved elsewhere,
  /// for no sections, takes none away.
  @Test func solvingTheViewsLayoutElsewhereLeavesItsActionsAlone() {
    let harness = Harness(leading: [("Star", .normal)], trailing: [])
    _ = harness.collectionView.collectionViewLayout.solve(
      containerSize: Size(width: 8, height: 4),
      itemCounts: []
    )
    #expect(harness.press(.key(.shiftRight)))
    #expect(harness.screen[0] == " Star  Row 1")
  }

  @Test func deleteKeyPerformsADestructiveTrailingActionAtOnce() {
    let destructive = Harness(leading: [], trailing: [("Delete", .destructive)])
    #expect(destructive.press(.key(.delete)))
    #expect(destructive.performed == ["Delete 0"])
    let plain = Harness(leading: [], trailing: [("Flag", .normal)])
    #expect(!plain.press(.key(.delete)))
  }

  @Test func aClickOnAButtonPerformsItAndElsewhereCloses() throws {
    let harness = Harness(leading: [], trailing: [("Flag", .normal)])
    harness.press(.key(.shiftLeft))
    let row = Array(harness.screen[0])
    let flag = try #require(row.firstIndex(of: "F"))
    #expect(harness.collectionView.handle(.mouse(MouseEvent(.click(.left), x: 0, y: 5))))
    #expect(harness.performed.isEmpty && !harness.collectionView.capturesKeys)
    harness.press(.key(.shiftLeft))
    #expect(harness.collectionView.handle(.mouse(MouseEvent(.click(.left), x: flag, y: 0))))
    #expect(harness.performed == ["Flag 0"])
  }
}
