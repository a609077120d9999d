import CompositionalLayout

extension CollectionView {
  /// Scrolls vertically to `offset` (clamped to the content), easing from
  /// where the content is on screen now when `animated`, so a scroll that
  /// starts during another carries on from where that one had got to.
  public func setContentOffset(_ offset: Double, animated: Bool) {
    guard solved != nil else { return }
    let now = clock.now
    let current = scrolling.presentedContentOffset(at: now)
    measureVisibleElements(scrollingTo: offset)
    scrolling.chosenContentOffset = nil
    planRevealedElements()
    guard animated && !traits.reducesMotion && abs(current - contentOffset) > 1e-9 else {
      scrolling.stopAnimating()
      return
    }
    scrolling.animate(from: current, duration: scrollDuration, at: now)
  }

  /// Sweeps what the viewport shows at rest into the change under way, if
  /// any: rows a scroll brings into view while it runs (right after the
  /// apply, say) take part in it rather than resting at once.
  private func planRevealedElements() {
    guard let planner = transition?.planner, let solved else { return }
    let viewport = Rect(
      x: 0,
      y: contentOffset,
      width: max(solved.contentSize.width, Double(frame.width)),
      height: Double(frame.height)
    )
    planner.sweep([viewport], into: &transition!.plan)
  }

  /// Scrolls vertically the least that shows the focused cell whole (its
  /// top when it is taller than the view), clear of a pinned header.
  public func scrollFocusedItemIntoView(animated: Bool = true) {
    // The item may measure otherwise than its estimate once in view, which
    // moves the offset that shows it: a few rounds at most.
    guard var offset = offsetShowingFocusedItem() else { return }
    for _ in 0..<4 {
      setContentOffset(offset, animated: animated)
      guard let next = offsetShowingFocusedItem(), next != contentOffset else { return }
      offset = next
    }
  }

  /// The offset nearest ``contentOffset`` that shows the focused cell whole
  /// (its top when it is taller than the view), clear of a pinned header;
  /// nil without a focused cell.
  private func offsetShowingFocusedItem() -> Double? {
    guard let solved, let path = focusedIndexPath,
      let frame = solved.attributesForItem(at: path, orthogonalOffsets: scrolling.rowOffsets)?
        .frame
    else { return nil }
    let height = Double(size.height)
    var offset = contentOffset
    if frame.maxY > offset + height { offset = frame.maxY - height }
    if frame.minY < offset { offset = frame.minY }
    let viewport = Rect(x: 0, y: offset, width: Double(size.width), height: height)
    let covering = solved.pinnedElements(in: viewport).filter {
      $0.frame.minY <= offset + 0.5 && $0.frame.intersects(frame)
    }
    if let header = covering.max(by: { $0.frame.maxY < $1.frame.maxY }) {
      offset -= header.frame.maxY - frame.minY
    }
    return clampedContentOffset(offset, in: solved)
  }

  /// Scrolls by `rows` (negative is up), easing.
  public func scroll(by rows: Double) {
    setContentOffset(contentOffset + rows, animated: true)
  }

  /// Moves a page up or down, focus following to the cell in view nearest
  /// where it was.
  public func page(_ direction: FocusDirection) {
    guard let solved else { return }
    let height = Double(size.height)
    let step = max(1, height - 1)
    setContentOffset(contentOffset + (direction == .up ? -step : step), animated: true)
    let viewport = Rect(x: 0, y: contentOffset, width: Double(size.width), height: height)
    let offsets = scrolling.rowOffsets
    let inView = solved.elements(in: viewport, orthogonalOffsets: offsets).filter {
      $0.representedElementCategory == .cell && viewport.contains($0.frame)
    }
    guard !inView.isEmpty else { return }
    let focusedFrame = focusedIndexPath.flatMap {
      solved.attributesForItem(at: $0, orthogonalOffsets: offsets)?.frame
    }
    if let focusedFrame, viewport.contains(focusedFrame) { return }
    let rowY = direction == .up ? inView.map(\.frame.minY).max()! : inView.map(\.frame.minY).min()!
    let row = inView.filter { $0.frame.minY == rowY }
    let x = focusedFrame?.midX ?? 0
    if let nearest = row.min(by: { abs($0.frame.midX - x) < abs($1.frame.midX - x) }),
      let item = itemIdentity(at: nearest.indexPath)
    {
      focus.item = item
    }
  }

  /// Focuses the first item and scrolls to the top.
  public func scrollToTop() {
    setContentOffset(0, animated: true)
    focusFirstItem()
  }

  /// Focuses the last item and scrolls to the bottom.
  public func scrollToBottom() {
    setContentOffset(.infinity, animated: true)
    if let last = lastIndexPath.flatMap(itemIdentity(at:)) { focus.item = last }
  }

