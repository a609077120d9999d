/// Solves one section: its boundary supplementaries (through a
/// ``BoundarySolver``, as the layout's own are), its groups (repeated
/// along the layout's scroll axis, or sideways for an orthogonal section),
/// and its decorations.
///
/// Along the scroll axis a section reads as UIKit's does: headers, leading
/// inset, groups, trailing inset, footers (a list adds its padding before
/// the headers and after the footers). Across it, the items keep inside the
/// content insets, measured from the section's ``ContentInsetsReference``;
/// boundary supplementaries do too with `supplementariesFollowContentInsets`,
/// and otherwise span the breadth their own reference leaves.
struct SectionSolver {
  let section: LayoutSection
  let index: Int
  let itemCount: Int
  /// The layout's effective content size; fractions of the section are of
  /// this less the section's insets.
  let container: Size
  /// Where the container starts, in layout coordinates.
  let containerOrigin: Point
  /// The layout's scroll axis.
  let axis: Axis
  let aspectRatio: Double
  /// The pixels every length and edge snaps to.
  let grid: PixelGrid
  /// The lines content insets are measured from.
  let guides: LayoutGuides
  let fitting: SizeFitting?
  /// Which estimated elements to measure; nil measures all of them.
  let selfSizing: SelfSizingScope?

  /// The section's content insets measured from the container's edges:
  /// its own, plus its reference's across the scroll axis, snapped.
  private func measuredInsets(
    adding own: DirectionalEdgeInsets,
    from reference: ContentInsetsReference
  ) -> DirectionalEdgeInsets {
    let across = axis.other
    let base = guides.insets(for: reference, across: across, length: container[across])
    var insets = own
    if across == .horizontal {
      insets.leading += base.leading
      insets.trailing += base.trailing
    } else {
      insets.top += base.leading
      insets.bottom += base.trailing
    }
    return grid.rounded(insets)
  }

