import CompositionalLayout

/// A snapshot change on its way: where each element was on screen when it
/// began (in viewport coordinates), and whom to tell when it ends.
struct Transition {
  var tween: Tween
  var from: [ElementKey: Rect]
  var completions: [() -> Void]
}

/// A sideways row on its way to rest.
struct OffsetAnimation {
  var from: Double
  var to: Double
  var tween: Tween

  func value(at now: Double) -> Double {
    interpolate(from, to, tween.progress(at: now))
  }
}

/// An element placed for drawing, in viewport coordinates (content less
/// the scroll offset).
struct PlacedElement {
  var key: ElementKey?
  var attributes: LayoutAttributes
  var frame: Rect

  /// Whether it is a supplementary of an item (a badge) rather than of a
  /// whole section.
  var isAttachedSupplementary: Bool {
    key.map { $0.role == .supplementary && $0.item >= 0 } ?? false
  }
}
