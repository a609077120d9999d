extension SolvedLayout {
  /// How section `section` was laid out, a row that scrolls sideways shown
  /// at `orthogonalOffset`; nil past the last section.
  /// - Complexity: O(1).
  public func anatomy(ofSection section: Int, orthogonalOffset: Double = 0) -> SectionAnatomy? {
    guard sections.indices.contains(section) else { return nil }
    let solved = sections[section]
    var contentFrame = solved.contentFrame
    if let row = solved.orthogonal {
      contentFrame = contentFrame.offset(along: row.axis, by: -row.clamp(orthogonalOffset))
    }
    return SectionAnatomy(
      index: section,
      frame: solved.frame,
      contentFrame: contentFrame,
      contentInsets: solved.contentInsets,
      interGroupSpacing: solved.interGroupSpacing,
      orthogonalScrollingBehavior: solved.orthogonal?.behavior ?? .none,
      groupCount: solved.groups.count,
      itemCount: solved.itemCount
    )
  }

  /// How the item at `indexPath` came to be where it is: each definition
  /// from its section's group down to the item, with the room its size was
  /// taken from and the box it was given, rows that scroll sideways shown
  /// at their `orthogonalOffsets`. Nil for an item the layout does not hold.
  /// - Complexity: as ``attributesForItem(at:orthogonalOffsets:)``, plus
  ///   O(b) for the b groups and items of the item's group.
  public func anatomy(ofItemAt indexPath: IndexPath, orthogonalOffsets: [Int: Double] = [:])
    -> ItemAnatomy?
  {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard indexPath.item >= 0, indexPath.item < section.itemCount,
      let (group, ordinal) = section.groups.location(ofItem: indexPath.item),
      let cell = section.cellAttributes(
        ofItem: indexPath.item,
        sidewaysOffset: orthogonalOffsets[indexPath.section] ?? 0
      )
    else { return nil }
    let template = section.groups.template(ofGroup: group)
    guard var box = template.boxes.firstIndex(where: { $0.leaf == ordinal }) else { return nil }
    let place = section.placement(
      ofGroup: group,
      sidewaysOffset: orthogonalOffsets[indexPath.section] ?? 0
    )
    var levels: [LayoutAnatomyLevel] = []
    while box >= 0 {
      levels.append(place(template.boxes[box].level))
      box = Int(template.boxes[box].parent)
    }
    return ItemAnatomy(
      indexPath: indexPath,
      frame: cell.frame,
      group: group,
      levels: levels.reversed()
    )
  }

  /// Every group, and group inside one, whose box meets `rect`, rows that
  /// scroll sideways shown at their `orthogonalOffsets`: outer groups
  /// before the groups inside them, sections in order.
  /// - Complexity: O(log sections + s + b) for the s sections that may meet
  ///   `rect` (as ``elements(in:orthogonalOffsets:)``) and the b groups and
  ///   items of their groups that may meet it.
  public func groupOutlines(in rect: Rect, orthogonalOffsets: [Int: Double] = [:])
    -> [GroupOutline]
  {
    var result: [GroupOutline] = []
    for section in sections(meeting: rect) {
      let offset = orthogonalOffsets[section.index] ?? 0
      guard let (range, _, _) = section.groupQuery(in: rect, sidewaysOffset: offset) else {
        continue
      }
      for group in range {
        let template = section.groups.template(ofGroup: group)
        let place = section.placement(ofGroup: group, sidewaysOffset: offset)
        // Boxes come after the boxes inside them: read backwards, an outer
        // group comes first.
        for index in template.boxes.indices.reversed() where template.boxes[index].leaf < 0 {
          let level = place(template.boxes[index].level)
          guard level.frame.intersects(rect) else { continue }
          result.append(
            GroupOutline(
              section: section.index,
              group: group,
              depth: template.depth(ofBox: index),
              kind: level.kind,
              frame: level.frame
            )
          )
        }
      }
    }
    return result
  }

  /// Where a row that scrolls sideways can come to rest, as offsets in
  /// order: page starts when it pages, each group's leading edge for
  /// `groupPaging` and `continuousGroupLeadingBoundary`, each group
  /// centred for `groupPagingCentered`. Empty for a section that rests
  /// anywhere (`continuous`) or does not scroll sideways.
  /// - Complexity: O(r) for the r resting places.
  public func orthogonalRestingOffsets(ofSection section: Int) -> [Double] {
    guard sections.indices.contains(section), let row = sections[section].orthogonal,
      row.behavior != .continuous
    else { return [] }
    let points = RestingPoints(row: row, groups: sections[section].groups)
    var offsets: [Double] = []
    for index in points.indices {
      let offset = points[index]
      if offset != offsets.last { offsets.append(offset) }
    }
    return offsets
  }
}

extension SolvedSection {
  /// Moves a box of group `group`'s template to where the group lies, the
  /// row scrolled sideways to `sidewaysOffset` if it scrolls.
  func placement(ofGroup group: Int, sidewaysOffset: Double)
    -> (LayoutAnatomyLevel) -> LayoutAnatomyLevel
  {
    let origin = groups.origin(ofGroup: group)
    let shift = orthogonal.map { (axis: $0.axis, by: -$0.clamp(sidewaysOffset)) }
    return { level in
      var level = level
      level.frame = level.frame.offsetBy(dx: origin.x, dy: origin.y)
      if let shift { level.frame = level.frame.offset(along: shift.axis, by: shift.by) }
      return level
    }
  }
}
