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
  public var numberOfItems: Int { _sectionOfItem.count }

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
    _sectionOfItem[itemIdentifier]
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
    guard let section = _sectionOfItem[itemIdentifier] else { return nil }
    let sectionIndex = _sections.firstIndex(of: section)!
    return IndexPath(
      item: _items[sectionIndex].firstIndex(of: itemIdentifier)!,
      section: sectionIndex
    )
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

  /// Records `itemIdentifiers` as members of `section`, trapping if any of them
  /// is already in the snapshot or repeats within the list.
  @inlinable
  mutating func _registerItems(
    _ itemIdentifiers: [ItemIdentifierType],
    in section: SectionIdentifierType
  ) {
    if itemIdentifiers.count >= _sectionOfItem.count {
      _sectionOfItem.reserveCapacity(_sectionOfItem.count + itemIdentifiers.count)
    }
    for item in itemIdentifiers where _sectionOfItem.updateValue(section, forKey: item) != nil {
      // The slow path recomputes from `_items`, which this call has not touched yet.
      var existing = Set<ItemIdentifierType>()
      for items in _items { existing.formUnion(items) }
      var offending = OrderedSet(duplicates(in: itemIdentifiers))
      offending.append(contentsOf: itemIdentifiers.filter(existing.contains))
      misuse(
        "Supplied item identifiers are not unique. Duplicate identifiers: "
          + describeIdentifiers(offending)
      )
    }
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
      for (sectionIndex, items) in _items.enumerated() {
        precondition(_itemOffsets[sectionIndex] == total, "offset of section \(sectionIndex)")
        total += items.count
        for item in items {
          precondition(
            _sectionOfItem[item] == _sections[sectionIndex],
            "item \(item) maps to its section"
          )
        }
      }
      precondition(_itemOffsets[_sections.count] == total, "the last offset is the total")
      precondition(_sectionOfItem.count == total, "every mapped item is in a section, once")
      precondition(_reloadedSections.allSatisfy(_sections.contains), "reloaded sections exist")
      precondition(_reloadedItems.allSatisfy { _sectionOfItem[$0] != nil }, "reloaded items exist")
      precondition(
        _reconfiguredItems.allSatisfy { _sectionOfItem[$0] != nil },
        "reconfigured items exist"
      )
    #endif
  }
}
