/// Sizes and places boundary supplementary items — headers, footers and
/// side views — around content laid out along the scroll axis: a section's
/// around its groups, or the layout's own (its configuration's items)
/// around its sections. One code for both, so a layout's header is
/// resolved, measured through the fitting callback, snapped and placed as
/// a section's is.
///
/// Along the axis, items at the start follow one another from where they
/// start and items at the end from where the content ends, each moving the
/// boundary on by its length when it extends it, an end item that does not
/// overlaying the content's end instead. Items on a side across the axis
/// lie beside the content, from where it starts. Items aligned `.none`
/// have no place: they are reported and left out.
struct BoundarySolver {
  /// Whose items these are.
  enum Owner {
    /// The section at this index: its items are at item 0 of it.
    case section(Int)
    /// The whole layout: its items are at their index in its
    /// configuration's items, in ``LayoutAttributes/layoutLevelSection``.
    case layout
  }

  let items: [LayoutBoundarySupplementaryItem]
  let owner: Owner
  /// The layout's scroll axis.
  let axis: Axis
  /// What the items' fractions are of: along the axis, the length of the
  /// content's container; across it, the breadth the items span.
  let container: Size
  /// Where the breadth the items span starts, across the axis.
  let acrossStart: Double
  let aspectRatio: Double
  /// The pixels every length and edge snaps to.
  let grid: PixelGrid
  /// Nil where the items' estimates stand unmeasured.
  var fitting: SizeFitting?

  /// The index path of the item at `ordinal` in ``items``: what its
  /// attributes and the fitting requests for it carry.
  func indexPath(ofItemAt ordinal: Int) -> IndexPath {
    switch owner {
    case .section(let index): IndexPath(item: 0, section: index)
    case .layout: IndexPath(item: ordinal, section: LayoutAttributes.layoutLevelSection)
    }
  }

  /// Reports the items aligned `.none`, which have no place.
  func diagnose(into diagnostics: inout Set<LayoutDiagnostic>) {
    let section: Int? =
      switch owner {
      case .section(let index): index
      case .layout: nil
      }
    for item in items where item.alignment == .none {
      diagnostics.insert(.unalignedBoundaryItem(section: section, elementKind: item.elementKind))
    }
  }

  /// Places the items at the start along the axis (headers), one after the
  /// other from `start`; returns where what follows them starts.
  func placeStart(from start: Double, into boundaries: inout [SolvedSection.Boundary]) -> Double {
    var cursor = start
    for (ordinal, item) in items.enumerated() where item.alignment.side(along: axis) == .start {
      let attributes = self.attributes(
        of: item,
        at: ordinal,
        origin: Point(along: axis, cursor, across: acrossStart)
      )
      boundaries.append(
        .init(
          attributes: attributes,
          pin: item.pinToVisibleBounds ? .start : nil,
          isUnmeasured: isUnmeasured(item)
        )
      )
      if item.extendsBoundary { cursor += attributes.frame.length(axis) }
    }
    return cursor
  }

  /// Places the items at the end along the axis (footers) from `end`,
  /// where the content ends; returns where the boundary ends.
  func placeEnd(from end: Double, into boundaries: inout [SolvedSection.Boundary]) -> Double {
    var cursor = end
    for (ordinal, item) in items.enumerated() where item.alignment.side(along: axis) == .end {
      var attributes = self.attributes(
        of: item,
        at: ordinal,
        origin: Point(along: axis, cursor, across: acrossStart)
      )
      if item.extendsBoundary {
        cursor += attributes.frame.length(axis)
      } else {
        attributes.frame = attributes.frame.offset(along: axis, by: -attributes.frame.length(axis))
      }
      boundaries.append(
        .init(
          attributes: attributes,
          pin: item.pinToVisibleBounds ? .end : nil,
          isUnmeasured: isUnmeasured(item)
        )
      )
    }
    return cursor
  }

  /// Places the items on a side across the axis (leading or trailing in a
  /// vertical layout) beside the content, from `contentStart` along it.
  func placeBeside(contentStart: Double, into boundaries: inout [SolvedSection.Boundary]) {
    let across = axis.other
    for (ordinal, item) in items.enumerated()
    where item.alignment.side(along: axis) == nil && item.alignment.side(along: across) != nil {
      let size = self.size(of: item, at: ordinal)
      let acrossPosition =
        item.alignment.side(along: across) == .start
        ? acrossStart : acrossStart + container[across] - size[across]
      boundaries.append(
        .init(
          attributes: attributes(
            of: item,
            at: ordinal,
            size: size,
            origin: Point(along: axis, contentStart, across: acrossPosition)
          ),
          pin: nil,
          isUnmeasured: isUnmeasured(item)
        )
      )
    }
  }

  /// The attributes of `item` placed from `origin` (shifted by its offset),
  /// at the end of the breadth across the axis when it is a corner on that
  /// side, `size` or its own size.
  private func attributes(
    of item: LayoutBoundarySupplementaryItem,
    at ordinal: Int,
    size: Size? = nil,
    origin: Point
  ) -> LayoutAttributes {
    let size = size ?? self.size(of: item, at: ordinal)
    var origin = origin
    let across = axis.other
    if item.alignment.side(along: axis) != nil && item.alignment.side(along: across) == .end {
      origin[across] += container[across] - size[across]
    }
    return LayoutAttributes(
      category: .supplementaryView,
      elementKind: item.elementKind,
      indexPath: indexPath(ofItemAt: ordinal),
      frame: Rect(
        origin: Point(
          x: grid.rounded(origin.x + item.offset.x),
          y: grid.rounded(origin.y + item.offset.y)
        ),
        size: size
      ),
      zIndex: item.zIndex
    )
  }

  /// Whether `item` takes its estimate, having estimated dimensions and no
  /// fitting callback to measure them.
  private func isUnmeasured(_ item: LayoutBoundarySupplementaryItem) -> Bool {
    fitting == nil && EstimatedAxes(item.layoutSize).any
  }

  /// Whether any item at the start along the axis (a header) pins to the
  /// visible bounds: it then shows wherever its section meets them.
  var pinsAtStart: Bool {
    items.contains { $0.pinToVisibleBounds && $0.alignment.side(along: axis) == .start }
  }

  /// The size of `item` in the container, its estimated axes measured
  /// through the fitting callback, snapped.
  private func size(of item: LayoutBoundarySupplementaryItem, at ordinal: Int) -> Size {
    var size = item.layoutSize.resolve(in: container, aspectRatio: aspectRatio)
    let estimated = EstimatedAxes(item.layoutSize)
    if estimated.any, let fitting {
      let fitted = fitting(
        SizeFittingRequest(
          category: .supplementaryView,
          elementKind: item.elementKind,
          indexPath: indexPath(ofItemAt: ordinal),
          proposedSize: size,
          widthIsEstimated: estimated.width,
          heightIsEstimated: estimated.height
        )
      )
      if estimated.width { size.width = max(0, fitted.width) }
      if estimated.height { size.height = max(0, fitted.height) }
    }
    return grid.rounded(size)
  }
}
