extension SnapshotDifference {
  /// Replays the difference on a structure that mirrors the old snapshot, the
  /// way `UICollectionView.performBatchUpdates` replays one on its cells.
  ///
  /// Surviving elements keep their values and move where the difference says;
  /// new ones come from the two closures, asked with their new positions.
  /// Reloads and reconfigures leave the structure alone.
  ///
  /// 1. Deleted items and the sources of item moves leave their old sections.
  /// 2. Deleted sections leave; moved ones are lifted out with their items.
  /// 3. Moved and inserted sections take their new indices; the others fill
  ///    the remaining indices in their old order.
  /// 4. In every section that was not inserted, moved and inserted items take
  ///    their new indices; the others fill the rest in their old order.
  ///
  /// - Parameters:
  ///   - sections: One entry per old section, with one value per item.
  ///   - insertedSection: The value and items of the new section at an index.
  ///   - insertedItem: The value of the new item at an index path.
  /// - Returns: One entry per new section. Traps if the difference does not
  ///   fit the structure (a position out of range, two elements sent to one place).
  /// - Complexity: O(n + s + c log c), where n and s count the items and
  ///   sections and c the changes.
  @inlinable
  public func applied<Section, Item>(
    to sections: [(section: Section, items: [Item])],
    insertedSection: (Int) -> (section: Section, items: [Item]),
    insertedItem: (IndexPath) -> Item
  ) -> [(section: Section, items: [Item])] {
    // 1. Items leave their old sections.
    var leaving = [Set<Int>](repeating: [], count: sections.count)
    for position in itemDeletes { leaving[position.section].insert(position.item) }
    var movedItems: [IndexPath: Item] = [:]
    for move in itemMoves {
      let source = move.source
      movedItems[source] = sections[source.section].items[source.item]
      leaving[source.section].insert(source.item)
    }
    let remainingItems: [[Item]] = sections.enumerated().map { sectionIndex, entry in
      entry.items.enumerated().compactMap { position, value in
        leaving[sectionIndex].contains(position) ? nil : value
      }
    }

    // 2 and 3. Sections take their places; `origin` remembers each one's old index.
    let newCount = sections.count - sectionDeletes.count + sectionInserts.count
    var origin = [Int?](repeating: nil, count: newCount)
    var placed = [Bool](repeating: false, count: newCount)
    var result = [(section: Section, items: [Item])?](repeating: nil, count: newCount)
    for index in sectionInserts {
      precondition(!placed[index], "two sections inserted or moved to index \(index)")
      placed[index] = true
      result[index] = insertedSection(index)
    }
    var leavingSections = Set(sectionDeletes)
    for move in sectionMoves {
      precondition(!placed[move.destination], "two sections sent to index \(move.destination)")
      placed[move.destination] = true
      origin[move.destination] = move.source
      leavingSections.insert(move.source)
    }
    var staying = sections.indices.lazy.filter { !leavingSections.contains($0) }.makeIterator()
    for index in 0..<newCount where !placed[index] {
      origin[index] = staying.next()
      precondition(origin[index] != nil, "fewer sections than the difference places")
    }
    precondition(staying.next() == nil, "more sections than the difference places")

    // 4. Items take their places in every section that was not inserted.
    var arriving = [[(item: Int, value: Item)]](repeating: [], count: newCount)
    for position in itemInserts {
      arriving[position.section].append((position.item, insertedItem(position)))
    }
    for move in itemMoves {
      arriving[move.destination.section].append((move.destination.item, movedItems[move.source]!))
    }
    for index in 0..<newCount {
      guard let oldIndex = origin[index] else {
        precondition(arriving[index].isEmpty, "items sent into inserted section \(index)")
        continue
      }
      let incoming = arriving[index].sorted { $0.item < $1.item }
      var remaining = remainingItems[oldIndex].makeIterator()
      var next = incoming.makeIterator()
      var pending = next.next()
      var items: [Item] = []
      items.reserveCapacity(remainingItems[oldIndex].count + incoming.count)
      while true {
        if let arrival = pending, arrival.item == items.count {
          items.append(arrival.value)
          pending = next.next()
          precondition(
            pending?.item != arrival.item,
            "two items sent to \(arrival.item) in \(index)"
          )
        } else if let value = remaining.next() {
          items.append(value)
        } else {
          break
        }
      }
      precondition(pending == nil, "an item sent past the end of section \(index)")
      result[index] = (sections[oldIndex].section, items)
    }
    return result.map { $0! }
  }
}
