import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// A collection view for the terminal: draws a compositional layout's frames
/// through renderers, scrolls, moves focus by geometry, pages sideways
/// rows, pins headers, and animates every snapshot its data source applies.
///
/// Made as UIKit's is, with a frame and a layout, and fed through a
/// ``CollectionViewDiffableDataSource``, which carries the identifier
/// types; the view itself is not generic. The data source's cell provider
/// dequeues cells configured by a ``CellRegistration``:
///
/// ```swift
/// let collectionView = CollectionView(frame: bounds, collectionViewLayout: createLayout())
/// let cellRegistration = CellRegistration<CollectionViewListCell, Int> { cell, indexPath, item in
///   var content = cell.defaultContentConfiguration()
///   content.text = "\(item)"
///   cell.contentConfiguration = content
/// }
/// let dataSource = CollectionViewDiffableDataSource<Section, Int>(
///   collectionView: collectionView
/// ) { collectionView, indexPath, identifier in
///   collectionView.dequeueConfiguredReusableCell(
///     using: cellRegistration, for: indexPath, item: identifier)
/// }
/// var snapshot = DiffableDataSourceSnapshot<Section, Int>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(Array(0..<94))
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// Below cells are renderers (``CellRenderer``, ``register(_:)-(SupplementaryRenderer)``):
/// closures that draw an element straight onto the canvas, which a data
/// source's providers are turned into.
///
/// The view lays itself out eagerly: whenever its frame's size, its layout
/// or its data changes, the layout is solved at once, so input handled
/// before the next frame sees where everything is. Drawing only reads.
public final class CollectionView: View {
  /// The data source feeding the view, the last one made for it: a
  /// ``CollectionViewDiffableDataSource``, which the view keeps (unlike
  /// UIKit's, whose data source is weak, so a data source made in a
  /// function and not stored does not vanish with its cells).
  ///
  /// Assigning the data source made for the view, as UIKit code does,
  /// changes nothing; assigning nil empties the view. A data source drives
  /// the view it was made for, so assigning any other object stops the
  /// program with a message saying so.
  public var dataSource: AnyObject? {
    get { source }
    set {
      guard newValue !== source else { return }
      guard newValue == nil else {
        preconditionFailure(
          "CollectionView.dataSource: a data source drives the collection view it was made "
            + "with (CollectionViewDiffableDataSource(collectionView:)); make one for this view"
        )
      }
      attach(nil)
    }
  }
  /// What the view reads of its data: ``dataSource``, without its types.
  private(set) var source: (any ItemSource)? {
    didSet { sceneCache = nil }
  }
  /// The layout; setting it lays out again.
  public var collectionViewLayout: CompositionalLayout {
    didSet {
      // Views made for the old layout's registered decoration classes go.
      renderers.forgetMadeDecorationRenderers()
      selfSizing.forgetAll()
      invalidateLayout()
    }
  }
  /// The view's margins, as UIKit's `directionalLayoutMargins`: sections
  /// whose ``CompositionalLayout/LayoutSection/contentInsetsReference`` is
  /// `.layoutMargins` or `.readableContent` measure their insets from them.
  /// Two columns a side, as UIKit's 16 points are about two of its body
  /// font's characters.
  public var directionalLayoutMargins = DirectionalEdgeInsets(
    top: 0,
    leading: 2,
    bottom: 0,
    trailing: 2
  ) {
    didSet { invalidateLayout() }
  }
  /// The widest the readable content guide gets: 72 columns, a comfortable
  /// line of text, as UIKit's guide keeps to one of its body font.
  public var readableContentWidth: Double? = 72 {
    didSet { invalidateLayout() }
  }
  /// Where the view is on screen; a new size lays it out again.
  public override var frame: CellRect {
    didSet {
      sceneCache = nil
      guard frame.size != oldValue.size else { return }
      // A change under way was planned for the old size; it ends here.
      finishAnimations()
      let chosen = scrolling.chosenContentOffset ?? contentOffset
      let anchors = sidewaysAnchors()
      contentOffset = chosen
      invalidateLayout()
      retargetSidewaysRows(showing: anchors)
      scrollFocusedItemIntoView(animated: false)
      scrolling.chosenContentOffset = chosen
    }
  }

