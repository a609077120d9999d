/// Settings for a whole layout.
///
/// A class, as UIKit's is, so the sample's way of making one reads the
/// same:
///
/// ```swift
/// let config = CompositionalLayoutConfiguration()
/// config.interSectionSpacing = 20
/// let layout = CompositionalLayout(sectionProvider: provider, configuration: config)
/// ```
///
/// A layout keeps a copy of the configuration it is given, as UIKit's
/// copies one, so changing `config` afterwards does not change the layout.
public final class CompositionalLayoutConfiguration {
  /// The direction the layout scrolls in; sections follow one another along it.
  public var scrollDirection: ScrollDirection = .vertical
  /// Space between consecutive sections.
  public var interSectionSpacing: Double = 0
  /// Headers and footers of the whole layout, before the first section and
  /// after the last, and side views beside the sections: sized, measured
  /// and placed as a section's are. Each is at its index here in
  /// ``LayoutAttributes/layoutLevelSection``.
  public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []

  public init() {}

  /// A configuration with the same settings, changed independently.
  public func copy() -> CompositionalLayoutConfiguration {
    let copy = CompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    return copy
  }
}