  /// The section solved from `start` along the scroll axis, with what it
  /// could not honour.
  func solve(
    startingAt start: Double,
    repeatedTemplates: inout RepeatedTemplates
  ) -> SolvedSection {
    var diagnostics: Set<LayoutDiagnostic> = []
    let across = axis.other
    let insets = measuredInsets(adding: section.contentInsets, from: section.contentInsetsReference)
    let rawEffective = Size(
      width: container.width - insets.leading - insets.trailing,
      height: container.height - insets.top - insets.bottom
    )
    if rawEffective.width < 0 || rawEffective.height < 0 {
      diagnostics.insert(.negativeEffectiveSize(section: index, size: rawEffective))
    }
    let effective = Size(width: max(0, rawEffective.width), height: max(0, rawEffective.height))
    let supplementaryReference =
      section.supplementaryContentInsetsReference == .automatic
      ? section.contentInsetsReference : section.supplementaryContentInsetsReference
    let boundaryInsets = measuredInsets(
      adding: section.supplementariesFollowContentInsets ? section.contentInsets : .zero,
      from: supplementaryReference
    )
    // Fractions of a boundary item are of the breadth it spans and, along
    // the axis, of the container less the insets it keeps inside.
    let boundaryContainer = Size(
      along: axis,
      section.supplementariesFollowContentInsets ? effective[axis] : container[axis],
      across: max(0, container[across] - boundaryInsets.total(across))
    )
    let boundarySolver = BoundarySolver(
      items: section.boundarySupplementaryItems,
      owner: .section(index),
      axis: axis,
      container: boundaryContainer,
      acrossStart: containerOrigin[across] + boundaryInsets.leading(across),
      aspectRatio: aspectRatio,
      grid: grid,
      fitting: fitting
    )
    boundarySolver.diagnose(into: &diagnostics)

    var boundaries: [SolvedSection.Boundary] = []
    let headersStart = start + grid.rounded(section.boundaryPadding.before)
    // A pinned header shows wherever its section meets the window, which
    // is not known until the groups are placed: it is measured from any
    // section that starts before the window ends.
    let measuresStart =
      boundarySolver.pinsAtStart
      ? selfSizing.map { $0.window.upperBound > headersStart } ?? true : nil
    let headers = placeBoundaries(boundarySolver, from: headersStart, measuring: measuresStart) {
      $0.placeStart(from: headersStart, into: &$1)
    }
    var measuredByWindow = headers.measuredByWindow
    boundaries.append(contentsOf: headers.placed)
    var position = headers.end + insets.leading(axis)

    let itemsStart = position
    var groupSolver = GroupSolver(
      section: index,
      itemCount: itemCount,
      aspectRatio: aspectRatio,
      grid: grid,
      fitting: fitting
    )
    let (groups, orthogonal, itemsLength, groupsMeasuredByWindow) = placeGroups(
      startingAt: itemsStart,
      in: effective,
      insets: insets,
      solver: &groupSolver,
      repeatedTemplates: &repeatedTemplates
    )
    diagnostics.formUnion(groupSolver.diagnostics)
    let footersStart = itemsStart + itemsLength + insets.trailing(axis)
    let footers = placeBoundaries(boundarySolver, from: footersStart, measuring: nil) {
      $0.placeEnd(from: footersStart, into: &$1)
    }
    boundaries.append(contentsOf: footers.placed)
    measuredByWindow = measuredByWindow || groupsMeasuredByWindow || footers.measuredByWindow
    position = footers.end + grid.rounded(section.boundaryPadding.after)

    let frame = Rect(
      origin: Point(along: axis, start, across: containerOrigin[across]),
      size: Size(along: axis, position - start, across: container[across])
    )
    let beside = placeBoundaries(
      boundarySolver,
      from: itemsStart,
      measuring: selfSizing.map { $0.meets(itemsStart, itemsStart + itemsLength) }
    ) {
      $0.placeBeside(contentStart: itemsStart, into: &$1)
      return itemsStart
    }
    boundaries.append(contentsOf: beside.placed)
    measuredByWindow = measuredByWindow || beside.measuredByWindow

    let decorations = section.decorationItems.map { decoration in
      LayoutAttributes(
        category: .decorationView,
        elementKind: decoration.elementKind,
        indexPath: IndexPath(item: 0, section: index),
        frame: grid.rounded(frame.inset(by: decoration.contentInsets)),
        zIndex: decoration.zIndex
      )
    }
    var bounds = frame
    if groups.count > 0 {
      // Groups start level across their axis, so what any of them draws
      // lies between the first's and the last's drawn bounds.
      let drawn = groups.drawnBounds
      let first = groups.origin(ofGroup: 0)
      let last = groups.origin(ofGroup: groups.count - 1)
      bounds = bounds.union(drawn.offsetBy(dx: first.x, dy: first.y))
      bounds = bounds.union(drawn.offsetBy(dx: last.x, dy: last.y))
    }
    for element in boundaries.map(\.attributes) + decorations {
      bounds = bounds.union(element.frame)
    }
    // A row that scrolls sideways holds its groups between its paddings.
    let contentAcross =
      orthogonal.map {
        (
          $0.viewportStart + $0.leadingPadding,
          $0.contentExtent - $0.leadingPadding - $0.trailingPadding
        )
      } ?? (containerOrigin[across] + insets.leading(across), effective[across])
    return SolvedSection(
      index: index,
      itemCount: itemCount,
      frame: frame,
      bounds: bounds,
      groups: groups,
      boundaries: boundaries,
      decorations: decorations,
      orthogonal: orthogonal,
      contentFrame: Rect(
        origin: Point(along: axis, itemsStart, across: contentAcross.0),
        size: Size(along: axis, itemsLength, across: contentAcross.1)
      ),
      contentInsets: insets,
      interGroupSpacing: grid.rounded(section.interGroupSpacing),
      inputs: inputs(placing: groups, measuredByWindow: measuredByWindow),
      diagnostics: diagnostics.sorted { $0.description < $1.description }
    )
  }

  /// What a later solve needs to keep the section, solved into `groups`:
  /// nil for groups that repeat one template (solved again in constant
  /// time) or a section without a shape to tell it by.
  private func inputs(placing groups: GroupPlacement, measuredByWindow: Bool) -> SectionInputs? {
    guard case .explicit = groups, let shape = SectionShape(section) else { return nil }
    return SectionInputs(
      shape: shape,
      sizing: SectionSizing(
        section: section,
        index: index,
        fits: fitting != nil,
        scope: selfSizing
      ),
      measuredByWindow: measuredByWindow
    )
  }

