import CompositionalLayout
import DiffableDataSource
import TerminalUI

extension CollectionView {
  /// Takes in an applied snapshot: lays out the new state and, when asked
  /// to animate, plans from the difference how every element gets there.
  func receive(_ update: ReceivedUpdate, completion: @escaping () -> Void) {
    lastUpdate = UpdateReport(difference: update.difference, duration: update.differenceDuration)
    // The same identifiers in the same places and nothing to redraw: a
    // change under way carries on (a paste of text that matches nothing
    // applies the same empty snapshot on every key).
    if !update.isReloadData && update.difference.isEmpty {
      source?.showLatestSnapshot()
      lastChange = nil
      completion()
      return
    }
    let now = clock.now
    let animates =
      update.animatingDifferences && !update.isReloadData && solved != nil
      && !traits.reducesMotion
    // Until the view takes the new snapshot in, the data source answers
    // for the one shown, whose index paths the old layout has.
    let focusBefore = focusedIndexPath
    let crossing = SnapshotDifference.Positions(update.difference)
    let positions = animates ? crossing : nil
    let before =
      positions.map { positions in
        seenElements(
          at: now,
          positions: positions,
          difference: update.difference,
          state: drawingState()
        )
      } ?? SeenScreen()
    let ghosts = animates ? fadingGhosts(at: now) : []
    let oldLayout = solved
    let oldOrthogonalOffsets = scrolling.rowOffsets(at: now)
    let oldTop = scrolling.presentedContentOffset(at: now)
    // Reloaded and reconfigured items are known by their old places,
    // inserted and moved ones by their new (``snapshotLines``).
    let difference = update.difference
    let refreshed = Set(
      (difference.itemReloads + difference.itemReconfigures).compactMap(itemIdentity(at:))
    )
    // A reloaded or reconfigured item is measured again, as UIKit sizes
    // its cell again; so are a reloaded section's headers and footers.
    selfSizing.forgetItems(refreshed)
    selfSizing.forgetSupplementaries(
      ofSections: Set(difference.sectionReloads.compactMap { source?.sectionIdentity(at: $0) })
    )

    source?.showLatestSnapshot()
    lastChange = (refreshed, difference)
    if focus.keep(where: { indexPath(ofItem: $0) != nil }) {
      focus.item = nearestItem(to: focusBefore)
    }
    let completions = (transition?.completions ?? []) + [completion]
    transition = nil
    layOut(
      reusing: update.isReloadData
        ? nil
        : oldLayout.map {
          LayoutReuse(
            previous: $0,
            unchangedSections: unchangedSections(of: difference, positions: crossing)
          )
        }
    )
    scrollFocusedItemIntoView(animated: animates)
    if !animates { scrolling.stopAnimating() }

    if let positions, let oldLayout {
      startTransition(
        at: now,
        from: Departure(
          seen: before,
          ghosts: ghosts,
          layout: oldLayout,
          orthogonalOffsets: oldOrthogonalOffsets,
          top: oldTop
        ),
        positions: positions,
        completions: completions
      )
    } else {
      completions.forEach { $0() }
    }
  }

  /// What the screen showed as a change began: what the transition
  /// starts from.
  private struct Departure {
    var seen: SeenScreen
    var ghosts: [Transition.Ghost]
    var layout: SolvedLayout
    var orthogonalOffsets: [Int: Double]
    var top: Double
  }

  /// Plans how every element gets from `departure` to where the new
  /// layout puts it, and runs it from `now`; with nothing to move, the
  /// change ends here and its completions run.
  private func startTransition(
    at now: Double,
    from departure: Departure,
    positions: SnapshotDifference.Positions,
    completions: [() -> Void]
  ) {
    guard solved != nil else {
      completions.forEach { $0() }
      return
    }
    let planner = TransitionPlanner(
      view: self,
      positions: positions,
      oldLayout: departure.layout,
      oldOrthogonalOffsets: departure.orthogonalOffsets
    )
    let plan = planner.plan(from: departure.seen, ghosts: departure.ghosts, oldTop: departure.top)
    guard !plan.entries.isEmpty || !plan.ghosts.isEmpty else {
      completions.forEach { $0() }
      return
    }
    transition = Transition(
      tween: Tween(start: now, duration: transitionDuration, easing: .easeInOut),
      plan: plan,
      planner: planner,
      completions: completions
    )
    #if GALLERY_INTERNAL_CHECKS
      _checkInvariants()
    #endif
  }

