import CompositionalLayout
import TerminalUI

extension CollectionView {
  /// Draws the visible part of the collection into its ``frame`` as it is
  /// at `now`: the scene for that moment (``scene(at:)``), each element
  /// through its renderer, clipped to its frame and to the view, in drawing
  /// order (movers above elements at rest), faded where it fades; then the
  /// scrollbar in its own column. Drawing reads the scene and the
  /// renderers and changes nothing.
  func drawContent(into canvas: inout Canvas, now: Double) {
    render(scene(at: now), on: &canvas)
  }

  /// Draws `scene`.
  private func render(_ scene: Scene, on canvas: inout Canvas) {
    if let scrollbar = scene.scrollbar {
      canvas.drawScrollbar(
        in: scrollbar.column,
        contentLength: scrollbar.contentLength,
        offset: scrollbar.offset
      )
    }
    let state = scene.drawing
    canvas.withClip(scene.contentFrame) { canvas in
      // A mover whose place is kept filled shows the same look there and on
      // its way: drawn once, by its renderer, and copied to both.
      let looks = vacatedLooks(of: scene, traits: canvas.traits)
      for (rect, vacated) in zip(looks.rects, scene.vacated) {
        canvas.draw(looks.canvas, from: rect, at: CellPoint(x: vacated.frame.x, y: vacated.frame.y))
      }
      // Movers are drawn last, the farthest on top: the cards are the
      // shown elements from the first of them on.
      var movers = MoverIndex()
      if let first = scene.firstMover {
        movers = prepareMovers(
          of: scene.shown.drop { $0.index < first },
          scene: scene,
          on: &canvas
        )
      }
      // What lies beneath the edges of an element on its way that cross
      // cells part-way, read before it is drawn over, into the view's
      // buffer: taken, so that it is not shared while it grows, and given
      // back with its capacity.
      var beneathEdges = edgeCellsBuffer
      edgeCellsBuffer = []
      defer { edgeCellsBuffer = beneathEdges }
      for shown in scene.shown {
        let placed = scene.placed[shown.index]
        // Where it is on its way, to the fraction of a cell, while it is
        // drawn there (not beside a row it trades places with, nor as a
        // kept look): a solid fill's edges show the fraction.
        var edges: Rect?
        if placed.travel > 0 && shown.keptImage == nil {
          let exact = placed.frame.offsetBy(
            dx: Double(scene.contentFrame.x),
            dy: Double(scene.contentFrame.y)
          )
          if shown.frame == exact.snapped { edges = exact }
        }
        if let edges {
          beneathEdges.removeAll(keepingCapacity: true)
          edges.forEachPartlyCoveredEdge { line, _, _ in
            canvas.appendCells(along: line, to: &beneathEdges)
          }
        }
        // A row of a grouped list lies on its section's block, its
        // separator too; moving and fading elements are opaque in their
        // own colours, as UIKit's cells are: nothing under them shows
        // through their frame.
        let block = shown.isOnBlock ? canvas.theme.groupedBackground : Style.plain
        if shown.isOnBlock || placed.travel > 0 || placed.opacity < 1 {
          canvas.fill(shown.visible, style: block)
        }
        // Part of it under a card on its way: what shows of it would be a
        // stub of its text ("e Machin"), so it shows as a blank card until
        // it is in sight whole or not at all. (Its own cells: a row's
        // separator line is not part of it.) Not where the elements tile
        // the view: a blank card there is a hole in the tiling.
        if movers.isEmpty || keepsVacatedPlacesFilled
          || !movers.coversPart(
            of: shown.ownCells.intersection(scene.contentFrame),
            drawnAfter: shown.index
          )
        {
          if placed.travel > 0 && !shown.isOnBlock,
            let look = looks.index[ElementKey(placed.attributes)].map({ looks.rects[$0] }),
            look.size == shown.frame.size
          {
            canvas.withClip(shown.frame) {
              $0.draw(looks.canvas, from: look, at: CellPoint(x: shown.frame.x, y: shown.frame.y))
            }
          } else {
            draw(placed, in: shown.frame, on: &canvas, state: state, image: shown.keptImage)
          }
          if let edges {
            var start = beneathEdges.startIndex
            edges.forEachPartlyCoveredEdge { line, side, eighths in
              let end = start + line.width * line.height
              canvas.drawFillEdge(
                along: line,
                side: side,
                eighths: eighths,
                beneath: beneathEdges[start..<end]
              )
              start = end
            }
          }
        }
        if shown.separator != nil, canvas.repertoire == .unicode, !placed.isDeleted,
          placed.attributes.representedElementCategory == .cell,
          placed.attributes.indexPath == state.carried
        {
          // The carried row is lifted off the list: it casts a shadow,
          // down and to the right, where its separator goes.
          canvas.fill(
            CellRect(
              x: shown.frame.x + 1,
              y: shown.frame.maxY,
              width: shown.frame.width - 1,
              height: 1
            ),
            with: "▀",
            style: canvas.theme.liftShadow.over(block)
          )
        } else if let separator = shown.separator {
          Self.drawSeparator(
            separator,
            ofRowFrom: shown.frame.x,
            width: shown.frame.width,
            y: shown.frame.maxY,
            over: block,
            on: &canvas
          )
        }
        if placed.opacity < 1 {
          canvas.fade(shown.visible, opacity: placed.opacity, backdrop: canvas.backdrop)
        }
      }
      if let swipedRow = scene.swipedRow { drawSwipeActions(on: &canvas, row: swipedRow) }
    }
  }

