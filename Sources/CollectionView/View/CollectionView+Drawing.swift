import CompositionalLayout
import TerminalUI

extension CollectionView {
  /// Draws the visible part of the collection into `rect` as it is at
  /// `now`: each element through its registration, clipped to its frame and
  /// to `rect`, in z-order; then the scroll indicator.
  public func draw(into canvas: inout Canvas, in rect: CellRect, now: Double) {
    layoutIfNeeded(size: rect.size)
    advanceAnimations(to: now)
    drawnElements.removeAll(keepingCapacity: true)
    canvas.withClip(rect) { canvas in
      let placedElements = placedElements(at: now)
      // After placing, every item on screen has its number.
      let state = DrawingState(
        focused: focusedItem.flatMap(itemNumbering.existingNumber(for:)),
        selected: Set(selectedItems.compactMap(itemNumbering.existingNumber(for:)))
      )
      var cellFrames: [IndexPath: Rect] = [:]
      if placedElements.contains(where: \.isAttachedSupplementary) {
        for placed in placedElements where placed.attributes.representedElementCategory == .cell {
          cellFrames[placed.attributes.indexPath] = placed.frame
        }
      }
      for placed in placedElements {
        let frame = snappedFrame(of: placed, cellFrames: cellFrames)
          .offsetBy(dx: rect.x, dy: rect.y)
        guard !frame.intersection(rect).isEmpty else { continue }
        draw(placed, in: frame, on: &canvas, state: state)
      }
      drawScrollIndicator(on: &canvas, in: rect)
    }
  }

  /// Focus and selection by item number, worked out once per frame.
  private struct DrawingState {
    var focused: Int?
    var selected: Set<Int>
  }

  /// An element's cells: a supplementary attached to an item is snapped
  /// against its cell, so a badge keeps its place on the cell; everything
  /// else edge by edge.
  private func snappedFrame(of placed: PlacedElement, cellFrames: [IndexPath: Rect]) -> CellRect {
    guard placed.isAttachedSupplementary, let cell = cellFrames[placed.attributes.indexPath]
    else { return placed.frame.snapped }
    return placed.frame.snapped(against: cell)
  }

  private func draw(
    _ placed: PlacedElement,
    in frame: CellRect,
    on canvas: inout Canvas,
    state drawing: DrawingState
  ) {
    let attributes = placed.attributes
    let path = attributes.indexPath
    let kind: String
    switch attributes.representedElementCategory {
    case .cell:
      guard let item = itemIdentifier(at: path), let registration = cellRegistration else { return }
      kind = "cell"
      let number = placed.key?.item
      let state = CellState(
        isFocused: number != nil && number == drawing.focused,
        isSelected: number.map(drawing.selected.contains) ?? false
      )
      canvas.withClip(frame) { registration.draw(&$0, frame, path, item, state) }
    case .supplementaryView:
      kind = attributes.representedElementKind ?? "supplementary"
      guard let registration = supplementaryRegistrations[kind],
        registration.isHidden?(path) != true
      else { return }
      // Only a supplementary attached to an item (a badge) shares its focus;
      // a header is not focused with its section's first row.
      let focused = placed.isAttachedSupplementary && placed.key?.item == drawing.focused
      canvas.withClip(frame) { registration.draw(&$0, frame, path, CellState(isFocused: focused)) }
    case .decorationView:
      kind = attributes.representedElementKind ?? "decoration"
      guard let registration = decorationRegistrations[kind] else { return }
      canvas.withClip(frame) { registration.draw(&$0, frame, path) }
    }
    drawnElements.append(
      DrawnElement(
        kind: kind,
        indexPath: path,
        frame: frame,
        category: attributes.representedElementCategory
      )
    )
  }

  /// A thumb on the rightmost column showing which part of the content is
  /// in view; nothing when it all fits.
  private func drawScrollIndicator(on canvas: inout Canvas, in rect: CellRect) {
    guard let solved, rect.height > 0 else { return }
    let content = solved.contentSize.height
    let visible = Double(rect.height)
    guard content > visible + 0.5 else { return }
    let thumbLength = max(1, Int((visible * visible / content).rounded()))
    let travel = rect.height - thumbLength
    let maximum = content - visible
    let thumbStart = Int((Double(travel) * contentOffset / maximum).rounded())
    let glyph: Character = canvas.repertoire == .unicode ? "▐" : "#"
    canvas.fill(
      CellRect(x: rect.maxX - 1, y: rect.y + thumbStart, width: 1, height: thumbLength),
      with: glyph,
      style: Theme.scrollIndicator
    )
  }
}