  /// Sets the layout as UIKit's `setCollectionViewLayout(_:animated:)`
  /// does: animated, every element moves from where the old layout put it
  /// to where the new one does, as a snapshot's change moves them.
  public func setCollectionViewLayout(_ layout: CompositionalLayout, animated: Bool) {
    guard animated, let oldLayout = solved, !traits.reducesMotion else {
      collectionViewLayout = layout
      return
    }
    let now = clock.now
    let unchanged = SnapshotDifference()
    let positions = SnapshotDifference.Positions(unchanged)
    let departure = Departure(
      seen: seenElements(
        at: now,
        positions: positions,
        difference: unchanged,
        state: drawingState()
      ),
      ghosts: fadingGhosts(at: now),
      layout: oldLayout,
      orthogonalOffsets: scrolling.rowOffsets(at: now),
      top: scrolling.presentedContentOffset(at: now)
    )
    let completions = transition?.completions ?? []
    transition = nil
    collectionViewLayout = layout
    scrollFocusedItemIntoView(animated: true)
    startTransition(at: now, from: departure, positions: positions, completions: completions)
  }

  /// The sections `difference` left alone, by their new index, with their
  /// old: those whose items none was added to, removed from, moved in,
  /// reloaded or reconfigured, and that were not reloaded. Their solved
  /// state is kept, and their items' measured sizes stand.
  /// - Complexity: O(s log c) for s sections and c changes, plus the moves.
  private func unchangedSections(
    of difference: SnapshotDifference,
    positions: SnapshotDifference.Positions
  ) -> [Int: Int] {
    var touchedOld = Set(difference.sectionReloads)
    for sorted in [difference.itemDeletes, difference.itemReloads, difference.itemReconfigures] {
      touchedOld.formUnion(sorted.sections)
    }
    touchedOld.formUnion(difference.itemMoves.map(\.source.section))
    var touchedNew = Set(difference.itemInserts.sections)
    touchedNew.formUnion(difference.itemMoves.map(\.destination.section))
    var unchanged: [Int: Int] = [:]
    for section in 0..<numberOfSections where !touchedNew.contains(section) {
      if let old = positions.oldSection(forNew: section), !touchedOld.contains(old) {
        unchanged[section] = old
      }
    }
    return unchanged
  }

  /// Everything on screen at `now` but the running change's ghosts (the
  /// plan carries those on as they are), before a change replaces the
  /// data: deleted and reloaded elements keep their look.
  private func seenElements(
    at now: Double,
    positions: SnapshotDifference.Positions,
    difference: SnapshotDifference,
    state: DrawingState
  ) -> SeenScreen {
    let reloadedSections = Set(difference.sectionReloads)
    let reloadedItems = Set(difference.itemReloads)
    let top = scrolling.presentedContentOffset(at: now)
    let placedElements = placedElements(at: now, planning: true)
    var seen = SeenScreen()
    seen.restingCells.reserveCapacity(placedElements.count)
    var follower = ItemFollower.forward(positions)
    var rows = ListRowLookup(solved: solved)
    for placed in placedElements where placed.opacity > 0 && hasLook(placed, state: state) {
      let path = placed.attributes.indexPath
      let category = placed.attributes.representedElementCategory
      let isSectionLevel = category != .cell && !placed.isAttachedSupplementary
      let newPath: IndexPath?
      if path.section == LayoutAttributes.layoutLevelSection {
        // The layout's own headers and footers belong to no section: a
        // change to the data leaves them where they are in it.
        newPath = path
      } else if isSectionLevel {
        newPath = positions.newSection(forOld: path.section).map { IndexPath(item: 0, section: $0) }
      } else {
        newPath = follower.follow(path)
      }
      let isReloaded =
        newPath != nil
        && ((!reloadedSections.isEmpty && reloadedSections.contains(path.section))
          || (!isSectionLevel && !reloadedItems.isEmpty && reloadedItems.contains(path)))
      if let newPath, category == .cell, !placed.isPlanned, !isReloaded {
        seen.restingCells.append(
          SeenScreen.RestingCell(
            frame: placed.frame.offsetBy(dx: 0, dy: top),
            newIndexPath: newPath
          )
        )
        continue
      }
      var attributes = placed.attributes
      attributes.frame = placed.frame.offsetBy(dx: 0, dy: top)
      var image: ElementImage?
      if newPath == nil || isReloaded {
        // A deleted row fades out without the focus bar: focus is already
        // on its neighbour, and only one element is ever drawn focused.
        var look = state
        if newPath == nil { look.focused = nil }
        if let kept = keptImage(of: placed) {
          image = kept
        } else if newPath == nil && category == .cell {
          // A deleted row takes the separators it had above and below with
          // it, fading as it fades, rather than leave them to vanish at
          // once.
          image = departingImage(of: placed, state: look, rows: &rows)
        } else {
          image = self.image(of: placed, state: look)
        }
      }
      seen.elements.append(
        SeenElement(
          attributes: attributes,
          isAttachedSupplementary: placed.isAttachedSupplementary,
          opacity: placed.opacity,
          image: image,
          newKey: newPath.map {
            ElementKey(category: category, kind: attributes.kind, indexPath: $0)
          },
          identity: newPath == nil ? identity(of: placed.attributes, isSectionLevel) : nil,
          isReloaded: isReloaded
        )
      )
    }
    return seen
  }

