import DiffableDataSource

/// The snapshot engine against plain arrays. The input is read as a
/// sequence of operations on a snapshot and on a section snapshot, each
/// one the API allows (identifiers new or present as it asks), done to the
/// engine and to a model of arrays; after each, every query must agree with
/// the model: cheaply after each (counts, sections, the ends), in full
/// every ``fullCheckInterval``th and after the last. Now and then the
/// difference from the last checkpoint is replayed on the old model and
/// must give the new one.
enum SnapshotTarget {
  /// How many operations pass between two full checks: a full check reads
  /// every item back, and run after each operation it was most of the
  /// target's time (450 runs a second under AddressSanitizer).
  static let fullCheckInterval = 16

  /// The most of an input read: each operation is checked against the
  /// model in time linear in its size, so a run is quadratic in its length.
  /// 160 bytes are some 70 operations on up to 250 identifiers, past
  /// several growths of every hash table, at about 1,500 runs a second
  /// under libFuzzer and AddressSanitizer (600 bytes ran at 200).
  static let maximumLength = 160

  static func run(_ bytes: [UInt8]) {
    var reader = ByteReader(Array(bytes.prefix(maximumLength)))
    var snapshots = SnapshotRun()
    var outline = OutlineRun()
    var count = 0
    while let operation = reader.next() {
      count += 1
      let full = count % fullCheckInterval == 0
      if operation & 0x80 == 0 {
        snapshots.perform(operation, reading: &reader)
        if full { snapshots.check() } else { snapshots.checkCheaply() }
      } else {
        outline.perform(operation & 0x7F, reading: &reader)
        if full { outline.check() } else { outline.checkCheaply() }
      }
    }
    snapshots.check()
    outline.check()
    snapshots.replayDifference()
  }
}

/// A snapshot and its model: sections in order, each with its items.
private struct SnapshotRun {
  var snapshot = DiffableDataSourceSnapshot<Int, Int>()
  var model: [(section: Int, items: [Int])] = []
  var checkpoint = DiffableDataSourceSnapshot<Int, Int>()
  var checkpointModel: [(section: Int, items: [Int])] = []
  var nextSection = 0
  var nextItem = 0

  var allItems: [Int] { model.flatMap(\.items) }

  mutating func newSections(_ reader: inout ByteReader) -> [Int] {
    let count = reader.index(below: 3) + 1
    defer { nextSection += count }
    return Array(nextSection..<nextSection + count)
  }

  mutating func newItems(_ reader: inout ByteReader) -> [Int] {
    let count = reader.index(below: 5) + 1
    defer { nextItem += count }
    return Array(nextItem..<nextItem + count)
  }

  mutating func perform(_ operation: UInt8, reading reader: inout ByteReader) {
    switch operation % 12 {
    case 0:
      let sections = newSections(&reader)
      snapshot.appendSections(sections)
      model += sections.map { ($0, []) }
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
      model.insert(contentsOf: sections.map { ($0, []) }, at: target + (after ? 1 : 0))
    case 2:
      guard !model.isEmpty else { return }
      let doomed = Set(
        (0...reader.index(below: 2)).map { _ in
          model[reader.index(below: model.count)].section
        }
      )
      snapshot.deleteSections(Array(doomed))
      model.removeAll { doomed.contains($0.section) }
    case 3:
      guard model.count > 1 else { return }
      let moving = reader.index(below: model.count)
      var target = reader.index(below: model.count - 1)
      if target >= moving { target += 1 }
      let after = reader.index(below: 2) == 1
      let section = model[moving]
      let targetSection = model[target].section
      if after {
        snapshot.moveSection(section.section, afterSection: targetSection)
      } else {
        snapshot.moveSection(section.section, beforeSection: targetSection)
      }
      model.remove(at: moving)
      let index = model.firstIndex { $0.section == targetSection }! + (after ? 1 : 0)
      model.insert(section, at: index)
    case 4:
      guard !model.isEmpty else { return }
      let items = newItems(&reader)
      let choice = reader.index(below: model.count + 1)
      if choice == model.count {
        snapshot.appendItems(items)
        model[model.count - 1].items += items
      } else {
        snapshot.appendItems(items, toSection: model[choice].section)
        model[choice].items += items
      }
    case 5:
      let present = allItems
      guard !present.isEmpty else { return }
      let target = present[reader.index(below: present.count)]
      let after = reader.index(below: 2) == 1
      let items = newItems(&reader)
      if after {
        snapshot.insertItems(items, afterItem: target)
      } else {
        snapshot.insertItems(items, beforeItem: target)
      }
      let section = model.firstIndex { $0.items.contains(target) }!
      let index = model[section].items.firstIndex(of: target)! + (after ? 1 : 0)
      model[section].items.insert(contentsOf: items, at: index)
    case 6:
      let present = allItems
      guard !present.isEmpty else { return }
      let doomed = Set(
        (0...reader.index(below: 4)).map { _ in
          present[reader.index(below: present.count)]
        }
      )
      snapshot.deleteItems(Array(doomed))
      for index in model.indices { model[index].items.removeAll { doomed.contains($0) } }
    case 7:
      let present = allItems
      guard present.count > 1 else { return }
      let moving = reader.index(below: present.count)
      var target = reader.index(below: present.count - 1)
      if target >= moving { target += 1 }
      let (item, other) = (present[moving], present[target])
      let after = reader.index(below: 2) == 1
      if after {
        snapshot.moveItem(item, afterItem: other)
      } else {
        snapshot.moveItem(item, beforeItem: other)
      }
      for index in model.indices { model[index].items.removeAll { $0 == item } }
      let section = model.firstIndex { $0.items.contains(other) }!
      let index = model[section].items.firstIndex(of: other)! + (after ? 1 : 0)
      model[section].items.insert(item, at: index)
    case 8:
      if reader.index(below: 8) == 0 {
        snapshot.deleteAllItems()
        model = []
      }
    case 9:
      let present = allItems
      guard !present.isEmpty else { return }
      let item = present[reader.index(below: present.count)]
      if reader.index(below: 2) == 0 {
        snapshot.reloadItems([item])
      } else {
        snapshot.reconfigureItems([item])
      }
    case 10:
      replayDifference()
    default:
      // Numbers that were used before come back: a deleted identifier may
      // be used again.
      nextItem = max(0, nextItem - reader.index(below: 8))
      nextItem = max(nextItem, (allItems.max() ?? -1) + 1)
    }
  }

