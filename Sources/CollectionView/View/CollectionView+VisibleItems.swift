import CompositionalLayout

extension CollectionView {
  /// Hands every section that has a ``CompositionalLayout/LayoutSection/visibleItemsInvalidationHandler``
  /// in `solved` its elements among `resting` (those on screen, in layout
  /// coordinates scrolled by `offsets`), and returns the ones the handlers
  /// changed, by element.
  ///
  /// A sideways row's items are handed unscrolled, with the row's offset,
  /// as UIKit hands them: a handler measures an item's distance from the
  /// middle of the screen as its frame less the offset. The row's header and
  /// footer, which do not scroll with it, are not handed.
  func adjustedVisibleItems(
    _ resting: [LayoutAttributes],
    offsets: [Int: Double],
    top: Double,
    in solved: SolvedLayout
  ) -> [ElementKey: LayoutVisibleItem] {
    var adjusted: [ElementKey: LayoutVisibleItem] = [:]
    var bySection: [Int: [LayoutAttributes]] = [:]
    for attributes in resting {
      bySection[attributes.indexPath.section, default: []].append(attributes)
    }
    // In section order, so handlers are called in the same order every run.
    for (section, elements) in bySection.sorted(by: { $0.key < $1.key }) {
      guard let handler = solved.visibleItemsInvalidationHandler(ofSection: section) else {
        continue
      }
      let sideways = solved.orthogonalScrollingBehavior(ofSection: section) != .none
      let offset = offsets[section] ?? 0
      let items = elements.compactMap { attributes -> LayoutVisibleItem? in
        guard sideways else { return LayoutVisibleItem(attributes) }
        guard !isSectionLevel(attributes, in: solved) else { return nil }
        var unscrolled = attributes
        unscrolled.frame = attributes.frame.offsetBy(dx: offset, dy: 0)
        return LayoutVisibleItem(unscrolled)
      }
      handler(
        items,
        sideways ? Point(x: offset, y: 0) : Point(x: 0, y: top),
        solved.environment
      )
      for item in items where item.isAdjusted {
        adjusted[ElementKey(item.attributes)] = item
      }
    }
    return adjusted
  }
}
