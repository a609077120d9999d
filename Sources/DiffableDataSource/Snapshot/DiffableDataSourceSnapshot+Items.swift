import OrderedCollections

extension DiffableDataSourceSnapshot {
  /// Adds items at the end of `sectionIdentifier`, or of the last section when it
  /// is `nil`.
  ///
  /// Traps if the snapshot has no sections, if the section is not in the
  /// snapshot, or if an item is already in the snapshot or repeats in the list.
  ///
  /// - Complexity: O(k) on average, where k is the number of new items, plus
  ///   O(s) for the sections after the one appended to: appending k items one
  ///   call at a time costs the same as appending them in one call.
  @inlinable
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType],
    toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let sectionIndex: Int
    if let sectionIdentifier {
      sectionIndex = _index(ofSection: sectionIdentifier, in: "appendItems(_:toSection:)")
    } else {
      guard !_sections.isEmpty else {
        misuse(
          "There are currently no sections in the snapshot. Add a section before appending items "
            + describeIdentifiers(identifiers)
        )
      }
      sectionIndex = _sections.count - 1
    }
    _registerItems(identifiers, inSection: sectionIndex)
    let countBefore = _items[sectionIndex].count
    if countBefore == 0 {
      // Filling an empty section (a snapshot built from scratch): the set's
      // own bulk initialiser sizes and fills its hash table in one go.
      _items[sectionIndex] = OrderedSet(identifiers)
    } else {
      // Reserving only when the section at least doubles keeps one-by-one
      // appends amortized O(1): an exact reservation on every call would
      // copy every time.
      if identifiers.count >= countBefore {
        _items[sectionIndex].reserveCapacity(countBefore + identifiers.count)
      }
      _items[sectionIndex].append(contentsOf: identifiers)
    }
    _checkAdded(identifiers, grewBy: _items[sectionIndex].count - countBefore) {
      _items[sectionIndex].firstIndex(of: $0).map { $0 < countBefore } ?? false
    }
    _updateItemOffsets(from: sectionIndex)
    _checkInvariants()
  }

  /// Inserts items just before `beforeIdentifier`, in its section.
  ///
  /// - Complexity: O(k + m) on average, where k is the number of new items and
  ///   m the number of items in the section.
  @inlinable
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType],
    beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    let position = _indexPath(ofExisting: beforeIdentifier, in: "insertItems(_:beforeItem:)")
    _insertItems(identifiers, at: position)
  }

  /// Inserts items just after `afterIdentifier`, in its section.
  ///
  /// - Complexity: O(k + m) on average, where k is the number of new items and
  ///   m the number of items in the section.
  @inlinable
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType],
    afterItem afterIdentifier: ItemIdentifierType
  ) {
    var position = _indexPath(ofExisting: afterIdentifier, in: "insertItems(_:afterItem:)")
    position.item += 1
    _insertItems(identifiers, at: position)
  }

  /// Removes items. Identifiers the snapshot does not contain are ignored.
  ///
  /// - Complexity: O(k + m) on average, where k is the number of identifiers and
  ///   m the number of items in the sections they are removed from.
  @inlinable
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    // The positions to go, by section. Their entries in `_sectionOfItem`
    // stay behind, stale (see there). Deleted items mostly come a section
    // at a time and mostly in its order: positions gather in `run` until
    // the section changes, and the place after the last one found is
    // checked first, by equality, before any hashing.
    var doomedBySection: [Int: [Int]] = [:]
    var run: (section: SectionIdentifierType, index: Int, positions: [Int])?
    var guess = 0
    let hasMarks = !_reloadedItems.isEmpty || !_reconfiguredItems.isEmpty
    for item in identifiers {
      let position: Int
      if let current = run, guess < _items[current.index].count,
        _items[current.index][guess] == item
      {
        position = guess
      } else {
        guard let section = _sectionHint(of: item) else { continue }
        if run?.section != section {
          if let run { doomedBySection[run.index, default: []].append(contentsOf: run.positions) }
          guard let index = _sections.firstIndex(of: section) else {
            run = nil
            continue
          }
          run = (section, index, [])
        }
        guard let found = _items[run!.index].firstIndex(of: item) else { continue }
        position = found
      }
      run!.positions.append(position)
      guess = position + 1
      if hasMarks {
        _reloadedItems.remove(item)
        _reconfiguredItems.remove(item)
      }
    }
    if let run { doomedBySection[run.index, default: []].append(contentsOf: run.positions) }
    guard let first = doomedBySection.keys.min() else { return }
    for (sectionIndex, positions) in doomedBySection where !positions.isEmpty {
      if positions.count == 1 {
        _items[sectionIndex].remove(at: positions[0])
        continue
      }
      // An identifier listed twice is deleted once.
      var isDoomed = [Bool](repeating: false, count: _items[sectionIndex].count)
      var doomedCount = 0
      for position in positions where !isDoomed[position] {
        isDoomed[position] = true
        doomedCount += 1
      }
      // Every item of the section going (as when a section is refilled in
      // a new order) needs no lookups.
      if doomedCount == _items[sectionIndex].count {
        _items[sectionIndex].removeAll(keepingCapacity: true)
      } else {
        var kept: [ItemIdentifierType] = []
        kept.reserveCapacity(isDoomed.count - doomedCount)
        for (position, item) in _items[sectionIndex].enumerated() where !isDoomed[position] {
          kept.append(item)
        }
        _items[sectionIndex] = OrderedSet(uncheckedUniqueElements: kept)
      }
    }
    _updateItemOffsets(from: first)
    _sweepStaleItemsIfNeeded()
    _checkInvariants()
  }

  /// Removes every item and every section, as UIKit's `deleteAllItems()` does.
  ///
  /// - Complexity: O(1), plus releasing the storage if this snapshot owned it alone.
  @inlinable
  public mutating func deleteAllItems() {
    self = Self()
  }

  /// Moves `identifier` to just before `toIdentifier`, into its section if that
  /// is another one.
  ///
  /// Both must be in the snapshot and differ.
  ///
  /// - Complexity: O(m) on average, where m is the number of items in the two sections.
  @inlinable
  public mutating func moveItem(
    _ identifier: ItemIdentifierType,
    beforeItem toIdentifier: ItemIdentifierType
  ) {
    _moveItem(identifier, relativeTo: toIdentifier, after: false)
  }

  /// Moves `identifier` to just after `toIdentifier`, into its section if that
  /// is another one.
  ///
  /// Both must be in the snapshot and differ.
  ///
  /// - Complexity: O(m) on average, where m is the number of items in the two sections.
  @inlinable
  public mutating func moveItem(
    _ identifier: ItemIdentifierType,
    afterItem toIdentifier: ItemIdentifierType
  ) {
    _moveItem(identifier, relativeTo: toIdentifier, after: true)
  }

  @inlinable
  mutating func _insertItems(_ identifiers: [ItemIdentifierType], at position: IndexPath) {
    _registerItems(identifiers, inSection: position.section)
    var items = _items[position.section].elements
    items.insert(contentsOf: identifiers, at: position.item)
    let section = OrderedSet(items)
    _checkAdded(
      identifiers,
      grewBy: section.count - _items[position.section].count,
      wasPresent: _items[position.section].contains
    )
    _items[position.section] = section
    _updateItemOffsets(from: position.section)
    _checkInvariants()
  }

  @inlinable
  mutating func _moveItem(
    _ identifier: ItemIdentifierType,
    relativeTo toIdentifier: ItemIdentifierType,
    after: Bool
  ) {
    let operation = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
    let source = _indexPath(ofExisting: identifier, in: operation)
    _ = _indexPath(ofExisting: toIdentifier, in: operation)
    guard identifier != toIdentifier else {
      misuse("Attempted to move item identifier \(identifier) relative to itself")
    }
    _items[source.section].remove(at: source.item)
    var destination = _indexPath(of: toIdentifier)!
    destination.item += after ? 1 : 0
    _items[destination.section].insert(identifier, at: destination.item)
    if _mapsItemsToSections { _sectionOfItem[identifier] = _sections[destination.section] }
    _updateItemOffsets(from: min(source.section, destination.section))
    _checkInvariants()
  }
}
