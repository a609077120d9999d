import OrderedCollections

/// The state of a data source at one moment: an ordered list of unique sections,
/// each with an ordered list of items, every item identifier unique across the
/// whole snapshot.
///
/// A value type with the semantics of UIKit's `NSDiffableDataSourceSnapshot`:
/// build one, mutate it freely, and hand it to a ``DiffableDataSource`` to apply.
/// Copies are cheap: the storage is shared until one of the copies changes.
///
/// Misuse traps with a message naming the offending identifiers, as UIKit does:
/// duplicate identifiers, identifiers the snapshot does not contain (where an
/// operation needs one), and items appended before any section exists.
public struct DiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable,
  ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The sections in order; the index of a section here is its section index.
  @usableFromInline
  var _sections: OrderedSet<SectionIdentifierType> = []
  /// The items of each section, parallel to `_sections`.
  @usableFromInline
  var _items: [OrderedSet<ItemIdentifierType>] = []
  /// `_itemOffsets[s]` is the index, across all sections, of section `s`'s
  /// first item; one extra last entry holds the total. It makes `indexOfItem`
  /// O(1) without walking the sections before the item.
  @usableFromInline
  var _itemOffsets: [Int] = [0]
  /// The section of every item: the reverse of `_items`, for O(1) lookups.
  ///
  /// Deleting an item leaves its entry behind, stale: removing a key from a
  /// hash table rehashes the keys after it, and the commonest change (a
  /// section refilled in a new order) puts the same items straight back. An
  /// entry counts only while its section holds the item (`_indexPath(of:)`
  /// checks); stale entries are swept out once they outnumber the items.
  ///
  /// Empty while there are fewer than two sections: the only section is
  /// every item's, so the commonest snapshot, a single list, hashes each
  /// item once (into its section) rather than twice.
  @usableFromInline
  var _sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  @usableFromInline
  var _reloadedSections: OrderedSet<SectionIdentifierType> = []
  @usableFromInline
  var _reloadedItems: OrderedSet<ItemIdentifierType> = []
  @usableFromInline
  var _reconfiguredItems: OrderedSet<ItemIdentifierType> = []

  /// Creates an empty snapshot: no sections, no items.
  @inlinable
  public init() {}
}

// MARK: - Queries

extension DiffableDataSourceSnapshot {
  /// The number of sections.
  @inlinable
  public var numberOfSections: Int { _sections.count }

  /// The number of items in all sections.
  @inlinable
  public var numberOfItems: Int { _itemOffsets[_itemOffsets.count - 1] }

  /// The number of items in `sectionIdentifier`, which must be in the snapshot.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func numberOfItems(inSection sectionIdentifier: SectionIdentifierType) -> Int {
    _items[_index(ofSection: sectionIdentifier, in: "numberOfItems(inSection:)")].count
  }

  /// The section identifiers in order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var sectionIdentifiers: [SectionIdentifierType] { _sections.elements }

  /// The item identifiers of all sections, section by section.
  ///
  /// - Complexity: O(n), where n is the number of items.
  @inlinable
  public var itemIdentifiers: [ItemIdentifierType] {
    var all: [ItemIdentifierType] = []
    all.reserveCapacity(numberOfItems)
    for items in _items { all.append(contentsOf: items.elements) }
    return all
  }

  /// The item identifiers of `sectionIdentifier`, which must be in the snapshot.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func itemIdentifiers(
    inSection sectionIdentifier: SectionIdentifierType
  ) -> [ItemIdentifierType] {
    _items[_index(ofSection: sectionIdentifier, in: "itemIdentifiers(inSection:)")].elements
  }

  /// The section that holds `itemIdentifier`, or `nil` if the snapshot has no such item.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func sectionIdentifier(
    containingItem itemIdentifier: ItemIdentifierType
  ) -> SectionIdentifierType? {
    _indexPath(of: itemIdentifier).map { _sections[$0.section] }
  }

  /// The index of `itemIdentifier` in ``itemIdentifiers`` (across all sections),
  /// or `nil` if the snapshot has no such item.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func indexOfItem(_ itemIdentifier: ItemIdentifierType) -> Int? {
    guard let position = _indexPath(of: itemIdentifier) else { return nil }
    return _itemOffsets[position.section] + position.item
  }

  /// The section index and the index within it of `itemIdentifier`, or
  /// `nil` if the snapshot has no such item.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    _indexPath(of: itemIdentifier)
  }

  /// The index of `sectionIdentifier` in ``sectionIdentifiers``, or `nil` if the
  /// snapshot has no such section.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func indexOfSection(_ sectionIdentifier: SectionIdentifierType) -> Int? {
    _sections.firstIndex(of: sectionIdentifier)
  }
}

