import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// UIKit's `UICollectionViewDiffableDataSource`: the data of a
/// ``CollectionView`` as snapshots of identifiers, with a cell provider that
/// turns an identifier into a configured cell.
///
/// ```swift
/// let cellRegistration = CellRegistration<CollectionViewListCell, Int> { cell, indexPath, item in
///   var content = cell.defaultContentConfiguration()
///   content.text = "\(item)"
///   cell.contentConfiguration = content
/// }
/// dataSource = CollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
///   collectionView, indexPath, identifier in
///   collectionView.dequeueConfiguredReusableCell(
///     using: cellRegistration, for: indexPath, item: identifier)
/// }
/// var snapshot = DiffableDataSourceSnapshot<Section, Int>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(Array(0..<94))
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// Snapshots and their differences are the view-agnostic
/// ``DiffableDataSource`` engine's, the collection view's own; this class
/// adds what is about views. It is open, as UIKit's is, for subclasses that
/// add behaviour.
open class CollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable,
  ItemIdentifierType: Hashable & Sendable
> {
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  public typealias Transaction = DiffableDataSourceTransaction<
    SectionIdentifierType, ItemIdentifierType
  >
  /// Returns the configured cell for an item; nil draws nothing there.
  public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) ->
    CollectionViewCell?
  /// Returns the configured view for a supplementary element of a kind;
  /// nil leaves the element out.
  public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) ->
    CollectionReusableView?

  /// The view this data source feeds, which keeps its data source: not
  /// retained, and not weak either, which would send every retain and
  /// release of the view (thousands a frame) through a side table. A data
  /// source outliving its view traps when next used.
  private unowned let view: CollectionView
  /// The snapshots and their differences.
  @usableFromInline
  let engine = DiffableDataSource<SectionIdentifierType, ItemIdentifierType>()
  /// How cells are drawn: through the cell provider, or a renderer.
  private let cellRenderer: CellRenderer<ItemIdentifierType>
  /// The cell provider, for what a click hits and ``CollectionView/cellForItem(at:)``;
  /// nil for a data source that draws through a renderer.
  private let cellProvider: CellProvider?

  /// The snapshot the view shows: the latest one once the view has taken
  /// it in, the one before while it is taking it in.
  private var shown = Snapshot()
  /// The shown items by index path, for O(1) lookups while drawing.
  private var shownItems = SectionedItems<ItemIdentifierType>()
  /// The hierarchies of the shown sections that have one, by section
  /// index; nil, not empty, where none has, so a cell costs no lookup.
  private var shownOutlines: [Int: SectionSnapshot]?

  /// Makes the data source of `collectionView`, which draws every cell
  /// through `cellProvider`.
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    view = collectionView
    self.cellProvider = cellProvider
    cellRenderer = CellRenderer(
      fit: { [unowned collectionView] request, item in
        cellProvider(collectionView, request.indexPath, item)?.preferredSize(fitting: request)
          ?? request.proposedSize
      },
      draw: { [unowned collectionView] canvas, rect, indexPath, item, state in
        collectionView.dequeuing(in: state) { cellProvider(collectionView, indexPath, item) }?
          .draw(on: &canvas, in: rect)
      }
    )
    connect(collectionView)
  }

  /// Makes the data source of `collectionView`, which draws every cell
  /// straight onto the canvas through `cellRenderer`: the level below
  /// cells, for drawing that no cell class fits.
  public init(collectionView: CollectionView, cellRenderer: CellRenderer<ItemIdentifierType>) {
    view = collectionView
    cellProvider = nil
    self.cellRenderer = cellRenderer
    connect(collectionView)
  }

  /// Hands the engine's updates to `collectionView`, which shows this data
  /// source from now on.
  private func connect(_ collectionView: CollectionView) {
    engine.updateHandler = { [unowned self] update, completion in
      self.view.receive(
        ReceivedUpdate(
          difference: update.difference,
          differenceDuration: update.differenceDuration,
          animatingDifferences: update.animatingDifferences,
          isReloadData: update.isReloadData
        ),
        completion: completion
      )
    }
    collectionView.attach(self)
  }

  /// Draws the supplementary elements of every kind without a renderer of
  /// its own.
  open var supplementaryViewProvider: SupplementaryViewProvider? {
    didSet {
      let collectionView = view
      collectionView.supplementaryProvider = supplementaryViewProvider.map { provider in
        { [unowned collectionView] kind, indexPath in provider(collectionView, kind, indexPath) }
      }
    }
  }

  /// What may be reordered, and what to tell as items are: UIKit's
  /// `UICollectionViewDiffableDataSource.ReorderingHandlers`. Items move only
  /// once ``canReorderItem`` is set.
  public struct ReorderingHandlers {
    /// Whether an item may move.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called before a move takes effect.
    public var willReorder: ((Transaction) -> Void)?
    /// Called after a move took effect: where a backing store follows it.
    public var didReorder: ((Transaction) -> Void)?

    public init() {}
  }

  /// What may be reordered, and what to tell as items are.
  open var reorderingHandlers = ReorderingHandlers()

  /// Whether the item at `indexPath` may move: by default what
  /// ``ReorderingHandlers/canReorderItem`` says, and false without it.
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    guard let canReorderItem = reorderingHandlers.canReorderItem,
      let item = itemIdentifier(for: indexPath)
    else { return false }
    return canReorderItem(item)
  }

  /// Moves the item at `sourceIndexPath` so that it ends up at
  /// `destinationIndexPath`: before or after the item now there, or at the
  /// end of a section with no item there. The move is applied with
  /// animation, between the reordering handlers' `willReorder` and
  /// `didReorder`.
  open func collectionView(
    _ collectionView: CollectionView,
    moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard sourceIndexPath != destinationIndexPath,
      let item = itemIdentifier(for: sourceIndexPath)
    else { return }
    let initial = snapshot()
    var final = initial
    if let target = itemIdentifier(for: destinationIndexPath) {
      final.deleteItems([item])
      if destinationIndexPath.section == sourceIndexPath.section
        && destinationIndexPath.item > sourceIndexPath.item
      {
        final.insertItems([item], afterItem: target)
      } else {
        final.insertItems([item], beforeItem: target)
      }
    } else {
      guard let section = sectionIdentifier(for: destinationIndexPath.section) else { return }
      final.deleteItems([item])
      final.appendItems([item], toSection: section)
    }
    let transaction = Transaction(initialSnapshot: initial, finalSnapshot: final)
    reorderingHandlers.willReorder?(transaction)
    apply(final)
    reorderingHandlers.didReorder?(transaction)
  }

  /// What may expand and collapse, what to tell as rows do, and the
  /// children to show on expanding: UIKit's
  /// `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`.
  public struct SectionSnapshotHandlers {
    /// Whether a row may expand; every row may without it.
    public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
    /// Called before a row expands.
    public var willExpandItem: ((ItemIdentifierType) -> Void)?
    /// Whether a row may collapse; every row may without it.
    public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
    /// Called before a row collapses.
    public var willCollapseItem: ((ItemIdentifierType) -> Void)?
    /// The children to show under a row as it expands, given its children
    /// now: where an outline loads its rows lazily.
    public var snapshotForExpandingParent:
      ((ItemIdentifierType, SectionSnapshot) -> SectionSnapshot)?

    public init() {}
  }

  /// What may expand and collapse, and what to tell as rows do: consulted
  /// whenever the user expands or collapses an outline row.
  open var sectionSnapshotHandlers = SectionSnapshotHandlers()

  /// Expands or collapses `item` as the user asked, animated, as far as
  /// the section snapshot handlers let it.
  private func setExpanded(_ item: ItemIdentifierType, _ expanded: Bool) {
    guard let path = indexPath(for: item), let section = sectionIdentifier(for: path.section)
    else { return }
    var sectionSnapshot = snapshot(for: section)
    guard sectionSnapshot.contains(item) else { return }
    let handlers = sectionSnapshotHandlers
    if expanded {
      guard handlers.shouldExpandItem?(item) ?? true else { return }
      handlers.willExpandItem?(item)
      if let snapshotForExpandingParent = handlers.snapshotForExpandingParent {
        sectionSnapshot.replace(
          childrenOf: item,
          using: snapshotForExpandingParent(item, sectionSnapshot.snapshot(of: item))
        )
      }
      sectionSnapshot.expand([item])
    } else {
      guard handlers.shouldCollapseItem?(item) ?? true else { return }
      handlers.willCollapseItem?(item)
      sectionSnapshot.collapse([item])
    }
    apply(sectionSnapshot, to: section, animatingDifferences: true)
  }

  /// A copy of the current snapshot.
  open func snapshot() -> Snapshot { engine.snapshot() }

  /// Makes `snapshot` current and animates the collection view to it.
  ///
  /// Final and inlinable, unlike the rest, so the difference is worked out
  /// by code specialised for the caller's identifiers, several times as
  /// fast as the generic path.
  @inlinable
  public final func apply(
    _ snapshot: Snapshot,
    animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    engine.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Makes `snapshot` current and redraws everything without animation.
  open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    engine.applySnapshotUsingReloadData(snapshot, completion: completion)
  }

  /// Shows `snapshot`'s visible items as the items of `section`.
  @inlinable
  public final func apply(
    _ snapshot: SectionSnapshot,
    to section: SectionIdentifierType,
    animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    engine.apply(
      snapshot,
      to: section,
      animatingDifferences: animatingDifferences,
      completion: completion
    )
  }

  /// The hierarchy of `section`.
  open func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
    engine.snapshot(for: section)
  }

  /// The item at `indexPath`, or nil.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    engine.itemIdentifier(for: indexPath)
  }

  /// The index path of `itemIdentifier`, or nil.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    engine.indexPath(for: itemIdentifier)
  }

  /// The section at `index`, or nil.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    engine.sectionIdentifier(for: index)
  }

  /// The index of `sectionIdentifier`, or nil.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    engine.index(for: sectionIdentifier)
  }
}

