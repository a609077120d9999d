import CompositionalLayout

/// A direction to move focus in.
public enum FocusDirection: Sendable {
  case up
  case down
  case left
  case right
}

extension CollectionView {
  /// Moves focus to the nearest cell in `direction` by frame geometry.
  /// In a sideways row, left and right move along the row and the row
  /// scrolls by its behaviour to show the new item. Returns false when
  /// there is nothing that way.
  @discardableResult
  public func moveFocus(_ direction: FocusDirection) -> Bool {
    guard let target = focusTarget(direction) else { return false }
    focusItem(at: target)
    return true
  }

  /// Whether focus can move in `direction`: what the footer asks before
  /// offering the arrow keys.
  public func canMoveFocus(_ direction: FocusDirection) -> Bool {
    focusTarget(direction) != nil
  }

  /// Where ``moveFocus(_:)`` would take focus: the first item while
  /// nothing is focused, nil when nothing lies that way.
  func focusTarget(_ direction: FocusDirection) -> IndexPath? {
    guard let solved, let path = focusedIndexPath else { return firstIndexPath }
    let sideways = direction == .left || direction == .right
    if sideways && solved.orthogonalScrollingBehavior(ofSection: path.section) != .none {
      // Along a row: its cells at their natural places, offscreen ones too.
      let cells = (0..<solved.numberOfItems(inSection: path.section)).compactMap {
        solved.attributesForItem(at: IndexPath(item: $0, section: path.section))
      }
      guard let from = cells.first(where: { $0.indexPath == path }) else { return nil }
      return Self.nearest(to: from.frame, in: cells.filter { $0.indexPath != path }, direction)
    } else {
      let offsets = scrolling.rowOffsets
      guard let from = solved.attributesForItem(at: path, orthogonalOffsets: offsets) else {
        return nil
      }
      let reach = Double(max(size.height, 1)) * 2
      let width = max(solved.contentSize.width, Double(size.width))
      let search: Rect
      switch direction {
      case .up:
        search = Rect(
          x: 0,
          y: from.frame.minY - reach,
          width: width,
          height: reach + from.frame.height / 2
        )
      case .down:
        search = Rect(x: 0, y: from.frame.midY, width: width, height: reach + from.frame.height / 2)
      case .left, .right:
        search = Rect(x: 0, y: from.frame.minY, width: width, height: from.frame.height)
      }
      let candidates = solved.elements(in: search, orthogonalOffsets: offsets).filter {
        $0.representedElementCategory == .cell && $0.indexPath != path
      }
      return Self.nearest(to: from.frame, in: candidates, direction)
    }
  }

  /// The cell nearest `frame` in `direction`: the smallest gap along the
  /// direction plus twice the misalignment across it, ties to the centre
  /// closer by more than a cell, then to the earlier item. Scores within a
  /// rounding error of each other tie, so frames that are equally near but
  /// for snapping (two stacked halves beside a whole) go to the earlier item.
  static func nearest(
    to frame: Rect,
    in candidates: [LayoutAttributes],
    _ direction: FocusDirection
  ) -> IndexPath? {
    let tolerance = 0.5
    func score(_ candidate: Rect) -> (Double, Double)? {
      let gap: Double
      let misalignment: Double
      let centreDistance: Double
      switch direction {
      case .down:
        gap = candidate.minY - frame.maxY
        misalignment = max(0, candidate.minX - frame.maxX, frame.minX - candidate.maxX)
        centreDistance = abs(candidate.midX - frame.midX)
      case .up:
        gap = frame.minY - candidate.maxY
        misalignment = max(0, candidate.minX - frame.maxX, frame.minX - candidate.maxX)
        centreDistance = abs(candidate.midX - frame.midX)
      case .right:
        gap = candidate.minX - frame.maxX
        misalignment = max(0, candidate.minY - frame.maxY, frame.minY - candidate.maxY)
        centreDistance = abs(candidate.midY - frame.midY)
      case .left:
        gap = frame.minX - candidate.maxX
        misalignment = max(0, candidate.minY - frame.maxY, frame.minY - candidate.maxY)
        centreDistance = abs(candidate.midY - frame.midY)
      }
      guard gap >= -tolerance else { return nil }
      return (max(0, gap) + 2 * misalignment, centreDistance)
    }
    return candidates.compactMap { candidate in
      score(candidate.frame).map { (candidate.indexPath, $0) }
    }.min { lhs, rhs in
      let epsilon = 1e-9
      if abs(lhs.1.0 - rhs.1.0) > epsilon { return lhs.1.0 < rhs.1.0 }
      // Snapping to whole cells moves a centre by up to half a cell, so
      // centres less than a cell apart are equally near: the earlier wins
      // (the upper of two stacked halves beside a whole).
      if abs(lhs.1.1 - rhs.1.1) > 1 + epsilon { return lhs.1.1 < rhs.1.1 }
      return lhs.0 < rhs.0
    }?.0
  }

  /// Focuses the item at `indexPath` and brings it into view.
  public func focusItem(at indexPath: IndexPath) {
    guard let item = itemIdentity(at: indexPath) else { return }
    focus.item = item
    revealFocusedItemInItsRow()
    scrollFocusedItemIntoView()
  }
}
