/// One section of a solved layout.
///
/// A class, immutable: queries reach it for every element they return, and
/// a value this size would be copied, field by field, on the way.
final class SolvedSection: Sendable {
  /// A header, footer or side view and how it pins.
  struct Boundary: Sendable {
    enum Pin: Sendable {
      /// Sticks to the start of the visible bounds (a header).
      case start
      /// Sticks to the end of the visible bounds (a footer).
      case end
    }

    var attributes: LayoutAttributes
    var pin: Pin?
    /// Whether its size is its estimate, unmeasured (outside a
    /// ``SelfSizingScope``'s window).
    var isUnmeasured = false
  }

  let index: Int
  let itemCount: Int
  /// The section's extent along the scroll axis, across the whole container.
  let frame: Rect
  /// `frame` grown by everything drawn outside it (badges, outset
  /// backgrounds): what a query must test before looking inside.
  let bounds: Rect
  let groups: GroupPlacement
  let boundaries: [Boundary]
  let decorations: [LayoutAttributes]
  /// Set for a section that scrolls sideways.
  let orthogonal: OrthogonalRow?
  /// Where the groups lie, a row that scrolls sideways at offset 0.
  let contentFrame: Rect
  /// The content insets as solved: the section's own and its reference's.
  let contentInsets: DirectionalEdgeInsets
  let interGroupSpacing: Double
  /// What the section was solved from, for a later solve to tell whether
  /// it may keep the section (``LayoutReuse``); nil for one it may not, or
  /// need not: a section whose groups repeat one template solves again
  /// in constant time.
  let inputs: SectionInputs?
  /// What could not be honoured in the section, in a stable order.
  let diagnostics: [LayoutDiagnostic]

  init(
    index: Int,
    itemCount: Int,
    frame: Rect,
    bounds: Rect,
    groups: GroupPlacement,
    boundaries: [Boundary],
    decorations: [LayoutAttributes],
    orthogonal: OrthogonalRow?,
    contentFrame: Rect,
    contentInsets: DirectionalEdgeInsets,
    interGroupSpacing: Double,
    inputs: SectionInputs?,
    diagnostics: [LayoutDiagnostic]
  ) {
    self.index = index
    self.itemCount = itemCount
    self.frame = frame
    self.bounds = bounds
    self.groups = groups
    self.boundaries = boundaries
    self.decorations = decorations
    self.orthogonal = orthogonal
    self.contentFrame = contentFrame
    self.contentInsets = contentInsets
    self.interGroupSpacing = interGroupSpacing
    self.inputs = inputs
    self.diagnostics = diagnostics
  }

  /// The section as the `index`th of a layout, `delta` further along
  /// `axis`: where sections before it grew or shrank, or sections moved.
  /// - Complexity: O(b) for its b headers, footers and backgrounds,
  ///   whatever the number of items.
  func moved(to index: Int, by delta: Double, along axis: Axis) -> SolvedSection {
    func move(_ attributes: LayoutAttributes) -> LayoutAttributes {
      var attributes = attributes
      attributes.frame = attributes.frame.offset(along: axis, by: delta)
      attributes.indexPath = IndexPath(item: attributes.indexPath.item, section: index)
      return attributes
    }
    return SolvedSection(
      index: index,
      itemCount: itemCount,
      frame: frame.offset(along: axis, by: delta),
      bounds: bounds.offset(along: axis, by: delta),
      groups: groups.moved(along: axis, by: delta),
      boundaries: boundaries.map {
        var boundary = $0
        boundary.attributes = move($0.attributes)
        return boundary
      },
      decorations: decorations.map(move),
      orthogonal: orthogonal,
      contentFrame: contentFrame.offset(along: axis, by: delta),
      contentInsets: contentInsets,
      interGroupSpacing: interGroupSpacing,
      inputs: inputs,
      diagnostics: diagnostics.map { $0.inSection(index) }
    )
  }

  /// Whether any element took its estimate, unmeasured.
  var holdsUnmeasuredElements: Bool {
    if boundaries.contains(where: \.isUnmeasured) { return true }
    guard case .explicit(let placed) = groups else { return false }
    return placed.isUnmeasured.contains(true)
  }

  /// The cell of `item`, a row that scrolls sideways shown at `sidewaysOffset`.
  func cellAttributes(ofItem item: Int, sidewaysOffset: Double = 0) -> LayoutAttributes? {
    guard item < itemCount, let (group, ordinal) = groups.location(ofItem: item) else { return nil }
    let origin = groups.origin(ofGroup: group)
    let leaf = groups.leaf(ordinal, ofGroup: group)
    var frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
    if let orthogonal {
      frame = frame.offset(along: orthogonal.axis, by: -orthogonal.clamp(sidewaysOffset))
    }
    return LayoutAttributes(
      category: .cell,
      indexPath: IndexPath(item: item, section: index),
      frame: frame,
      zIndex: leaf.zIndex
    )
  }