  /// How the movers of `scene` whose places are kept filled look, each
  /// drawn once by its renderer, one below another on one canvas: the
  /// canvas, each one's cells on it (in the order of ``Scene/vacated``),
  /// and which is whose.
  private func vacatedLooks(
    of scene: Scene,
    traits: CanvasTraits
  ) -> (canvas: Canvas, rects: [CellRect], index: ElementTable<Int>) {
    guard !scene.vacated.isEmpty else { return (Canvas(width: 0, height: 0), [], ElementTable()) }
    var canvas = Canvas(
      width: scene.vacated.lazy.map(\.frame.width).max() ?? 0,
      height: scene.vacated.lazy.map(\.frame.height).reduce(0, +),
      traits: traits
    )
    var rects: [CellRect] = []
    rects.reserveCapacity(scene.vacated.count)
    var index = ElementTable<Int>()
    var y = 0
    for (placed, frame) in scene.vacated {
      let rect = CellRect(x: 0, y: y, width: frame.width, height: frame.height)
      draw(placed, in: rect, on: &canvas, state: scene.drawing, image: nil)
      index[ElementKey(placed.attributes)] = rects.count
      rects.append(rect)
      y += frame.height
    }
    return (canvas, rects, index)
  }

  /// What the movers need before anything is drawn: the block of each
  /// grouped section with a row on its way laid beneath everything, where
  /// the section is at this moment on its way from the lines its rows took
  /// before the change to those they take after it, as its footer moves (a
  /// row that leaves its place leaves the block behind it, not a hole down
  /// to the terminal, and the block never reaches over the footer that
  /// follows the rows); and returned, where the cards are drawn, for the
  /// elements beneath them.
  private func prepareMovers(
    of moving: ArraySlice<ShownElement>,
    scene: Scene,
    on canvas: inout Canvas
  ) -> MoverIndex {
    let rect = scene.contentFrame
    var cards: [MoverIndex.Card] = []
    cards.reserveCapacity(moving.count)
    /// A section's rows: the lines they took before the change and take
    /// after it, and their columns.
    struct Span {
      var before = (top: Double.infinity, bottom: -Double.infinity)
      var after = (top: Double.infinity, bottom: -Double.infinity)
      var left = Int.max
      var right = Int.min
    }
    var spans: [Int: Span] = [:]
    for shown in moving {
      let placed = scene.placed[shown.index]
      guard placed.travel > 0 else { continue }
      cards.append((shown.index, shown.ownCells.intersection(rect)))
      if shown.isOnBlock && !placed.isDeleted {
        spans[placed.attributes.indexPath.section] = Span()
      }
    }
    guard !spans.isEmpty else { return MoverIndex(cards) }
    let top = scene.viewport.minY
    for shown in scene.shown where shown.isOnBlock {
      let placed = scene.placed[shown.index]
      let section = placed.attributes.indexPath.section
      guard !placed.isDeleted, var span = spans[section] else { continue }
      let after = placed.attributes.frame.offsetBy(dx: 0, dy: -top)
      let before = placed.origin ?? after
      span.before = (min(span.before.top, before.minY), max(span.before.bottom, before.maxY))
      span.after = (min(span.after.top, after.minY), max(span.after.bottom, after.maxY))
      span.left = min(span.left, shown.frame.minX)
      span.right = max(span.right, shown.frame.maxX)
      spans[section] = span
    }
    for span in spans.values {
      // Each edge rounded as an element's is, so the block meets its rows.
      let top = interpolate(span.before.top, span.after.top, scene.progress).rounded()
      let bottom = interpolate(span.before.bottom, span.after.bottom, scene.progress).rounded()
      let area = CellRect(
        x: span.left,
        y: rect.y + Int(top),
        width: span.right - span.left,
        height: Int(bottom - top)
      )
      canvas.fill(area.intersection(rect), style: canvas.theme.groupedBackground)
    }
    return MoverIndex(cards)
  }

