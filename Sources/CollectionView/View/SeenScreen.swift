import CompositionalLayout

/// What was on screen when a change was applied, in the old state's terms;
/// the change's plan starts from it.
struct SeenElement {
  /// Attributes in the old state, the frame in content coordinates as it
  /// was seen (mid-flight, if it was moving).
  var attributes: LayoutAttributes
  var isAttachedSupplementary: Bool
  var opacity: Double
  /// Its appearance, kept for a deleted element (a ghost) or a reloaded
  /// one (which cross-fades).
  var image: ElementImage?
  /// Its key in the new state; nil once deleted.
  var newKey: ElementKey?
  /// A deleted element's item or section.
  var identity: ElementIdentity?
  var isReloaded: Bool

  var isDeleted: Bool { newKey == nil }
}

/// What was on screen when a change was applied: most of it cells the
/// layout alone had placed (kept small, as a screen holds thousands), the
/// rest elements a change under way had placed, or that go or reload.
struct SeenScreen {
  /// A cell at rest that survives: where it was and its new index path.
  struct RestingCell {
    var frame: Rect
    var newIndexPath: IndexPath
  }

  var restingCells: [RestingCell] = []
  var elements: [SeenElement] = []
}
