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
  /// The memo's position of a whole group's estimate, once solved.
  private var whole: Int?

  init(scope: SelfSizingScope, axis: Axis, measuredItems: [Int], solver: GroupSolver) {
    self.scope = scope
    self.axis = axis
    self.measuredItems = measuredItems
    self.solver = solver
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
    let whole =
      self.whole
      ?? adopt(
        solver.template(for: group, allotted: allotted, container: container, firstItem: 0),
        into: &memo
      )
    self.whole = whole
    let leaves = max(1, memo.itemCounts[whole])
    while nextMeasured < measuredItems.count && measuredItems[nextMeasured] < firstItem {
      nextMeasured += 1
    }
    if nextMeasured < measuredItems.count && measuredItems[nextMeasured] < firstItem + leaves {
      return nil
    }
    if scope.meets(position, position + memo.templates[whole].size[axis]) { return nil }
    guard firstItem + leaves > solver.itemCount else { return whole }
    return adopt(
      solver.template(for: group, allotted: allotted, container: container, firstItem: firstItem),
      into: &memo
    )
  }

  private mutating func adopt(_ template: GroupTemplate, into memo: inout TemplateMemo) -> Int {
    let index = memo.adopt(template)
    adopted.insert(index)
    return index
  }
}