// MARK: - Internal helpers

extension DiffableDataSourceSnapshot {
  /// The section index and the index within it of an item, if the snapshot has it.
  @inlinable
  func _indexPath(of itemIdentifier: ItemIdentifierType) -> IndexPath? {
    guard let section = _sectionHint(of: itemIdentifier) else { return nil }
    return _indexPath(of: itemIdentifier, inSection: section)
  }

  /// The section an item would be in if the snapshot holds it: the one
  /// `_sectionOfItem` names, or the only one. `_indexPath(of:inSection:)`
  /// confirms it.
  @inlinable
  func _sectionHint(of itemIdentifier: ItemIdentifierType) -> SectionIdentifierType? {
    _mapsItemsToSections ? _sectionOfItem[itemIdentifier] : _sections.first
  }

  /// Whether `_sectionOfItem` is kept: only with two sections or more.
  @inlinable
  var _mapsItemsToSections: Bool { _sections.count >= 2 }

  /// The index path of an item if `section`, its section hint, holds it;
  /// nil for a stale entry.
  @inlinable
  func _indexPath(
    of itemIdentifier: ItemIdentifierType,
    inSection section: SectionIdentifierType
  ) -> IndexPath? {
    guard let sectionIndex = _sections.firstIndex(of: section),
      let item = _items[sectionIndex].firstIndex(of: itemIdentifier)
    else { return nil }
    return IndexPath(item: item, section: sectionIndex)
  }

  /// The index path of an item the caller promised is there; traps otherwise.
  @inlinable
  func _indexPath(ofExisting itemIdentifier: ItemIdentifierType, in operation: String) -> IndexPath
  {
    guard let indexPath = _indexPath(of: itemIdentifier) else {
      misuse("Invalid item identifier specified for \(operation): \(itemIdentifier)")
    }
    return indexPath
  }

  /// The index of a section the caller promised is there; traps otherwise.
  @inlinable
  func _index(ofSection sectionIdentifier: SectionIdentifierType, in operation: String) -> Int {
    guard let index = _sections.firstIndex(of: sectionIdentifier) else {
      misuse("Invalid section identifier specified for \(operation): \(sectionIdentifier)")
    }
    return index
  }

  /// Brings `_itemOffsets` up to date after the sections from `sectionIndex` on
  /// changed their item counts or positions.
  @inlinable
  mutating func _updateItemOffsets(from sectionIndex: Int) {
    let count = _sections.count + 1
    if _itemOffsets.count > count {
      _itemOffsets.removeLast(_itemOffsets.count - count)
    } else if _itemOffsets.count < count {
      _itemOffsets.append(contentsOf: repeatElement(0, count: count - _itemOffsets.count))
    }
    for index in (sectionIndex + 1)..<count {
      _itemOffsets[index] = _itemOffsets[index - 1] + _items[index - 1].count
    }
  }

  /// Records `itemIdentifiers` as members of the section at `sectionIndex`,
  /// trapping if any of them is already in another section. Repeats within
  /// the list, and items already in the section itself, are for the caller
  /// to catch (`_checkAdded`): an entry this call made looks the same as a
  /// stale one coming back, and with one section there are no entries.
  @inlinable
  mutating func _registerItems(
    _ itemIdentifiers: [ItemIdentifierType],
    inSection sectionIndex: Int
  ) {
    guard _mapsItemsToSections else { return }
    if itemIdentifiers.count >= _sectionOfItem.count {
      _sectionOfItem.reserveCapacity(_sectionOfItem.count + itemIdentifiers.count)
    }
    let section = _sections[sectionIndex]
    for item in itemIdentifiers {
      guard let former = _sectionOfItem.updateValue(section, forKey: item), former != section,
        _indexPath(of: item, inSection: former) != nil
      else { continue }
      // The slow path recomputes from `_items`, which this call has not touched yet.
      var existing = Set<ItemIdentifierType>()
      for items in _items { existing.formUnion(items) }
      _failDuplicateItems(itemIdentifiers, wasPresent: existing.contains)
    }
  }

