/// The template of the last group solved that repeats exactly, kept across
/// the sections of one solve: a section provider builds its group anew for
/// every section, and sections whose groups have the same shape and room
/// then share one solve of it instead of one each.
///
/// Only a group whose template is the same wherever it repeats is kept (the
/// solver's `repeatsExactly`: no size the fitting callback decides), and one
/// is reused only for a group of ``LayoutItem/hasSameShape(as:)``, given the
/// same room, in the same solve (the same aspect ratio and pixel grid).
struct RepeatedTemplates {
  private var last: (group: LayoutGroup, allotted: Size, template: GroupTemplate)?

  /// The template of `group` in `allotted`: the kept one if it fits, else
  /// what `solve` makes, kept in its place.
  mutating func template(
    for group: LayoutGroup,
    allotted: Size,
    solve: () -> GroupTemplate
  ) -> GroupTemplate {
    if let last, last.allotted == allotted, group.hasSameShape(as: last.group) {
      return last.template
    }
    let template = solve()
    last = (group, allotted, template)
    return template
  }
}

extension LayoutItem {
  /// Whether `other` lays out exactly as this item does in the same room:
  /// the same kind of item with the same sizes, insets and spacing, and
  /// subitems of the same shape in the same arrangement. Everything the
  /// group solver reads of an item is compared, except what it is never
  /// given the chance to: items with supplementary items (their anchors and
  /// kinds) and custom groups (their providers may answer differently each
  /// time) have no shape in common with anything.
  /// - Complexity: O(n) in the items of the smaller tree.
  func hasSameShape(as other: LayoutItem) -> Bool {
    guard type(of: self) == type(of: other),
      layoutSize == other.layoutSize,
      contentInsets == other.contentInsets,
      edgeSpacing == other.edgeSpacing,
      supplementaryItems.isEmpty,
      other.supplementaryItems.isEmpty
    else { return false }
    guard let group = self as? LayoutGroup, let otherGroup = other as? LayoutGroup else {
      return true
    }
    guard group.interItemSpacing == otherGroup.interItemSpacing,
      case .stack(let axis, let subitems, let count) = group.arrangement,
      case .stack(let otherAxis, let otherSubitems, let otherCount) = otherGroup.arrangement,
      axis == otherAxis, count == otherCount, subitems.count == otherSubitems.count
    else { return false }
    return zip(subitems, otherSubitems).allSatisfy { $0.hasSameShape(as: $1) }
  }
}
