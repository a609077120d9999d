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
  /// - Complexity: O(n + s) expected, where n and s count the items and
  ///   sections of both snapshots; O(n log n) at worst when many items move.
  @inlinable
  public func difference(from other: Self) -> SnapshotDifference {
    let old = other
    var difference = SnapshotDifference()

    // Sections: -1 marks a section the other snapshot lacks.
    var newIndexOfOld = [Int](repeating: -1, count: old._sections.count)
    var oldIndexOfNew = [Int](repeating: -1, count: _sections.count)
    var survivingOldIndices: [Int] = []
    for (newIndex, section) in _sections.enumerated() {
      if let oldIndex = old._sections.firstIndex(of: section) {
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
    // theirs. `matchedOld` marks the old items that reappear in a surviving
    // section: the others are deletes.
    var matchedOld = old._items.indices.map { oldSection in
      [Bool](
        repeating: false,
        count: newIndexOfOld[oldSection] >= 0 ? old._items[oldSection].count : 0
      )
    }
    for (newSection, oldSection) in oldIndexOfNew.enumerated() where oldSection >= 0 {
      let oldItems = old._items[oldSection]
      let newItems = _items[newSection]
      var stayingNewPositions: [Int] = []
      var stayingOldPositions: [Int] = []
      stayingNewPositions.reserveCapacity(newItems.count)
      stayingOldPositions.reserveCapacity(newItems.count)
      // Most items keep their neighbours, so the old item after the last match
      // is the likely match: an equality test instead of a hash lookup.
      var guess = 0
      for position in newItems.indices {
        let item = newItems[position]
        let source: IndexPath?
        if guess < oldItems.count && oldItems[guess] == item {
          source = IndexPath(item: guess, section: oldSection)
        } else if let formerSection = old._sectionHint(of: item),
          let formerIndex = formerSection == _sections[newSection]
            ? oldSection : old._sections.firstIndex(of: formerSection),
          let formerPosition = old._items[formerIndex].firstIndex(of: item)
        {
          // One lookup settles the common case of a new item, a second finds
          // the position of an old one (a stale entry finds none).
          source =
            newIndexOfOld[formerIndex] < 0
            ? nil : IndexPath(item: formerPosition, section: formerIndex)
        } else {
          source = nil
        }
        guard let source else {
          difference.itemInserts.append(IndexPath(item: position, section: newSection))
          continue
        }
        matchedOld[source.section][source.item] = true
        if source.section == oldSection {
          stayingNewPositions.append(position)
          stayingOldPositions.append(source.item)
          guess = source.item + 1
        } else {
          difference.itemMoves.append(
            .init(source: source, destination: IndexPath(item: position, section: newSection))
          )
        }
      }
      let kept = longestIncreasingSubsequence(stayingOldPositions)
      for rank in kept.indices where !kept[rank] {
        difference.itemMoves.append(
          .init(
            source: IndexPath(item: stayingOldPositions[rank], section: oldSection),
            destination: IndexPath(item: stayingNewPositions[rank], section: newSection)
          )
        )
      }
    }
    for (oldSection, matched) in matchedOld.enumerated() {
      for (position, isMatched) in matched.enumerated() where !isMatched {
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
    difference.itemMoves.sort { $0.destination < $1.destination }
    difference.itemReloads.sort()
    difference.itemReconfigures.sort()
    return difference
  }
}
