import CompositionalLayout
import Testing

/// Solving reads a layout and leaves it as it was: what a view reads of a
/// solve beyond frames (each section's list configuration and separators,
/// its visible-items handler) is in the solved layout, so one solve keeps
/// its answers whatever is solved after it.
@Suite struct SolveIsPureTests {
  /// Lists whose sections show separators in a container 60 or more wide
  /// and not in a narrower one, each with a visible-items handler that
  /// records its section's index.
  static func adaptiveList(calls: Box<[Int]> = Box([])) -> CompositionalLayout {
    CompositionalLayout { index, environment in
      let wide = environment.container.effectiveContentSize.width >= 60
      let section = LayoutSection.list(
        using: ListConfiguration(appearance: wide ? .plain : .sidebar),
        layoutEnvironment: environment
      )
      if wide {
        section.visibleItemsInvalidationHandler = { _, _, _ in calls.value.append(index) }
      }
      return section
    }
  }

  final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  @Test func aSolveKeepsItsListConfigurationsWhenTheLayoutIsSolvedAgainAtAnotherSize() {
    let layout = Self.adaptiveList()
    let wide = layout.solve(containerSize: terminal80x24, itemCounts: [3])
    let narrow = layout.solve(containerSize: Size(width: 40, height: 24), itemCounts: [3])
    #expect(wide.listConfiguration(ofSection: 0)?.appearance == .plain)
    #expect(wide.listConfiguration(ofSection: 0)?.showsSeparators == true)
    #expect(wide.separator(below: IndexPath(item: 0, section: 0)) != nil)
    #expect(narrow.listConfiguration(ofSection: 0)?.appearance == .sidebar)
    #expect(narrow.separator(below: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test func aSolveKeepsItsSectionsWhenTheLayoutIsSolvedAgainForFewer() {
    let layout = CompositionalLayout.list(using: ListConfiguration(appearance: .plain))
    let two = layout.solve(containerSize: terminal80x24, itemCounts: [3, 2])
    let one = layout.solve(containerSize: terminal80x24, itemCounts: [3])
    #expect(two.listConfiguration(ofSection: 1)?.appearance == .plain)
    #expect(two.separator(below: IndexPath(item: 0, section: 1)) != nil)
    #expect(one.listConfiguration(ofSection: 1) == nil)
    #expect(one.separator(below: IndexPath(item: 0, section: 1)) == nil)
  }

  @Test func aSolveKeepsItsVisibleItemsHandlers() throws {
    let calls = Box<[Int]>([])
    let layout = Self.adaptiveList(calls: calls)
    let wide = layout.solve(containerSize: terminal80x24, itemCounts: [3, 2])
    let narrow = layout.solve(containerSize: Size(width: 40, height: 24), itemCounts: [3, 2])
    #expect(wide.hasVisibleItemsInvalidationHandlers)
    #expect(!narrow.hasVisibleItemsInvalidationHandlers)
    #expect(narrow.visibleItemsInvalidationHandler(ofSection: 1) == nil)
    let handler = try #require(wide.visibleItemsInvalidationHandler(ofSection: 1))
    handler([], .zero, wide.environment)
    #expect(calls.value == [1])
    #expect(wide.visibleItemsInvalidationHandler(ofSection: 2) == nil)
  }

  /// A section changed after a solve changes what the next solve carries,
  /// not what that one does.
  @Test func changingASectionAfterASolveLeavesTheSolvedLayoutAlone() {
    var configuration = ListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let section = LayoutSection.list(
      using: configuration,
      layoutEnvironment: LayoutEnvironment(
        container: LayoutContainer(contentSize: terminal80x24, contentInsets: .zero)
      )
    )
    let layout = CompositionalLayout(section: section)
    let before = layout.solve(containerSize: terminal80x24, itemCounts: [2])
    section.visibleItemsInvalidationHandler = { _, _, _ in }
    let after = layout.solve(containerSize: terminal80x24, itemCounts: [2])
    #expect(!before.hasVisibleItemsInvalidationHandlers)
    #expect(before.visibleItemsInvalidationHandler(ofSection: 0) == nil)
    #expect(after.hasVisibleItemsInvalidationHandlers)
  }
}
