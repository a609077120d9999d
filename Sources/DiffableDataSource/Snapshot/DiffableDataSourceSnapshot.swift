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
///
/// Each section keeps its items in an array and their positions in a hash
/// index of its own (`HashIndex`), so an edit in one section touches no
/// other and an edit in the middle of a section costs about what moving its
/// items does. A second index finds the section of the items of every
/// section but one. Building a snapshot hashes each item once, and the
/// difference of two snapshots hashes only the items that are not where it
/// expects them.
public struct DiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable,
  ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The sections in order; the index of a section here is its section index.
  @usableFromInline
  var _sections: OrderedSet<SectionIdentifierType> = []
  /// The items of each section, parallel to `_sections`.
  @usableFromInline
  var _sectionItems: [SectionItems<ItemIdentifierType>] = []
  /// The number of items in each section and before it, for `indexOfItem`
  /// and `numberOfItems`.
  @usableFromInline
  var _itemCounts = PrefixSums([])
  /// The token (see `SectionItems.token`) of the section of every item but
  /// those of the uncovered section, under the item's fragment: one probe
  /// here and one in the section's own index find an item, with the item
  /// hashed once.
  ///
  /// Entries are never removed one by one, only left behind, stale: a
  /// lookup confirms an entry in the section it names, and several items
  /// of a section with the same fragment share one entry, so removing one
  /// could lose another's. A full index grows from its own entries; it is
  /// rebuilt from the sections' own indexes instead, without hashing and
  /// without its stale entries, when those are most of it, and swept when
  /// they outnumber the items several times over.
  @usableFromInline
  var _itemSections = HashIndex()
  /// The token of the section whose items `_itemSections` leaves out, if
  /// any; they are looked for in its own index first. It is the section a
  /// snapshot had while it had only one, or none, so the commonest snapshot,
  /// a single list, hashes each item into one index, not two, and adding a
  /// second section indexes nothing. Once the other sections hold as many
  /// items as it does, it is covered too (see `_reserveItemSections`).
  @usableFromInline
  var _uncoveredToken: UInt32?
  /// The section index of each token, or -1 for a token no section holds.
  @usableFromInline
  var _sectionIndexOfToken: [Int] = []
  /// The tokens no section holds, for the next new sections.
  @usableFromInline
  var _freeTokens: [UInt32] = []
  @usableFromInline
  var _reloadedSections: OrderedSet<SectionIdentifierType> = []
  @usableFromInline
  var _reloadedItems: OrderedSet<ItemIdentifierType> = []
  @usableFromInline
  var _reconfiguredItems: OrderedSet<ItemIdentifierType> = []

  /// Creates an empty snapshot: no sections, no items.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() {}
}

// MARK: - Queries

extension DiffableDataSourceSnapshot {
  /// The number of sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfSections: Int { _sections.count }

  /// The number of items in all sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var numberOfItems: Int { _itemCounts.total }

