/// Lays out one repetition of a group: measures estimated elements through
/// the fitting callback and places every item, nested group and attached
/// supplementary in the group's coordinates.
struct GroupSolver {
  let section: Int
  let itemCount: Int
  let aspectRatio: Double
  /// The pixels every length and edge snaps to.
  let grid: PixelGrid
  let fitting: SizeFitting?
  var diagnostics: Set<LayoutDiagnostic> = []

  /// A question the solver asked the fitting callback, and its answer as
  /// the solver used it.
  struct Exchange {
    let request: SizeFittingRequest
    let answer: Size
  }

  /// Answers the callback already gave to the first questions about the
  /// group being solved, which a replay (``TemplateMemo``) asked before
  /// handing over: used in place of asking again.
  private var givenAnswers: [Size] = []
  private var givenAnswersUsed = 0
  /// Every exchange about the group being solved, when recording.
  private var transcript: [Exchange]?
  /// Whether a question about the group went unasked, its item being past
  /// the section's end.
  private var skippedQuestion = false

  /// Past this many subitems a repeating group stops: a guard against an
  /// absurdly long group of tiny items, not a limit any real layout meets.
  private static let slotLimit = 100_000
  private static let tolerance = 1e-9

  init(
    section: Int,
    itemCount: Int,
    aspectRatio: Double,
    grid: PixelGrid,
    fitting: SizeFitting?
  ) {
    self.section = section
    self.itemCount = itemCount
    self.aspectRatio = aspectRatio
    self.grid = grid
    self.fitting = fitting
  }

  /// Starts solving one group: its first questions have `answers` already,
  /// and with `recording` its exchanges are kept for ``endGroup()``.
  mutating func beginGroup(answers: [Size], recording: Bool) {
    givenAnswers = answers
    givenAnswersUsed = 0
    transcript = recording ? [] : nil
    skippedQuestion = false
  }

  /// Ends solving one group: what it asked and was answered, in order, if
  /// recording and no question went unasked.
  mutating func endGroup() -> [Exchange]? {
    defer {
      givenAnswers = []
      transcript = nil
    }
    return skippedQuestion ? nil : transcript
  }

  /// An answer of the fitting callback as the solver uses it: not negative,
  /// on whole pixels.
  func settled(_ answer: Size) -> Size {
    Size(width: settled(answer.width), height: settled(answer.height))
  }

  /// A length the fitting callback answered as the solver uses it.
  func settled(_ length: Double) -> Double {
    grid.rounded(max(0, length))
  }

  /// Asks the fitting callback `request`, or takes the answer a replay got.
  private mutating func measure(_ request: SizeFittingRequest, by fitting: SizeFitting) -> Size {
    let answer: Size
    if givenAnswersUsed < givenAnswers.count {
      answer = givenAnswers[givenAnswersUsed]
      givenAnswersUsed += 1
    } else {
      answer = fitting(request)
    }
    let settled = settled(answer)
    transcript?.append(Exchange(request: request, answer: settled))
    return settled
  }

  /// The template of `group` given the room the section allots each of its
  /// repetitions (taken from `container`, the section's content size), its
  /// first item being `firstItem`.
  mutating func template(
    for group: LayoutGroup,
    allotted: Size,
    container: Size,
    firstItem: Int
  ) -> GroupTemplate {
    var ordinal = 0
    return layout(
      group,
      allotted: allotted,
      container: container,
      estimated: EstimatedAxes(group.layoutSize),
      firstItem: firstItem,
      ordinal: &ordinal
    )
  }