  /// What draws each kind of element.
  let renderers = RendererRegistry()
  /// The data source's supplementary view provider, for kinds with no
  /// registered renderer.
  var supplementaryProvider: ((String, IndexPath) -> CollectionReusableView?)? {
    didSet {
      renderers.forgetMadeSupplementaryRenderers()
      selfSizing.forgetAll()
      invalidateLayout()
    }
  }
  /// The state of the element being drawn, for the view its provider
  /// dequeues; nil outside drawing.
  ///
  /// Unchecked for exclusive access, which would cost more than the rest of
  /// dequeuing a cell: it is only ever loaded or stored whole, never passed
  /// inout or modified in place, so no two of its accesses can overlap.
  @usableFromInline
  @exclusivity(unchecked)
  var dequeuingState: CellState?
  /// The row being carried, if any.
  var carry: Carry? {
    didSet { sceneCache = nil }
  }
  /// The row whose swipe actions show, if any.
  var swipe: SwipeReveal? {
    didSet { sceneCache = nil }
  }

  /// Called on a click on a cell, and on Enter or Space.
  public var primaryAction: ((IndexPath) -> Void)?
  /// What Enter does on the item at an index path, as the footer names
  /// it; nil where it does nothing, so Enter is not offered there. Without
  /// it, Enter selects where selection is allowed
  /// (``CollectionViewController/primaryActionTitle(at:)`` sets it).
  public var primaryActionTitle: ((IndexPath) -> String?)?
  /// Whether h j k l move focus as the arrows do; off where letters type
  /// (a list beneath a filter field).
  public var lettersMoveFocus = true
  /// The keys that move focus and scroll, declared once, each working
  /// while it does something: the arrows of the axes focus can move along
  /// (with h j k l where ``lettersMoveFocus``), Page Up/Down, Home and End
  /// while the content overflows, `[ ]` in a sideways row. A screen that
  /// composes its own bindings puts them in its ``Screen/keyBindings``.
  public private(set) lazy var navigationBindings = makeNavigationBindings()
  /// The keys of what rows offer, declared once: moving a row where the
  /// data source lets it (Shift-↑↓, `m` to pick it up and carry it), its
  /// swipe actions (Shift-← →, Delete), expanding and collapsing outline
  /// rows; while a row is carried or its actions show, only the keys of
  /// that.
  public private(set) lazy var itemInteractionBindings =
    makeReorderingBindings() + makeSwipeActionBindings() + makeOutlineBindings()
  /// Enter and Space on the focused item.
  private lazy var activationBinding = makeActivationBinding()
  /// The focused and selected items, by identity.
  var focus = ItemFocus() {
    didSet { sceneCache = nil }
  }
  /// Whether a click or Enter selects the item, telling the delegate: on
  /// by default, as in UIKit. A ``CollectionViewController`` turns it off:
  /// there Enter acts (opens, toggles, expands) through ``primaryAction``,
  /// and a selection left behind would only look stuck.
  public var allowsSelection = true
  /// Whether a click or Enter adds to the selection (and takes a selected
  /// item out of it) rather than replacing it.
  public var allowsMultipleSelection = false
  /// Whether the view is in editing mode; cells see it in their state.
  public var isEditing = false {
    didSet { sceneCache = nil }
  }
  /// Told about selection and display; not retained.
  public weak var delegate: (any CollectionViewDelegate)?
  /// The cells on screen at the last update before a frame, while there
  /// is a delegate to tell of cells new there.
  var lastDisplayed: Set<IndexPath> = []
  /// Whether a place an element moves away from keeps showing the element
  /// as it was, beneath everything, until what comes covers it: for
  /// layouts that tile their area (the bars of a sort), where the place
  /// would otherwise show the background for the length of the change.
  /// An element partly under another on its way then shows as far as it
  /// is in sight, not as a blank card, which would be a hole in the tiling.
  /// Off by default: in a list it would leave copies of rows behind.
  public var keepsVacatedPlacesFilled = false {
    didSet { sceneCache = nil }
  }
  /// How long a snapshot's changes take to animate.
  public var transitionDuration = 0.25
  /// How long a scroll, vertical or sideways, takes to come to rest.
  public var scrollDuration = 0.15

  /// The layout solved for the frame's size and the current data; nil
  /// while the view has no size.
  private(set) var solved: SolvedLayout? {
    didSet { sceneCache = nil }
  }
  /// The scene built for the last moment asked about (``scene(at:)``),
  /// until anything it was made from changes: each of those drops it (a
  /// new layout does, through ``solved``).
  var sceneCache: Scene?
  /// The buffer the edges of moving fills are read into, kept with its
  /// capacity from frame to frame: read anew each frame, it allocated
  /// each frame a mover crossed cells part-way.
  var edgeCellsBuffer: [Cell] = []
  /// The sizes of the estimated elements measured so far: only those
  /// shown are measured, the layout estimating the rest.
  var selfSizing = SelfSizingCache()