  /// The number of items in `sectionIdentifier`, which must be in the snapshot.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func numberOfItems(inSection sectionIdentifier: SectionIdentifierType) -> Int {
    _sectionItems[_index(ofSection: sectionIdentifier, in: "numberOfItems(inSection:)")].elements
      .count
  }

  /// The section identifiers in order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var sectionIdentifiers: [SectionIdentifierType] { _sections.elements }

  /// The item identifiers of all sections, section by section.
  ///
  /// - Complexity: O(n), where n is the number of items; O(1) with one section.
  @inlinable
  public var itemIdentifiers: [ItemIdentifierType] {
    if _sectionItems.count == 1 { return _sectionItems[0].elements }
    var all: [ItemIdentifierType] = []
    all.reserveCapacity(numberOfItems)
    for section in _sectionItems { all.append(contentsOf: section.elements) }
    return all
  }

  /// The item identifiers of `sectionIdentifier`, which must be in the snapshot.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func itemIdentifiers(
    inSection sectionIdentifier: SectionIdentifierType
  ) -> [ItemIdentifierType] {
    _sectionItems[_index(ofSection: sectionIdentifier, in: "itemIdentifiers(inSection:)")].elements
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
  /// - Complexity: O(log s) on average, where s is the number of sections.
  @inlinable
  public func indexOfItem(_ itemIdentifier: ItemIdentifierType) -> Int? {
    guard let position = _indexPath(of: itemIdentifier) else { return nil }
    return _itemCounts.sum(before: position.section) + position.item
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

// MARK: - Finding items

extension DiffableDataSourceSnapshot {
  /// The section index and the index within it of an item, if the snapshot has it.
  @inlinable
  func _indexPath(of itemIdentifier: ItemIdentifierType) -> IndexPath? {
    _indexPath(of: itemIdentifier, fragment: HashIndex.fragment(of: itemIdentifier))
  }

  /// `_indexPath(of:)` for an item whose fragment is known.
  @inlinable
  func _indexPath(of itemIdentifier: ItemIdentifierType, fragment: UInt32) -> IndexPath? {
    if let uncovered = _uncoveredSection,
      let position = _sectionItems[uncovered].position(of: itemIdentifier, fragment: fragment)
    {
      return IndexPath(item: position, section: uncovered)
    }
    var found: IndexPath?
    _ = _itemSections.bucket(of: fragment) { token in
      let sectionIndex = _sectionIndexOfToken[Int(token)]
      guard sectionIndex >= 0,
        let position = _sectionItems[sectionIndex].position(of: itemIdentifier, fragment: fragment)
      else { return false }
      found = IndexPath(item: position, section: sectionIndex)
      return true
    }
    return found
  }

  /// Whether the section with `token` holds the item.
  @inlinable
  func _holds(
    _ itemIdentifier: ItemIdentifierType,
    fragment: UInt32,
    inSectionWithToken token: UInt32
  ) -> Bool {
    let sectionIndex = _sectionIndexOfToken[Int(token)]
    return sectionIndex >= 0
      && _sectionItems[sectionIndex].position(of: itemIdentifier, fragment: fragment) != nil
  }

  /// The index of the section `_itemSections` leaves out, if any.
  @inlinable
  var _uncoveredSection: Int? { _uncoveredToken.map { _sectionIndexOfToken[Int($0)] } }

  /// The number of items `_itemSections` covers.
  @inlinable
  var _coveredItemCount: Int {
    numberOfItems - (_uncoveredSection.map { _sectionItems[$0].elements.count } ?? 0)
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
}

// MARK: - Adding and removing items

extension DiffableDataSourceSnapshot {
  /// Inserts `itemIdentifiers` into the section at `sectionIndex` at
  /// `position`, trapping if any is in the snapshot already or repeats in
  /// the list. Each is hashed once, for both indexes, a group at a time.
  @inlinable
  mutating func _insertItems(
    _ itemIdentifiers: [ItemIdentifierType],
    intoSection sectionIndex: Int,
    at position: Int
  ) {
    guard !itemIdentifiers.isEmpty else { return }
    // Before the section changes: a rebuild reads every section's index.
    if sectionIndex != _uncoveredSection {
      _reserveItemSections(itemIdentifiers.count, forSection: sectionIndex)
    }
    let uncovered = _uncoveredSection
    let isCovered = sectionIndex != uncovered
    _sectionItems[sectionIndex].insertUnindexed(itemIdentifiers, at: position)
    let token = _sectionItems[sectionIndex].token
    // Taken out while it changes, for the lookups into the other sections.
    var itemSections = HashIndex()
    swap(&itemSections, &_itemSections)
    let hasDuplicate = withUnsafeTemporaryAllocation(
      of: UInt32.self,
      capacity: HashIndex.groupSize
    ) { buffer -> Bool in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: HashIndex.groupSize) { found in
        itemIdentifiers.withUnsafeBufferPointer { items in
          for group in HashIndex.groups(of: items.count) {
            for offset in group {
              buffer[offset - group.lowerBound] = HashIndex.fragment(of: items[offset])
            }
            let fragments = UnsafeBufferPointer(rebasing: buffer[..<group.count])
            let found = UnsafeMutableBufferPointer(rebasing: found[..<group.count])
            // First the other sections, while this one does not hold the
            // group yet: the uncovered one, or those `itemSections` covers.
            if isCovered, let uncovered {
              _sectionItems[uncovered].positions.values(of: fragments, into: found) {
                _sectionItems[uncovered].elements[Int($0)] == items[group.lowerBound + $1]
              }
            } else if !isCovered && itemSections.count > 0 {
              itemSections.values(of: fragments, into: found) {
                _holds(
                  items[group.lowerBound + $1],
                  fragment: fragments[$1],
                  inSectionWithToken: $0
                )
              }
            } else {
              found.update(repeating: -1)
            }
            if found.contains(where: { $0 >= 0 }) { return true }
            if _sectionItems[sectionIndex].index(fragments, from: position + group.lowerBound) {
              return true
            }
            guard isCovered else { continue }
            let isInOtherSection = itemSections.insertUnlessPresent(fragments, value: token) {
              _holds(items[group.lowerBound + $1], fragment: fragments[$1], inSectionWithToken: $0)
            }
            if isInOtherSection { return true }
          }
          return false
        }
      }
    }
    swap(&itemSections, &_itemSections)
    if hasDuplicate {
      _failDuplicateItems(itemIdentifiers, insertedInto: sectionIndex, at: position)
    }
    _itemCounts.add(itemIdentifiers.count, toSection: sectionIndex)
  }

  /// Traps naming the identifiers that repeat within `itemIdentifiers`,
  /// then those the snapshot held before they were inserted at `position`
  /// of the section at `sectionIndex`. Worked out from the items
  /// themselves: the indexes are part way through the insertion.
  @inlinable
  func _failDuplicateItems(
    _ itemIdentifiers: [ItemIdentifierType],
    insertedInto sectionIndex: Int,
    at position: Int
  ) -> Never {
    var existing = Set<ItemIdentifierType>()
    for (index, section) in _sectionItems.enumerated() {
      for (itemPosition, item) in section.elements.enumerated()
      where index != sectionIndex
        || !(position..<position + itemIdentifiers.count).contains(itemPosition)
      {
        existing.insert(item)
      }
    }
    var offending = OrderedSet(duplicates(in: itemIdentifiers))
    offending.append(contentsOf: itemIdentifiers.filter(existing.contains))
    misuse(
      "Supplied item identifiers are not unique. Duplicate identifiers: "
        + describeIdentifiers(offending)
    )
  }

  /// Removes the items at `positions` (in any order, perhaps some twice:
  /// an identifier listed twice is deleted once) from the section at
  /// `sectionIndex`. Their entries in `_itemSections` go stale, and are
  /// swept once they outnumber the items.
  @inlinable
  mutating func _removeItems(
    atPositions positions: UnsafeBufferPointer<Int>,
    fromSection sectionIndex: Int
  ) {
    defer { _sweepItemSectionsIfNeeded() }
    guard positions.count > 1 else {
      _sectionItems[sectionIndex].remove(at: positions[0])
      _itemCounts.add(-1, toSection: sectionIndex)
      return
    }
    let count = _sectionItems[sectionIndex].elements.count
    let doomedCount = MarkedPositions.withNoneMarked(count: count) { marks in
      for position in positions { marks.mark(position) }
      let doomedCount = marks.markedCount
      if doomedCount == count {
        _sectionItems[sectionIndex].removeAll()
      } else if doomedCount == 1 {
        _sectionItems[sectionIndex].remove(at: positions[0])
      } else {
        _sectionItems[sectionIndex].remove(marked: marks)
      }
      return doomedCount
    }
    _itemCounts.add(-doomedCount, toSection: sectionIndex)
  }
}

// MARK: - The item sections index

extension DiffableDataSourceSnapshot {
  /// Makes room in `_itemSections` for `count` more entries of the covered
  /// section at `sectionIndex`, and covers the uncovered section once the
  /// items of the others, with these, are as many as its own: from then on
  /// an item added elsewhere is looked for in one index, not two, and
  /// indexing the section's items (no hashing, from its own index) cost no
  /// more than the lookups into it those items already took. An index that
  /// must grow takes room for the empty sections too (see
  /// `_roomForEmptySections`).
  ///
  /// A full index grows from its own entries, in their order, so the
  /// entries go to the larger table nearly in order too; it is rebuilt from
  /// the sections instead, dropping its stale entries, when those are most
  /// of it.
  @inlinable
  mutating func _reserveItemSections(_ count: Int, forSection sectionIndex: Int) {
    var room = count
    var covering: SectionItems<ItemIdentifierType>?
    if let uncovered = _uncoveredSection,
      _sectionItems[uncovered].elements.count <= _coveredItemCount + count
    {
      covering = _sectionItems[uncovered]
      room += _sectionItems[uncovered].elements.count
    }
    if _itemSections.count + room > _itemSections.capacity {
      if _itemSections.count > 2 * _coveredItemCount {
        _rebuildItemSections(room: room)
      } else {
        _itemSections.reserveCapacity(
          _itemSections.count + room + _roomForEmptySections(room, besides: sectionIndex)
        )
      }
    }
    guard let covering else { return }
    _itemSections.insertEntries(of: covering.positions) { _ in covering.token }
    _uncoveredToken = nil
  }

  /// Room for the items the empty sections other than the one at
  /// `sectionIndex` will likely get, when `_itemSections` must grow to take
  /// `room` more: a snapshot built a section at a time (the sections
  /// appended, then each one's items) has them still to fill, each about
  /// as full as those filled so far, and reserving for them now spares the
  /// growths that doubling would make on the way, each moving every entry:
  /// building 100 sections of 1,000 items, six growths moving 192,000
  /// entries. At most seven times what the index will then hold, and at
  /// most a million entries more: sections that stay empty waste a bounded
  /// share, and a bounded amount however large the ones filled (two
  /// sections of a million beside a thousand that stay empty). A copy's
  /// first edit copies that room too.
  @inlinable
  func _roomForEmptySections(_ room: Int, besides sectionIndex: Int) -> Int {
    let needed = _itemSections.count + room
    var empty = 0
    for index in _sectionItems.indices
    where index != sectionIndex && _sectionItems[index].elements.isEmpty {
      empty += 1
    }
    // The section taking `room` counts as filled, empty or not.
    let filled = _sectionItems.count - empty
    return min(7 * needed, 1 << 20, (_coveredItemCount + room) / filled * empty)
  }

  /// Rebuilds `_itemSections` from the sections' own indexes, without
  /// stale entries and without hashing, with room for `room` more entries
  /// and half as many again, so that filling it costs amortized O(1) an
  /// entry.
  @inlinable
  mutating func _rebuildItemSections(room: Int = 0) {
    let needed = _coveredItemCount + room
    var index = HashIndex(bucketCount: HashIndex.bucketCount(forCapacity: needed + needed / 2))
    let uncovered = _uncoveredSection
    for (sectionIndex, section) in _sectionItems.enumerated() where sectionIndex != uncovered {
      index.insertEntries(of: section.positions) { _ in section.token }
    }
    _itemSections = index
  }

  /// Rebuilds `_itemSections` once stale entries outnumber the items
  /// several times over: each rebuild costs what the removals since the
  /// last one did.
  @inlinable
  mutating func _sweepItemSectionsIfNeeded() {
    guard _itemSections.count > 4 * _coveredItemCount + 64 else { return }
    _rebuildItemSections()
  }
}

// MARK: - Tokens

extension DiffableDataSourceSnapshot {
  /// A token for a new section: a free one, or a new one.
  @inlinable
  mutating func _makeToken() -> UInt32 {
    if let token = _freeTokens.popLast() { return token }
    _sectionIndexOfToken.append(-1)
    return UInt32(_sectionIndexOfToken.count - 1)
  }

  /// Brings `_sectionIndexOfToken`, `_itemCounts`, `_itemSections` and
  /// `_uncoveredToken` up to date after sections from `sectionIndex` on
  /// came, went or moved, and frees the tokens of the sections in `removed`.
  @inlinable
  mutating func _sectionsChanged(
    from sectionIndex: Int,
    removing removed: [SectionItems<ItemIdentifierType>] = []
  ) {
    for section in removed {
      _sectionIndexOfToken[Int(section.token)] = -1
      _freeTokens.append(section.token)
      if section.token == _uncoveredToken { _uncoveredToken = nil }
    }
    for index in sectionIndex..<_sectionItems.count {
      _sectionIndexOfToken[Int(_sectionItems[index].token)] = index
    }
    // `_itemCounts` still counts the sections from before the change.
    if removed.isEmpty && sectionIndex == _itemCounts.sectionCount {
      // Sections appended, empty: appending one after another stays O(1) each.
      for _ in sectionIndex..<_sectionItems.count { _itemCounts.append(0) }
    } else {
      // A closure, not the key path `\.elements.count`: a key path into
      // the generic `SectionItems` is instantiated by the runtime at every
      // call, about half of what inserting, moving or deleting a section
      // cost in the snapshot fuzz target's small snapshots.
      _itemCounts = PrefixSums(_sectionItems.lazy.map { $0.elements.count })
    }
    if _sectionItems.count <= 1 || numberOfItems == 0 {
      // One section holds every item, or there are none: nothing needs
      // the index of item sections, and any section can be uncovered.
      _itemSections = HashIndex()
      _uncoveredToken = _sectionItems.first?.token
    } else {
      _sweepItemSectionsIfNeeded()
    }
  }
}

// MARK: - Equality

extension DiffableDataSourceSnapshot: Equatable {
  /// Two snapshots are equal when they have the same sections and items in the
  /// same order and mark the same identifiers for reload and reconfiguration.
  ///
  /// - Complexity: O(n + s) for n items and s sections; O(s) for sections
  ///   whose items share storage, as a copy's do until one of them changes.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._sections == rhs._sections
      && lhs._sectionItems.elementsEqual(rhs._sectionItems) { $0.elements == $1.elements }
      && lhs._reloadedSections == rhs._reloadedSections
      && lhs._reloadedItems == rhs._reloadedItems
      && lhs._reconfiguredItems == rhs._reconfiguredItems
  }
}

// MARK: - Invariants

extension DiffableDataSourceSnapshot {
  /// Checks that the redundant parts of the storage agree. Only with
  /// `GALLERY_INTERNAL_CHECKS` (`make test` sets it), after every mutation:
  /// the checks cost O(n), which would spoil the complexity of every edit.
  @inlinable
  func _checkInvariants() {
    #if GALLERY_INTERNAL_CHECKS
      precondition(_sectionItems.count == _sections.count, "one item list per section")
      precondition(_itemCounts._tree.count == _sections.count + 1, "one count per section")
      var total = 0
      for (sectionIndex, section) in _sectionItems.enumerated() {
        section._checkInvariants()
        precondition(_itemCounts.sum(before: sectionIndex) == total, "items before \(sectionIndex)")
        precondition(
          _sectionIndexOfToken[Int(section.token)] == sectionIndex,
          "the token of section \(sectionIndex)"
        )
        total += section.elements.count
        for (position, item) in section.elements.enumerated() {
          precondition(
            _indexPath(of: item) == IndexPath(item: position, section: sectionIndex),
            "item \(item) is found where it is"
          )
        }
      }
      precondition(_itemCounts.total == total, "the total")
      precondition(
        _sectionIndexOfToken.filter { $0 >= 0 }.count == _sections.count
          && _sectionIndexOfToken.count == _sections.count + _freeTokens.count,
        "a token for each section, the others free"
      )
      _itemSections._checkInvariants()
      precondition(_itemSections.count <= 4 * _coveredItemCount + 64, "stale entries are swept")
      if let uncovered = _uncoveredToken {
        precondition(_sectionIndexOfToken[Int(uncovered)] >= 0, "the uncovered section exists")
      }
      if _sections.count <= 1 {
        precondition(
          _itemSections.bucketCount == 0 && _uncoveredToken == _sectionItems.first?.token,
          "one section, uncovered, and no index of item sections"
        )
      }
      precondition(_reloadedSections.allSatisfy(_sections.contains), "reloaded sections exist")
      precondition(_reloadedItems.allSatisfy(_contains), "reloaded items exist")
      precondition(_reconfiguredItems.allSatisfy(_contains), "reconfigured items exist")
    #endif
  }
}
