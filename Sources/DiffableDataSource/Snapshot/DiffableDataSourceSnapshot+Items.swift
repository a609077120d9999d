import OrderedCollections

extension DiffableDataSourceSnapshot {
  /// Adds items at the end of `sectionIdentifier`, or of the last section when it
  /// is `nil`.
  ///
  /// Traps if the snapshot has no sections, if the section is not in the
  /// snapshot, or if an item is already in the snapshot or repeats in the list.
  ///
  /// - Complexity: O(k) on average, where k is the number of new items,
  ///   amortized over the growth of the section's storage, plus O(log s) for
  ///   s sections: appending to any section of many, one item at a time,
  ///   costs about what appending the same items in one call does.
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
    _insertItems(
      identifiers,
      intoSection: sectionIndex,
      at: _sectionItems[sectionIndex].elements.count
    )
    _checkInvariants()
  }

  /// Inserts items just before `beforeIdentifier`, in its section.
  ///
  /// - Complexity: O(k + m) on average, where k is the number of new items and
  ///   m the number of items in the section: the items after the new ones
  ///   move, and their positions shift in one pass.
  @inlinable
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType],
    beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    let position = _indexPath(ofExisting: beforeIdentifier, in: "insertItems(_:beforeItem:)")
    _insertItems(identifiers, intoSection: position.section, at: position.item)
    _checkInvariants()
  }

  /// Inserts items just after `afterIdentifier`, in its section.
  ///
  /// - Complexity: O(k + m) on average, where k is the number of new items and
  ///   m the number of items in the section: the items after the new ones
  ///   move, and their positions shift in one pass.
  @inlinable
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType],
    afterItem afterIdentifier: ItemIdentifierType
  ) {
    let position = _indexPath(ofExisting: afterIdentifier, in: "insertItems(_:afterItem:)")
    _insertItems(identifiers, intoSection: position.section, at: position.item + 1)
    _checkInvariants()
  }

  /// Removes items. Identifiers the snapshot does not contain are ignored.
  ///
  /// - Complexity: O(k + m) on average, where k is the number of identifiers and
  ///   m the number of items in the sections they are removed from. Removing
  ///   one item other than its section's last costs one pass over its
  ///   section's index, O(m).
  @inlinable
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    guard !_sectionItems.isEmpty else { return }
    // The positions to go, and the section of each, in temporary memory:
    // on the stack for a section of a screen's rows. Deleted items mostly
    // come a section at a time and mostly in its order, so they are found
    // in the section the last one was in (see `SectionItems.locate`), a
    // group at a time, and only the others in the whole snapshot.
    // Two blocks, not one of twice the size: the stack takes a temporary
    // allocation of up to 1 KiB without asking, a section of 128 items.
    withUnsafeTemporaryAllocation(of: Int.self, capacity: identifiers.count) { foundPositions in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: identifiers.count) { foundSections in
        var foundCount = 0
        var section = 0
        var next = 0
        withUnsafeTemporaryAllocation(of: Int.self, capacity: HashIndex.groupSize) { positions in
          withUnsafeTemporaryAllocation(of: UInt32.self, capacity: HashIndex.groupSize) {
            fragments in
            identifiers.withUnsafeBufferPointer { identifiers in
              for group in HashIndex.groups(of: identifiers.count) {
                let groupSection = section
                _sectionItems[groupSection].locate(
                  UnsafeBufferPointer(rebasing: identifiers[group]),
                  after: &next,
                  into: positions,
                  fragments: fragments
                )
                for offset in 0..<group.count {
                  var found = IndexPath(item: positions[offset], section: groupSection)
                  if found.item < 0 {
                    guard _sectionItems.count > 1,
                      let elsewhere = _indexPath(
                        of: identifiers[group.lowerBound + offset],
                        fragment: fragments[offset]
                      )
                    else { continue }
                    found = elsewhere
                    (section, next) = (found.section, found.item + 1)
                  }
                  foundPositions[foundCount] = found.item
                  foundSections[foundCount] = found.section
                  foundCount += 1
                }
              }
            }
          }
        }
        guard foundCount > 0 else { return }
        let firstSection = foundSections[0]
        if (1..<foundCount).allSatisfy({ foundSections[$0] == firstSection }) {
          _removeItems(
            atPositions: UnsafeBufferPointer(rebasing: foundPositions[..<foundCount]),
            fromSection: firstSection
          )
        } else {
          // A section's items mostly come together: one lookup a run.
          var positionsBySection: [Int: [Int]] = [:]
          var runStart = 0
          for index in 1...foundCount
          where index == foundCount || foundSections[index] != foundSections[runStart] {
            positionsBySection[foundSections[runStart], default: []].append(
              contentsOf: foundPositions[runStart..<index]
            )
            runStart = index
          }
          for (sectionIndex, positions) in positionsBySection {
            positions.withUnsafeBufferPointer {
              _removeItems(atPositions: $0, fromSection: sectionIndex)
            }
          }
        }
      }
    }
    _dropMarksOfDeletedItems()
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
  /// - Complexity: O(m) on average, where m is the number of items in the
  ///   sections involved: the items between the two move, and one pass over
  ///   each section's index shifts the positions.
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
  /// - Complexity: O(m) on average, where m is the number of items in the
  ///   sections involved: the items between the two move, and one pass over
  ///   each section's index shifts the positions.
  @inlinable
  public mutating func moveItem(
    _ identifier: ItemIdentifierType,
    afterItem toIdentifier: ItemIdentifierType
  ) {
    _moveItem(identifier, relativeTo: toIdentifier, after: true)
  }

  @inlinable
  mutating func _moveItem(
    _ identifier: ItemIdentifierType,
    relativeTo toIdentifier: ItemIdentifierType,
    after: Bool
  ) {
    let operation = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
    let source = _indexPath(ofExisting: identifier, in: operation)
    let anchor = _indexPath(ofExisting: toIdentifier, in: operation)
    guard identifier != toIdentifier else {
      misuse("Attempted to move item identifier \(identifier) relative to itself")
    }
    if source.section == anchor.section {
      // Where the anchor is once the item has left, and the item next to it.
      let anchorAfterRemoval = anchor.item - (source.item < anchor.item ? 1 : 0)
      _sectionItems[source.section].move(
        from: source.item,
        to: anchorAfterRemoval + (after ? 1 : 0)
      )
    } else {
      withUnsafePointer(to: source.item) { position in
        _removeItems(
          atPositions: UnsafeBufferPointer(start: position, count: 1),
          fromSection: source.section
        )
      }
      _insertItems([identifier], intoSection: anchor.section, at: anchor.item + (after ? 1 : 0))
    }
    _checkInvariants()
  }
}
