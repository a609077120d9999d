/// A layout solved for one container: every frame, ready to query, and
/// what the sections were made with that a view calls back while drawing
/// (each section's list configuration and visible-items handler), as the
/// section provider made them for this solve.
///
/// Queries take the sideways offsets of orthogonally scrolling sections
/// (section index → offset; missing means 0), so a front end keeps one
/// solved layout while rows scroll.
///
/// Not `Sendable`: it carries the sections' closures (a list's separator
/// and swipe-action providers, visible-items handlers), which are the
/// app's, to be called where the app queries them.
public struct SolvedLayout {
  /// The environment the layout was solved in.
  public let environment: LayoutEnvironment
  public let scrollDirection: ScrollDirection
  /// The size of everything the layout holds: the scrollable extent.
  public let contentSize: Size
  let sections: [SolvedSection]
  /// The layout's own headers, footers and side views, in
  /// ``LayoutAttributes/layoutLevelSection``.
  let globalSupplementaries: [SolvedSection.Boundary]
  /// What could not be honoured, in a stable order; empty when all was well.
  public let diagnostics: [LayoutDiagnostic]
  /// What the sections hand a view to call back, as this solve made them.
  let handlers: SectionHandlers
  /// Finds the sections a rectangle may meet.
  let locator: SectionLocator

  init(
    environment: LayoutEnvironment,
    scrollDirection: ScrollDirection,
    contentSize: Size,
    sections: [SolvedSection],
    globalSupplementaries: [SolvedSection.Boundary],
    handlers: SectionHandlers,
    diagnostics: [LayoutDiagnostic]
  ) {
    self.environment = environment
    self.scrollDirection = scrollDirection
    self.contentSize = contentSize
    self.sections = sections
    self.globalSupplementaries = globalSupplementaries
    self.handlers = handlers
    self.diagnostics = diagnostics
    locator = SectionLocator(sections, axis: scrollDirection.axis)
  }

  var axis: Axis { scrollDirection.axis }

  /// - Complexity: O(1).
  public var numberOfSections: Int { sections.count }

  /// Whether an element with estimated dimensions meeting `rect` took its
  /// estimate unmeasured, lying outside the ``SelfSizingScope`` it was
  /// solved with: a view whose visible bounds move there solves again with
  /// a window that covers them.
  /// - Complexity: O(log sections + g) for the g groups meeting `rect`.
  public func containsUnmeasuredElements(in rect: Rect) -> Bool {
    sections(meeting: rect).contains { $0.holdsUnmeasuredElements(in: rect) }
  }

  /// - Complexity: O(1).
  public func numberOfItems(inSection section: Int) -> Int {
    sections[section].itemCount
  }

  /// The extent of a section along the scroll axis, across the whole
  /// container, boundary supplementaries and insets included.
  /// - Complexity: O(1).
  public func frame(ofSection section: Int) -> Rect {
    sections[section].frame
  }

  /// Whether section `section` has a header, footer or side view of `kind`
  /// (as opposed to supplementaries attached to its items); for
  /// ``LayoutAttributes/layoutLevelSection``, whether the layout itself has.
  /// - Complexity: O(b) for the section's b headers, footers and side views.
  public func hasBoundarySupplementary(ofKind kind: String, inSection section: Int) -> Bool {
    InternedElementKind.named(kind).map { hasBoundarySupplementary(ofKind: $0, inSection: section) }
      ?? false
  }

  /// ``hasBoundarySupplementary(ofKind:inSection:)`` for a kind as the
  /// attributes hold it: what a view asks of every element it places.
  public func hasBoundarySupplementary(
    ofKind kind: InternedElementKind,
    inSection section: Int
  ) -> Bool {
    if section == LayoutAttributes.layoutLevelSection {
      return globalSupplementaries.contains { $0.attributes.kind == kind }
    }
    return sections.indices.contains(section)
      && sections[section].boundaries.contains { $0.attributes.kind == kind }
  }

  /// The headers, footers and side views of section `section`, or of the
  /// layout itself for ``LayoutAttributes/layoutLevelSection``, with the
  /// extent they pin within; nil for no such section.
  private func boundaries(
    ofSection section: Int
  ) -> (boundaries: [SolvedSection.Boundary], container: Rect)? {
    if section == LayoutAttributes.layoutLevelSection {
      return (globalSupplementaries, Rect(origin: .zero, size: contentSize))
    }
    guard sections.indices.contains(section) else { return nil }
    return (sections[section].boundaries, sections[section].frame)
  }

  /// The sections whose drawing may meet `rect`, in order.
  func sections(meeting rect: Rect) -> ArraySlice<SolvedSection> {
    sections[locator.sections(overlapping: rect.min(axis), rect.max(axis))]
  }