  /// Where the view is scrolled, down and sideways, at rest and on the way.
  var scrolling = ScrollState() {
    didSet { sceneCache = nil }
  }
  /// The first content row shown once scrolling comes to rest.
  public internal(set) var contentOffset: Double {
    get { scrolling.contentOffset }
    set { scrolling.contentOffset = newValue }
  }
  /// The snapshot change being animated, if any.
  var transition: Transition? {
    didSet { sceneCache = nil }
  }
  /// What the last apply did, nil before the first.
  public internal(set) var lastUpdate: UpdateReport?
  /// What the last apply changed, for ``snapshotLines``: the items it
  /// reloaded or reconfigured, by identity (their old places are gone),
  /// and its difference, whose inserts and moves end at places in the data
  /// shown. Identities are taken from those places only when asked: an
  /// apply inserting a hundred thousand rows would otherwise hash them all.
  var lastChange: (refreshed: Set<AnyHashable>, difference: SnapshotDifference)?

  /// A view at `frame` showing `layout`, empty until a data source is made
  /// for it. Its animations run on `clock`, or where none is given on its
  /// superview's (its view controller's).
  public init(
    frame: CellRect,
    collectionViewLayout layout: CompositionalLayout,
    clock: AnimationClock? = nil
  ) {
    self.collectionViewLayout = layout
    super.init(frame: frame)
    if let clock { self.clock = clock }
    invalidateLayout()
  }

  /// Makes `source` the view's data, as a data source made for the view
  /// does (none, to empty it): what the view showed of an earlier one goes.
  func attach(_ source: (any ItemSource)?) {
    finishAnimations()
    self.source = source
    focus = ItemFocus()
    lastChange = nil
    selfSizing.forgetAll()
    invalidateLayout()
  }

  /// Whether the content is taller than the view, so the rightmost column
  /// of the frame is the scrollbar's and the layout is solved without it.
  public private(set) var showsScrollbar = false {
    didSet { sceneCache = nil }
  }

  /// The part of the frame the content uses: all of it, less the
  /// scrollbar's column when there is one.
  public var contentFrame: CellRect {
    var content = frame
    if showsScrollbar { content.width -= 1 }
    return content
  }

  /// The size of ``contentFrame``: what the layout is solved for.
  public var size: CellSize { contentFrame.size }

  /// Adds how to draw supplementaries of the renderer's kind.
  public func register(_ renderer: SupplementaryRenderer) {
    renderers.register(renderer)
    invalidateLayout()
  }

  /// Adds how to draw decorations of the renderer's kind.
  public func register(_ renderer: DecorationRenderer) {
    renderers.register(renderer)
    sceneCache = nil
  }

  /// How many sections the view shows.
  public var numberOfSections: Int { source?.numberOfSections ?? 0 }

