import DiffableDataSource

/// The snapshot engine against plain arrays. The input is read as a
/// sequence of operations on a snapshot, each one the API allows
/// (identifiers new or present as it asks), done to the snapshot and to a
/// model of arrays.
///
/// After each operation the snapshot is asked about what the operation
/// touched, at the places the model says: the sections and items it added,
/// moved or marked are found there, those it deleted are gone, and the
/// counts agree. That costs a few lookups, not a pass over the model, and
/// catches a slip in the operation that made it. Every
/// ``fullCheckInterval``th operation and after the last, every query is
/// compared with the whole model, for the slips that show elsewhere. At
/// the end, the difference from the last checkpoint (the start, or where
/// an operation took one) is replayed on the model of then and must give
/// the model now.
enum SnapshotTarget {
  /// How many operations pass between two full checks. A full check reads
  /// every identifier back, each query under the fuzzer's comparison hooks;
  /// after every operation it was most of the target's time.
  static let fullCheckInterval = 16

  /// The most of an input read: some 25 operations, which, as an operation
  /// may add or delete up to 65 identifiers at once (``ByteReader/count()``),
  /// reach hundreds of identifiers and several growths of every hash
  /// table. The fuzzer's own work for a run grows with how much of the
  /// engine the run reaches, and the engine's operations cost several
  /// microseconds each under its instrumentation, so a short run is what
  /// makes many runs a second.
  static let maximumLength = 64

  static func run(_ bytes: [UInt8]) {
    var reader = ByteReader(Array(bytes.prefix(maximumLength)))
    var run = SnapshotRun()
    var count = 0
    while let operation = reader.next() {
      count += 1
      run.perform(operation, reading: &reader)
      if count % fullCheckInterval == 0 { run.check() } else { run.checkTouched() }
    }
    run.check()
    run.replayDifference()
  }
}

/// A snapshot and its model: sections in order, each with its items.
///
/// The model finds its items by position, never by searching: an
/// operation picks an item by its place among all items, so the model's
/// edits and the places the check looks at cost no pass over every item.
private struct SnapshotRun {
  typealias Model = [(section: Int, items: [Int])]

  var snapshot = DiffableDataSourceSnapshot<Int, Int>()
  var model: Model = []
  var itemCount = 0
  var checkpoint = DiffableDataSourceSnapshot<Int, Int>()
  var checkpointModel: Model = []
  var nextSection = 0
  var nextItem = 0
  /// What the last operation left where the model says: sections by their
  /// index, items by section index and index within it.
  var touchedSections: [Int] = []
  var touchedItems: [IndexPath] = []
  /// What the last operation deleted, which the snapshot must not have.
  var deletedSections: [Int] = []
  var deletedItems: [Int] = []

  mutating func newSections(_ reader: inout ByteReader) -> [Int] {
    let count = reader.index(below: 3) + 1
    defer { nextSection += count }
    return Array(nextSection..<nextSection + count)
  }

  mutating func newItems(_ reader: inout ByteReader) -> [Int] {
    let count = reader.count()
    defer { nextItem += count }
    return Array(nextItem..<nextItem + count)
  }

  /// The section index and index within it of the item at `flatIndex`
  /// among all items, section by section.
  func position(ofItemAt flatIndex: Int) -> IndexPath {
    var rest = flatIndex
    var section = 0
    while rest >= model[section].items.count {
      rest -= model[section].items.count
      section += 1
    }
    return IndexPath(item: rest, section: section)
  }

  /// The position of an item picked by the next byte; nil when there are
  /// no items.
  func pickItem(_ reader: inout ByteReader) -> IndexPath? {
    itemCount == 0 ? nil : position(ofItemAt: reader.index(below: itemCount))
  }

  func item(at position: IndexPath) -> Int { model[position.section].items[position.item] }

  /// Marks `count` items from `position` on as touched.
  mutating func touchItems(_ count: Int, from position: IndexPath) {
    for offset in 0..<count {
      touchedItems.append(IndexPath(item: position.item + offset, section: position.section))
    }
  }

