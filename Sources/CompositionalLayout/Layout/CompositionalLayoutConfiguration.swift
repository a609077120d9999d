/// Settings for a whole layout.
public struct CompositionalLayoutConfiguration {
  /// The direction the layout scrolls in; sections follow one another along it.
  public var scrollDirection: ScrollDirection = .vertical
  /// Space between consecutive sections.
  public var interSectionSpacing: Double = 0
  /// Headers and footers of the whole layout, before the first section and
  /// after the last.
  public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []

  public init() {}
}
