/// What a section's estimated sizes were solved from: two solves of one
/// section shape given the same sizing size its elements alike, as long as
/// neither's ``SelfSizingScope`` window decides a measurement in it.
struct SectionSizing: Equatable {
  /// Whether the section holds an estimated dimension that a fitting
  /// callback measures; without one, nothing else here matters.
  var measures: Bool
  /// The section's part of the scope: its items measured before, and
  /// whether its headers, footers and side views were; nil when solved
  /// without a scope (every estimate measured) or when nothing is measured.
  var scope: Scope?

  struct Scope: Equatable {
    var measuredItems: [Int]
    var measuredBoundaries: Bool
  }

  /// The sizing of `section`, the `index`th of a solve with `fitting`
  /// (present or not) and `scope`.
  init(section: LayoutSection, index: Int, fits: Bool, scope: SelfSizingScope?) {
    measures =
      fits
      && (section.group.hasEstimatedDimension
        || section.boundarySupplementaryItems.contains { EstimatedAxes($0.layoutSize).any })
    self.scope = (measures ? scope : nil).map {
      Scope(
        measuredItems: $0.measuredItems[index] ?? [],
        measuredBoundaries: $0.measuredSections.contains(index)
      )
    }
  }
}