  /// Lays out an item or group given the room its parent allots it, taken
  /// from `container`; the template's size is that room with estimated axes
  /// replaced by the content's.
  private mutating func layout(
    _ element: LayoutItem,
    allotted: Size,
    container: Size,
    estimated: EstimatedAxes,
    firstItem: Int,
    ordinal: inout Int
  ) -> GroupTemplate {
    guard let group = element as? LayoutGroup else {
      return layoutLeaf(
        element,
        allotted: allotted,
        container: container,
        estimated: estimated,
        firstItem: firstItem,
        ordinal: &ordinal
      )
    }
    let startOrdinal = ordinal
    var template: GroupTemplate
    let kind: LayoutAnatomyLevel.Kind
    var stackCount: Int?
    switch group.arrangement {
    case .stack(let axis, let subitems, let count):
      kind = axis == .horizontal ? .horizontalGroup : .verticalGroup
      stackCount = count
      template = layoutStack(
        group,
        axis: axis,
        subitems: subitems,
        count: count,
        allotted: allotted,
        estimated: estimated,
        firstItem: firstItem,
        ordinal: &ordinal
      )
    case .custom(let provider):
      kind = .customGroup
      template = layoutCustom(provider, allotted: allotted, estimated: estimated, ordinal: &ordinal)
    }
    let groupFrame = Rect(origin: .zero, size: template.size)
    template.addGroupBox(
      LayoutAnatomyLevel(
        kind: kind,
        layoutSize: group.layoutSize,
        contentInsets: group.contentInsets,
        edgeSpacing: group.edgeSpacing,
        interItemSpacing: group.interItemSpacing,
        count: stackCount,
        container: container,
        frame: groupFrame
      )
    )
    for supplementary in group.supplementaryItems {
      template.add(
        place(supplementary, on: groupFrame, ordinal: 0, item: firstItem + startOrdinal)
      )
    }
    return template
  }

  private mutating func layoutLeaf(
    _ item: LayoutItem,
    allotted: Size,
    container: Size,
    estimated: EstimatedAxes,
    firstItem: Int,
    ordinal: inout Int
  ) -> GroupTemplate {
    let index = firstItem + ordinal
    ordinal += 1
    let insets = estimated.includingUniform(of: item.layoutSize).applicableInsets(
      item.contentInsets
    )
    var size = allotted
    if estimated.any, let fitting {
      if index < itemCount {
        let request = SizeFittingRequest(
          category: .cell,
          elementKind: nil,
          indexPath: IndexPath(item: index, section: section),
          proposedSize: Size(
            width: max(0, allotted.width - insets.leading - insets.trailing),
            height: max(0, allotted.height - insets.top - insets.bottom)
          ),
          widthIsEstimated: estimated.width,
          heightIsEstimated: estimated.height
        )
        let fitted = measure(request, by: fitting)
        if estimated.width { size.width = fitted.width }
        if estimated.height { size.height = fitted.height }
      } else {
        skippedQuestion = true
      }
    }
    checkInsets(insets, fit: size)
    var template = GroupTemplate(size: size)
    let frame = grid.rounded(Rect(origin: .zero, size: size).inset(by: insets))
    template.add(GroupTemplate.Leaf(frame: frame, zIndex: 0))
    template.boxes.append(
      GroupTemplate.Box(
        level: LayoutAnatomyLevel(
          kind: .item,
          layoutSize: item.layoutSize,
          contentInsets: item.contentInsets,
          edgeSpacing: item.edgeSpacing,
          container: container,
          frame: Rect(origin: .zero, size: size)
        ),
        parent: -1,
        leaf: 0
      )
    )
    for supplementary in item.supplementaryItems {
      template.add(place(supplementary, on: frame, ordinal: 0, item: index))
    }
    return template
  }

  /// One subitem's place in a stack, measured but not yet positioned.
  private struct Slot {
    var template: GroupTemplate
    var edgeSpacing: LayoutEdgeSpacing?
    /// Whether its size is a fraction of a breadth the content has yet to set.
    var dependsOnBreadth: Bool
    /// How it was measured, kept for a subitem with a dimension uniform
    /// across siblings, which is measured again at its siblings' length.
    var uniform: Measurement? = nil
    /// How much shorter along the stack snapping made it than its exact
    /// length: room the stack shares out on both sides.
    var snappingSlack = 0.0
  }

  /// What laid a subitem out: enough to lay it out again.
  private struct Measurement {
    let item: LayoutItem
    var allotted: Size
    let container: Size
    var estimated: EstimatedAxes
    let ordinal: Int
  }

  /// A subitem, its exact length along the stack and the slot it measured to.
  private struct MeasuredItem {
    let item: LayoutItem
    let length: Double
    let slot: Slot
  }