extension CollectionViewDiffableDataSource: ItemSource {
  var numberOfSections: Int { shownItems.numberOfSections }

  func numberOfItems(inSection section: Int) -> Int {
    shownItems.numberOfItems(inSection: section)
  }

  func itemIdentity(at indexPath: IndexPath) -> AnyHashable? {
    // Through an index rather than an optional item, which generic code
    // looks the type of up on every call.
    guard let index = shownItems.index(of: indexPath) else { return nil }
    return AnyHashable(shownItems.all[index])
  }

  func sectionIdentity(at index: Int) -> AnyHashable? {
    let sections = shown.sectionIdentifiers
    return sections.indices.contains(index) ? AnyHashable(sections[index]) : nil
  }

  func sectionIndex(of identity: AnyHashable) -> Int? {
    guard let section = identity.base as? SectionIdentifierType else { return nil }
    return shown.indexOfSection(section)
  }

  func indexPath(ofItem identity: AnyHashable) -> IndexPath? {
    guard let item = identity.base as? ItemIdentifierType else { return nil }
    return shown.indexPath(for: item)
  }

  func indexPath(nearest indexPath: IndexPath) -> IndexPath? {
    shownItems.nearest(to: indexPath)
  }

  func outlinePlace(at indexPath: IndexPath) -> OutlinePlace? {
    guard let outline = shownOutlines?[indexPath.section],
      let index = shownItems.index(of: indexPath)
    else { return nil }
    let item = shownItems.all[index]
    guard outline.contains(item) else { return nil }
    return OutlinePlace(
      level: outline.level(of: item),
      isExpanded: outline.isExpanded(item),
      hasChildren: outline.hasChildren(item),
      parent: outline.parent(of: item).flatMap(shown.indexPath(for:))
    )
  }