  /// Traps unless a section grew by exactly the `itemIdentifiers` added to
  /// it: an ordered set keeps one of each, so a shortfall means the list
  /// repeated some or the section held some already (`wasPresent`).
  @inlinable
  func _checkAdded(
    _ itemIdentifiers: [ItemIdentifierType],
    grewBy growth: Int,
    wasPresent: (ItemIdentifierType) -> Bool
  ) {
    guard growth != itemIdentifiers.count else { return }
    _failDuplicateItems(itemIdentifiers, wasPresent: wasPresent)
  }

  /// Traps naming the identifiers that repeat within `itemIdentifiers`,
  /// then those the snapshot held already.
  @inlinable
  func _failDuplicateItems(
    _ itemIdentifiers: [ItemIdentifierType],
    wasPresent: (ItemIdentifierType) -> Bool
  ) -> Never {
    var offending = OrderedSet(duplicates(in: itemIdentifiers))
    offending.append(contentsOf: itemIdentifiers.filter(wasPresent))
    misuse(
      "Supplied item identifiers are not unique. Duplicate identifiers: "
        + describeIdentifiers(offending)
    )
  }

  /// Drops the entries deleted items left in `_sectionOfItem` once they
  /// outnumber the items: each sweep costs what the deletions since the
  /// last one did.
  @inlinable
  mutating func _sweepStaleItemsIfNeeded() {
    guard _sectionOfItem.count > Self._staleEntryLimit(forItems: numberOfItems) else { return }
    _rebuildSectionOfItem()
  }

  /// How many entries `_sectionOfItem` may hold for `items` items before a
  /// sweep: twice as many, and a few more for small snapshots.
  @inlinable
  static func _staleEntryLimit(forItems items: Int) -> Int { 2 * items + 64 }

  /// Keeps `_sectionOfItem` to its rule after the number of sections went
  /// from `oldCount` to what it is: built on reaching two, dropped below.
  @inlinable
  mutating func _sectionCountChanged(from oldCount: Int) {
    if !_mapsItemsToSections {
      _sectionOfItem = [:]
    } else if oldCount < 2 {
      _rebuildSectionOfItem()
    } else {
      _sweepStaleItemsIfNeeded()
    }
  }

  @inlinable
  mutating func _rebuildSectionOfItem() {
    var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
    sectionOfItem.reserveCapacity(numberOfItems)
    for (section, items) in zip(_sections, _items) {
      for item in items { sectionOfItem[item] = section }
    }
    _sectionOfItem = sectionOfItem
  }
}

// MARK: - Equality

extension DiffableDataSourceSnapshot: Equatable {
  /// Two snapshots are equal when they have the same sections and items in the
  /// same order and mark the same identifiers for reload and reconfiguration.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._sections == rhs._sections && lhs._items == rhs._items
      && lhs._reloadedSections == rhs._reloadedSections
      && lhs._reloadedItems == rhs._reloadedItems
      && lhs._reconfiguredItems == rhs._reconfiguredItems
  }
}

// MARK: - Invariants

extension DiffableDataSourceSnapshot {
  /// Checks that the redundant parts of the storage agree. Debug builds (the
  /// tests) run it after every mutation; release builds compile it away.
  @inlinable
  func _checkInvariants() {
    #if DEBUG
      precondition(_items.count == _sections.count, "one item list per section")
      precondition(
        _itemOffsets.count == _sections.count + 1,
        "one offset per section plus the total"
      )
      precondition(_itemOffsets[0] == 0, "items start at index 0")
      var total = 0
      precondition(_mapsItemsToSections || _sectionOfItem.isEmpty, "no map for one section")
      for (sectionIndex, items) in _items.enumerated() {
        precondition(_itemOffsets[sectionIndex] == total, "offset of section \(sectionIndex)")
        total += items.count
        for item in items where _mapsItemsToSections {
          precondition(
            _sectionOfItem[item] == _sections[sectionIndex],
            "item \(item) maps to its section"
          )
        }
      }
      precondition(_itemOffsets[_sections.count] == total, "the last offset is the total")
      precondition(
        _sectionOfItem.count <= Self._staleEntryLimit(forItems: total),
        "stale entries are swept once they outnumber the items"
      )
      precondition(_reloadedSections.allSatisfy(_sections.contains), "reloaded sections exist")
      precondition(_reloadedItems.allSatisfy { _indexPath(of: $0) != nil }, "reloaded items exist")
      precondition(
        _reconfiguredItems.allSatisfy { _indexPath(of: $0) != nil },
        "reconfigured items exist"
      )
    #endif
  }
}
