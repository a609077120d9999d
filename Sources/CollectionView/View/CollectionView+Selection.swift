import CompositionalLayout

extension CollectionView {
  /// The index paths of the selected items, in order; nil when none is.
  public var indexPathsForSelectedItems: [IndexPath]? {
    let paths = focus.selection.compactMap(indexPath(ofItem:)).sorted()
    return paths.isEmpty ? nil : paths
  }

  /// Selects the item at `indexPath` (all others too, unless
  /// ``allowsMultipleSelection``), without asking or telling the delegate,
  /// and scrolls it to `scrollPosition`; nil deselects everything.
  public func selectItem(
    at indexPath: IndexPath?,
    animated: Bool,
    scrollPosition: ScrollPosition
  ) {
    guard let indexPath, let item = itemIdentity(at: indexPath) else {
      focus.selection = []
      return
    }
    if !allowsMultipleSelection { focus.selection = [] }
    focus.selection.insert(item)
    scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
  }

  /// Deselects the item at `indexPath`, without telling the delegate.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard let item = itemIdentity(at: indexPath) else { return }
    focus.selection.remove(item)
  }

  /// Scrolls vertically so the item at `indexPath` sits at `position`.
  public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    guard let solved,
      let frame = solved.attributesForItem(
        at: indexPath,
        orthogonalOffsets: scrolling.rowOffsets
      )?
      .frame
    else { return }
    let height = Double(size.height)
    if position.contains(.top) {
      setContentOffset(frame.minY, animated: animated)
    } else if position.contains(.centeredVertically) {
      setContentOffset(frame.midY - height / 2, animated: animated)
    } else if position.contains(.bottom) {
      setContentOffset(frame.maxY - height, animated: animated)
    }
  }

  /// The index paths of the cells in view once scrolling comes to rest,
  /// in drawing order.
  public var indexPathsForVisibleItems: [IndexPath] {
    guard let solved else { return [] }
    let viewport = Rect(
      x: 0,
      y: contentOffset,
      width: Double(size.width),
      height: Double(size.height)
    )
    return solved.visibleElements(in: viewport, orthogonalOffsets: scrolling.rowOffsets)
      .filter { $0.representedElementCategory == .cell }
      .map(\.indexPath)
  }

  /// A click or Enter on the item at `indexPath`: on an outline parent,
  /// expands or collapses it; otherwise selects it (or, with multiple
  /// selection, toggles it) where selection is allowed and the delegate
  /// agrees, telling the delegate, then runs the primary action.
  func activate(at indexPath: IndexPath) {
    guard let item = itemIdentity(at: indexPath) else { return }
    if let place = source?.outlinePlace(at: indexPath), place.hasChildren {
      source?.setExpanded(at: indexPath, !place.isExpanded)
      return
    }
    if allowsSelection, delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true {
      if allowsMultipleSelection && focus.selection.contains(item) {
        focus.selection.remove(item)
        delegate?.collectionView(self, didDeselectItemAt: indexPath)
      } else {
        if !allowsMultipleSelection {
          for other in focus.selection where other != item {
            focus.selection.remove(other)
            if let path = self.indexPath(ofItem: other) {
              delegate?.collectionView(self, didDeselectItemAt: path)
            }
          }
        }
        focus.selection.insert(item)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
      }
    }
    primaryAction?(indexPath)
  }
}
