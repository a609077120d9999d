/// What a reorder changed: UIKit's `NSDiffableDataSourceTransaction`, handed
/// to a data source's reordering handlers before and after the move takes
/// effect, so a backing store can follow it.
///
/// ```swift
/// dataSource.reorderingHandlers.didReorder = { transaction in
///   for sectionTransaction in transaction.sectionTransactions {
///     let section = sectionTransaction.sectionIdentifier
///     backingStore[section] = backingStore[section]?.applying(sectionTransaction.difference)
///   }
/// }
/// ```
public struct DiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable,
  ItemIdentifierType: Hashable & Sendable
>: Sendable {
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  /// The data before the reorder.
  public let initialSnapshot: Snapshot
  /// The data after it.
  public let finalSnapshot: Snapshot
  /// The change of all items, in order across sections, from the initial
  /// snapshot to the final one.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// One transaction for each section whose items changed, in the final
  /// snapshot's section order.
  public let sectionTransactions:
    [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

  /// The transaction that takes `initialSnapshot` to `finalSnapshot`; each
  /// section's part holds that section's items as a flat section snapshot.
  ///
  /// - Complexity: O(n + d²) for n items and d changes in all, as the
  ///   standard library's `difference(from:)`; a reorder's d is small.
  public init(initialSnapshot: Snapshot, finalSnapshot: Snapshot) {
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
    sectionTransactions = finalSnapshot.sectionIdentifiers.compactMap { section in
      let before =
        initialSnapshot.indexOfSection(section) == nil
        ? [] : initialSnapshot.itemIdentifiers(inSection: section)
      let after = finalSnapshot.itemIdentifiers(inSection: section)
      guard before != after else { return nil }
      return DiffableDataSourceSectionTransaction(
        sectionIdentifier: section,
        initialSnapshot: .flat(before),
        finalSnapshot: .flat(after)
      )
    }
  }
}

/// What a reorder changed in one section: UIKit's
/// `NSDiffableDataSourceSectionTransaction`.
public struct DiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable,
  ItemIdentifierType: Hashable & Sendable
>: Sendable {
  public typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<ItemIdentifierType>

  /// The section the reorder changed.
  public let sectionIdentifier: SectionIdentifierType
  /// The section's items before the reorder.
  public let initialSnapshot: SectionSnapshot
  /// The section's items after it.
  public let finalSnapshot: SectionSnapshot
  /// The change of the section's items, which `applying(_:)` replays on an
  /// array that held the initial items.
  public let difference: CollectionDifference<ItemIdentifierType>

  /// The transaction of `sectionIdentifier` from one section snapshot to
  /// another.
  public init(
    sectionIdentifier: SectionIdentifierType,
    initialSnapshot: SectionSnapshot,
    finalSnapshot: SectionSnapshot
  ) {
    self.sectionIdentifier = sectionIdentifier
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    difference = finalSnapshot.items.difference(from: initialSnapshot.items)
  }
}

extension DiffableDataSourceSectionSnapshot {
  /// A section snapshot of `items`, all at the root.
  fileprivate static func flat(_ items: [ItemIdentifierType]) -> Self {
    var snapshot = Self()
    snapshot.append(items)
    return snapshot
  }
}
