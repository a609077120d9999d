import CompositionalLayout

/// An element placed for drawing, in viewport coordinates (content less
/// the scroll offset).
///
/// Plain data, copied as bytes: a frame places thousands, and copies and
/// moves them as it orders them for drawing.
struct PlacedElement {
  var attributes: LayoutAttributes
  var frame: Rect
  /// Whether it is a supplementary of an item (a badge), placed on its cell,
  /// rather than of a whole section.
  var isAttachedSupplementary = false
  /// 1 at rest; less while fading in or out.
  var opacity = 1.0
  /// How far it travels in the running transition; 0 at rest.
  var travel = 0.0
  /// Where it started from in the running transition, in viewport
  /// coordinates; nil for an element that does not move.
  var origin: Rect?
  /// Whether to draw an appearance the running transition keeps instead
  /// of asking its renderer (``CollectionView/keptImage(of:)``).
  var keptLook = KeptLook.none
  /// Whether it is a ghost of the running transition: gone from the data,
  /// and nothing can focus it.
  var isDeleted = false
  /// Whether the running transition placed it (moving, fading or a ghost)
  /// rather than the layout alone.
  var isPlanned = false

  /// Where the appearance of an element drawn as it was comes from; the
  /// transition holds the images, so that placed elements hold none.
  enum KeptLook: Equatable {
    /// None: its renderer draws it.
    case none
    /// A deleted element's last look: the transition's ghost at this index.
    case ghost(Int)
    /// A reloaded element's look before the change, cross-fading into the
    /// new one: its transition entry's previous image.
    case previous
  }
}
