import CompositionalLayout

#if GALLERY_INTERNAL_CHECKS
  extension CollectionView {
    /// Checks what must hold between updates, as swift-collections'
    /// `_checkInvariants()` does: the focused and selected items are in
    /// the data, something is focused whenever there is an item, every
    /// offset is within the layout's range, each axis has one resting
    /// target, and
    /// the running change plans only elements the layout has. Run after
    /// every update in builds with internal checks (`make test`); compiled
    /// out elsewhere.
    func _checkInvariants() {
      scrolling._checkInvariants()
      if let item = focus.item {
        precondition(indexPath(ofItem: item) != nil, "the focused item is not shown")
      }
      for item in focus.selection {
        precondition(indexPath(ofItem: item) != nil, "a selected item is not shown")
      }
      guard let solved else { return }
      precondition(
        focus.item != nil || firstIndexPath == nil,
        "nothing is focused where there are items"
      )
      precondition(
        contentOffset == clampedContentOffset(contentOffset, in: solved),
        "the content offset \(contentOffset) is out of the content's range"
      )
      for (section, offset) in scrolling.rowOffsets {
        precondition(section < solved.numberOfSections, "a row offset for no section")
        precondition(
          solved.orthogonalOffsetRange(ofSection: section).contains(offset),
          "row \(section)'s offset \(offset) is out of its range"
        )
      }
      transition?.entries.forEach { key, _ in
        precondition(
          restingAttributes(of: key, in: solved, orthogonalOffsets: scrolling.rowOffsets)
            != nil,
          "the change plans \(key), which the layout does not have"
        )
      }
    }
  }
#endif