  private mutating func layoutStack(
    _ group: LayoutGroup,
    axis: Axis,
    subitems: [LayoutItem],
    count: Int?,
    allotted: Size,
    estimated: EstimatedAxes,
    firstItem: Int,
    ordinal: inout Int
  ) -> GroupTemplate {
    let across = axis.other
    let requestedInsets = estimated.includingUniform(of: group.layoutSize)
      .applicableInsets(group.contentInsets)
    checkInsets(requestedInsets, fit: allotted)
    let insets = grid.insets(requestedInsets, within: allotted)
    var inner = Size(
      width: max(0, allotted.width - insets.leading - insets.trailing),
      height: max(0, allotted.height - insets.top - insets.bottom)
    )
    let startOrdinal = ordinal
    var slots = measureSlots(
      axis: axis,
      subitems: subitems,
      count: count,
      inner: inner,
      acrossIsEstimated: estimated[across],
      spacing: group.interItemSpacing,
      repeats: !estimated[axis],
      firstItem: firstItem,
      ordinal: &ordinal
    )
    // When the content decides the group's breadth, subitems that are a
    // fraction of it can only be sized once the others have set it.
    if estimated[across] {
      let breadth = slotsBreadth(slots, across: across, fallback: inner[across])
      if slots.contains(where: \.dependsOnBreadth) && breadth != inner[across] {
        inner[across] = breadth
        ordinal = startOrdinal
        slots = measureSlots(
          axis: axis,
          subitems: subitems,
          count: count,
          inner: inner,
          acrossIsEstimated: false,
          spacing: group.interItemSpacing,
          repeats: !estimated[axis],
          firstItem: firstItem,
          ordinal: &ordinal
        )
      } else {
        inner[across] = breadth
      }
    }
    return place(
      slots,
      axis: axis,
      inner: inner,
      insets: insets,
      allotted: allotted,
      estimated: estimated,
      spacing: group.interItemSpacing
    )
  }

  private mutating func measureSlots(
    axis: Axis,
    subitems: [LayoutItem],
    count: Int?,
    inner: Size,
    acrossIsEstimated: Bool,
    spacing: LayoutSpacing?,
    repeats: Bool,
    firstItem: Int,
    ordinal: inout Int
  ) -> [Slot] {
    guard !subitems.isEmpty else { return [] }
    let across = axis.other
    let minimumSpacing = fixedLength(spacing)
    let equalLengths = takesEqualLengths(
      axis: axis,
      subitems: subitems,
      count: count,
      inner: inner,
      spacing: minimumSpacing,
      repeats: repeats
    )
    var slots: [Slot] = []
    // A counted group's slots at once: grown, a row of a hundred took a
    // doubling for every few.
    if let count { slots.reserveCapacity(min(count, Self.slotLimit)) }
    // The room taken at the subitems' exact lengths: it decides how many
    // fit, so snapping never changes the number of items in a group.
    var used = 0.0
    var usedAtCycleStart = 0.0
    var index = 0
    // Snapped below, with every length, as a count always takes equal lengths.
    let equalLength = count.map { count in
      max(0, (inner[axis] - minimumSpacing * Double(count - 1)) / Double(count))
    }
    // The last plain item measured, for a run of the same one.
    var repeated: MeasuredItem?
    while slots.count < Self.slotLimit {
      if let count, index == count { break }
      if count == nil, !repeats, index == subitems.count { break }
      if count == nil, repeats, index > 0, index % subitems.count == 0 {
        // A whole round of subitems that took no room would repeat forever.
        if used - usedAtCycleStart <= Self.tolerance { break }
        usedAtCycleStart = used
      }
      let child = subitems[index % subitems.count]
      let ordinalBefore = ordinal
      let before =
        (slots.isEmpty ? 0 : minimumSpacing)
        + fixedLength(child.edgeSpacing?.leading(axis))
      var slot: Slot
      let length: Double
      if let repeated, repeated.item === child {
        // The same plain item again (`repeatingSubitem:count:`) measures
        // the same: its slot is reused rather than solved once per item.
        // Its room is the same too, an item that repeats taking equal
        // lengths.
        slot = repeated.slot
        length = repeated.length
        ordinal += 1
      } else {
        var allotted = child.layoutSize.resolve(in: inner, aspectRatio: aspectRatio)
        var childEstimated = EstimatedAxes(child.layoutSize)
        if let equalLength {
          allotted[axis] = equalLength
          childEstimated[axis] = false
        }
        let exactLength = allotted[axis]
        allotted[axis] =
          equalLengths
          ? grid.floored(exactLength) : grid.spanned(exactLength, from: used + before)
        allotted[across] = grid.floored(allotted[across])
        let isUniform =
          child.layoutSize.widthDimension.isUniformAcrossSiblings
          || child.layoutSize.heightDimension.isUniformAcrossSiblings
        slot = Slot(
          template: layout(
            child,
            allotted: allotted,
            container: inner,
            estimated: childEstimated,
            firstItem: firstItem,
            ordinal: &ordinal
          ),
          edgeSpacing: child.edgeSpacing,
          dependsOnBreadth: acrossIsEstimated && dependsOnBreadth(child.layoutSize, across: across),
          uniform: isUniform
            ? Measurement(
              item: child,
              allotted: allotted,
              container: inner,
              estimated: childEstimated,
              ordinal: ordinalBefore
            ) : nil
        )
        length = childEstimated[axis] ? slot.template.size[axis] : exactLength
        slot.snappingSlack = length - slot.template.size[axis]
        let isPlain =
          !(child is LayoutGroup) && !childEstimated.any && child.supplementaryItems.isEmpty
        repeated = isPlain ? MeasuredItem(item: child, length: length, slot: slot) : nil
      }
      let need = before + length + fixedLength(slot.edgeSpacing?.trailing(axis))
      if count == nil, repeats, !slots.isEmpty, used + need > inner[axis] + Self.tolerance {
        ordinal = ordinalBefore
        break
      }
      used += need
      slots.append(slot)
      index += 1
    }
    evenOutUniformSiblings(&slots, firstItem: firstItem)
    return slots
  }

