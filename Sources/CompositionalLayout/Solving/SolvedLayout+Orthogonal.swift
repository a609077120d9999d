extension SolvedLayout {
  /// How section `section` scrolls sideways; `.none` for one that does not.
  /// - Complexity: O(1).
  public func orthogonalScrollingBehavior(ofSection section: Int) -> OrthogonalScrollingBehavior {
    sections[section].orthogonal?.behavior ?? .none
  }

  /// The sideways length of an orthogonal section's content, its padding
  /// included; nil for a section that does not scroll sideways.
  /// - Complexity: O(1).
  public func orthogonalContentExtent(ofSection section: Int) -> Double? {
    sections[section].orthogonal?.contentExtent
  }

  /// The offsets an orthogonal section can scroll to; `0...0` for a section
  /// that does not scroll sideways.
  /// - Complexity: O(1).
  public func orthogonalOffsetRange(ofSection section: Int) -> ClosedRange<Double> {
    0...(sections[section].orthogonal?.maximumOffset ?? 0)
  }

  /// The elements of one section within its own frame when its row is
  /// scrolled to `orthogonalOffset`, in drawing order.
  /// - Complexity: O(log groups + e + k log k) for the e elements of the
  ///   groups in the section's frame and the k of them found (O(k) of it
  ///   when already in drawing order, as a section's cells alone are).
  public func elements(inSection section: Int, orthogonalOffset: Double) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    let solved = sections[section]
    solved.appendElements(in: solved.frame, sidewaysOffset: orthogonalOffset, to: &result)
    LayoutAttributes.sortInDrawingOrder(&result)
    return result
  }

  /// Where an orthogonal section comes to rest after one step from `offset`:
  /// paging moves a page (the visible width); groupPaging and
  /// continuousGroupLeadingBoundary to the next group's leading edge;
  /// groupPagingCentered to the next group centred; continuous a visible
  /// width; none nowhere.
  /// - Complexity: O(log groups).
  public func targetOrthogonalOffset(
    inSection section: Int,
    from offset: Double,
    toward step: OrthogonalScrollStep
  ) -> Double {
    guard let row = sections[section].orthogonal else { return 0 }
    let current = row.clamp(offset)
    let tolerance = 1e-6
    switch row.behavior {
    case .none:
      return 0
    case .continuous:
      let delta = step == .towardTrailing ? row.viewportLength : -row.viewportLength
      return row.clamp(current + delta)
    case .paging, .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary:
      let points = RestingPoints(row: row, groups: sections[section].groups)
      switch step {
      case .towardTrailing:
        let next = points.indices.partitionPoint { points[$0] > current + tolerance }
        return next < points.indices.upperBound ? points[next] : row.maximumOffset
      case .towardLeading:
        let next = points.indices.partitionPoint { points[$0] >= current - tolerance } - 1
        return next >= 0 ? points[next] : 0
      }
    }
  }

  /// Where an orthogonal section comes to rest to show `item` after being at
  /// `offset`: the least scroll that reveals it (keeping the section's
  /// insets clear) when continuous; otherwise the resting place nearest
  /// `offset` that shows it whole. Where none does (paging's pages fall
  /// across items), the least scroll that shows it whole, as a scroll to
  /// show a rectangle rests where it must; an item longer than the row,
  /// the resting place that shows most of it.
  /// - Complexity: O(log groups).
  public func targetOrthogonalOffset(
    inSection section: Int,
    from offset: Double,
    revealingItem item: Int
  ) -> Double {
    let solved = sections[section]
    guard let row = solved.orthogonal, let cell = solved.cellAttributes(ofItem: item) else {
      return 0
    }
    let current = row.clamp(offset)
    let start = cell.frame.min(row.axis) - row.viewportStart
    let end = cell.frame.max(row.axis) - row.viewportStart
    let tolerance = 1e-6
    func showsWhole(_ offset: Double) -> Bool {
      start >= offset - tolerance && end <= offset + row.viewportLength + tolerance
    }
    // The least scroll from `current` that puts the item between `leading`
    // and `trailing` room at the row's ends.
    func leastScroll(leading: Double, trailing: Double) -> Double {
      var target = current
      if end - target > row.viewportLength - trailing {
        target = end - (row.viewportLength - trailing)
      }
      if start - target < leading { target = start - leading }
      return row.clamp(target)
    }
    switch row.behavior {
    case .none:
      return 0
    case .continuous:
      return leastScroll(leading: row.leadingPadding, trailing: row.trailingPadding)
    case .paging, .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary:
      if showsWhole(current) { return current }
      let points = RestingPoints(row: row, groups: solved.groups)
      let least = leastScroll(leading: 0, trailing: 0)
      let near = points.indices.partitionPoint { points[$0] >= least }
      let candidates =
        max(points.indices.lowerBound, near - 2)..<min(points.indices.upperBound, near + 3)
      func visible(_ offset: Double) -> Double {
        max(0, min(end, offset + row.viewportLength) - max(start, offset))
      }
      let best = candidates.map { points[$0] }.min { lhs, rhs in
        let key = { (offset: Double) in
          (showsWhole(offset) ? 0 : 1, -visible(offset), abs(offset - current))
        }
        return key(lhs) < key(rhs)
      }
      if let best, showsWhole(best) { return best }
      return showsWhole(least) ? least : best ?? current
    }
  }
}

/// The offsets a snapping orthogonal section can come to rest at, in order:
/// page starts for paging, group leading edges (groupPaging and
/// continuousGroupLeadingBoundary) or group centres (groupPagingCentered).
struct RestingPoints {
  let row: OrthogonalRow
  let groups: GroupPlacement

  var indices: Range<Int> {
    switch row.behavior {
    case .paging:
      guard row.viewportLength > 0 else { return 0..<1 }
      return 0..<(Int((row.maximumOffset / row.viewportLength - 1e-9).rounded(.up)) + 1)
    default:
      return 0..<max(1, groups.count)
    }
  }

  subscript(index: Int) -> Double {
    switch row.behavior {
    case .paging:
      return row.clamp(row.grid.rounded(Double(index) * row.viewportLength))
    case .groupPagingCentered:
      guard groups.count > 0 else { return 0 }
      let start = groups.origin(ofGroup: index)[row.axis] - row.viewportStart
      let length = groups.template(ofGroup: index).size[row.axis]
      return row.clamp(row.grid.rounded(start + length / 2 - row.viewportLength / 2))
    default:
      guard groups.count > 0 else { return 0 }
      let start = groups.origin(ofGroup: index)[row.axis] - row.viewportStart
      return row.clamp(start - row.leadingPadding)
    }
  }
}
