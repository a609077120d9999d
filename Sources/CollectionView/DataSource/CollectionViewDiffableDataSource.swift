import CompositionalLayout
import DiffableDataSource

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
  public typealias CollectionViewType = CollectionView<SectionIdentifierType, ItemIdentifierType>
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  public typealias Transaction = DiffableDataSourceTransaction<
    SectionIdentifierType, ItemIdentifierType
  >
  /// Returns the configured cell for an item; nil draws nothing there.
  public typealias CellProvider = (CollectionViewType, IndexPath, ItemIdentifierType) ->
    CollectionViewCell?
  /// Returns the configured view for a supplementary element of a kind;
  /// nil leaves the element out.
  public typealias SupplementaryViewProvider = (CollectionViewType, String, IndexPath) ->
    CollectionReusableView?

  @usableFromInline
  unowned let collectionView: CollectionViewType
  @usableFromInline
  var engine: DiffableDataSource<SectionIdentifierType, ItemIdentifierType> {
    collectionView.dataSource
  }

  /// Makes the data source of `collectionView`, which draws every cell
  /// through `cellProvider`.
  public init(collectionView: CollectionViewType, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    collectionView.cellProvider = { [unowned collectionView] indexPath, item in
      cellProvider(collectionView, indexPath, item)
    }
    collectionView.itemMover = CollectionViewType.ItemMover(
      canMove: { [unowned self] indexPath in
        self.collectionView(self.collectionView, canMoveItemAt: indexPath)
      },
      move: { [unowned self] source, destination in
        self.collectionView(self.collectionView, moveItemAt: source, to: destination)
      }
    )
    collectionView.expansionHandler = { [unowned self] item, expanded in
      setExpanded(item, expanded)
    }
    collectionView.cellRenderer = CellRenderer(
      fit: { [unowned collectionView] request, item in
        cellProvider(collectionView, request.indexPath, item)?.preferredSize(fitting: request)
          ?? request.proposedSize
      },
      draw: { [unowned collectionView] canvas, rect, indexPath, item, state in
        collectionView.dequeuing(in: state) { cellProvider(collectionView, indexPath, item) }?
          .draw(on: &canvas, in: rect)
      }
    )
  }

  /// Draws the supplementary elements of every kind without a renderer of
  /// its own.
  open var supplementaryViewProvider: SupplementaryViewProvider? {
    didSet {
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
  open func collectionView(_ collectionView: CollectionViewType, canMoveItemAt indexPath: IndexPath)
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
    _ collectionView: CollectionViewType,
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