  func setExpanded(at indexPath: IndexPath, _ expanded: Bool) {
    guard let index = shownItems.index(of: indexPath) else { return }
    setExpanded(shownItems.all[index], expanded)
  }

  func drawCell(
    on canvas: inout Canvas,
    in rect: CellRect,
    at indexPath: IndexPath,
    state: CellState
  ) {
    guard let index = shownItems.index(of: indexPath) else { return }
    let item = shownItems.all[index]
    var state = state
    if let outline = shownOutlines?[indexPath.section] { state.placeInOutline(item, outline) }
    cellRenderer.draw(&canvas, rect, indexPath, item, state)
  }

  func cell(at indexPath: IndexPath, state: CellState) -> CollectionViewCell? {
    guard let index = shownItems.index(of: indexPath) else { return nil }
    let item = shownItems.all[index]
    guard let cellProvider else {
      let cell = RenderedCell(cellRenderer, item: item, at: indexPath)
      cell.reuse(in: state)
      return cell
    }
    return view.dequeuing(in: state) { cellProvider(view, indexPath, item) }
  }

  func fitCell(_ request: SizeFittingRequest) -> Size {
    guard let index = shownItems.index(of: request.indexPath), let fit = cellRenderer.fit else {
      return request.proposedSize
    }
    return fit(request, shownItems.all[index])
  }