  /// An empty array with room for every element of `sections` that may meet
  /// `rect`, and for the layout's own headers and footers.
  private func reservedResult(
    for sections: ArraySlice<SolvedSection>,
    in rect: Rect,
    orthogonalOffsets: [Int: Double]
  ) -> [LayoutAttributes] {
    var bound = globalSupplementaries.count
    for section in sections {
      bound += section.elementCountBound(
        in: rect,
        sidewaysOffset: orthogonalOffsets[section.index] ?? 0
      )
    }
    var result: [LayoutAttributes] = []
    result.reserveCapacity(bound)
    return result
  }

  /// Every element whose frame meets `rect`, at its natural place (pinned
  /// headers where they are when not pinned), in drawing order.
  /// - Complexity: O(log sections + s + e + k log k) for the e elements of
  ///   the groups that may meet `rect` and the k found (O(k) for those when
  ///   they already come in drawing order, as a section's cells alone do; a
  ///   header or badge in view makes it O(k log k)); plus the layout's own
  ///   headers and footers, and O(log groups) a section whose groups were
  ///   sized by their content. s counts the sections from the first whose
  ///   drawing, or an earlier section's, reaches past `rect`'s start to the
  ///   last whose drawing, or a later one's, starts before its end: those
  ///   on screen, unless some section draws far outside its frame.
  public func elements(in rect: Rect, orthogonalOffsets: [Int: Double] = [:]) -> [LayoutAttributes]
  {
    let meeting = sections(meeting: rect)
    var result = reservedResult(for: meeting, in: rect, orthogonalOffsets: orthogonalOffsets)
    for global in globalSupplementaries where global.attributes.frame.intersects(rect) {
      result.append(global.attributes)
    }
    for section in meeting {
      section.appendElements(
        in: rect,
        sidewaysOffset: orthogonalOffsets[section.index] ?? 0,
        to: &result
      )
    }
    LayoutAttributes.sortInDrawingOrder(&result)
    return result
  }

  /// What is on screen when `visibleBounds` is the scrolled-to viewport: the
  /// elements that meet it, with pinned headers and footers moved to where
  /// they stick, in drawing order.
  /// - Complexity: as ``elements(in:orthogonalOffsets:)``: a header or
  ///   footer only sticks inside its own section.
  public func visibleElements(
    in visibleBounds: Rect,
    orthogonalOffsets: [Int: Double] = [:]
  ) -> [LayoutAttributes] {
    let meeting = sections(meeting: visibleBounds)
    var result = reservedResult(
      for: meeting,
      in: visibleBounds,
      orthogonalOffsets: orthogonalOffsets
    )
    let content = Rect(origin: .zero, size: contentSize)
    for global in globalSupplementaries {
      let attributes = placed(global, within: content, visibleBounds)
      if attributes.frame.intersects(visibleBounds) { result.append(attributes) }
    }
    for section in meeting {
      section.appendElements(
        in: visibleBounds,
        sidewaysOffset: orthogonalOffsets[section.index] ?? 0,
        includingPinned: false,
        to: &result
      )
      appendPinned(section.boundaries, within: section.frame, visibleBounds, to: &result)
    }
    LayoutAttributes.sortInDrawingOrder(&result)
    return result
  }

  /// The headers and footers that pin, where they stick when `visibleBounds`
  /// is the viewport, those that meet it, in drawing order. Nothing else is
  /// looked at, so this costs what the boundaries of the sections in view
  /// do, whatever the cells.
  /// - Complexity: O(log sections + s) for s sections in view, plus the
  ///   layout's global headers and footers.
  public func pinnedElements(in visibleBounds: Rect) -> [LayoutAttributes] {
    var result: [LayoutAttributes] = []
    let content = Rect(origin: .zero, size: contentSize)
    appendPinned(globalSupplementaries, within: content, visibleBounds, to: &result)
    // A pinned element stays between its natural place and its section's
    // end, both within the section's drawn extent, so the sections in view
    // hold all of them.
    for section in sections(meeting: visibleBounds) {
      appendPinned(section.boundaries, within: section.frame, visibleBounds, to: &result)
    }
    LayoutAttributes.sortInDrawingOrder(&result)
    return result
  }

  /// Appends those of `boundaries` that pin, where they stick, if they meet
  /// `visibleBounds`.
  private func appendPinned(
    _ boundaries: [SolvedSection.Boundary],
    within container: Rect,
    _ visibleBounds: Rect,
    to result: inout [LayoutAttributes]
  ) {
    for boundary in boundaries where boundary.pin != nil {
      let attributes = placed(boundary, within: container, visibleBounds)
      if attributes.frame.intersects(visibleBounds) { result.append(attributes) }
    }
  }

