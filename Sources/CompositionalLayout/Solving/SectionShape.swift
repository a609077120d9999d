/// Everything a section solver reads of a ``LayoutSection``, as a value:
/// a section of the same shape, solved again in the same environment for
/// the same items, lays out as it did, so an earlier solve of it can be
/// kept (``LayoutReuse``).
///
/// A section the solver may lay out differently each time has no shape:
/// one whose group is custom or holds badges (``ItemShape`` says which).
/// Taken when the section is solved, the shape stays what the section was
/// then, though a provider may change the same object afterwards.
struct SectionShape: Equatable {
  var group: ItemShape
  var contentInsets: DirectionalEdgeInsets
  var contentInsetsReference: ContentInsetsReference
  var supplementaryContentInsetsReference: ContentInsetsReference
  var interGroupSpacing: Double
  var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  var boundaries: [Boundary]
  var decorations: [Decoration]
  var supplementariesFollowContentInsets: Bool
  var paddingBefore: Double
  var paddingAfter: Double

  /// What the solver reads of a header, footer or side view.
  struct Boundary: Equatable {
    var layoutSize: LayoutSize
    var contentInsets: DirectionalEdgeInsets
    var elementKind: String
    var alignment: RectAlignment
    var offset: Point
    var pinToVisibleBounds: Bool
    var extendsBoundary: Bool
    var zIndex: Int

    init(_ item: LayoutBoundarySupplementaryItem) {
      layoutSize = item.layoutSize
      contentInsets = item.contentInsets
      elementKind = item.elementKind
      alignment = item.alignment
      offset = item.offset
      pinToVisibleBounds = item.pinToVisibleBounds
      extendsBoundary = item.extendsBoundary
      zIndex = item.zIndex
    }
  }

  /// What the solver reads of a background.
  struct Decoration: Equatable {
    var elementKind: String
    var contentInsets: DirectionalEdgeInsets
    var zIndex: Int

    init(_ item: LayoutDecorationItem) {
      elementKind = item.elementKind
      contentInsets = item.contentInsets
      zIndex = item.zIndex
    }
  }

  /// The shape of `section`; nil when its group has none.
  /// - Complexity: O(n) for the n items, headers, footers and backgrounds.
  init?(_ section: LayoutSection) {
    guard let group = ItemShape(section.group) else { return nil }
    self.group = group
    contentInsets = section.contentInsets
    contentInsetsReference = section.contentInsetsReference
    supplementaryContentInsetsReference = section.supplementaryContentInsetsReference
    interGroupSpacing = section.interGroupSpacing
    orthogonalScrollingBehavior = section.orthogonalScrollingBehavior
    boundaries = section.boundarySupplementaryItems.map(Boundary.init)
    decorations = section.decorationItems.map(Decoration.init)
    supplementariesFollowContentInsets = section.supplementariesFollowContentInsets
    paddingBefore = section.boundaryPadding.before
    paddingAfter = section.boundaryPadding.after
  }
}

extension SectionShape {
  /// Whether `section` has this shape: `SectionShape(section) == self`,
  /// found without building the section's own, as a solve asks it of
  /// every section it may keep.
  /// - Complexity: O(n) for the n items, headers, footers and backgrounds.
  func matches(_ section: LayoutSection) -> Bool {
    contentInsets == section.contentInsets
      && contentInsetsReference == section.contentInsetsReference
      && supplementaryContentInsetsReference == section.supplementaryContentInsetsReference
      && interGroupSpacing == section.interGroupSpacing
      && orthogonalScrollingBehavior == section.orthogonalScrollingBehavior
      && supplementariesFollowContentInsets == section.supplementariesFollowContentInsets
      && paddingBefore == section.boundaryPadding.before
      && paddingAfter == section.boundaryPadding.after
      && boundaries.count == section.boundarySupplementaryItems.count
      && decorations.count == section.decorationItems.count
      && zip(boundaries, section.boundarySupplementaryItems).allSatisfy { $0 == Boundary($1) }
      && zip(decorations, section.decorationItems).allSatisfy { $0 == Decoration($1) }
      && group.matches(section.group)
  }
}
