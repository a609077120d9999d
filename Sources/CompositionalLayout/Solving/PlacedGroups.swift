/// The groups of a section whose groups take their size from their content,
/// each solved on its own, kept to a few bytes a group: where it starts
/// along the axis and which of the section's distinct templates it is (its
/// first item too, when groups hold different numbers of items).
///
/// Groups of the same content share a template (``TemplateMemo``), so a feed
/// of a million rows of a few heights holds a few templates and two arrays,
/// not a million templates each with its own array of cells.
struct PlacedGroups: Sendable {
  let axis: Axis
  /// Where every group starts across the axis: they all start level.
  private(set) var acrossStart: Double
  /// Each group's start along the axis, ascending, less ``startsOffset``.
  private let starts: [Double]
  /// How far every start lies past its entry in ``starts``: a section
  /// moved along the axis moves its groups without rewriting them.
  private var startsOffset = 0.0
  let firstItems: FirstItems
  /// Each group's template, as a position in `templates`.
  let templateIndices: [UInt32]
  /// The templates the groups take, each some group's.
  let templates: [GroupTemplate]
  /// The union of every template's bounds, in a group's own coordinates:
  /// how far any group may draw from its origin.
  let drawnBounds: Rect
  /// Per template, whether it is an estimate groups took unmeasured
  /// (``SelfSizingScope``).
  let isUnmeasured: [Bool]

  init(
    axis: Axis,
    acrossStart: Double,
    starts: [Double],
    firstItems: FirstItems,
    templateIndices: [UInt32],
    templates: [GroupTemplate],
    unmeasuredTemplates: Set<Int> = []
  ) {
    self.axis = axis
    self.acrossStart = acrossStart
    self.starts = starts
    self.firstItems = firstItems
    self.templateIndices = templateIndices
    self.templates = templates
    drawnBounds = templates.dropFirst().reduce(templates.first?.bounds ?? .zero) {
      $0.union($1.bounds)
    }
    isUnmeasured = templates.indices.map(unmeasuredTemplates.contains)
  }

  /// Whether any of `groups` took an estimate, unmeasured.
  /// - Complexity: O(g) for the g groups.
  func holdsUnmeasured(_ groups: Range<Int>) -> Bool {
    guard isUnmeasured.contains(true) else { return false }
    return groups.contains { isUnmeasured[Int(templateIndices[$0])] }
  }

  var count: Int { starts.count }

  func origin(ofGroup index: Int) -> Point {
    Point(along: axis, starts[index] + startsOffset, across: acrossStart)
  }

  /// The same groups `delta` further along `layoutAxis`: along theirs, or
  /// across it for a row that scrolls sideways.
  /// - Complexity: O(1).
  func moved(along layoutAxis: Axis, by delta: Double) -> PlacedGroups {
    var moved = self
    if layoutAxis == axis {
      moved.startsOffset += delta
    } else {
      moved.acrossStart += delta
    }
    return moved
  }

  func template(ofGroup index: Int) -> GroupTemplate {
    templates[Int(templateIndices[index])]
  }

  /// The leaf at `ordinal` in group `index`, read in place rather than
  /// through a copy of its template.
  func leaf(_ ordinal: Int, ofGroup index: Int) -> GroupTemplate.Leaf {
    templates[Int(templateIndices[index])].leaves[ordinal]
  }

  /// The groups whose drawing may overlap `low..<high` along the axis.
  /// - Complexity: O(log groups).
  func groups(overlapping low: Double, _ high: Double) -> Range<Int> {
    let low = low - startsOffset
    let high = high - startsOffset
    let start = starts.partitionPoint { $0 + drawnBounds.max(axis) > low }
    let end = starts.partitionPoint { $0 + drawnBounds.min(axis) >= high }
    return start..<max(start, end)
  }
}

#if GALLERY_INTERNAL_CHECKS
  extension PlacedGroups {
    /// Checks that the arrays agree: one entry a group, items following on
    /// from group to group, starts in order, every template some group's
    /// but an estimate's.
    func _checkInvariants() {
      precondition(firstItems.count == count && templateIndices.count == count, "one entry a group")
      precondition(
        firstItems.itemCount == (0..<count).reduce(0) { $0 + template(ofGroup: $1).leaves.count },
        "the groups hold other items than they count"
      )
      var used = Set<UInt32>()
      for group in 0..<count {
        precondition(Int(templateIndices[group]) < templates.count, "group \(group) template")
        used.insert(templateIndices[group])
        precondition(!template(ofGroup: group).leaves.isEmpty, "group \(group) is empty")
        precondition(
          drawnBounds.contains(template(ofGroup: group).bounds, tolerance: 1e-9),
          "group \(group) draws outside \(drawnBounds)"
        )
        guard group > 0 else {
          precondition(firstItems[0] == 0, "the first group starts at item 0")
          continue
        }
        let previous = template(ofGroup: group - 1)
        precondition(
          firstItems[group] == firstItems[group - 1] + previous.leaves.count,
          "group \(group) does not follow on"
        )
        precondition(starts[group - 1] <= starts[group], "group \(group) starts back")
      }
      // An estimate is solved before the groups are known to need it.
      precondition(
        templates.indices.allSatisfy { used.contains(UInt32($0)) || isUnmeasured[$0] },
        "a template no group has"
      )
    }
  }
#endif
