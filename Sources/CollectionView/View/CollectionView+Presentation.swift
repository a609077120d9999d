import CompositionalLayout

extension CollectionView {
  /// The part of the layout in view at `now`, as drawn: scrolled to a
  /// whole row, so the page moves rigidly, every cell keeping its height.
  func drawnViewport(at now: Double) -> Rect {
    let top = scrolling.presentedContentOffset(at: now).rounded()
    return Rect(x: 0, y: top, width: Double(size.width), height: Double(size.height))
  }

  /// How far rows are scrolled sideways at `now`, as drawn: in whole
  /// cells, so each row moves rigidly.
  func drawnOrthogonalOffsets(at now: Double) -> [Int: Double] {
    scrolling.rowOffsets(at: now).mapValues { $0.rounded() }
  }

  /// Everything to draw at `now`, in drawing order, in viewport
  /// coordinates: the elements the layout shows in the viewport, each at
  /// its place or on its way there; elements still travelling to places
  /// outside it; and ghosts of deleted ones. Elements that stay in place
  /// come first, then movers, the farthest-travelling last (on top)
  /// (``DrawingKey``).
  ///
  /// For drawing, only what shows. For `planning` a change from what is on
  /// screen, also the elements the layout places in the viewport that are
  /// still on their way from outside it (a change takes them on from where
  /// they are), and no ghosts (a change carries them on as they are).
  func placedElements(at now: Double, planning: Bool = false) -> [PlacedElement] {
    guard let solved else { return [] }
    let viewport = drawnViewport(at: now)
    let offsets = drawnOrthogonalOffsets(at: now)
    let top = viewport.minY
    let resting = solved.visibleElements(in: viewport, orthogonalOffsets: offsets)
    var placed: [PlacedElement] = []
    // What sections' visible-items handlers changed, drawn as changed; not
    // planned from, as a change starts from where the layout put elements.
    let adjusted =
      planning || !solved.hasVisibleItemsInvalidationHandlers
      ? [:] : adjustedVisibleItems(resting, offsets: offsets, top: top, in: solved)
    func place(_ attributes: LayoutAttributes) -> PlacedElement {
      PlacedElement(
        attributes: attributes,
        frame: attributes.frame.offsetBy(dx: 0, dy: -top),
        isAttachedSupplementary: attributes.representedElementCategory == .supplementaryView
          && !isSectionLevel(attributes, in: solved)
      )
    }
    /// Applies what a handler changed of the element, if anything.
    func adjust(_ element: inout PlacedElement) -> Bool {
      guard let item = adjusted[ElementKey(element.attributes)] else { return false }
      element.attributes.zIndex = item.zIndex
      element.opacity *= item.isHidden ? 0 : item.alpha
      element.frame = element.frame.offsetBy(dx: item.translation.x, dy: item.translation.y)
      return true
    }
    guard let transition, !transition.tween.isFinished(at: now) else {
      placed.reserveCapacity(resting.count)
      for attributes in resting {
        var element = place(attributes)
        _ = adjust(&element)
        placed.append(element)
      }
      if !adjusted.isEmpty {
        // A handler may have restacked elements.
        placed = placed.indices
          .map { DrawingKey(placed[$0], offset: $0) }
          .sorted()
          .map { placed[$0.offset] }
      }
      return placed
    }
    let progress = transition.tween.progress(at: now)
    func apply(_ entry: Transition.Entry, to element: inout PlacedElement) {
      element.isPlanned = true
      if let from = entry.from {
        element.origin = from.offsetBy(dx: 0, dy: -top)
        element.frame = from.offsetBy(dx: 0, dy: -top).interpolated(to: element.frame, progress)
      }
      element.travel = entry.travel
      element.opacity = interpolate(entry.fromOpacity, 1, progress)
      if entry.previousImage != nil {
        // A cross-fade through the background: the old look fades out,
        // then the new one fades in.
        if progress < 0.5 {
          element.keptLook = .previous
          element.opacity = 1 - 2 * progress
        } else {
          element.opacity = 2 * progress - 1
        }
      }
    }
    // Elements the layout placed and nothing moves or fades are already in
    // drawing order (`atRest`, offsets into `placed`); the others, often
    // few, are sorted by key and merged in.
    var atRest: [Int] = []
    atRest.reserveCapacity(resting.count)
    // Room for every element this can place, reserved once: grown an
    // append at a time, the arrays were most of a frame's allocations.
    let most = resting.count + transition.entries.count + transition.ghosts.count
    placed.reserveCapacity(most)
    var others: [DrawingKey] = []
    others.reserveCapacity(most)
    var found = 0
    let screen = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
    // A list row just above the screen still shows its separator.
    func shows(_ element: PlacedElement) -> Bool {
      var reach = element.frame
      reach.size.height += 1
      return reach.intersects(screen)
    }
    for attributes in resting {
      var element = place(attributes)
      if let entry = transition.entries[ElementKey(attributes)] {
        found += 1
        apply(entry, to: &element)
        _ = adjust(&element)
        // Placed by the layout in view, but still on its way from outside.
        guard planning || shows(element) else { continue }
        others.append(DrawingKey(element, offset: placed.count))
      } else if adjust(&element) {
        others.append(DrawingKey(element, offset: placed.count))
      } else {
        atRest.append(placed.count)
      }
      placed.append(element)
    }
    // Elements still on their way to places outside the viewport; in the
    // common case every planned element rests in view and was found above.
    if found < transition.entries.count {
      var restingKeys = ElementTable<Bool>()
      for attributes in resting { restingKeys[ElementKey(attributes)] = true }
      transition.entries.forEach { key, entry in
        guard restingKeys[key] == nil,
          let attributes = restingAttributes(of: key, in: solved, orthogonalOffsets: offsets)
        else { return }
        var element = place(attributes)
        apply(entry, to: &element)
        guard shows(element) else { return }
        others.append(DrawingKey(element, offset: placed.count))
        placed.append(element)
      }
    }
    if !planning {
      forEachShowingGhost(of: transition, at: now) { index, ghost, opacity in
        let element = PlacedElement(
          attributes: ghost.attributes,
          frame: ghost.attributes.frame.offsetBy(dx: 0, dy: -top),
          isAttachedSupplementary: ghost.isAttachedSupplementary,
          opacity: opacity,
          keptLook: .ghost(index),
          isDeleted: true,
          isPlanned: true
        )
        others.append(DrawingKey(element, offset: placed.count))
        placed.append(element)
      }
    }
    guard !others.isEmpty else { return placed }
    // By key and offset: a placed element is too big to copy or move about
    // on every comparison. Movers sort after everything at rest.
    others.sort()
    assert(
      zip(atRest, atRest.dropFirst()).allSatisfy {
        DrawingKey(placed[$0], offset: $0) < DrawingKey(placed[$1], offset: $1)
      },
      "the layout's drawing order and DrawingKey agree on elements at rest"
    )
    var order: [Int] = []
    order.reserveCapacity(placed.count)
    var next = atRest.startIndex
    for key in others {
      while next < atRest.endIndex && DrawingKey(placed[atRest[next]], offset: atRest[next]) < key {
        order.append(atRest[next])
        next += 1
      }
      order.append(key.offset)
    }
    order += atRest[next...]
    // Gathered, each element copied once; a placed element is plain data.
    return order.map { placed[$0] }
  }

  /// Calls `body` with each of `transition`'s ghosts that shows at `now`,
  /// its index among the ghosts, and how visible it is then.
  func forEachShowingGhost(
    of transition: Transition,
    at now: Double,
    _ body: (Int, Transition.Ghost, Double) -> Void
  ) {
    guard !transition.tween.isFinished(at: now) else { return }
    let remaining = 1 - transition.tween.progress(at: now)
    let viewport = drawnViewport(at: now)
    for index in transition.ghosts.indices {
      let ghost = transition.ghosts[index]
      guard ghost.attributes.frame.intersects(viewport) else { continue }
      let opacity = ghost.fromOpacity * remaining
      if opacity > 0 { body(index, ghost, opacity) }
    }
  }

  /// The appearance the running transition keeps for `placed`, drawn
  /// instead of asking its renderer: a ghost's last look, or a reloaded
  /// element's look before the change.
  func keptImage(of placed: PlacedElement) -> ElementImage? {
    switch placed.keptLook {
    case .none: nil
    case .ghost(let index): transition?.ghosts[index].image
    case .previous: transition?.entries[ElementKey(placed.attributes)]?.previousImage
    }
  }
}