  /// Gives the subitems of a stack whose dimension is uniform across
  /// siblings, axis by axis, the longest length any of them measured,
  /// laying out again those that measured shorter.
  private mutating func evenOutUniformSiblings(_ slots: inout [Slot], firstItem: Int) {
    guard slots.contains(where: { $0.uniform != nil }) else { return }
    for axis in [Axis.horizontal, .vertical] {
      let members = slots.indices.filter {
        slots[$0].uniform?.item.layoutSize[axis].isUniformAcrossSiblings == true
      }
      guard let length = members.map({ slots[$0].template.size[axis] }).max() else { continue }
      for index in members {
        guard var measurement = slots[index].uniform else { continue }
        measurement.allotted[axis] = length
        measurement.estimated[axis] = false
        slots[index].uniform = measurement
        guard slots[index].template.size[axis] != length else { continue }
        var ordinal = measurement.ordinal
        slots[index].template = layout(
          measurement.item,
          allotted: measurement.allotted,
          container: measurement.container,
          estimated: measurement.estimated,
          firstItem: firstItem,
          ordinal: &ordinal
        )
      }
    }
  }

  /// Whether a stack's subitems each snap to one whole-pixel length rather
  /// than to edges rounded where they fall: when a subitem comes more than
  /// once (a count, or a round of subitems that starts again) or two
  /// subitems are as long as each other, so they stay equal once snapped.
  /// Different lengths side by side (70% beside 30%) round their edges
  /// instead and so fill the group.
  private func takesEqualLengths(
    axis: Axis,
    subitems: [LayoutItem],
    count: Int?,
    inner: Size,
    spacing: Double,
    repeats: Bool
  ) -> Bool {
    guard grid.isActive else { return false }
    if count != nil || subitems.count == 1 { return true }
    func length(_ item: LayoutItem) -> Double {
      item.layoutSize[axis].resolve(along: axis, in: inner, aspectRatio: aspectRatio)
    }
    let lengths = subitems.map(length)
    func need(_ position: Int) -> Double {
      edgeRoom(subitems[position].edgeSpacing, along: axis) + lengths[position]
    }
    var round = 0.0
    for (position, own) in lengths.enumerated() {
      if lengths[..<position].contains(where: { abs($0 - own) <= Self.tolerance }) {
        return true
      }
      round += (position > 0 ? spacing : 0) + need(position)
    }
    return repeats && round + spacing + need(0) <= inner[axis] + Self.tolerance
  }

  /// The room a spacing takes before any share of left-over room: its
  /// fixed part, snapped.
  private func fixedLength(_ spacing: LayoutSpacing?) -> Double {
    grid.rounded(spacing?.spacing ?? 0)
  }

  /// The fixed room an item's edge spacing takes along `axis`, both sides.
  private func edgeRoom(_ edges: LayoutEdgeSpacing?, along axis: Axis) -> Double {
    fixedLength(edges?.leading(axis)) + fixedLength(edges?.trailing(axis))
  }

