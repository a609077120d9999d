import OrderedCollections

extension DiffableDataSourceSnapshot {
  /// The changes that turn `other` (the old state) into this snapshot (the new
  /// one), with the reloads and reconfigures this snapshot is marked with.
  ///
  /// Identifiers are unique, so matching old and new elements is a hash lookup,
  /// not a search for a longest common subsequence. Among the elements that stay
  /// in the same section, one longest run that keeps its relative order stays
  /// put and only the rest are moves: the fewest moves that can describe the
  /// change. Sections are matched the same way. The result is deterministic.
  ///
  /// Most items follow the item before them in both snapshots, so each new
  /// item is first compared with the old items just after the last match;
  /// only the rest are hashed, and looked up in the old snapshot's indexes
  /// a group at a time. A section whose items equal the old ones is passed
  /// over after one comparison of the lists, at once when they share
  /// storage, as the untouched sections of a copy do.
  ///
  /// - Complexity: O(n + s) expected, where n and s count the items and
  ///   sections of both snapshots, with a hash computed only for the items
  ///   that are not where the items before them lead; O(n log n) at worst,
  ///   when many items move. O(s) when only the sections differ and their
  ///   items share storage.
  @inlinable
  public func difference(from other: Self) -> SnapshotDifference {
    let old = other
    var difference = SnapshotDifference()

    // Sections: -1 marks a section the other snapshot lacks.
    var newIndexOfOld = [Int](repeating: -1, count: old._sections.count)
    var oldIndexOfNew = [Int](repeating: -1, count: _sections.count)
    var survivingOldIndices: [Int] = []
    // An index loop, not `enumerated()`: called from code that is not
    // specialised (a generic data source applying a snapshot), the
    // enumerated iterator allocated a block for every section it handed out.
    for newIndex in 0..<_sections.count {
      if let oldIndex = old._sections.firstIndex(of: _sections[newIndex]) {
        oldIndexOfNew[newIndex] = oldIndex
        newIndexOfOld[oldIndex] = newIndex
        survivingOldIndices.append(oldIndex)
      } else {
        difference.sectionInserts.append(newIndex)
      }
    }
    for (oldIndex, newIndex) in newIndexOfOld.enumerated() where newIndex < 0 {
      difference.sectionDeletes.append(oldIndex)
    }
    let keptSections = longestIncreasingSubsequence(survivingOldIndices)
    for (rank, oldIndex) in survivingOldIndices.enumerated() where !keptSections[rank] {
      difference.sectionMoves.append(.init(source: oldIndex, destination: newIndexOfOld[oldIndex]))
    }

    // Items, section pair by section pair; inserted and deleted sections carry
    // theirs. `matched` marks the old items of a changed surviving section
    // that reappear in a surviving one: the others are deletes. An unchanged
    // section has every item back in place, and no item of it goes elsewhere.
    // The marks of all changed sections share one array, each section's from
    // `matchedStart[oldSection]` on (-1 for an unchanged one): one block for
    // a difference of many small sections, not one a section.
    var matchedStart = [Int](repeating: -1, count: old._sections.count)
    var changedSections: [Int] = []
    var matchedCount = 0
    for (newSection, oldSection) in oldIndexOfNew.enumerated() where oldSection >= 0 {
      let oldItems = old._sectionItems[oldSection].elements
      guard _sectionItems[newSection].elements != oldItems else { continue }
      if changedSections.isEmpty { changedSections.reserveCapacity(oldIndexOfNew.count) }
      changedSections.append(newSection)
      matchedStart[oldSection] = matchedCount
      matchedCount += oldItems.count
    }
    var matched = [Bool](repeating: false, count: matchedCount)
    for newSection in changedSections {
      _appendItemChanges(
        inSection: newSection,
        from: old,
        oldSection: oldIndexOfNew[newSection],
        newIndexOfOld: newIndexOfOld,
        matchedStart: matchedStart,
        matched: &matched,
        to: &difference
      )
    }
    for (oldSection, start) in matchedStart.enumerated() where start >= 0 {
      let count = old._sectionItems[oldSection].elements.count
      for position in 0..<count where !matched[start + position] {
        difference.itemDeletes.append(IndexPath(item: position, section: oldSection))
      }
    }

    /// The old index path of an item, if it was in a section that survives.
    func survivingOldPosition(of item: ItemIdentifierType) -> IndexPath? {
      guard let position = old._indexPath(of: item), newIndexOfOld[position.section] >= 0
      else { return nil }
      return position
    }

    /// Whether an item is in a section of this snapshot that survives.
    func isInSurvivingNewSection(_ item: ItemIdentifierType) -> Bool {
      guard let position = _indexPath(of: item) else { return false }
      return oldIndexOfNew[position.section] >= 0
    }

    for section in _reloadedSections {
      if let oldIndex = old._sections.firstIndex(of: section) {
        difference.sectionReloads.append(oldIndex)
      }
    }
    for item in _reloadedItems where isInSurvivingNewSection(item) {
      if let position = survivingOldPosition(of: item) { difference.itemReloads.append(position) }
    }
    for item in _reconfiguredItems where isInSurvivingNewSection(item) {
      if !_reloadedItems.contains(item), let position = survivingOldPosition(of: item) {
        difference.itemReconfigures.append(position)
      }
    }

    difference.sectionReloads.sort()
    difference.itemReloads.sort()
    difference.itemReconfigures.sort()
    return difference
  }

