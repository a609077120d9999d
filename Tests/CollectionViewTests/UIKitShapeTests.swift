import CollectionView
import Testing

/// Code written in UIKit's idioms (``UIKitListViewController``) runs as
/// it reads: its clock comes from where it is shown, its layout switch
/// animates every cell to its new place.
@Suite struct UIKitShapeTests {
  /// A stand-in for the app's stack, on a virtual clock.
  final class Stack: NavigationController {
    let clock = VirtualClock()
    var viewControllers: [Screen] = []
    var traits: CanvasTraits { CanvasTraits() }
    var animationClock: AnimationClock { clock }
    func pushViewController(_ viewController: Screen, animated: Bool) {
      viewControllers.append(viewController)
      viewController.didMove(to: self)
    }
    func popViewController(animated: Bool) -> Screen? { viewControllers.popLast() }
  }

  @Test func aControllerMadeWithoutAClockRunsOnItsStacks() {
    let stack = Stack()
    let list = UIKitListViewController()
    stack.pushViewController(list, animated: false)
    #expect(list.clock === stack.clock)
    // The view loads when the stack first lays it out, as UIKit's does
    // when it first shows it.
    #expect(!list.isViewLoaded)
    list.layout(in: CellRect(x: 0, y: 0, width: 40, height: 12))
    #expect(list.isViewLoaded)
    #expect(list.collectionView.clock === stack.clock)
    #expect(list.collectionView.numberOfItems(inSection: 0) == 94)
    #expect(list.title == "List")
  }

  @Test func switchingTheLayoutAnimatesEveryCellThere() {
    let stack = Stack()
    let list = UIKitListViewController()
    stack.pushViewController(list, animated: false)
    list.layout(in: CellRect(x: 0, y: 0, width: 40, height: 12))
    let second = IndexPath(item: 1, section: 0)
    let before = list.collectionView.layoutAttributesForItem(at: second)?.frame
    list.showGrid()
    #expect(list.collectionView.isAnimating)
    let after = list.collectionView.layoutAttributesForItem(at: second)?.frame
    // The second item moves from the list's second row to the grid's right column.
    #expect(after != before && (after?.minX ?? 0) > 10)
    stack.clock.advance(by: 1)
    list.update(now: stack.clock.now)
    #expect(!list.collectionView.isAnimating)
  }

  @Test func assigningTheViewsOwnDataSourceChangesNothingAndNilEmptiesIt() {
    let list = UIKitListViewController()
    list.layout(in: CellRect(x: 0, y: 0, width: 40, height: 12))
    list.collectionView.dataSource = list.dataSource
    #expect(list.collectionView.numberOfSections == 1)
    list.collectionView.dataSource = nil
    #expect(list.collectionView.numberOfSections == 0)
  }
}