  /// Whether a subitem's size is a fraction of the group's breadth.
  private func dependsOnBreadth(_ size: LayoutSize, across: Axis) -> Bool {
    let dimensions = [size.widthDimension, size.heightDimension]
    return dimensions.contains {
      across == .horizontal ? $0.isFractionalWidth : $0.isFractionalHeight
    }
  }

  /// The breadth content gives a group: its broadest subitem with its
  /// spacing, among those whose size does not wait on that breadth.
  private func slotsBreadth(_ slots: [Slot], across: Axis, fallback: Double) -> Double {
    let deciding = slots.filter { !$0.dependsOnBreadth }
    guard !deciding.isEmpty else { return fallback }
    return deciding.map { slot in
      edgeRoom(slot.edgeSpacing, along: across) + slot.template.size[across]
    }.max()!
  }

  /// Positions measured slots along the axis, sharing out left-over space
  /// among flexible spacings, and across it by their edge spacing.
  private func place(
    _ slots: [Slot],
    axis: Axis,
    inner: Size,
    insets: DirectionalEdgeInsets,
    allotted: Size,
    estimated: EstimatedAxes,
    spacing: LayoutSpacing?
  ) -> GroupTemplate {
    let across = axis.other
    let minimumSpacing = fixedLength(spacing)
    var flexibleCount = spacing?.isFlexibleSpacing == true ? max(0, slots.count - 1) : 0
    var taken = minimumSpacing * Double(max(0, slots.count - 1))
    var (leafCount, boxCount) = (0, 0)
    for slot in slots {
      leafCount += slot.template.leaves.count
      boxCount += slot.template.boxes.count
      let leading = slot.edgeSpacing?.leading(axis)
      let trailing = slot.edgeSpacing?.trailing(axis)
      taken += slot.template.size[axis] + fixedLength(leading) + fixedLength(trailing)
      flexibleCount += (leading?.isFlexibleSpacing == true ? 1 : 0)
      flexibleCount += (trailing?.isFlexibleSpacing == true ? 1 : 0)
    }
    let leftOver = estimated[axis] ? 0 : max(0, inner[axis] - taken)
    let share = flexibleCount > 0 ? leftOver / Double(flexibleCount) : 0
    func length(_ spacing: LayoutSpacing?) -> Double {
      fixedLength(spacing) + (spacing?.isFlexibleSpacing == true ? share : 0)
    }
    // Equal lengths floored to whole pixels leave room the exact fractions
    // filled (five 15.8-column cells take 75 of 79): half of it goes before
    // the first slot, so the stack keeps its place in the middle rather than
    // piling the slack on the trailing side. Flexible spacing has shared it
    // out already.
    let slack = slots.reduce(0) { $0 + $1.snappingSlack }
    let centring =
      estimated[axis] || flexibleCount > 0 ? 0 : grid.floored(max(0, min(slack, leftOver)) / 2)

    // The size is known only once every slot is placed; the template starts
    // empty and takes its size, and the group's rectangle, at the end.
    var template = GroupTemplate(size: .zero)
    // Reserved for every slot's elements, so the merges below never grow them.
    template.leaves.reserveCapacity(leafCount)
    template.boxes.reserveCapacity(boxCount)
    var cursor = insets.leading(axis) + centring
    for (position, slot) in slots.enumerated() {
      if position > 0 { cursor += length(spacing) }
      cursor += length(slot.edgeSpacing?.leading(axis))
      let offset =
        insets.leading(across) + acrossOffset(of: slot, across: across, room: inner[across])
      // Flexible spacing shares out fractions; the slot still starts on a
      // whole pixel, so its cells keep their snapped size.
      template.merge(
        slot.template,
        at: Point(along: axis, grid.rounded(cursor), across: grid.rounded(offset))
      )
      cursor += slot.template.size[axis] + length(slot.edgeSpacing?.trailing(axis))
    }
    var size = allotted
    if estimated[axis] { size[axis] = cursor + insets.trailing(axis) }
    if estimated[across] {
      size[across] = inner[across] + insets.leading(across) + insets.trailing(across)
    }
    template.size = size
    template.bounds = template.bounds.union(Rect(origin: .zero, size: size))
    return template
  }

  /// Where a slot sits across the group: after its leading edge spacing, or
  /// pushed or centred by flexible edge spacing into the room left over.
  private func acrossOffset(of slot: Slot, across: Axis, room: Double) -> Double {
    let leading = slot.edgeSpacing?.leading(across)
    let trailing = slot.edgeSpacing?.trailing(across)
    let before = fixedLength(leading)
    let free = max(0, room - slot.template.size[across] - before - fixedLength(trailing))
    switch (leading?.isFlexibleSpacing == true, trailing?.isFlexibleSpacing == true) {
    case (true, true): return before + free / 2
    case (true, false): return before + free
    default: return before
    }
  }