  /// Starts the focused item's sideways row toward where its behaviour
  /// rests with the item in view.
  func revealFocusedItemInItsRow() {
    guard let solved, let path = focusedIndexPath,
      solved.orthogonalScrollingBehavior(ofSection: path.section) != .none
    else { return }
    let current = scrolling.rowOffsets[path.section] ?? 0
    let target = solved.targetOrthogonalOffset(
      inSection: path.section,
      from: current,
      revealingItem: path.item
    )
    scrollRow(path.section, to: target)
  }

  /// Moves a sideways row one step (a page, a group: its behaviour's step)
  /// toward `step`, focus moving only as far as it must to stay in view.
  public func pageRow(_ section: Int, _ step: OrthogonalScrollStep) {
    guard let solved, section < solved.numberOfSections,
      solved.orthogonalScrollingBehavior(ofSection: section) != .none
    else { return }
    let current = scrolling.rowOffsets[section] ?? 0
    moveRow(
      section,
      to: solved.targetOrthogonalOffset(inSection: section, from: current, toward: step),
      step: step
    )
  }

  /// How many columns one tick of a tilt wheel moves a row that rests
  /// anywhere: a few, as a tick of the wheel scrolls a few rows.
  public static let tiltWheelColumns = 4.0

  /// Moves a sideways row for one tick of a tilt wheel toward `step`: to
  /// its next resting place (the next page, group or centred group, by its
  /// behaviour), or ``tiltWheelColumns`` where it rests anywhere
  /// (`.continuous`); never a viewport's skip past items.
  public func tiltRow(_ section: Int, _ step: OrthogonalScrollStep) {
    guard let solved, section < solved.numberOfSections else { return }
    let behavior = solved.orthogonalScrollingBehavior(ofSection: section)
    guard behavior == .continuous else {
      pageRow(section, step)
      return
    }
    let current = scrolling.rowOffsets[section] ?? 0
    let range = solved.orthogonalOffsetRange(ofSection: section)
    let delta = step == .towardTrailing ? Self.tiltWheelColumns : -Self.tiltWheelColumns
    moveRow(
      section,
      to: min(max(current + delta, range.lowerBound), range.upperBound),
      step: step
    )
  }

  /// Starts a sideways row toward `target`, focus moving only as far as it
  /// must (from the side `step` leaves) to stay in view.
  private func moveRow(_ section: Int, to target: Double, step: OrthogonalScrollStep) {
    guard let solved else { return }
    scrollRow(section, to: target)
    guard let path = focusedIndexPath, path.section == section else { return }
    let row = solved.elements(inSection: section, orthogonalOffset: target).filter {
      $0.representedElementCategory == .cell
    }
    let band = solved.frame(ofSection: section)
    let visible = row.filter {
      $0.frame.minX >= band.minX - 0.5 && $0.frame.maxX <= band.maxX + 0.5
    }
    guard !visible.contains(where: { $0.indexPath == path }), !visible.isEmpty else { return }
    let landing =
      step == .towardTrailing
      ? visible.min { $0.indexPath < $1.indexPath } : visible.max { $0.indexPath < $1.indexPath }
    if let landing, let item = itemIdentity(at: landing.indexPath) { focus.item = item }
  }

  /// The item each scrolled sideways row should keep in view through a
  /// resize: the focused item in its row, elsewhere the first item whole
  /// in view.
  func sidewaysAnchors() -> [Int: Int] {
    guard let solved else { return [:] }
    let focused = focusedIndexPath
    var anchors: [Int: Int] = [:]
    for (section, offset) in scrolling.rowOffsets where section < solved.numberOfSections {
      if let focused, focused.section == section {
        anchors[section] = focused.item
        continue
      }
      let band = solved.frame(ofSection: section)
      anchors[section] =
        solved.elements(inSection: section, orthogonalOffset: offset)
        .filter { $0.representedElementCategory == .cell && $0.frame.minX >= band.minX - 0.5 }
        .min { $0.indexPath < $1.indexPath }?.indexPath.item
    }
    return anchors
  }

  /// After a resize, brings each sideways row to the resting place its
  /// behaviour has at the new size that shows its anchor item.
  func retargetSidewaysRows(showing anchors: [Int: Int]) {
    guard let solved else { return }
    for (section, item) in anchors where section < solved.numberOfSections {
      guard item < solved.numberOfItems(inSection: section) else { continue }
      let target = solved.targetOrthogonalOffset(
        inSection: section,
        from: scrolling.rowOffsets[section] ?? 0,
        revealingItem: item
      )
      scrolling.setRow(section, to: target)
    }
  }

  /// Animates a sideways row from where it is now to `target`; the cells
  /// it reveals take part in a change under way, as a vertical scroll's do.
  func scrollRow(_ section: Int, to target: Double) {
    let now = clock.now
    scrolling.setRow(
      section,
      to: target,
      from: scrolling.rowOffsets(at: now)[section] ?? 0,
      duration: traits.reducesMotion ? 0 : scrollDuration,
      at: now
    )
    planRevealedElements()
  }

  /// The sideways offset a row rests at (or is heading to).
  public func orthogonalOffset(ofSection section: Int) -> Double {
    scrolling.rowOffsets[section] ?? 0
  }
}