  /// A header, footer or side view where it is drawn when `visibleBounds`
  /// is the viewport: pinned within `container` if it pins.
  func placed(
    _ boundary: SolvedSection.Boundary,
    within container: Rect,
    _ visibleBounds: Rect
  ) -> LayoutAttributes {
    var attributes = boundary.attributes
    if let pin = boundary.pin {
      attributes.frame = pinned(attributes.frame, pin, within: container, visibleBounds)
    }
    return attributes
  }

  /// Where a pinned header or footer of `section` (of the layout itself for
  /// ``LayoutAttributes/layoutLevelSection``) is drawn when the viewport is
  /// `visibleBounds`; its natural frame when it does not pin.
  /// - Complexity: O(b) for the section's b headers, footers and side views.
  public func frame(
    ofSupplementaryOfKind kind: String,
    inSection section: Int,
    visibleBounds: Rect
  ) -> Rect? {
    guard let kind = InternedElementKind.named(kind),
      let (boundaries, container) = boundaries(ofSection: section),
      let boundary = boundaries.first(where: { $0.attributes.kind == kind })
    else { return nil }
    guard let pin = boundary.pin else { return boundary.attributes.frame }
    return pinned(boundary.attributes.frame, pin, within: container, visibleBounds)
  }

  /// A pinned element's frame: held at the viewport's edge while its section
  /// is in view, never before its natural place nor past its section's end.
  private func pinned(
    _ frame: Rect,
    _ pin: SolvedSection.Boundary.Pin,
    within container: Rect,
    _ visibleBounds: Rect
  ) -> Rect {
    let natural = frame.min(axis)
    let length = frame.length(axis)
    let position: Double
    switch pin {
    case .start:
      position = min(
        max(natural, visibleBounds.min(axis)),
        max(natural, container.max(axis) - length)
      )
    case .end:
      position = max(
        min(natural, visibleBounds.max(axis) - length),
        min(natural, container.min(axis))
      )
    }
    return frame.offset(along: axis, by: position - natural)
  }

  /// The cell of an item, at its natural place (sideways offset 0 unless given).
  /// - Complexity: O(1) in a section whose groups repeat exactly or all hold
  ///   as many items, else O(log groups).
  public func attributesForItem(at indexPath: IndexPath, orthogonalOffsets: [Int: Double] = [:])
    -> LayoutAttributes?
  {
    guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
    return sections[indexPath.section].cellAttributes(
      ofItem: indexPath.item,
      sidewaysOffset: orthogonalOffsets[indexPath.section] ?? 0
    )
  }

  /// A supplementary: an item's badge (by its index path), a section's
  /// header, footer or side view (at item 0), or one of the layout's own
  /// (at its index in the configuration's items, in
  /// ``LayoutAttributes/layoutLevelSection``, as
  /// ``elements(in:orthogonalOffsets:)`` returns it), at its natural place.
  /// - Complexity: as ``attributesForItem(at:orthogonalOffsets:)``, plus the
  ///   section's headers, footers and side views and its group's badges;
  ///   O(g) for the layout's g own.
  public func attributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    InternedElementKind.named(kind).flatMap {
      attributesForSupplementaryElement(ofKind: $0, at: indexPath)
    }
  }

  /// ``attributesForSupplementaryElement(ofKind:at:)`` for a kind as the
  /// attributes hold it.
  public func attributesForSupplementaryElement(
    ofKind kind: InternedElementKind,
    at indexPath: IndexPath
  ) -> LayoutAttributes? {
    if indexPath.section == LayoutAttributes.layoutLevelSection {
      return globalSupplementaries.first {
        $0.attributes.kind == kind && $0.attributes.indexPath == indexPath
      }?.attributes
    }
    guard sections.indices.contains(indexPath.section), indexPath.item >= 0 else { return nil }
    let section = sections[indexPath.section]
    if indexPath.item == 0,
      let boundary = section.boundaries.first(where: { $0.attributes.kind == kind })
    {
      return boundary.attributes
    }
    return section.supplementaryAttributes(ofItem: indexPath.item, kind: kind)
  }

  /// A section's decoration of `kind`.
  /// - Complexity: O(d) for the section's d decorations.
  public func attributesForDecorationElement(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    InternedElementKind.named(kind).flatMap {
      attributesForDecorationElement(ofKind: $0, at: indexPath)
    }
  }

  /// ``attributesForDecorationElement(ofKind:at:)`` for a kind as the
  /// attributes hold it.
  public func attributesForDecorationElement(
    ofKind kind: InternedElementKind,
    at indexPath: IndexPath
  ) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    return sections[indexPath.section].decorations.first { $0.kind == kind }
  }
}