  private mutating func layoutCustom(
    _ provider: LayoutGroupCustomItemProvider,
    allotted: Size,
    estimated: EstimatedAxes,
    ordinal: inout Int
  ) -> GroupTemplate {
    let environment = LayoutEnvironment(
      container: LayoutContainer(contentSize: allotted),
      cellAspectRatio: aspectRatio,
      displayScale: grid.scale
    )
    let items = provider(environment)
    if items.isEmpty { diagnostics.insert(.emptyCustomGroup(section: section)) }
    var size = allotted
    if estimated.width { size.width = grid.rounded(items.map(\.frame.maxX).max() ?? 0) }
    if estimated.height { size.height = grid.rounded(items.map(\.frame.maxY).max() ?? 0) }
    var template = GroupTemplate(size: size)
    for item in items {
      let frame = grid.rounded(item.frame)
      template.boxes.append(
        GroupTemplate.Box(
          level: LayoutAnatomyLevel(
            kind: .customItem,
            layoutSize: nil,
            container: size,
            frame: frame
          ),
          parent: -1,
          leaf: Int32(template.leaves.count)
        )
      )
      template.add(GroupTemplate.Leaf(frame: frame, zIndex: item.zIndex))
    }
    ordinal += items.count
    return template
  }

  /// Places a supplementary against `container` (a cell or group frame):
  /// its item anchor point goes on the container's anchor point. `ordinal`
  /// is the leaf it belongs to within the template being built.
  private mutating func place(
    _ supplementary: LayoutSupplementaryItem,
    on container: Rect,
    ordinal: Int,
    item: Int
  ) -> GroupTemplate.Supplementary {
    var size = grid.rounded(
      supplementary.layoutSize.resolve(in: container.size, aspectRatio: aspectRatio)
    )
    let estimated = EstimatedAxes(supplementary.layoutSize)
    if estimated.any, let fitting {
      if item < itemCount {
        let fitted = measure(
          SizeFittingRequest(
            category: .supplementaryView,
            elementKind: supplementary.elementKind,
            indexPath: IndexPath(item: item, section: section),
            proposedSize: size,
            widthIsEstimated: estimated.width,
            heightIsEstimated: estimated.height
          ),
          by: fitting
        )
        if estimated.width { size.width = fitted.width }
        if estimated.height { size.height = fitted.height }
      } else {
        skippedQuestion = true
      }
    }
    let target = supplementary.containerAnchor.point(on: container, itemSize: size)
    let own = supplementary.itemAnchor.point(on: Rect(origin: .zero, size: size), itemSize: size)
    return GroupTemplate.Supplementary(
      frame: grid.rounded(
        Rect(origin: Point(x: target.x - own.x, y: target.y - own.y), size: size)
      ),
      kind: InternedElementKind(supplementary.elementKind),
      zIndex: supplementary.zIndex,
      ordinal: ordinal
    )
  }

  private mutating func checkInsets(_ insets: DirectionalEdgeInsets, fit size: Size) {
    let width = size.width - insets.leading - insets.trailing
    let height = size.height - insets.top - insets.bottom
    if width < -Self.tolerance || height < -Self.tolerance {
      diagnostics.insert(
        .negativeEffectiveSize(section: section, size: Size(width: width, height: height))
      )
    }
  }
}

extension LayoutItem {
  /// Whether this item's template can differ from one repetition to the next:
  /// true when any size in it is estimated, so content decides it.
  var hasEstimatedDimension: Bool {
    if EstimatedAxes(layoutSize).any { return true }
    if supplementaryItems.contains(where: { EstimatedAxes($0.layoutSize).any }) { return true }
    return (self as? LayoutGroup)?.subitems.contains(where: \.hasEstimatedDimension) ?? false
  }

  /// Whether this item is or holds a custom group, whose provider may place
  /// items differently each time it is asked.
  var holdsCustomGroup: Bool {
    guard let group = self as? LayoutGroup else { return false }
    if case .custom = group.arrangement { return true }
    return group.subitems.contains(where: \.holdsCustomGroup)
  }
}
