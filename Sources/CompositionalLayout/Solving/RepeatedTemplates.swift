/// The template of the last group solved that repeats exactly, kept across
/// the sections of one solve: a section provider builds its group anew for
/// every section, and sections whose groups have the same ``ItemShape`` and
/// room then share one solve of it instead of one each.
///
/// Only a group whose template is the same wherever it repeats is kept (the
/// solver's `repeatsExactly`: no size the fitting callback decides), and one
/// is reused only in the same solve (the same aspect ratio and pixel grid).
struct RepeatedTemplates {
  private var last: (shape: ItemShape, allotted: Size, container: Size, templates: [GroupTemplate])?

  /// The template of `group` in `allotted` out of `container`, as the one
  /// element of an array: the kept one if it fits, else what `solve`
  /// makes, kept in its place. Sections that share a template share the
  /// array too, so a section that repeats the last one's group allocates
  /// neither its shape nor its templates. The container counts too,
  /// though it changes nothing placed, as the template's boxes tell what
  /// fractions were taken of.
  mutating func templates(
    for group: LayoutGroup,
    allotted: Size,
    container: Size,
    solve: () -> GroupTemplate
  ) -> [GroupTemplate] {
    if let last, last.allotted == allotted, last.container == container,
      last.shape.matches(group)
    {
      return last.templates
    }
    let templates = [solve()]
    last = ItemShape(group).map { ($0, allotted, container, templates) }
    return templates
  }
}

/// Everything the group solver reads of an item or group, as a value: two
/// items of one shape lay out alike in the same room, and a shape taken
/// stays what it was when the item is changed afterwards (a section
/// provider may hand out one group, changed for each section).
struct ItemShape: Equatable {
  var layoutSize: LayoutSize
  var contentInsets: DirectionalEdgeInsets
  var edgeSpacing: LayoutEdgeSpacing?
  /// For a group: how it arranges its subitems.
  var stack: Stack?

  struct Stack: Equatable {
    var axis: Axis
    var count: Int?
    var interItemSpacing: LayoutSpacing?
    var subitems: [ItemShape]
  }

  /// The shape of `item`; nil for one the solver may lay out differently
  /// each time or that it reads more of: an item with supplementary items
  /// (their anchors and kinds), a supplementary item used as a subitem, a
  /// custom group (its provider may answer differently each time), or
  /// anything holding one.
  /// - Complexity: O(n) for the n items in the tree.
  init?(_ item: LayoutItem) {
    guard item.supplementaryItems.isEmpty, !(item is LayoutSupplementaryItem) else { return nil }
    layoutSize = item.layoutSize
    contentInsets = item.contentInsets
    edgeSpacing = item.edgeSpacing
    guard let group = item as? LayoutGroup else { return }
    guard case .stack(let axis, let subitems, let count) = group.arrangement else { return nil }
    var shapes: [ItemShape] = []
    shapes.reserveCapacity(subitems.count)
    for subitem in subitems {
      guard let shape = ItemShape(subitem) else { return nil }
      shapes.append(shape)
    }
    stack = Stack(
      axis: axis,
      count: count,
      interItemSpacing: group.interItemSpacing,
      subitems: shapes
    )
  }
}

extension ItemShape {
  /// Whether `item` has this shape: `ItemShape(item) == self`, found by
  /// walking the item's tree beside the shape instead of building the
  /// item's own, which allocates an array for every group in it.
  ///
  /// - Complexity: O(n) for the n items in the tree.
  func matches(_ item: LayoutItem) -> Bool {
    guard item.supplementaryItems.isEmpty, !(item is LayoutSupplementaryItem),
      item.layoutSize == layoutSize, item.contentInsets == contentInsets,
      item.edgeSpacing == edgeSpacing
    else { return false }
    guard let group = item as? LayoutGroup else { return stack == nil }
    guard let stack, case .stack(let axis, let subitems, let count) = group.arrangement,
      axis == stack.axis, count == stack.count, group.interItemSpacing == stack.interItemSpacing,
      subitems.count == stack.subitems.count
    else { return false }
    return zip(stack.subitems, subitems).allSatisfy { $0.matches($1) }
  }
}