  /// What a draw at `now` puts on screen, in drawing order: the scene's
  /// record, for tools (the inspector, `--format frames`) and tests.
  public func drawnElements(at now: Double) -> [DrawnElement] {
    scene(at: now).drawnElements
  }

  /// The first visible cell of the focused item where it rests as the
  /// view is scrolled at `now` (in a change under way, where it is going):
  /// where the terminal's cursor rests. One query of the layout, not a walk
  /// of what the frame draws.
  func focusedCellOrigin(at now: Double) -> CellPoint? {
    guard let focused = focusedIndexPath, let solved,
      let attributes = solved.attributesForItem(
        at: focused,
        orthogonalOffsets: drawnOrthogonalOffsets(at: now)
      )
    else { return nil }
    let content = contentFrame
    let cell = attributes.frame.offsetBy(dx: 0, dy: -drawnViewport(at: now).minY).snapped
      .offsetBy(dx: content.x, dy: content.y)
      .intersection(content)
    return cell.isEmpty ? nil : CellPoint(x: cell.x, y: cell.y)
  }

  /// One element as a draw at some moment shows it: the element placed
  /// (by ``index``) and where it lands on screen.
  struct ShownElement {
    /// Its screen cells, snapped and unclipped.
    var frame: CellRect
    /// The separator drawn on the row below it, if any.
    var separator: (leading: Double, trailing: Double)?
    /// The part of its frame and separator inside the view.
    var visible: CellRect
    /// Whether it is a row on its grouped section's block.
    var isOnBlock: Bool
    /// The element, as its index in the placed elements (the whole array a
    /// part of which is walked), in drawing order.
    var index: Int
    /// The look the running change keeps for it (a ghost's, a reloaded
    /// element's before), drawn instead of asking its renderer.
    var keptImage: ElementImage?
    /// Its own cells, without what a kept look carries around it (a
    /// deleted row's separator lines).
    var ownCells: CellRect
  }

  /// Calls `body` for each of `placedElements` that a draw shows, in
  /// drawing order, with its screen cells: how a scene is made.
  func forEachShownElement(
    of placedElements: ArraySlice<PlacedElement>,
    state: DrawingState,
    _ body: (ShownElement) -> Void
  ) {
    let rect = contentFrame
    var cellFrames: [IndexPath: Rect] = [:]
    if placedElements.contains(where: { $0.isAttachedSupplementary && !$0.isDeleted }) {
      for placed in placedElements
      where placed.attributes.representedElementCategory == .cell && !placed.isDeleted {
        cellFrames[placed.attributes.indexPath] = placed.frame
      }
    }
    var rows = ListRowLookup(solved: solved)
    let crossings = crossingFrames(of: placedElements, cellFrames: cellFrames)
    for (index, placed) in zip(placedElements.indices, placedElements)
    where placed.opacity > 0 && hasLook(placed, state: state) {
      let frame = (crossings[index] ?? snappedFrame(of: placed, cellFrames: cellFrames))
        .offsetBy(dx: rect.x, dy: rect.y)
      var separator = placed.isDeleted ? nil : rows.separator(below: placed.attributes)
      // Two rows crossing are drawn line against line for a moment: the
      // one above leaves its separator out rather than draw it over the
      // other.
      if separator != nil,
        crossings.values.contains(where: {
          $0.y + rect.y == frame.maxY && $0.x + rect.x == frame.x
        })
      {
        separator = nil
      }
      let visible = CellRect(
        x: frame.x,
        y: frame.y,
        width: frame.width,
        height: frame.height + (separator == nil ? 0 : 1)
      )
      .intersection(rect)
      guard !visible.isEmpty else { continue }
      let image = keptImage(of: placed)
      body(
        ShownElement(
          frame: frame,
          separator: separator,
          visible: visible,
          isOnBlock: rows.isOnBlock(placed.attributes),
          index: index,
          keptImage: image,
          ownCells: image.map { $0.elementRect.offsetBy(dx: frame.x, dy: frame.y) } ?? frame
        )
      )
    }
  }