  /// Appends the inserts and moves of the new section at `newSection`,
  /// which survives from `oldSection` with other items, and marks the old
  /// items it takes in `matched` (each changed old section's marks from
  /// its `matchedStart` on). Moves go in destination order, so the
  /// difference's moves end up sorted without sorting them.
  ///
  /// The new items are found in the old section a group at a time (see
  /// `SectionItems.locate`), then the group's changes are recorded in
  /// order. Whether an item was found by comparison or by lookup changes
  /// what it costs, not what is reported. The staying items' positions and
  /// the run kept in order live in temporary memory, on the stack for a
  /// section of a screen's rows.
  @inlinable
  func _appendItemChanges(
    inSection newSection: Int,
    from old: Self,
    oldSection: Int,
    newIndexOfOld: [Int],
    matchedStart: [Int],
    matched: inout [Bool],
    to difference: inout SnapshotDifference
  ) {
    let newItems = _sectionItems[newSection].elements
    let oldSectionItems = old._sectionItems[oldSection]
    let count = newItems.count
    let sectionStart = matchedStart[oldSection]
    // The items that stay in the section, by new and old position, and
    // those that arrive from another surviving section.
    // Two blocks, not one of twice the size: the stack takes a temporary
    // allocation of up to 1 KiB without asking, a section of 128 positions.
    withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { stayingNew in
      withUnsafeTemporaryAllocation(of: Int.self, capacity: count) { stayingOld in
        var stayingCount = 0
        var arriving: [(position: Int, source: IndexPath)] = []
        var stayingInOrder = true
        // Per item of a group, its old position in the section or -1, and its
        // fragment if it was hashed.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: HashIndex.groupSize) { oldPositions in
          withUnsafeTemporaryAllocation(of: UInt32.self, capacity: HashIndex.groupSize) {
            fragments in
            newItems.withUnsafeBufferPointer { newItems in
              matched.withUnsafeMutableBufferPointer { matched in
                var next = 0
                for group in HashIndex.groups(of: newItems.count) {
                  oldSectionItems.locate(
                    UnsafeBufferPointer(rebasing: newItems[group]),
                    after: &next,
                    into: oldPositions,
                    fragments: fragments
                  )
                  for position in group {
                    let offset = position - group.lowerBound
                    let oldPosition = oldPositions[offset]
                    guard oldPosition >= 0 else {
                      if old._sectionItems.count > 1,
                        let source = old._indexPath(
                          of: newItems[position],
                          fragment: fragments[offset]
                        ),
                        newIndexOfOld[source.section] >= 0
                      {
                        matched[matchedStart[source.section] + source.item] = true
                        arriving.append((position, source))
                      } else {
                        difference.itemInserts.append(
                          IndexPath(item: position, section: newSection)
                        )
                      }
                      continue
                    }
                    matched[sectionStart + oldPosition] = true
                    if stayingCount > 0 && stayingOld[stayingCount - 1] > oldPosition {
                      stayingInOrder = false
                    }
                    stayingNew[stayingCount] = position
                    stayingOld[stayingCount] = oldPosition
                    stayingCount += 1
                  }
                }
              }
            }
          }
        }
        guard !stayingInOrder || !arriving.isEmpty else { return }
        // Moves: the staying items outside one longest run kept in order, and
        // the arrivals, merged by destination.
        withUnsafeTemporaryAllocation(of: Bool.self, capacity: stayingCount) { kept in
          if stayingInOrder {
            kept.initialize(repeating: true)
          } else {
            longestIncreasingSubsequence(
              UnsafeBufferPointer(rebasing: stayingOld[..<stayingCount]),
              into: kept
            )
          }
          // Grown by doubling, not to the exact count: reserved exactly for
          // each of many sections, the moves were copied to a new block
          // every time.
          let needed = difference.itemMoves.count + arriving.count + kept.count { !$0 }
          if needed > difference.itemMoves.capacity {
            difference.itemMoves.reserveCapacity(max(needed, 2 * difference.itemMoves.capacity))
          }
          var arrivals = arriving[...]
          func emitArrivals(before position: Int) {
            while let arrival = arrivals.first, arrival.position < position {
              difference.itemMoves.append(
                .init(
                  source: arrival.source,
                  destination: IndexPath(item: arrival.position, section: newSection)
                )
              )
              arrivals.removeFirst()
            }
          }
          for rank in kept.indices where !kept[rank] {
            emitArrivals(before: stayingNew[rank])
            difference.itemMoves.append(
              .init(
                source: IndexPath(item: stayingOld[rank], section: oldSection),
                destination: IndexPath(item: stayingNew[rank], section: newSection)
              )
            )
          }
          emitArrivals(before: .max)
        }
      }
    }
  }
}
