/// Holds the current snapshot of a collection's data and turns every newly
/// applied snapshot into one ``DiffableDataSourceUpdate`` for its consumer.
///
/// The semantics of UIKit's `UICollectionViewDiffableDataSource`, without the
/// view: whatever displays the data (a collection view, a test) sets
/// ``updateHandler`` and replays the updates it receives. Like its UIKit
/// counterpart it is not thread-safe; use it from one thread or actor.
public final class DiffableDataSource<
  SectionIdentifierType: Hashable & Sendable,
  ItemIdentifierType: Hashable & Sendable
> {
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>
  public typealias Update = DiffableDataSourceUpdate<SectionIdentifierType, ItemIdentifierType>

  /// Receives each update with a completion to call once it has been shown
  /// (after its animation, say). Without a handler, completions run at once.
  public typealias UpdateHandler = (Update, _ completion: @escaping () -> Void) -> Void

  /// The consumer of updates; it can be set or replaced at any time.
  public var updateHandler: UpdateHandler?

  @usableFromInline
  var currentSnapshot = Snapshot()
  /// The hierarchies applied to sections, kept while the section shows them.
  @usableFromInline
  var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

  /// Creates an empty data source.
  public init(updateHandler: UpdateHandler? = nil) {
    self.updateHandler = updateHandler
  }

  /// A copy of the current snapshot.
  ///
  /// - Complexity: O(1).
  public func snapshot() -> Snapshot { currentSnapshot }

  /// Makes `snapshot` current and hands its difference from the previous one to
  /// the consumer.
  ///
  /// Sections keep a hierarchy applied with ``apply(_:to:animatingDifferences:completion:)``
  /// as long as their items stay its visible items.
  ///
  /// - Complexity: That of ``DiffableDataSourceSnapshot/difference(from:)``.
  // Inlinable so that the difference is specialised for the caller's
  // identifier types: generic code pays a witness call per comparison.
  @inlinable
  public func apply(
    _ snapshot: Snapshot,
    animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    sectionSnapshots = sectionSnapshots.filter { section, sectionSnapshot in
      snapshot.indexOfSection(section) != nil
        && snapshot.itemIdentifiers(inSection: section) == sectionSnapshot.visibleItems
    }
    commitDifference(to: snapshot, animatingDifferences, completion)
  }

  /// Commits `snapshot` with its difference from the current one, timed
  /// for ``DiffableDataSourceUpdate/differenceDuration``.
  // Inlinable too: only usable from inlinable code, it was compiled once,
  // generically, and the difference with it, at twice the specialised
  // cost (a witness call and a copy per identifier compared).
  @inlinable
  func commitDifference(
    to snapshot: Snapshot,
    _ animatingDifferences: Bool,
    _ completion: (() -> Void)?
  ) {
    let clock = ContinuousClock()
    let start = clock.now
    let difference = snapshot.difference(from: currentSnapshot)
    commit(
      snapshot,
      difference,
      animatingDifferences,
      isReloadData: false,
      differenceDuration: start.duration(to: clock.now),
      completion
    )
  }

  /// Makes `snapshot` current without computing a difference: the consumer gets
  /// an update that replaces every section, to redraw without animation.
  ///
  /// - Complexity: O(s), where s is the number of sections.
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    sectionSnapshots = [:]
    let difference = SnapshotDifference(
      sectionDeletes: Array(currentSnapshot._sections.indices),
      sectionInserts: Array(snapshot._sections.indices)
    )
    commit(snapshot, difference, false, isReloadData: true, completion)
  }

  /// Replaces the items of `section` by the visible items of `snapshot` and
  /// remembers the hierarchy for ``snapshot(for:)``. A section not yet in the
  /// data source is appended.
  ///
  /// Traps if a visible item is already in another section.
  ///
  /// - Complexity: O(n) for the items of the section, plus the difference.
  public func apply(
    _ snapshot: SectionSnapshot,
    to section: SectionIdentifierType,
    animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) {
    var next = currentSnapshot
    if next.indexOfSection(section) == nil {
      next.appendSections([section])
    } else {
      next.deleteItems(next.itemIdentifiers(inSection: section))
    }
    next.appendItems(snapshot.visibleItems, toSection: section)
    sectionSnapshots[section] = snapshot
    commitDifference(to: next, animatingDifferences, completion)
  }

  /// The hierarchy last applied to `section`, or nil for a section of flat
  /// items: what a view reads to draw outlines, without the flat copy.
  public func appliedSectionSnapshot(for section: SectionIdentifierType) -> SectionSnapshot? {
    sectionSnapshots[section]
  }

  /// Whether any section has a hierarchy applied.
  public var hasSectionSnapshots: Bool { !sectionSnapshots.isEmpty }

  /// The hierarchy of `section`: the one last applied to it, or its items as
  /// root items if none was; empty for a section not in the data source.
  ///
  /// - Complexity: O(1) for an applied hierarchy, else O(n) for the section's items.
  public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
    if let sectionSnapshot = sectionSnapshots[section] { return sectionSnapshot }
    var flat = SectionSnapshot()
    if currentSnapshot.indexOfSection(section) != nil {
      flat.append(currentSnapshot.itemIdentifiers(inSection: section))
    }
    return flat
  }

  /// The item at `indexPath`, or `nil` if there is none.
  ///
  /// - Complexity: O(1).
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    let sections = currentSnapshot._sectionItems
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].elements.indices.contains(indexPath.item)
    else { return nil }
    return sections[indexPath.section].elements[indexPath.item]
  }

  /// The index path of `itemIdentifier`, or `nil` if the data source has no such item.
  ///
  /// - Complexity: O(1) on average.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    currentSnapshot.indexPath(for: itemIdentifier)
  }

  /// The section at `index`, or `nil` if there is none.
  ///
  /// - Complexity: O(1).
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    currentSnapshot._sections.indices.contains(index) ? currentSnapshot._sections[index] : nil
  }

  /// The index of `sectionIdentifier`, or `nil` if the data source has no such section.
  ///
  /// - Complexity: O(1) on average.
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    currentSnapshot.indexOfSection(sectionIdentifier)
  }

  @usableFromInline
  func commit(
    _ snapshot: Snapshot,
    _ difference: SnapshotDifference,
    _ animatingDifferences: Bool,
    isReloadData: Bool,
    differenceDuration: Duration = .zero,
    _ completion: (() -> Void)?
  ) {
    var final = snapshot
    final._clearReloadMarks()
    let update = Update(
      initialSnapshot: currentSnapshot,
      finalSnapshot: final,
      difference: difference,
      animatingDifferences: animatingDifferences,
      isReloadData: isReloadData,
      differenceDuration: differenceDuration
    )
    currentSnapshot = final
    if let updateHandler {
      updateHandler(update) { completion?() }
    } else {
      completion?()
    }
  }
}