  func canMoveItem(at indexPath: IndexPath) -> Bool {
    collectionView(view, canMoveItemAt: indexPath)
  }

  func moveItem(at source: IndexPath, to destination: IndexPath) {
    collectionView(view, moveItemAt: source, to: destination)
  }

  func showLatestSnapshot() {
    shown = engine.snapshot()
    let sections = shown.sectionIdentifiers
    // Counts in an array, taken as one: a lazy map, or any sequence the
    // initialiser is generic over, has its conformances looked up at run
    // time on the first apply, each a scan of every conformance in the binary.
    // Made at its size by index: `map` here, unspecialised, grew its result
    // a block for every section. None for no sections: asked for no room,
    // the initializer writes the shared empty array's count, which every
    // thread reads (ThreadSanitizer reports it).
    let counts =
      sections.isEmpty
      ? []
      : [Int](unsafeUninitializedCapacity: sections.count) { counts, initialized in
        for index in sections.indices {
          counts[index] = shown.numberOfItems(inSection: sections[index])
        }
        initialized = sections.count
      }
    shownItems = SectionedItems(shown.itemIdentifiers, counts: counts)
    if engine.hasSectionSnapshots {
      var outlines: [Int: SectionSnapshot] = [:]
      for (index, section) in sections.enumerated() {
        outlines[index] = engine.appliedSectionSnapshot(for: section)
      }
      shownOutlines = outlines
    } else {
      shownOutlines = nil
    }
  }

  func snapshotLines(changed: Set<AnyHashable>) -> [SnapshotLine] {
    let snapshot = engine.snapshot()
    var lines: [SnapshotLine] = []
    for section in snapshot.sectionIdentifiers {
      lines.append(
        SnapshotLine(
          kind: .section,
          text: String(describing: section),
          depth: 0,
          isExpanded: nil,
          isChanged: false
        )
      )
      let hierarchy = engine.appliedSectionSnapshot(for: section)
      for item in hierarchy?.items ?? snapshot.itemIdentifiers(inSection: section) {
        let hasChildren = hierarchy?.hasChildren(item) ?? false
        lines.append(
          SnapshotLine(
            kind: .item,
            text: String(describing: item),
            depth: hierarchy?.level(of: item) ?? 0,
            isExpanded: hasChildren ? hierarchy?.isExpanded(item) : nil,
            isChanged: changed.contains(AnyHashable(item)),
            isVisible: hierarchy?.isVisible(item) ?? true
          )
        )
      }
    }
    return lines
  }
}