  /// The counts, the sections and the items at either end agree with the
  /// model: what most slips would show, in time of the sections alone.
  func checkCheaply() {
    require(snapshot.sectionIdentifiers == model.map(\.section), "sections differ")
    require(snapshot.numberOfItems == model.reduce(0) { $0 + $1.items.count }, "item count")
    for entry in model {
      require(snapshot.numberOfItems(inSection: entry.section) == entry.items.count, "count")
    }
    if let first = model.first(where: { !$0.items.isEmpty }) {
      require(snapshot.sectionIdentifier(containingItem: first.items[0]) == first.section, "owner")
    }
    if let last = model.last(where: { !$0.items.isEmpty }), let item = last.items.last {
      require(snapshot.indexOfItem(item) == snapshot.numberOfItems - 1, "index of the last item")
    }
  }

  /// Every query of the snapshot agrees with the model.
  func check() {
    require(snapshot.sectionIdentifiers == model.map(\.section), "sections differ")
    require(snapshot.numberOfSections == model.count, "section count")
    let items = allItems
    require(snapshot.itemIdentifiers == items, "items differ")
    require(snapshot.numberOfItems == items.count, "item count")
    for (sectionIndex, entry) in model.enumerated() {
      require(snapshot.indexOfSection(entry.section) == sectionIndex, "section index")
      require(snapshot.itemIdentifiers(inSection: entry.section) == entry.items, "section items")
      require(snapshot.numberOfItems(inSection: entry.section) == entry.items.count, "count")
    }
    var flatIndex = 0
    for (sectionIndex, entry) in model.enumerated() {
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
    require(snapshot.indexOfItem(-1) == nil, "an item never added")
  }

  /// The difference from the checkpoint, replayed on its model, gives the
  /// model now; the snapshot now becomes the checkpoint.
  mutating func replayDifference() {
    let difference = snapshot.difference(from: checkpoint)
    let current = model
    let replayed = difference.applied(
      to: checkpointModel,
      insertedSection: { current[$0] },
      insertedItem: { current[$0.section].items[$0.item] }
    )
    require(replayed.map(\.section) == current.map(\.section), "replayed sections differ")
    require(replayed.map(\.items) == current.map(\.items), "replayed items differ")
    checkpoint = snapshot
    checkpointModel = model
  }
}

/// A section snapshot and its model: a forest of items in order, and which
/// of them are expanded.
private struct OutlineRun {
  var snapshot = DiffableDataSourceSectionSnapshot<Int>()
  var roots: [Int] = []
  var children: [Int: [Int]] = [:]
  var parents: [Int: Int] = [:]
  var expanded: Set<Int> = []
  var nextItem = 0

