/// An earlier solve of a layout, and which of its sections hold the same
/// items as sections of the next: the next solve keeps those sections as
/// they were solved, moved to their new places, instead of solving them
/// again. A change to one section of many then costs that section, not
/// every one.
///
/// The section provider is still asked for every section, as UIKit asks
/// it. A section is kept only when the layout would come out the same: the
/// provider returns a section of the same shape (compared by value, so a
/// new `LayoutSection` built alike counts as the same), in the same
/// environment and scroll direction, for the same number of items, whose
/// estimated sizes were measured from the same ``SelfSizingScope`` inputs
/// and where neither solve's window decides a measurement. A section with
/// a custom group or badges is always solved again, as is one whose groups
/// repeat one template, which solves in constant time anyway.
///
/// The items a section keeps measure as they did: a view hands in a
/// section only when none of its items was reloaded, reconfigured, added,
/// removed or moved, and its fitting callback answers for them as before.
public struct LayoutReuse {
  /// The solve whose sections may be kept.
  public var previous: SolvedLayout
  /// For a section of the next solve (the key), the section of
  /// ``previous`` holding the same items in the same order.
  public var unchangedSections: [Int: Int]

  public init(previous: SolvedLayout, unchangedSections: [Int: Int]) {
    self.previous = previous
    self.unchangedSections = unchangedSections
  }

  /// Every section kept where nothing but the scope changed: the items of
  /// `previous`, solved again (a window scrolled to new estimates).
  public static func sameItems(as previous: SolvedLayout) -> LayoutReuse {
    LayoutReuse(
      previous: previous,
      unchangedSections: Dictionary(
        uniqueKeysWithValues: (0..<previous.numberOfSections).map { ($0, $0) }
      )
    )
  }

  /// The earlier solve of section `index`, moved to start at `start`
  /// along `axis`, when solving `provided` for `itemCount` items with
  /// `sizing` and `scope` would lay it out the same; nil otherwise.
  func section(
    _ index: Int,
    provided: LayoutSection,
    itemCount: Int,
    sizing: SectionSizing,
    scope: SelfSizingScope?,
    startingAt start: Double,
    along axis: Axis
  ) -> SolvedSection? {
    guard let oldIndex = unchangedSections[index], oldIndex < previous.sections.count else {
      return nil
    }
    let old = previous.sections[oldIndex]
    guard let inputs = old.inputs, old.itemCount == itemCount, inputs.sizing == sizing,
      inputs.shape.matches(provided)
    else { return nil }
    let delta = start - old.frame.min(axis)
    if sizing.measures, let scope {
      guard !inputs.measuredByWindow else { return nil }
      if old.holdsUnmeasuredElements {
        // Where the window meets an estimate, the next solve measures it;
        // a pinned header is measured from any section starting above
        // the window's end.
        let lower = old.bounds.min(axis) + delta
        guard !scope.meets(lower, old.bounds.max(axis) + delta) else { return nil }
        let pinsUnmeasured = old.boundaries.contains { $0.isUnmeasured && $0.pin == .start }
        guard !pinsUnmeasured || lower >= scope.window.upperBound else { return nil }
      }
    }
    return delta == 0 && oldIndex == index ? old : old.moved(to: index, by: delta, along: axis)
  }
}
