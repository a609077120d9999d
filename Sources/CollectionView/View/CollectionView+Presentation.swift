import CompositionalLayout

extension CollectionView {
  /// The first content row on screen at `now`, a scroll in flight included.
  func presentedContentOffset(at now: Double) -> Double {
    guard let scrollAnimation, !scrollAnimation.tween.isFinished(at: now) else {
      return contentOffset
    }
    return scrollAnimation.value(at: now)
  }

  /// Sideways offsets as they are at `now`, rows in motion included.
  func orthogonalOffsets(at now: Double) -> [Int: Double] {
    var offsets = orthogonalOffsets
    for (section, animation) in orthogonalAnimations {
      offsets[section] = animation.value(at: now)
    }
    return offsets
  }

  /// Everything to draw at `now`, in drawing order, in viewport
  /// coordinates: the elements the layout shows in the viewport, each at
  /// its place or on its way there; elements still travelling to places
  /// outside it; and ghosts of deleted ones. Elements at rest come first,
  /// then movers, the farthest-travelling last (on top).
  func placedElements(at now: Double) -> [PlacedElement] {
    guard let solved else { return [] }
    // Offsets in whole cells: rows and the page move rigidly, every cell
    // keeping its width and height while they slide.
    let offsets = orthogonalOffsets(at: now).mapValues { $0.rounded() }
    let top = presentedContentOffset(at: now).rounded()
    let viewport = Rect(x: 0, y: top, width: Double(size.width), height: Double(size.height))
    let resting = solved.visibleElements(in: viewport, orthogonalOffsets: offsets)
    var still: [PlacedElement] = []
    still.reserveCapacity(resting.count)
    func place(_ attributes: LayoutAttributes) -> PlacedElement {
      PlacedElement(
        attributes: attributes,
        frame: attributes.frame.offsetBy(dx: 0, dy: -top),
        isAttachedSupplementary: attributes.representedElementCategory == .supplementaryView
          && !isSectionLevel(attributes, in: solved)
      )
    }
    guard let transition, !transition.tween.isFinished(at: now) else {
      for attributes in resting { still.append(place(attributes)) }
      return still
    }
    let progress = transition.tween.progress(at: now)
    func apply(_ entry: Transition.Entry, to element: inout PlacedElement) {
      element.isPlanned = true
      if let from = entry.from {
        element.frame = from.offsetBy(dx: 0, dy: -top).interpolated(to: element.frame, progress)
      }
      element.travel = entry.travel
      element.opacity = interpolate(entry.fromOpacity, 1, progress)
      if let image = entry.previousImage {
        // A cross-fade through the background: the old look fades out,
        // then the new one fades in.
        if progress < 0.5 {
          element.image = image
          element.opacity = 1 - 2 * progress
        } else {
          element.opacity = 2 * progress - 1
        }
      }
    }
    var moving: [PlacedElement] = []
    moving.reserveCapacity(min(resting.count, transition.entries.count))
    var found = 0
    for attributes in resting {
      var element = place(attributes)
      let key = ElementKey(attributes)
      if let entry = transition.entries[key] {
        found += 1
        apply(entry, to: &element)
      }
      if element.travel > 0 { moving.append(element) } else { still.append(element) }
    }
    // Elements placed here rather than by the layout's query, which
    // returned `still` in drawing order already.
    var unsorted: [PlacedElement] = []
    let screen = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
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
        guard element.frame.intersects(screen) else { return }
        if element.travel > 0 {
          moving.append(element)
        } else {
          unsorted.append(element)
        }
      }
    }
    for (index, ghost) in transition.ghosts.enumerated() {
      let frame = ghost.attributes.frame.offsetBy(dx: 0, dy: -top)
      guard frame.intersects(screen) else { continue }
      unsorted.append(
        PlacedElement(
          attributes: ghost.attributes,
          frame: frame,
          isAttachedSupplementary: ghost.isAttachedSupplementary,
          opacity: ghost.fromOpacity * (1 - progress),
          image: ghost.image,
          ghost: index,
          isPlanned: true
        )
      )
    }
    if !unsorted.isEmpty {
      still = Self.merge(still, Self.sorted(unsorted, byTravel: false))
    }
    still += Self.sorted(moving, byTravel: true)
    return still
  }

  /// `elements` in drawing order, or by how far they travel and then in
  /// drawing order; equal ones as they came. Sorted by key, as a placed
  /// element is too big to copy or move about on every comparison.
  private static func sorted(_ elements: [PlacedElement], byTravel: Bool) -> [PlacedElement] {
    guard elements.count > 1 else { return elements }
    return elements.indices
      .map { DrawingKey(elements[$0], byTravel: byTravel, offset: $0) }
      .sorted()
      .map { elements[$0.offset] }
  }

  /// Two runs in drawing order as one, `first`'s element first where they
  /// tie: each element is moved once, where sorting the whole would move
  /// the long run of resting elements again.
  private static func merge(_ first: [PlacedElement], _ second: [PlacedElement]) -> [PlacedElement]
  {
    var merged: [PlacedElement] = []
    merged.reserveCapacity(first.count + second.count)
    var i = first.startIndex
    var j = second.startIndex
    while i < first.endIndex && j < second.endIndex {
      if LayoutAttributes.drawingOrder(second[j].attributes, first[i].attributes) {
        merged.append(second[j])
        j += 1
      } else {
        merged.append(first[i])
        i += 1
      }
    }
    merged.append(contentsOf: first[i...])
    merged.append(contentsOf: second[j...])
    return merged
  }
}
