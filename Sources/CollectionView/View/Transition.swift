import CompositionalLayout

/// A snapshot change on its way, planned from the snapshot difference when
/// it was applied. Frames are in content coordinates, so a scroll running at
/// the same time moves everything together.
///
/// Elements of the new state that rest where the new layout puts them need
/// no plan; every other one has an ``Entry`` under its new key, travelling
/// from where it was seen (or, off screen, from its old layout frame) to
/// wherever the new layout puts it as each frame is drawn. Deleted elements
/// are ``Ghost``s: their last appearance, fading out where they were.
struct Transition {
  var tween: Tween
  /// The entries, ghosts and what is planned so far.
  var plan: CollectionView.TransitionPlanner.Plan
  /// What planned it, for the parts of the new layout a scroll reveals
  /// while it runs.
  let planner: CollectionView.TransitionPlanner
  var completions: [() -> Void]

  var entries: ElementTable<Entry> { plan.entries }
  var ghosts: [Ghost] { plan.ghosts }

  /// How an element of the new state gets to its place.
  struct Entry {
    /// Where it starts; nil when it appears at its final place.
    var from: Rect?
    /// How visible it starts: 0 for an inserted element, which fades in.
    var fromOpacity: Double
    /// How far it travels, for drawing movers above elements at rest, the
    /// farthest on top.
    var travel: Double
    /// Its old appearance, for a reloaded element's cross-fade.
    var previousImage: ElementImage?
  }

  /// A deleted element: how it looked, fading out where it was.
  struct Ghost {
    /// What it showed, so that if the same item or section comes back
    /// while it fades, the new element takes over from it.
    var identity: ElementIdentity
    /// Its attributes in the old state, the frame in content coordinates.
    var attributes: LayoutAttributes
    var isAttachedSupplementary: Bool
    var fromOpacity: Double
    var image: ElementImage
  }
}