  /// Appends every element of the section whose frame meets `rect`, rows that
  /// scroll sideways shown at `sidewaysOffset`; headers and footers that pin
  /// only with `includingPinned`, for a caller that places those itself.
  func appendElements(
    in rect: Rect,
    sidewaysOffset: Double,
    includingPinned: Bool = true,
    to result: inout [LayoutAttributes]
  ) {
    guard let (range, query, shift) = groupQuery(in: rect, sidewaysOffset: sidewaysOffset)
    else { return }
    for decoration in decorations where decoration.frame.intersects(rect) {
      result.append(decoration)
    }
    for boundary in boundaries
    where (includingPinned || boundary.pin == nil) && boundary.attributes.frame.intersects(rect) {
      result.append(boundary.attributes)
    }
    for group in range {
      appendElements(ofGroup: group, in: query, shift: shift, to: &result)
    }
  }

  /// At least as many elements as ``appendElements(in:sidewaysOffset:includingPinned:to:)``
  /// appends for `rect`: room to reserve, so that a query filling the
  /// screen does not copy its result over and over as it grows.
  /// - Complexity: O(g) for the g groups that may meet `rect`.
  func elementCountBound(in rect: Rect, sidewaysOffset: Double) -> Int {
    guard let (range, _, _) = groupQuery(in: rect, sidewaysOffset: sidewaysOffset) else {
      return 0
    }
    var count = decorations.count + boundaries.count
    for group in range {
      let template = groups.template(ofGroup: group)
      count += template.leaves.count + template.supplementaries.count
    }
    return count
  }

  /// The groups that may meet `rect`, with the rect to test their elements
  /// against and how far the row is scrolled sideways (`sidewaysOffset`,
  /// clamped); nil when the section cannot meet `rect` at all.
  func groupQuery(
    in rect: Rect,
    sidewaysOffset: Double
  ) -> (groups: Range<Int>, query: Rect, shift: Double)? {
    // A row scrolled sideways draws outside its bounds across the scroll
    // axis, so only along it do they rule the row out.
    if let orthogonal {
      let axis = orthogonal.axis.other
      guard bounds.min(axis) < rect.max(axis) && rect.min(axis) < bounds.max(axis) else {
        return nil
      }
    } else {
      guard bounds.intersects(rect) else { return nil }
    }
    var shift = 0.0
    var query = rect
    if let orthogonal {
      shift = orthogonal.clamp(sidewaysOffset)
      query = rect.offset(along: orthogonal.axis, by: shift)
    }
    let axis = groups.axis
    return (groups.groups(overlapping: query.min(axis), query.max(axis)), query, shift)
  }

  private func appendElements(
    ofGroup group: Int,
    in query: Rect,
    shift: Double,
    to result: inout [LayoutAttributes]
  ) {
    let origin = groups.origin(ofGroup: group)
    let template = groups.template(ofGroup: group)
    let firstItem = groups.firstItem(ofGroup: group)
    let sideways = orthogonal?.axis ?? .horizontal
    func place(_ frame: Rect) -> Rect {
      frame.offsetBy(dx: origin.x, dy: origin.y)
    }
    for (ordinal, leaf) in template.leaves.enumerated() {
      let item = firstItem + ordinal
      guard item < itemCount else { break }
      let frame = place(leaf.frame)
      guard frame.intersects(query) else { continue }
      result.append(
        LayoutAttributes(
          category: .cell,
          indexPath: IndexPath(item: item, section: index),
          frame: frame.offset(along: sideways, by: -shift),
          zIndex: leaf.zIndex
        )
      )
    }
    for supplementary in template.supplementaries {
      let item = firstItem + supplementary.ordinal
      guard item < itemCount else { continue }
      let frame = place(supplementary.frame)
      guard frame.intersects(query) else { continue }
      result.append(
        LayoutAttributes(
          category: .supplementaryView,
          kind: supplementary.kind,
          indexPath: IndexPath(item: item, section: index),
          frame: frame.offset(along: sideways, by: -shift),
          zIndex: supplementary.zIndex
        )
      )
    }
  }

  /// Whether an element meeting `rect` took its estimate, unmeasured: a
  /// group (``SelfSizingScope``) or a header, footer or side view.
  func holdsUnmeasuredElements(in rect: Rect) -> Bool {
    let axis = groups.axis
    if boundaries.contains(where: { $0.isUnmeasured && $0.attributes.frame.intersects(rect) }) {
      return true
    }
    guard case .explicit(let placed) = groups, orthogonal == nil, bounds.intersects(rect) else {
      return false
    }
    return placed.holdsUnmeasured(placed.groups(overlapping: rect.min(axis), rect.max(axis)))
  }

  /// Every supplementary attached to `item` (its badges), at natural places.
  func supplementaryAttributes(ofItem item: Int, kind: InternedElementKind) -> LayoutAttributes? {
    guard item < itemCount, let (group, ordinal) = groups.location(ofItem: item) else { return nil }
    let origin = groups.origin(ofGroup: group)
    let template = groups.template(ofGroup: group)
    guard
      let supplementary = template.supplementaries.first(where: {
        $0.ordinal == ordinal && $0.kind == kind
      })
    else { return nil }
    return LayoutAttributes(
      category: .supplementaryView,
      kind: kind,
      indexPath: IndexPath(item: item, section: index),
      frame: supplementary.frame.offsetBy(dx: origin.x, dy: origin.y),
      zIndex: supplementary.zIndex
    )
  }
}
