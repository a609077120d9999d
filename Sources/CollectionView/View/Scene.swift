import CompositionalLayout
import TerminalUI

extension CollectionView {
  /// What the view shows at one moment, worked out once: every shown
  /// element's screen cells, drawing order, opacity and kept look, the
  /// focus and selection drawn, the cursor, the scrollbar and the swiped
  /// row.
  ///
  /// The update pass builds it for the frame, as its last step
  /// (``prepareFrame(at:)``), and everything that needs to know what is where reads it: drawing,
  /// which is a function of it, hit-testing, the cursor, the display
  /// notices and the record tools read (``drawnElements(at:)``, the layout
  /// inspector). So a click lands on what the user sees, also mid-change,
  /// and the tools cannot disagree with the screen.
  struct Scene {
    /// The moment it shows.
    let time: Double
    /// The screen cells the content is drawn in.
    let contentFrame: CellRect
    /// The part of the layout in view, scrolled to whole rows.
    let viewport: Rect
    /// How far rows that scroll sideways are scrolled, in whole cells.
    let orthogonalOffsets: [Int: Double]
    /// Every element placed, in drawing order: what the shown elements
    /// index into.
    let placed: [PlacedElement]
    /// The elements that show, in drawing order.
    let shown: [ShownElement]
    /// The first placed element that travels (the movers are drawn from
    /// it on), while a change runs.
    let firstMover: Int?
    /// How far the running change has got, eased: 0 at its start, 1 at
    /// its end and with no change running.
    let progress: Double
    /// Each element on its way, drawn where it started beneath everything
    /// (``keepsVacatedPlacesFilled``): the element and its cells there.
    let vacated: [(placed: PlacedElement, frame: CellRect)]
    /// Focus, selection and editing as the cells are drawn.
    let drawing: DrawingState
    /// Where the terminal's cursor rests: the focused item's first visible
    /// cell where it rests.
    let cursor: CellPoint?
    /// The scrollbar's column, the content's length and where the view is
    /// in it; nil without a scrollbar.
    let scrollbar: (column: CellRect, contentLength: Double, offset: Double)?
    /// The item whose swipe actions show, if any.
    let swipedItem: IndexPath?

    /// What it shows, as the record tools and tests read it.
    var drawnElements: [DrawnElement] {
      shown.map { shown in
        let placed = placed[shown.index]
        let attributes = placed.attributes
        return DrawnElement(
          kind: attributes.representedElementCategory == .cell
            ? "cell" : attributes.representedElementKind ?? "decoration",
          indexPath: attributes.indexPath,
          frame: shown.ownCells,
          category: attributes.representedElementCategory,
          opacity: placed.opacity,
          isDeleted: placed.isDeleted
        )
      }
    }

    #if GALLERY_INTERNAL_CHECKS
      /// Everything drawing reads of the scene, to compare with another.
      struct Summary: Hashable {
        var drawn: [DrawnElement]
        var frames: [CellRect]
        var focused: IndexPath?
        var selected: Set<IndexPath>
        var isEditing: Bool
        var carried: IndexPath?
        var cursor: CellPoint?
        var scrollbar: [Double]
        var swipedRow: CellRect?
        var vacated: [CellRect]
        var firstMover: Int?
        var progress: Double
      }

      var summary: Summary {
        Summary(
          drawn: drawnElements,
          frames: shown.map(\.frame),
          focused: drawing.focused,
          selected: drawing.selected,
          isEditing: drawing.isEditing,
          carried: drawing.carried,
          cursor: cursor,
          scrollbar: scrollbar.map {
            [Double($0.column.x), Double($0.column.height), $0.contentLength, $0.offset]
          } ?? [],
          swipedRow: swipedRow,
          vacated: vacated.map(\.frame),
          firstMover: firstMover,
          progress: progress
        )
      }
    #endif