  /// Where cells that trade places are drawn so that both stay in sight:
  /// two rows swapping would share a line halfway, the one beneath hidden.
  /// The one beneath is drawn beside the one above instead, on the side it
  /// has not yet passed, and past it once it has. Only for a change that
  /// moves a few cells (a swap, a carry); by index into `placed`.
  private func crossingFrames(
    of placed: ArraySlice<PlacedElement>,
    cellFrames: [IndexPath: Rect]
  ) -> [Int: CellRect] {
    func isMover(_ element: PlacedElement) -> Bool {
      element.travel > 0 && !element.isDeleted && element.origin != nil
        && element.attributes.representedElementCategory == .cell
    }
    // Counted before they are gathered: most frames move none or many, and
    // learn that without allocating.
    var count = 0
    for element in placed where isMover(element) {
      count += 1
      guard count <= 8 else { return [:] }
    }
    guard count >= 2 else { return [:] }
    let movers = placed.indices.filter { isMover(placed[$0]) }
    var crossings: [Int: CellRect] = [:]
    for (rank, lower) in movers.enumerated() {
      let own = snappedFrame(of: placed[lower], cellFrames: cellFrames)
      var frame = own
      let lowerTravel = placed[lower].frame.minY - placed[lower].origin!.minY
      // Movers later in the list are drawn above this one.
      for upper in movers[(rank + 1)...] {
        let above = snappedFrame(of: placed[upper], cellFrames: cellFrames)
        let upperTravel = placed[upper].frame.minY - placed[upper].origin!.minY
        guard above.x == frame.x, above.width == frame.width, lowerTravel * upperTravel < 0,
          frame.minY < above.maxY, above.minY < frame.maxY
        else { continue }
        let movingDown = lowerTravel > 0
        let passed =
          movingDown
          ? placed[lower].frame.minY > placed[upper].frame.minY
          : placed[lower].frame.minY < placed[upper].frame.minY
        frame.y = passed == movingDown ? above.maxY : above.minY - frame.height
      }
      if frame != own { crossings[lower] = frame }
    }
    return crossings
  }

  /// Tells the delegate of each cell the scene at `now` shows that the
  /// scene before did not; part of the update before a frame, so drawing
  /// itself stays a reading.
  func announceDisplayedCells(at now: Double) {
    guard let delegate else {
      lastDisplayed = []
      return
    }
    let displayed = scene(at: now).shownItems
    let new = displayed.subtracting(lastDisplayed)
    lastDisplayed = displayed
    for path in new.sorted() {
      if let cell = cellForItem(at: path) {
        delegate.collectionView(self, willDisplay: cell, forItemAt: path)
      }
    }
  }

  /// Draws a list row's separator line on line `y`, for a row at `x` that
  /// is `width` wide: from its separator guide, a column in from its
  /// leading edge, to its trailing inset.
  static func drawSeparator(
    _ separator: (leading: Double, trailing: Double),
    ofRowFrom x: Int,
    width: Int,
    y: Int,
    over background: Style = .plain,
    on canvas: inout Canvas
  ) {
    let leading = 1 + Int(separator.leading.rounded())
    canvas.drawSeparator(
      x: x + leading,
      y: y,
      width: width - leading - Int(separator.trailing.rounded()),
      over: background
    )
  }

