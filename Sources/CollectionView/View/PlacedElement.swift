import CompositionalLayout

/// An element placed for drawing, in viewport coordinates (content less
/// the scroll offset).
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
  /// An appearance to draw instead of asking its renderer: a deleted
  /// element's last one, or a reloaded element's previous one.
  var image: ElementImage? = nil
  /// Whether it is a ghost of the running transition: gone from the data,
  /// and nothing can focus it.
  var isDeleted = false
  /// Whether the running transition placed it (moving, fading or a ghost)
  /// rather than the layout alone.
  var isPlanned = false
}
