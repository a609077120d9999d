import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

/// The view's selection, scrolling and delegate, as UIKit's collection view
/// reference describes them.
@Suite struct SelectionTests {
  let size = CellSize(width: 20, height: 10)

  /// Records what the view tells it, and refuses to select item 3.
  final class Delegate: CollectionViewDelegate {
    typealias SectionIdentifier = Int
    typealias ItemIdentifier = Int
    var events: [String] = []

    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool
    {
      indexPath.item != 3
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
      events.append("select \(indexPath.item)")
    }

    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
      events.append("deselect \(indexPath.item)")
    }
  }

  private func makeView(count: Int = 30) -> (CollectionView, VirtualClock) {
    let clock = VirtualClock()
    let view = makeListView(count: count, clock: clock)
    view.frame = CellRect(x: 0, y: 0, width: size.width, height: size.height)
    return (view, clock)
  }

  private func click(_ view: CollectionView, row: Int) {
    _ = view.handle(.mouse(MouseEvent(.click(.left), x: 0, y: row)))
  }

  /// A view selects on a click, as UIKit's does; one that does not allow
  /// it (as a collection view controller's, where Enter acts) only acts.
  @Test func selectionIsOnUnlessTurnedOff() {
    let (view, _) = makeView()
    var activated: [Int] = []
    view.primaryAction = { [unowned view] in activated.append(view.itemIdentifier(at: $0)!) }
    click(view, row: 1)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    view.allowsSelection = false
    view.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
    click(view, row: 2)
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(activated == [1, 2])
    let controller = CollectionViewController(title: "", clock: VirtualClock())
    #expect(!controller.collectionView.allowsSelection)
  }

  /// A click selects, replacing the selection, and tells the delegate; one
  /// the delegate refuses is not selected but still acts.
  @Test func aClickSelectsAndTellsTheDelegate() {
    let (view, _) = makeView()
    let delegate = Delegate()
    view.delegate = delegate
    view.allowsSelection = true
    var activated: [Int] = []
    view.primaryAction = { [unowned view] in activated.append(view.itemIdentifier(at: $0)!) }
    click(view, row: 1)
    click(view, row: 2)
    click(view, row: 3)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(delegate.events == ["select 1", "deselect 1", "select 2"])
    #expect(activated == [1, 2, 3])
    // Enter selects the focused item as a click does.
    view.focus(4)
    view.activateFocusedItem()
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
  }

  @Test func multipleSelectionToggles() {
    let (view, _) = makeView()
    let delegate = Delegate()
    view.delegate = delegate
    view.allowsSelection = true
    view.allowsMultipleSelection = true
    click(view, row: 1)
    click(view, row: 4)
    click(view, row: 1)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(delegate.events == ["select 1", "select 4", "deselect 1"])
  }

  /// Selecting in code scrolls as asked and tells no delegate; selected
  /// cells are drawn selected.
  @Test func selectingInCodeScrollsToThePosition() {
    let (view, _) = makeView()
    let delegate = Delegate()
    view.delegate = delegate
    view.selectItem(at: IndexPath(item: 20, section: 0), animated: false, scrollPosition: .top)
    #expect(view.contentOffset == 20)
    #expect(view.indexPathsForVisibleItems.first == IndexPath(item: 20, section: 0))
    #expect(view.indexPathsForVisibleItems.count == 10)
    view.selectItem(at: IndexPath(item: 25, section: 0), animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 25, section: 0)])
    #expect(view.contentOffset == 20)
    view.scrollToItem(at: IndexPath(item: 5, section: 0), at: .centeredVertically, animated: false)
    #expect(view.contentOffset == 0.5)
    view.scrollToItem(at: IndexPath(item: 15, section: 0), at: .bottom, animated: false)
    #expect(view.contentOffset == 6)
    view.deselectItem(at: IndexPath(item: 25, section: 0), animated: false)
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(delegate.events.isEmpty)
  }

  /// The delegate hears of each cell as it comes on screen, once, in the
  /// update before the frame that shows it.
  @Test func theDelegateHearsOfCellsComingOnScreen() {
    final class Watcher: CollectionViewDelegate {
      typealias SectionIdentifier = Int
      typealias ItemIdentifier = Int
      var displayed: [Int] = []
      func collectionView(
        _ collectionView: CollectionView,
        willDisplay cell: CollectionViewCell,
        forItemAt indexPath: IndexPath
      ) {
        displayed.append(indexPath.item)
      }
    }
    let (view, clock) = makeView()
    let watcher = Watcher()
    view.delegate = watcher
    // Drawing only reads: the delegate hears in the update before a frame.
    var canvas = Canvas(size: size)
    view.draw(into: &canvas, now: clock.now)
    #expect(watcher.displayed.isEmpty)
    view.advanceAnimations(to: clock.now)
    view.advanceAnimations(to: clock.now)
    #expect(watcher.displayed == Array(0..<10))
    view.setContentOffset(2, animated: false)
    view.advanceAnimations(to: clock.now)
    #expect(watcher.displayed == Array(0..<12))
  }

  /// Cells see the view's editing mode in their state.
  @Test func cellsSeeEditingMode() {
    final class States { var seen: [CellState] = [] }
    let clock = VirtualClock()
    let states = States()
    let view = makeListView(
      count: 30,
      clock: clock,
      renderer: CellRenderer { _, _, _, _, state in states.seen.append(state) }
    )
    view.frame = CellRect(x: 0, y: 0, width: size.width, height: size.height)
    view.isEditing = true
    var canvas = Canvas(size: size)
    view.draw(into: &canvas, now: clock.now)
    #expect(!states.seen.isEmpty && states.seen.allSatisfy(\.isEditing))
  }
}