  /// Places boundary items with `place`, from `start` along the scroll
  /// axis: measured where `measuring` says so, or, when it is nil, where
  /// the section was measured before or the items' estimated extent meets
  /// the self-sizing window (without a scope, always). Returns the items,
  /// where they end, and whether the window decided to measure them.
  private func placeBoundaries(
    _ solver: BoundarySolver,
    from start: Double,
    measuring: Bool?,
    place: (BoundarySolver, inout [SolvedSection.Boundary]) -> Double
  ) -> (placed: [SolvedSection.Boundary], end: Double, measuredByWindow: Bool) {
    var placed: [SolvedSection.Boundary] = []
    guard let selfSizing, solver.fitting != nil, !selfSizing.measuredSections.contains(index)
    else {
      let end = place(solver, &placed)
      return (placed, end, false)
    }
    var estimating = solver
    estimating.fitting = nil
    let end = place(estimating, &placed)
    let measures =
      measuring
      ?? placed.contains {
        $0.isUnmeasured
          && selfSizing.meets($0.attributes.frame.min(axis), $0.attributes.frame.max(axis))
      }
    guard measures else { return (placed, end, false) }
    placed = []
    let measuredEnd = place(solver, &placed)
    return (placed, measuredEnd, true)
  }

  /// Lays out the section's groups from `start` along the scroll axis, or
  /// sideways in a row when the section scrolls orthogonally, inside the
  /// section's snapped `insets`. Returns the placement, the row's geometry,
  /// the length taken along the scroll axis, and whether a group was
  /// measured because it met the self-sizing window.
  private func placeGroups(
    startingAt start: Double,
    in effective: Size,
    insets: DirectionalEdgeInsets,
    solver: inout GroupSolver,
    repeatedTemplates: inout RepeatedTemplates
  ) -> (GroupPlacement, OrthogonalRow?, Double, Bool) {
    let across = axis.other
    let behavior = section.orthogonalScrollingBehavior
    let sideways = behavior != .none
    let groupAxis = sideways ? across : axis
    let spacing = grid.rounded(section.interGroupSpacing)
    let group = section.group
    let repeatsExactly = fitting == nil || !group.hasEstimatedDimension
    // The group is snapped once and every repetition is that snapped size:
    // to the nearest pixel along the axes that scroll, down across the
    // one that does not, so a group never overflows the container.
    var groupSize = group.layoutSize.resolve(in: effective, aspectRatio: aspectRatio)
    groupSize[groupAxis] = grid.rounded(groupSize[groupAxis])
    let breadthAxis = groupAxis.other
    groupSize[breadthAxis] =
      sideways ? grid.rounded(groupSize[breadthAxis]) : grid.floored(groupSize[breadthAxis])

    // One template when the group repeats exactly; otherwise one a group,
    // shared through the memo by groups whose content measures alike.
    var templates: [GroupTemplate] = []
    var templateIndices: [UInt32] = []
    var firstItems = FirstItems()
    var unmeasuredTemplates: Set<Int> = []
    var placedStarts: [Double]?
    var measuredByWindow = false
    /// Room for as many groups as the first suggests: an array grown to a
    /// million entries by doubling touches twice their memory.
    func reserve(_ indices: inout [UInt32], _ starts: inout [Double], groupsHolding leaves: Int) {
      guard indices.isEmpty else { return }
      let groups = (itemCount + leaves - 1) / leaves
      indices.reserveCapacity(groups)
      if !sideways { starts.reserveCapacity(groups) }
    }
    if repeatsExactly {
      if itemCount > 0 {
        let repeated = repeatedTemplates.templates(
          for: group,
          allotted: groupSize,
          container: effective
        ) {
          solver.template(for: group, allotted: groupSize, container: effective, firstItem: 0)
        }
        if !repeated[0].leaves.isEmpty { templates = repeated }
      }
    } else {
      var memo = TemplateMemo()
      let replayFitting = group.holdsCustomGroup ? nil : fitting
      // With a scope, a group that neither meets its window nor holds an
      // item measured before takes its estimate, solved once: along the
      // scroll axis only, where groups follow one another (a row that
      // scrolls sideways is measured whole).
      var estimates =
        sideways || group.holdsCustomGroup
        ? nil
        : selfSizing.map { scope in
          EstimatedGroups(
            scope: scope,
            axis: groupAxis,
            measuredItems: scope.measuredItems[index] ?? [],
            solver: GroupSolver(
              section: index,
              itemCount: itemCount,
              aspectRatio: aspectRatio,
              grid: grid,
              fitting: nil
            )
          )
        }
      // Where each group starts along the axis, for a section that does
      // not scroll sideways (one that does places its groups from its
      // padding, known once its templates are, below); the runs of
      // estimates are never sideways.
      var starts: [Double] = []
      var position = start
      // Each memo template's length along the axis, read once.
      var lengths: [Double] = []
      while firstItems.itemCount < itemCount {
        let firstItem = firstItems.itemCount
        if let run = estimates?.run(
          at: position,
          firstItem: firstItem,
          spacing: spacing,
          of: group,
          allotted: groupSize,
          container: effective,
          memo: &memo
        ) {
          reserve(&templateIndices, &starts, groupsHolding: run.leaves)
          templateIndices.append(contentsOf: repeatElement(UInt32(run.template), count: run.count))
          for _ in 0..<run.count {
            starts.append(position)
            position += run.length
            position += spacing
          }
          firstItems.append(groups: run.count, holding: run.leaves)
          continue
        }
        let index =
          estimates?.template(
            at: position,
            firstItem: firstItem,
            of: group,
            allotted: groupSize,
            container: effective,
            memo: &memo
          )
          ?? memo.template(
            of: group,
            allotted: groupSize,
            container: effective,
            firstItem: firstItem,
            replayingThrough: replayFitting,
            solver: &solver
          )
        while !sideways && lengths.count < memo.templates.count {
          lengths.append(memo.templates[lengths.count].size[groupAxis])
        }
        let leaves = memo.itemCounts[index]
        guard leaves > 0 else { break }
        reserve(&templateIndices, &starts, groupsHolding: leaves)
        templateIndices.append(UInt32(index))
        if !sideways {
          starts.append(position)
          position += lengths[index]
          position += spacing
        }
        firstItems.append(holding: leaves)
      }
      if !sideways { placedStarts = starts }
      templates = memo.templates
      // A group of no items ends the section; its template, the last one
      // solved, is no group's.
      if templates.last?.leaves.isEmpty == true { templates.removeLast() }
      unmeasuredTemplates = estimates?.adopted ?? []
      measuredByWindow = estimates?.measuredByWindow ?? false
      if let estimates { solver.diagnostics.formUnion(estimates.solver.diagnostics) }
    }
    let count =
      repeatsExactly && !templates.isEmpty
      ? (itemCount + templates[0].leaves.count - 1) / templates[0].leaves.count
      : templateIndices.count

    var leadingPadding = insets.leading(across)
    var trailingPadding = insets.trailing(across)
    if behavior == .groupPagingCentered, let first = templates.first {
      // Down, not to the nearest: when the room left is an odd number of
      // pixels, a centred group then rests half a pixel early, which rounds
      // to the offsets 0, pitch, 2 × pitch…, the first where the row starts.
      leadingPadding = grid.floored(max(0, (container[across] - first.size[across]) / 2))
      trailingPadding = leadingPadding
    }
    let groupStart =
      sideways ? containerOrigin[across] + leadingPadding : start
    let acrossStart = sideways ? start : containerOrigin[across] + insets.leading(across)

    let placement: GroupPlacement
    var lengthAlongGroupAxis = 0.0
    if repeatsExactly {
      let template = templates.first ?? GroupTemplate(size: .zero)
      let pitch = template.size[groupAxis] + spacing
      placement = .uniform(
        template: template,
        origin: Point(along: groupAxis, groupStart, across: acrossStart),
        axis: groupAxis,
        pitch: pitch,
        count: count
      )
      if count > 0 { lengthAlongGroupAxis = Double(count) * pitch - spacing }
    } else {
      var starts: [Double] = []
      var cursor = groupStart
      if let placedStarts {
        starts = placedStarts
        if let last = placedStarts.last, let index = templateIndices.last {
          cursor = last + templates[Int(index)].size[groupAxis]
        }
      } else {
        starts.reserveCapacity(count)
        let lengths = templates.map { $0.size[groupAxis] }
        for index in templateIndices {
          if !starts.isEmpty { cursor += spacing }
          starts.append(cursor)
          cursor += lengths[Int(index)]
        }
      }
      placement = .explicit(
        PlacedGroups(
          axis: groupAxis,
          acrossStart: acrossStart,
          starts: starts,
          firstItems: firstItems,
          templateIndices: templateIndices,
          templates: templates,
          unmeasuredTemplates: unmeasuredTemplates
        )
      )
      lengthAlongGroupAxis = cursor - groupStart
    }

    guard sideways else { return (placement, nil, lengthAlongGroupAxis, measuredByWindow) }
    let breadth = templates.lazy.map { $0.size[axis] }.max() ?? 0
    let row = OrthogonalRow(
      behavior: behavior,
      axis: across,
      viewportStart: containerOrigin[across],
      viewportLength: container[across],
      leadingPadding: leadingPadding,
      trailingPadding: trailingPadding,
      contentExtent: leadingPadding + lengthAlongGroupAxis + trailingPadding,
      grid: grid
    )
    return (placement, row, count > 0 ? breadth : 0, measuredByWindow)
  }
}

/// One end of an axis.
enum AxisSide: Sendable {
  case start
  case end
}
