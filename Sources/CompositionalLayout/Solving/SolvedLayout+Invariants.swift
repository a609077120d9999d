extension SolvedLayout {
  /// Checks the structure a solve promises, after every solve. Only with
  /// `GALLERY_INTERNAL_CHECKS` (`make test` sets it): the checks visit
  /// every group, which would spoil the documented complexity of a solve.
  func _checkInvariants() {
    #if GALLERY_INTERNAL_CHECKS
      let tolerance = 1e-6
      var previousEnd = -Double.infinity
      for (position, section) in sections.enumerated() {
        precondition(section.index == position, "section \(position) is stored as \(section.index)")
        precondition(
          section.frame.min(axis) >= previousEnd - tolerance,
          "section \(position) starts before section \(position - 1) ends"
        )
        precondition(
          section.frame.max(axis) <= contentSize[axis] + tolerance,
          "section \(position) ends past the content"
        )
        precondition(
          section.bounds.contains(section.frame, tolerance: tolerance),
          "section \(position) draws less than its frame"
        )
        previousEnd = section.frame.max(axis)
        let capacity: Int
        switch section.groups {
        case .uniform(let template, _, _, _, let count):
          capacity = count * template.leaves.count
        case .explicit(let groups):
          groups._checkInvariants()
          capacity = groups.firstItems.itemCount
        }
        precondition(
          section.itemCount == 0 || capacity >= section.itemCount || section.groups.count == 0,
          "section \(position) places \(capacity) of its \(section.itemCount) items"
        )
        if let row = section.orthogonal {
          precondition(
            row.contentExtent >= 0 && row.viewportLength >= 0,
            "section \(position) row is negative"
          )
        }
      }
      for global in globalSupplementaries {
        precondition(
          global.attributes.indexPath.section == LayoutAttributes.layoutLevelSection,
          "the layout's own \(global.attributes.representedElementKind ?? "") is in section "
            + "\(global.attributes.indexPath.section)"
        )
      }
      locator._checkInvariants()
    #endif
  }
}