  /// Where the layout puts the item at `indexPath`, at rest (in content
  /// coordinates, as UIKit's `layoutAttributesForItem(at:)`); nil for no
  /// such item.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    solved?.attributesForItem(at: indexPath)
  }

  /// How many items the section at `index` holds as the view shows it.
  public func numberOfItems(inSection index: Int) -> Int {
    source?.numberOfItems(inSection: index) ?? 0
  }

  /// Where the item `identity` stands for is shown; nil when it is not.
  func indexPath(ofItem identity: AnyHashable) -> IndexPath? {
    source?.indexPath(ofItem: identity)
  }

  /// The item shown at `indexPath`, type-erased.
  func itemIdentity(at indexPath: IndexPath) -> AnyHashable? {
    source?.itemIdentity(at: indexPath)
  }

  /// The focused item's index path.
  public var focusedIndexPath: IndexPath? {
    focus.item.flatMap(indexPath(ofItem:))
  }

  public override func draw(into canvas: inout Canvas, now: Double) {
    drawContent(into: &canvas, now: now)
  }

  /// On the focused item's first visible cell.
  public override func cursorPosition(at now: Double) -> CellPoint? {
    scene(at: now).cursor
  }

  public override func handle(_ event: InputEvent) -> Bool {
    handleInput(event)
  }

  /// Ends the animations whose time is up by `now`, then tells the
  /// delegate of cells coming on screen in the frame about to be drawn.
  public override func advanceAnimations(to now: Double) {
    advanceOwnAnimations(to: now)
    announceDisplayedCells(at: now)
    #if GALLERY_INTERNAL_CHECKS
      // Finishing everything (at infinity) happens mid-update too, as a
      // new frame is set and before it is laid out.
      if now.isFinite { _checkInvariants() }
    #endif
  }

  /// Builds the scene of the frame at `now` (``scene(at:)``), once the
  /// update pass has changed all it will.
  public override func prepareFrame(at now: Double) {
    _ = scene(at: now)
  }

  /// The view takes the keyboard: arrows move its focus.
  public override var canBecomeFirstResponder: Bool { true }

  /// Whether the view has the keyboard for now: a row is carried or its
  /// swipe actions show.
  public override var capturesKeys: Bool { isCarryingItem || isShowingSwipeActions }

  /// Moving and scrolling, what the rows offer (reordering, swipe
  /// actions), and Enter on the focused item
  /// (``primaryActionTitle``); only the keys of a carried row or of
  /// shown swipe actions while they have the keyboard.
  public override var keyBindings: [KeyBinding] {
    navigationBindings + itemInteractionBindings + [activationBinding]
  }

  /// Whether anything is moving: a snapshot change, the content or a
  /// sideways row.
  public override var isAnimating: Bool {
    transition != nil || scrolling.isAnimating || swipe?.closesAt != nil
  }

  /// Solves the layout again for the current size and data, now: the
  /// layout pass. Called whenever either changes; call it after changing
  /// something a layout closure reads.
  ///
  /// Elements with estimated sizes are measured as UIKit self-sizes
  /// cells: those in view (and a little below), and those measured
  /// before; the rest keep their estimates until they come into view.
  public func invalidateLayout() {
    layOut(reusing: nil)
  }

  /// The layout pass, keeping what `reuse` says is unchanged of the
  /// solve before: a snapshot's change solves the sections it touched.
  func layOut(reusing reuse: LayoutReuse?) {
    guard frame.width > 0 && frame.height > 0 else {
      solved = nil
      return
    }
    // The scrollbar takes a column only when the content overflows without
    // it. Content may also overflow only because that column narrows it (a
    // grid whose columns then wrap); both answers hold then, and the one
    // without the scrollbar is what a fresh start at this size shows, so it
    // is always tried first.
    //
    // Content that overflowed three times over at this size overflows
    // without the column too (a column more can halve a grid's rows, not
    // more): the trial is skipped, so a long list measures its rows in
    // view once, not once for each width.
    let overflowedFar =
      showsScrollbar
      && self.solved.map {
        $0.contentSize.height > 3 * Double(frame.height)
          && $0.environment.container.contentSize.width == Double(frame.width - 1)
      } == true
    showsScrollbar = overflowedFar
    var solved = solveLayout(reusing: reuse)
    if overflowedFar, !(solved.contentSize.height > 3 * Double(frame.height)) {
      // The content shrank (an apply took items away): judged afresh.
      showsScrollbar = false
      solved = solveLayout(reusing: reuse)
    }
    if !showsScrollbar && overflows(solved) && frame.width > 1 {
      showsScrollbar = true
      solved = solveLayout(reusing: reuse)
    }
    self.solved = solved
    let requested = contentOffset
    measureVisibleElements(scrollingTo: requested)
    if contentOffset != requested { scrolling.chosenContentOffset = nil }
    scrolling.clamp { section in
      section < solved.numberOfSections ? solved.orthogonalOffsetRange(ofSection: section) : nil
    }
    if focus.item == nil { focusFirstItem() }
    #if GALLERY_INTERNAL_CHECKS
      _checkInvariants()
    #endif
  }

  /// Sets ``contentOffset`` to `offset`, clamped, and solves the layout
  /// again while the viewport there shows estimates not yet measured:
  /// each solve measures what the viewport shows (which may change the
  /// content's length, and so the clamp at its end), a few times at most.
  ///
  /// What is measured does not move what was in view: the first visible
  /// cell measured already (else the first visible cell) keeps its place
  /// on screen, so a row taller than its estimate coming in at the top
  /// grows upward, as UIKit adjusts its content offset for cells sized
  /// above it. An offset at or past the content's end stays at its end,
  /// however the content's length changes as it is measured.
  func measureVisibleElements(scrollingTo offset: Double) {
    guard var solved else { return }
    var offset = offset
    for _ in 0..<16 {
      let atEnd = offset >= clampedContentOffset(.infinity, in: solved)
      contentOffset = clampedContentOffset(offset, in: solved)
      let viewport = Rect(
        x: 0,
        y: contentOffset,
        width: max(solved.contentSize.width, Double(size.width)),
        height: Double(size.height)
      )
      guard solved.containsUnmeasuredElements(in: viewport) else { return }
      let anchor = anchorCell(in: viewport, of: solved)
      solved = solveLayout(reusing: .sameItems(as: solved))
      self.solved = solved
      if atEnd {
        offset = .infinity
      } else if let anchor, let frame = solved.attributesForItem(at: anchor.indexPath)?.frame {
        offset = contentOffset + frame.minY - anchor.frame.minY
      }
    }
    contentOffset = clampedContentOffset(offset, in: solved)
  }

  /// The cell that keeps its place on screen while what `viewport` shows
  /// is measured: the first in view already measured, else the first.
  private func anchorCell(in viewport: Rect, of solved: SolvedLayout) -> LayoutAttributes? {
    let cells = solved.elements(in: viewport).filter {
      $0.representedElementCategory == .cell
    }
    .sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
    return cells.first { !solved.containsUnmeasuredElements(in: $0.frame) } ?? cells.first
  }

  /// How far below the viewport estimated elements are measured too, in
  /// rows: a step down then shows rows measured already.
  private var selfSizingMargin: Double { max(4, Double(size.height) / 2) }

  private func solveLayout(reusing reuse: LayoutReuse?) -> SolvedLayout {
    let height = Double(size.height)
    let top = max(0, contentOffset)
    let scope = selfSizing.scope(
      window: top..<(top + height + selfSizingMargin),
      source: source
    )
    return collectionViewLayout.solve(
      containerSize: Size(width: Double(size.width), height: height),
      itemCounts: (0..<numberOfSections).map(numberOfItems(inSection:)),
      displayScale: 1,
      guides: LayoutGuides(
        layoutMargins: directionalLayoutMargins,
        readableContentWidth: readableContentWidth
      ),
      fitting: { [unowned self] request in self.fit(request) },
      selfSizing: scope,
      reusing: reuse
    )
  }

  private func overflows(_ solved: SolvedLayout) -> Bool {
    solved.contentSize.height > Double(frame.height) + 0.5
  }

  /// The size an estimated element asks for: measured by its cell or
  /// renderer the first time, then kept (``SelfSizingCache``).
  private func fit(_ request: SizeFittingRequest) -> Size {
    switch request.category {
    case .cell:
      guard let source, let identity = itemIdentity(at: request.indexPath) else {
        return request.proposedSize
      }
      return selfSizing.size(ofItem: identity, for: request) { source.fitCell(request) }
    case .supplementaryView:
      guard let kind = request.elementKind, let fit = supplementaryRenderer(ofKind: kind)?.fit
      else {
        return request.proposedSize
      }
      let isLayoutLevel = request.indexPath.section == LayoutAttributes.layoutLevelSection
      let section = isLayoutLevel ? nil : source?.sectionIdentity(at: request.indexPath.section)
      guard isLayoutLevel || section != nil else { return fit(request) }
      let key = SelfSizingCache.SupplementaryKey(
        kind: kind,
        section: section,
        item: isLayoutLevel ? request.indexPath.item : 0
      )
      return selfSizing.size(of: key, for: request) { fit(request) }
    case .decorationView:
      return request.proposedSize
    }
  }

  func clampedContentOffset(_ offset: Double, in solved: SolvedLayout) -> Double {
    let maximum = max(0, solved.contentSize.height - Double(frame.height))
    return min(max(offset, 0), maximum)
  }

  func focusFirstItem() {
    guard let first = firstIndexPath, let identity = itemIdentity(at: first) else { return }
    focus.item = identity
  }

  /// The first item shown, in the first section that has one.
  var firstIndexPath: IndexPath? {
    (0..<numberOfSections).first { numberOfItems(inSection: $0) > 0 }
      .map { IndexPath(item: 0, section: $0) }
  }

  /// The last item shown, in the last section that has one.
  var lastIndexPath: IndexPath? {
    (0..<numberOfSections).last { numberOfItems(inSection: $0) > 0 }
      .map { IndexPath(item: numberOfItems(inSection: $0) - 1, section: $0) }
  }
}

extension CollectionView {
  /// The element kind of a list section's header, UIKit's
  /// `UICollectionView.elementKindSectionHeader`.
  public static let elementKindSectionHeader = ListConfiguration.headerElementKind
  /// The element kind of a list section's footer, UIKit's
  /// `UICollectionView.elementKindSectionFooter`.
  public static let elementKindSectionFooter = ListConfiguration.footerElementKind
}