  mutating func perform(_ operation: UInt8, reading reader: inout ByteReader) {
    touchedSections.removeAll(keepingCapacity: true)
    touchedItems.removeAll(keepingCapacity: true)
    deletedSections.removeAll(keepingCapacity: true)
    deletedItems.removeAll(keepingCapacity: true)
    switch operation % 12 {
    case 0:
      let sections = newSections(&reader)
      snapshot.appendSections(sections)
      touchedSections += model.count..<model.count + sections.count
      for section in sections { model.append((section, [])) }
    case 1:
      guard !model.isEmpty else { return }
      let target = reader.index(below: model.count)
      let after = reader.index(below: 2) == 1
      let sections = newSections(&reader)
      if after {
        snapshot.insertSections(sections, afterSection: model[target].section)
      } else {
        snapshot.insertSections(sections, beforeSection: model[target].section)
      }
      let index = target + (after ? 1 : 0)
      model.insert(contentsOf: sections.map { ($0, []) }, at: index)
      touchedSections += index..<index + sections.count + 1
    case 2:
      guard !model.isEmpty else { return }
      var doomed: [Int] = []
      for _ in 0...reader.index(below: 2) {
        let index = reader.index(below: model.count)
        if !doomed.contains(index) { doomed.append(index) }
      }
      snapshot.deleteSections(doomed.map { model[$0].section })
      for index in doomed.sorted(by: >) {
        let (section, items) = model.remove(at: index)
        deletedSections.append(section)
        deletedItems += items
        itemCount -= items.count
      }
      // The section that took the first deleted one's place.
      if let first = doomed.min(), first < model.count { touchedSections.append(first) }
    case 3:
      guard model.count > 1 else { return }
      let moving = reader.index(below: model.count)
      var target = reader.index(below: model.count - 1)
      if target >= moving { target += 1 }
      let after = reader.index(below: 2) == 1
      if after {
        snapshot.moveSection(model[moving].section, afterSection: model[target].section)
      } else {
        snapshot.moveSection(model[moving].section, beforeSection: model[target].section)
      }
      let section = model.remove(at: moving)
      let index = (target > moving ? target - 1 : target) + (after ? 1 : 0)
      model.insert(section, at: index)
      touchedSections += [moving, index]
      if !section.items.isEmpty {
        touchedItems += [
          IndexPath(item: 0, section: index),
          IndexPath(item: section.items.count - 1, section: index),
        ]
      }
    case 4:
      guard !model.isEmpty else { return }
      let items = newItems(&reader)
      let choice = reader.index(below: model.count + 1)
      let index = choice == model.count ? model.count - 1 : choice
      if choice == model.count {
        snapshot.appendItems(items)
      } else {
        snapshot.appendItems(items, toSection: model[choice].section)
      }
      touchItems(items.count, from: IndexPath(item: model[index].items.count, section: index))
      model[index].items += items
      itemCount += items.count
      touchedSections.append(index)
    case 5:
      guard let target = pickItem(&reader) else { return }
      let after = reader.index(below: 2) == 1
      let items = newItems(&reader)
      if after {
        snapshot.insertItems(items, afterItem: item(at: target))
      } else {
        snapshot.insertItems(items, beforeItem: item(at: target))
      }
      let index = target.item + (after ? 1 : 0)
      model[target.section].items.insert(contentsOf: items, at: index)
      itemCount += items.count
      // The new items and the one they went next to.
      touchItems(
        items.count + 1,
        from: IndexPath(item: after ? target.item : index, section: target.section)
      )
    case 6:
      guard itemCount > 0 else { return }
      var picks = (0..<reader.count()).map { _ in reader.index(below: itemCount) }
      picks.sort()
      var doomed: [IndexPath] = []
      for (offset, pick) in picks.enumerated() where offset == 0 || picks[offset - 1] != pick {
        doomed.append(position(ofItemAt: pick))
      }
      snapshot.deleteItems(doomed.map(item(at:)))
      // From the last, so that the positions still to remove stay put.
      for position in doomed.reversed() {
        deletedItems.append(model[position.section].items.remove(at: position.item))
      }
      itemCount -= doomed.count
      for position in doomed where position.item < model[position.section].items.count {
        touchedItems.append(position)
      }
    case 7:
      guard itemCount > 1 else { return }
      let moving = reader.index(below: itemCount)
      var other = reader.index(below: itemCount - 1)
      if other >= moving { other += 1 }
      let (from, to) = (position(ofItemAt: moving), position(ofItemAt: other))
      let after = reader.index(below: 2) == 1
      if after {
        snapshot.moveItem(item(at: from), afterItem: item(at: to))
      } else {
        snapshot.moveItem(item(at: from), beforeItem: item(at: to))
      }
      let moved = model[from.section].items.remove(at: from.item)
      let otherIndex = to.item - (from.section == to.section && from.item < to.item ? 1 : 0)
      let index = otherIndex + (after ? 1 : 0)
      model[to.section].items.insert(moved, at: index)
      touchedItems.append(IndexPath(item: index, section: to.section))
      if from.item < model[from.section].items.count { touchedItems.append(from) }
      touchedSections += [from.section, to.section]
    case 8:
      if reader.index(below: 8) == 0 {
        snapshot.deleteAllItems()
        deletedSections += model.lazy.map { $0.section }
        model = []
        itemCount = 0
      }
    case 9:
      guard let position = pickItem(&reader) else { return }
      if reader.index(below: 2) == 0 {
        snapshot.reloadItems([item(at: position)])
      } else {
        snapshot.reconfigureItems([item(at: position)])
      }
      touchedItems.append(position)
    case 10:
      // Where the difference replayed at the end starts. Worked out and
      // replayed here as well, differences were a quarter of a run's
      // allocations; the one at the end covers these changes too.
      checkpoint = snapshot
      checkpointModel = model
    default:
      // Numbers that were used before come back: a deleted identifier may
      // be used again, one still in use may not.
      nextItem = max(0, nextItem - reader.index(below: 8))
      var largest = -1
      for entry in model { for item in entry.items where item > largest { largest = item } }
      nextItem = max(nextItem, largest + 1)
    }
  }