  /// The running transition's ghosts still to be seen at `now`, each
  /// starting from how faded it is: a change that follows carries them on
  /// as they are, already out of the data and drawn.
  private func fadingGhosts(at now: Double) -> [Transition.Ghost] {
    guard let transition else { return [] }
    var ghosts: [Transition.Ghost] = []
    forEachShowingGhost(of: transition, at: now) { _, ghost, opacity in
      var carried = ghost
      carried.fromOpacity = opacity
      ghosts.append(carried)
    }
    return ghosts
  }

  /// What the element at `attributes` shows in the view's current data.
  func identity(of attributes: LayoutAttributes, _ isSectionLevel: Bool) -> ElementIdentity? {
    let path = attributes.indexPath
    guard
      let identifier = isSectionLevel
        ? source?.sectionIdentity(at: path.section) : itemIdentity(at: path)
    else { return nil }
    return ElementIdentity(
      category: attributes.representedElementCategory,
      kind: attributes.representedElementKind,
      identifier: identifier
    )
  }

  /// How `placed` looks now, drawn on a canvas of its own, with the
  /// separator lines given above and below it (a deleted row's).
  private func image(
    of placed: PlacedElement,
    state: DrawingState,
    lineAbove above: (leading: Double, trailing: Double)? = nil,
    lineBelow below: (leading: Double, trailing: Double)? = nil,
    onBlock: Bool = false
  ) -> ElementImage {
    let frame = placed.frame.snapped
    let top = above == nil ? 0 : 1
    var canvas = Canvas(
      width: frame.width,
      height: frame.height + top + (below == nil ? 0 : 1),
      traits: traits
    )
    // A row of a grouped section goes with its piece of the block,
    // which fades with it rather than leave a hole in the block at once.
    let block = onBlock ? canvas.theme.groupedBackground : Style.plain
    if onBlock { canvas.fill(canvas.bounds, style: block) }
    let element = CellRect(x: 0, y: top, width: frame.width, height: frame.height)
    draw(placed, in: element, on: &canvas, state: state, image: keptImage(of: placed))
    for (separator, y) in [(above, 0), (below, top + frame.height)] {
      guard let separator else { continue }
      Self.drawSeparator(
        separator,
        ofRowFrom: 0,
        width: frame.width,
        y: y,
        over: block,
        on: &canvas
      )
    }
    return ElementImage(canvas, elementRect: element)
  }

  /// How a deleted row looks as it goes: itself, with the separator lines
  /// it had above and below it.
  private func departingImage(
    of placed: PlacedElement,
    state: DrawingState,
    rows: inout ListRowLookup
  ) -> ElementImage {
    let path = placed.attributes.indexPath
    return image(
      of: placed,
      state: state,
      lineAbove: path.item > 0
        ? rows.separator(below: IndexPath(item: path.item - 1, section: path.section)) : nil,
      lineBelow: rows.separator(below: path),
      onBlock: rows.isOnBlock(placed.attributes)
    )
  }

  /// The item at `indexPath`, or the nearest one before it: where focus
  /// goes when its item is deleted.
  private func nearestItem(to indexPath: IndexPath?) -> AnyHashable? {
    guard let path = indexPath.flatMap({ source?.indexPath(nearest: $0) }) ?? firstIndexPath
    else { return nil }
    return itemIdentity(at: path)
  }

  /// Ends animations whose time is up, telling whoever waited on them.
  func advanceOwnAnimations(to now: Double) {
    if let transition, transition.tween.isFinished(at: now) {
      self.transition = nil
      transition.completions.forEach { $0() }
    }
    scrolling.advance(to: now)
    advanceSwipe(to: now)
  }

  /// Ends every animation at once, where it was heading.
  public func finishAnimations() {
    advanceAnimations(to: .infinity)
  }
}

extension Array where Element == IndexPath {
  /// The sections of index paths sorted by section, each once, found by
  /// leaping over each section's run.
  /// - Complexity: O(s log n) for the s sections among n index paths.
  fileprivate var sections: [Int] {
    var sections: [Int] = []
    var start = 0
    while start < count {
      let section = self[start].section
      sections.append(section)
      start = partitionPoint(from: start + 1) { $0.section > section }
    }
    return sections
  }
}