  /// Every item, depth first; only those whose ancestors are all expanded
  /// with `visibleOnly`.
  func depthFirst(visibleOnly: Bool) -> [Int] {
    var result: [Int] = []
    func visit(_ items: [Int]) {
      for item in items {
        result.append(item)
        if !visibleOnly || expanded.contains(item) { visit(children[item] ?? []) }
      }
    }
    visit(roots)
    return result
  }

  mutating func newItems(_ reader: inout ByteReader) -> [Int] {
    let count = reader.index(below: 4) + 1
    defer { nextItem += count }
    return Array(nextItem..<nextItem + count)
  }

  mutating func perform(_ operation: UInt8, reading reader: inout ByteReader) {
    let present = depthFirst(visibleOnly: false)
    switch operation % 6 {
    case 0:
      let items = newItems(&reader)
      let choice = reader.index(below: present.count + 1)
      if choice == present.count {
        snapshot.append(items)
        roots += items
      } else {
        let parent = present[choice]
        snapshot.append(items, to: parent)
        children[parent, default: []] += items
        for item in items { parents[item] = parent }
      }
    case 1:
      guard !present.isEmpty else { return }
      let target = present[reader.index(below: present.count)]
      let after = reader.index(below: 2) == 1
      let items = newItems(&reader)
      if after {
        snapshot.insert(items, after: target)
      } else {
        snapshot.insert(items, before: target)
      }
      if let parent = parents[target] {
        let index = children[parent]!.firstIndex(of: target)! + (after ? 1 : 0)
        children[parent]!.insert(contentsOf: items, at: index)
        for item in items { parents[item] = parent }
      } else {
        roots.insert(contentsOf: items, at: roots.firstIndex(of: target)! + (after ? 1 : 0))
      }
    case 2:
      guard !present.isEmpty else { return }
      let item = present[reader.index(below: present.count)]
      snapshot.delete([item])
      var doomed = [item]
      var index = 0
      while index < doomed.count {
        doomed += children[doomed[index]] ?? []
        index += 1
      }
      if let parent = parents[item] {
        children[parent]!.removeAll { $0 == item }
      } else {
        roots.removeAll { $0 == item }
      }
      for gone in doomed {
        children[gone] = nil
        parents[gone] = nil
        expanded.remove(gone)
      }
    case 3:
      guard !present.isEmpty else { return }
      let item = present[reader.index(below: present.count)]
      snapshot.expand([item])
      expanded.insert(item)
    case 4:
      guard !present.isEmpty else { return }
      let item = present[reader.index(below: present.count)]
      snapshot.collapse([item])
      expanded.remove(item)
    default:
      if reader.index(below: 8) == 0 {
        snapshot.deleteAll()
        (roots, children, parents, expanded) = ([], [:], [:], [])
      }
    }
  }

  /// The roots and the first and last items agree with the model.
  func checkCheaply() {
    require(snapshot.rootItems == roots, "roots differ")
    for item in [roots.first, roots.last].compactMap({ $0 }) {
      require(snapshot.contains(item), "lost \(item)")
      require(snapshot.isExpanded(item) == expanded.contains(item), "expansion of \(item)")
    }
  }

  /// Every query of the section snapshot agrees with the model.
  func check() {
    let items = depthFirst(visibleOnly: false)
    require(snapshot.items == items, "outline items differ")
    require(snapshot.visibleItems == depthFirst(visibleOnly: true), "visible items differ")
    require(snapshot.rootItems == roots, "roots differ")
    // `index(of:)` takes linear time: the first, middle and last items.
    for index in Set([0, items.count / 2, items.count - 1]) where items.indices.contains(index) {
      require(snapshot.index(of: items[index]) == index, "index of \(items[index])")
    }
    // Each item's level and visibility come from its parent's, which the
    // depth-first order has already met: one pass, not a walk up per item.
    var levels: [Int: (level: Int, visible: Bool)] = [:]
    for item in items {
      let place: (level: Int, visible: Bool) =
        if let parent = parents[item], let above = levels[parent] {
          (above.level + 1, above.visible && expanded.contains(parent))
        } else {
          (0, true)
        }
      levels[item] = place
      require(snapshot.contains(item), "lost \(item)")
      require(snapshot.parent(of: item) == parents[item], "parent of \(item)")
      require(snapshot.isExpanded(item) == expanded.contains(item), "expansion of \(item)")
      require(snapshot.hasChildren(item) == !(children[item] ?? []).isEmpty, "children")
      require(snapshot.level(of: item) == place.level, "level of \(item)")
      require(snapshot.isVisible(item) == place.visible, "visibility of \(item)")
    }
    require(!snapshot.contains(-1), "an item never added")
  }
}