  /// Whether there is anything to draw for `placed`: a kept appearance or
  /// a renderer for its kind that does not hide it.
  func hasLook(_ placed: PlacedElement, state drawing: DrawingState) -> Bool {
    if placed.keptLook != .none { return true }
    let attributes = placed.attributes
    switch attributes.representedElementCategory {
    case .cell:
      return drawing.source != nil
    case .supplementaryView:
      guard let renderer = supplementaryRenderer(ofKind: attributes.representedElementKind ?? "")
      else { return false }
      return renderer.isHidden?(attributes.indexPath) != true
    case .decorationView:
      return decorationRenderer(ofKind: attributes.representedElementKind ?? "") != nil
    }
  }

  /// Focus and selection by index path and what to draw cells from,
  /// worked out once per frame rather than read from the view for every
  /// cell: a read of the view's own properties checks exclusive access
  /// each time.
  struct DrawingState {
    var focused: IndexPath?
    var selected: Set<IndexPath>
    /// Not retained: a frame's state lives while the view, which keeps its
    /// data source, draws; copying a retained reference for every cell
    /// drawn cost a retain and a release each.
    unowned(unsafe) var source: (any ItemSource)?
    var isEditing: Bool
    /// The row being carried, if any.
    var carried: IndexPath?
  }

  /// The drawing state of the data the view shows.
  func drawingState() -> DrawingState {
    DrawingState(
      focused: focusedIndexPath,
      selected: focus.selection.isEmpty ? [] : Set(focus.selection.compactMap(indexPath(ofItem:))),
      source: source,
      isEditing: isEditing,
      carried: carry.flatMap { indexPath(ofItem: $0.item) }
    )
  }

  /// An element's cells: a supplementary attached to an item is snapped
  /// against its cell, so a badge keeps its place on the cell; everything
  /// else edge by edge; a kept appearance at its own size.
  func snappedFrame(of placed: PlacedElement, cellFrames: [IndexPath: Rect]) -> CellRect {
    if let image = keptImage(of: placed) {
      let origin = placed.frame.snapped
      return CellRect(
        x: origin.x - image.elementRect.x,
        y: origin.y - image.elementRect.y,
        width: image.canvas.width,
        height: image.canvas.height
      )
    }
    guard placed.isAttachedSupplementary, let cell = cellFrames[placed.attributes.indexPath]
    else { return placed.frame.snapped }
    return placed.frame.snapped(against: cell)
  }

  /// Draws one element in `frame` through its renderer, or `image`, the
  /// look kept for it.
  func draw(
    _ placed: PlacedElement,
    in frame: CellRect,
    on canvas: inout Canvas,
    state drawing: DrawingState,
    image: ElementImage?
  ) {
    if let image {
      canvas.draw(image.canvas, at: CellPoint(x: frame.x, y: frame.y))
      return
    }
    let attributes = placed.attributes
    let path = attributes.indexPath
    switch attributes.representedElementCategory {
    case .cell:
      guard let source = drawing.source else { return }
      var state = CellState(
        isFocused: path == drawing.focused,
        // An empty set hashes the path all the same.
        isSelected: !drawing.selected.isEmpty && drawing.selected.contains(path),
        isEditing: drawing.isEditing
      )
      if path == drawing.carried { state.cellDragState = .dragging }
      canvas.withClip(frame) { source.drawCell(on: &$0, in: frame, at: path, state: state) }
    case .supplementaryView:
      guard let renderer = supplementaryRenderer(ofKind: attributes.representedElementKind ?? "")
      else { return }
      // Only a supplementary attached to an item (a badge) shares its focus;
      // a header is not focused with its section's first row.
      let focused = placed.isAttachedSupplementary && path == drawing.focused
      let state = CellState(isFocused: focused, isEditing: drawing.isEditing)
      canvas.withClip(frame) { renderer.draw(&$0, frame, path, state) }
    case .decorationView:
      guard let renderer = decorationRenderer(ofKind: attributes.representedElementKind ?? "")
      else { return }
      canvas.withClip(frame) { renderer.draw(&$0, frame, path) }
    }
  }
}