    /// Whether `shown` is a cell of an item in the data (not a ghost).
    private func isItem(_ shown: ShownElement) -> Bool {
      let placed = placed[shown.index]
      return placed.attributes.representedElementCategory == .cell && !placed.isDeleted
    }

    /// The item of the topmost cell shown at a screen position (a deleted
    /// row fading out is not there to hit).
    func item(atX x: Int, y: Int) -> IndexPath? {
      guard contentFrame.contains(x: x, y: y) else { return nil }
      return shown.last { isItem($0) && $0.ownCells.contains(x: x, y: y) }
        .map { placed[$0.index].attributes.indexPath }
    }

    /// The cell of the item at `indexPath` as shown (not a ghost of it).
    private func shownCell(ofItemAt indexPath: IndexPath) -> ShownElement? {
      shown.last { isItem($0) && placed[$0.index].attributes.indexPath == indexPath }
    }

    /// The cells of the item at `indexPath` as shown (not a ghost of it).
    func cells(ofItemAt indexPath: IndexPath) -> CellRect? {
      shownCell(ofItemAt: indexPath)?.ownCells
    }

    /// The cells of the row whose swipe actions show, if any.
    var swipedRow: CellRect? {
      swipedItem.flatMap { shownCell(ofItemAt: $0)?.frame }
    }

    /// The items shown, not ghosts.
    var shownItems: Set<IndexPath> {
      var items: Set<IndexPath> = []
      for shown in shown where isItem(shown) {
        items.insert(placed[shown.index].attributes.indexPath)
      }
      return items
    }
  }

  /// The scene at `now`: the one the update pass built for it, unless
  /// the view changed since, else one built now.
  func scene(at now: Double) -> Scene {
    if let cached = sceneCache, cached.time == now {
      #if GALLERY_INTERNAL_CHECKS
        // Whatever changes what is where must have dropped the scene.
        precondition(
          cached.summary == makeScene(at: now).summary,
          "a scene outlived a change to what the view shows"
        )
      #endif
      return cached
    }
    let scene = makeScene(at: now)
    sceneCache = scene
    return scene
  }

  /// The scene the user last saw: the one last built, unless the view
  /// changed since, else the scene now.
  var sceneOnScreen: Scene {
    sceneCache ?? scene(at: clock.now)
  }

  /// Works out the scene at `now` from the view's state.
  private func makeScene(at now: Double) -> Scene {
    let drawing = drawingState()
    let placed = placedElements(at: now)
    var shown: [ShownElement] = []
    shown.reserveCapacity(placed.count)
    forEachShownElement(of: placed[...], state: drawing) { shown.append($0) }
    var vacated: [(placed: PlacedElement, frame: CellRect)] = []
    if keepsVacatedPlacesFilled && transition != nil {
      let rect = contentFrame
      for element in placed
      where element.travel > 0 && !element.isDeleted && hasLook(element, state: drawing) {
        guard let origin = element.origin else { continue }
        vacated.append((element, origin.snapped.offsetBy(dx: rect.x, dy: rect.y)))
      }
    }
    var scrollbar: (CellRect, Double, Double)?
    if let solved, showsScrollbar, frame.height > 0 {
      scrollbar = (
        CellRect(x: frame.maxX - 1, y: frame.y, width: 1, height: frame.height),
        solved.contentSize.height, scrolling.presentedContentOffset(at: now)
      )
    }
    return Scene(
      time: now,
      contentFrame: contentFrame,
      viewport: drawnViewport(at: now),
      orthogonalOffsets: drawnOrthogonalOffsets(at: now),
      placed: placed,
      shown: shown,
      firstMover: transition == nil ? nil : placed.firstIndex { $0.travel > 0 },
      progress: transition.map { $0.tween.progress(at: now) } ?? 1,
      vacated: vacated,
      drawing: drawing,
      cursor: focusedCellOrigin(at: now),
      scrollbar: scrollbar,
      swipedItem: swipe.flatMap { indexPath(ofItem: $0.item) }
    )
  }
}