  /// The counts, and what the last operation touched where the model has
  /// it: a few lookups.
  func checkTouched() {
    require(snapshot.numberOfSections == model.count, "section count")
    require(snapshot.numberOfItems == itemCount, "item count")
    for index in touchedSections where index < model.count {
      let entry = model[index]
      require(snapshot.indexOfSection(entry.section) == index, "index of section \(entry.section)")
      require(snapshot.numberOfItems(inSection: entry.section) == entry.items.count, "count")
    }
    for position in touchedItems {
      let item = item(at: position)
      require(snapshot.indexPath(for: item) == position, "index path of \(item)")
      require(
        snapshot.sectionIdentifier(containingItem: item) == model[position.section].section,
        "owner"
      )
    }
    if let last = touchedItems.last {
      var flatIndex = last.item
      for entry in model[..<last.section] { flatIndex += entry.items.count }
      require(snapshot.indexOfItem(item(at: last)) == flatIndex, "index of \(item(at: last))")
    }
    for section in deletedSections {
      require(snapshot.indexOfSection(section) == nil, "deleted section \(section)")
    }
    for item in deletedItems {
      require(snapshot.indexPath(for: item) == nil, "deleted item \(item)")
    }
  }

  /// Every query of the snapshot agrees with the model.
  func check() {
    require(snapshot.numberOfSections == model.count, "section count")
    require(snapshot.sectionIdentifiers.elementsEqual(model.lazy.map { $0.section }), "sections")
    require(
      snapshot.itemIdentifiers.elementsEqual(model.lazy.flatMap { $0.items }),
      "items differ"
    )
    require(snapshot.numberOfItems == itemCount, "item count")
    var flatIndex = 0
    for (sectionIndex, entry) in model.enumerated() {
      require(snapshot.indexOfSection(entry.section) == sectionIndex, "section index")
      require(snapshot.itemIdentifiers(inSection: entry.section) == entry.items, "section items")
      require(snapshot.numberOfItems(inSection: entry.section) == entry.items.count, "count")
      for (itemIndex, item) in entry.items.enumerated() {
        require(snapshot.indexOfItem(item) == flatIndex, "index of item \(item)")
        require(snapshot.sectionIdentifier(containingItem: item) == entry.section, "owner")
        require(
          snapshot.indexPath(for: item) == IndexPath(item: itemIndex, section: sectionIndex),
          "index path of \(item)"
        )
        flatIndex += 1
      }
    }
    require(flatIndex == itemCount, "the model's own count")
    require(snapshot.indexOfItem(-1) == nil, "an item never added")
  }

  /// The difference from the checkpoint, replayed on its model, gives the
  /// model now.
  func replayDifference() {
    let difference = snapshot.difference(from: checkpoint)
    let current = model
    let replayed = difference.applied(
      to: checkpointModel,
      insertedSection: { current[$0] },
      insertedItem: { current[$0.section].items[$0.item] }
    )
    require(
      replayed.elementsEqual(current) { $0.section == $1.section && $0.items == $1.items },
      "the replayed difference differs"
    )
  }
}
