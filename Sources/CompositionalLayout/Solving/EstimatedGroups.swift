/// The groups of a section solved under a ``SelfSizingScope``: which of
/// them take their estimate, solved once, rather than being measured.
///
/// A group is measured when its estimated extent meets the scope's window
/// or it holds an item measured before; every other takes the estimate of a
/// whole group (or, the last one holding fewer items, an estimate of its
/// own). Groups are asked about in order, so the measured items are walked
/// once for the whole section.
struct EstimatedGroups {
  let scope: SelfSizingScope
  /// The axis the groups follow one another along.
  let axis: Axis
  /// The section's items measured before, ascending.
  let measuredItems: [Int]
  /// Solves estimates: it has no fitting callback.
  var solver: GroupSolver
  /// The first of ``measuredItems`` not before the group asked about.
  private var nextMeasured = 0
  /// The memo's positions of the estimates adopted: the templates of
  /// groups left unmeasured.
  private(set) var adopted: Set<Int> = []
  /// Whether a group was measured because its estimate met the window:
  /// a solve with another window may leave it to its estimate.
  private(set) var measuredByWindow = false
  /// A whole group's estimate, once solved.
  private var whole: (template: Int, leaves: Int, length: Double)?

  init(scope: SelfSizingScope, axis: Axis, measuredItems: [Int], solver: GroupSolver) {
    self.scope = scope
    self.axis = axis
    self.measuredItems = measuredItems
    self.solver = solver
  }

  /// The groups from the one at `position` along the axis, whose first
  /// item is `firstItem`, that take a whole group's estimate, one after
  /// another `spacing` apart: those before the next holding a measured
  /// item, before the window, and holding all their items; nil when the
  /// group at `position` is not one of them. Asked before ``template(at:firstItem:of:allotted:container:memo:)``,
  /// so a section's unmeasured stretches cost no call a group.
  mutating func run(
    at position: Double,
    firstItem: Int,
    spacing: Double,
    of group: LayoutGroup,
    allotted: Size,
    container: Size,
    memo: inout TemplateMemo
  ) -> (template: Int, count: Int, leaves: Int, length: Double)? {
    let whole = wholeEstimate(of: group, allotted: allotted, container: container, memo: &memo)
    var count = (solver.itemCount - firstItem) / whole.leaves
    if let measured = nextMeasuredItem(from: firstItem) {
      count = min(count, (measured - firstItem) / whole.leaves)
    }
    if position < scope.window.upperBound {
      // The groups ending by the window's start, if it lies ahead.
      let pitch = whole.length + spacing
      let room = scope.window.lowerBound - position - whole.length
      let beforeWindow =
        room < 0 ? 0 : pitch > 0 ? Int((room / pitch).rounded(.down)) + 1 : count
      count = min(count, beforeWindow)
    }
    guard count > 0 else { return nil }
    return (whole.template, count, whole.leaves, whole.length)
  }

  /// The memo's position of the estimate the group at `position` along the
  /// axis, whose first item is `firstItem`, takes; nil when it is to be
  /// measured.
  mutating func template(
    at position: Double,
    firstItem: Int,
    of group: LayoutGroup,
    allotted: Size,
    container: Size,
    memo: inout TemplateMemo
  ) -> Int? {
    let whole = wholeEstimate(of: group, allotted: allotted, container: container, memo: &memo)
    if let measured = nextMeasuredItem(from: firstItem), measured < firstItem + whole.leaves {
      return nil
    }
    if scope.meets(position, position + whole.length) {
      measuredByWindow = true
      return nil
    }
    guard firstItem + whole.leaves > solver.itemCount else { return whole.template }
    return adopt(
      solver.template(for: group, allotted: allotted, container: container, firstItem: firstItem),
      into: &memo
    )
  }

  /// The first item measured before at or after `item`, the groups being
  /// asked about in order.
  private mutating func nextMeasuredItem(from item: Int) -> Int? {
    while nextMeasured < measuredItems.count && measuredItems[nextMeasured] < item {
      nextMeasured += 1
    }
    return nextMeasured < measuredItems.count ? measuredItems[nextMeasured] : nil
  }

  /// A whole group's estimate: its memo position, the items it holds (at
  /// least one) and its length along the axis, solved the first time.
  private mutating func wholeEstimate(
    of group: LayoutGroup,
    allotted: Size,
    container: Size,
    memo: inout TemplateMemo
  ) -> (template: Int, leaves: Int, length: Double) {
    if let whole { return whole }
    let template = solver.template(
      for: group,
      allotted: allotted,
      container: container,
      firstItem: 0
    )
    let estimate = (
      adopt(template, into: &memo), max(1, template.leaves.count), template.size[axis]
    )
    whole = estimate
    return estimate
  }

  private mutating func adopt(_ template: GroupTemplate, into memo: inout TemplateMemo) -> Int {
    let index = memo.adopt(template)
    adopted.insert(index)
    return index
  }
}
