/// Where a collection view is scrolled: down its content, and along each
/// row that scrolls sideways. Each axis has one resting target, set the
/// moment a scroll starts, and while it moves the animation on its way
/// there, which always ends at that target.
struct ScrollState {
  /// The first content row shown once scrolling comes to rest.
  var contentOffset: Double = 0
  /// The offset scrolling last chose, while a resize shows another: each
  /// size starts again from it, so a size too small for it (the focused
  /// cell had to be scrolled to) does not leave the screen scrolled once
  /// the terminal is large again, and a storm of resizes ends on the screen
  /// that size shows from the start. nil when ``contentOffset`` is it.
  var chosenContentOffset: Double?
  /// The vertical scroll on its way to ``contentOffset``.
  private(set) var animation: ValueAnimation?
  /// Where each sideways row rests, or is heading, by section; a row not
  /// listed rests at 0.
  private(set) var rowOffsets: [Int: Double] = [:]
  /// Sideways rows on their way to their ``rowOffsets``.
  private(set) var rowAnimations: [Int: ValueAnimation] = [:]

  /// Whether the content or a row is moving.
  var isAnimating: Bool { animation != nil || !rowAnimations.isEmpty }

  /// The first content row on screen at `now`, a scroll in flight included.
  func presentedContentOffset(at now: Double) -> Double {
    guard let animation, !animation.tween.isFinished(at: now) else { return contentOffset }
    return animation.value(at: now)
  }

  /// Sideways offsets as they are at `now`, rows in motion included.
  func rowOffsets(at now: Double) -> [Int: Double] {
    var offsets = rowOffsets
    for (section, animation) in rowAnimations {
      offsets[section] = animation.value(at: now)
    }
    return offsets
  }

  /// Eases the content from `current` to where it rests now,
  /// ``contentOffset``, over `duration`.
  mutating func animate(from current: Double, duration: Double, at now: Double) {
    animation = ValueAnimation(
      from: current,
      to: contentOffset,
      start: now,
      duration: duration,
      easing: .easeOut
    )
  }

  /// Stops the content where it rests.
  mutating func stopAnimating() {
    animation = nil
  }

  /// Rests the row of `section` at `offset`, at once, or easing there from
  /// `current` over `duration`.
  mutating func setRow(
    _ section: Int,
    to offset: Double,
    from current: Double? = nil,
    duration: Double = 0,
    at now: Double = 0
  ) {
    rowOffsets[section] = offset
    guard let current, duration > 0, abs(current - offset) > 1e-9 else {
      rowAnimations[section] = nil
      return
    }
    rowAnimations[section] = ValueAnimation(
      from: current,
      to: offset,
      start: now,
      duration: duration,
      easing: .easeOut
    )
  }

  /// Ends the animations whose time is up by `now`.
  mutating func advance(to now: Double) {
    if let animation, animation.tween.isFinished(at: now) { self.animation = nil }
    for (section, animation) in rowAnimations where animation.tween.isFinished(at: now) {
      rowAnimations[section] = nil
    }
  }

  /// Keeps every resting place within what a new layout allows: the
  /// content's offset already clamped, each row's to `range` of its section
  /// (nil for a section no longer there, whose row is forgotten). The
  /// animations head for the places kept.
  mutating func clamp(rows range: (Int) -> ClosedRange<Double>?) {
    animation?.to = contentOffset
    for (section, offset) in rowOffsets {
      guard let range = range(section) else {
        rowOffsets[section] = nil
        rowAnimations[section] = nil
        continue
      }
      let clamped = min(max(offset, range.lowerBound), range.upperBound)
      rowOffsets[section] = clamped
      rowAnimations[section]?.to = clamped
    }
  }

  #if GALLERY_INTERNAL_CHECKS
    /// Checks that each axis has one resting target: every animation ends
    /// where its axis rests.
    func _checkInvariants() {
      if let animation {
        precondition(animation.to == contentOffset, "the scroll heads elsewhere than it rests")
      }
      for (section, animation) in rowAnimations {
        precondition(
          rowOffsets[section] == animation.to,
          "row \(section) heads elsewhere than it rests"
        )
      }
    }
  #endif
}
