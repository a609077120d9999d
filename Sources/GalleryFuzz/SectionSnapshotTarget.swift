import DiffableDataSource

/// The section snapshot against a plain outline: the input is read as a
/// sequence of operations on a section snapshot (appending, inserting,
/// deleting, expanding, collapsing), each one the API allows, done to the
/// section snapshot and to a model of arrays. After each, the items it
/// touched and the root items' ends are checked; every
/// ``SnapshotTarget/fullCheckInterval``th operation and after the last,
/// every query is compared with the whole model.
///
/// A target of its own, not operations mixed into the snapshot target's
/// input: the two structures never meet, and one input driving both made
/// every run pay for both, its full checks and the fuzzer's bookkeeping of
/// both structures' code.
enum SectionSnapshotTarget {
  static func run(_ bytes: [UInt8]) {
    var reader = ByteReader(Array(bytes.prefix(SnapshotTarget.maximumLength)))
    var run = OutlineRun()
    var count = 0
    while let operation = reader.next() {
      count += 1
      run.perform(operation, reading: &reader)
      if count % SnapshotTarget.fullCheckInterval == 0 { run.check() } else { run.checkTouched() }
    }
    run.check()
  }
}

/// A section snapshot and its model: a forest of items in order, and which
/// of them are expanded.
///
/// Identifiers are numbered from 0 and never reused, so the model keeps
/// each item's links in arrays indexed by identifier rather than in
/// dictionaries, and the items present in a list of its own to pick from.
private struct OutlineRun {
  var snapshot = DiffableDataSourceSectionSnapshot<Int>()
  var roots: [Int] = []
  var children: [[Int]] = []
  /// Each identifier's parent; -1 for a root item.
  var parents: [Int] = []
  var expanded: [Bool] = []
  /// The items present, in no order; `slots` has each one's place here,
  /// -1 for an identifier deleted.
  var present: [Int] = []
  var slots: [Int] = []
  /// The items the last operation added or changed.
  var touched: [Int] = []
  /// The items the last operation deleted.
  var deleted: [Int] = []

  mutating func newItems(_ reader: inout ByteReader, parent: Int) -> [Int] {
    let items = Array(slots.count..<slots.count + reader.count())
    for item in items {
      slots.append(present.count)
      present.append(item)
      children.append([])
      parents.append(parent)
      expanded.append(false)
    }
    touched += items
    return items
  }

  func pick(_ reader: inout ByteReader) -> Int { present[reader.index(below: present.count)] }

  /// Takes `item` and its descendants out of the links and the items
  /// present; its parent's list of children is the caller's to change.
  mutating func forget(_ item: Int) {
    deleted.append(item)
    let last = present.removeLast()
    if last != item {
      present[slots[item]] = last
      slots[last] = slots[item]
    }
    slots[item] = -1
    expanded[item] = false
    let descendants = children[item]
    children[item] = []
    for child in descendants { forget(child) }
  }

  mutating func perform(_ operation: UInt8, reading reader: inout ByteReader) {
    touched.removeAll(keepingCapacity: true)
    deleted.removeAll(keepingCapacity: true)
    switch operation % 6 {
    case 0:
      let choice = reader.index(below: present.count + 1)
      if choice == present.count {
        let items = newItems(&reader, parent: -1)
        snapshot.append(items)
        roots += items
      } else {
        let parent = present[choice]
        let items = newItems(&reader, parent: parent)
        snapshot.append(items, to: parent)
        children[parent] += items
        touched.append(parent)
      }
    case 1:
      guard !present.isEmpty else { return }
      let target = pick(&reader)
      let after = reader.index(below: 2) == 1
      let parent = parents[target]
      let items = newItems(&reader, parent: parent)
      if after {
        snapshot.insert(items, after: target)
      } else {
        snapshot.insert(items, before: target)
      }
      if parent >= 0 {
        let index = children[parent].firstIndex(of: target)! + (after ? 1 : 0)
        children[parent].insert(contentsOf: items, at: index)
      } else {
        roots.insert(contentsOf: items, at: roots.firstIndex(of: target)! + (after ? 1 : 0))
      }
    case 2:
      guard !present.isEmpty else { return }
      let item = pick(&reader)
      snapshot.delete([item])
      let parent = parents[item]
      if parent >= 0 {
        children[parent].remove(at: children[parent].firstIndex(of: item)!)
        touched.append(parent)
      } else {
        roots.remove(at: roots.firstIndex(of: item)!)
      }
      forget(item)
    case 3, 4:
      guard !present.isEmpty else { return }
      let item = pick(&reader)
      let expanding = operation % 6 == 3
      if expanding { snapshot.expand([item]) } else { snapshot.collapse([item]) }
      expanded[item] = expanding
      touched.append(item)
      touched += children[item].prefix(1)
    default:
      if reader.index(below: 8) == 0 {
        snapshot.deleteAll()
        for root in roots { forget(root) }
        roots = []
      }
    }
  }

  /// The depth of `item` and whether every ancestor of it is expanded.
  func place(of item: Int) -> (level: Int, visible: Bool) {
    var level = 0
    var visible = true
    var parent = parents[item]
    while parent >= 0 {
      level += 1
      visible = visible && expanded[parent]
      parent = parents[parent]
    }
    return (level, visible)
  }

  /// What the last operation touched, and the ends of the root items: a
  /// few lookups.
  func checkTouched() {
    require(snapshot.rootItems.count == roots.count, "root count")
    require(snapshot.rootItems.first == roots.first, "first root")
    require(snapshot.rootItems.last == roots.last, "last root")
    for item in touched {
      require(snapshot.contains(item), "lost \(item)")
      require(snapshot.parent(of: item) == (parents[item] >= 0 ? parents[item] : nil), "parent")
      require(snapshot.isExpanded(item) == expanded[item], "expansion of \(item)")
      require(snapshot.hasChildren(item) == !children[item].isEmpty, "children of \(item)")
      let place = place(of: item)
      require(snapshot.level(of: item) == place.level, "level of \(item)")
      require(snapshot.isVisible(item) == place.visible, "visibility of \(item)")
    }
    for item in deleted { require(!snapshot.contains(item), "deleted \(item) is there") }
  }

  /// Every item, depth first; only those whose ancestors are all expanded
  /// with `visibleOnly`.
  func depthFirst(visibleOnly: Bool) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(present.count)
    func visit(_ items: [Int]) {
      for item in items {
        result.append(item)
        if !visibleOnly || expanded[item] { visit(children[item]) }
      }
    }
    visit(roots)
    return result
  }

  /// Every query of the section snapshot agrees with the model.
  func check() {
    let items = depthFirst(visibleOnly: false)
    require(items.count == present.count, "the model's own count")
    require(snapshot.items == items, "outline items differ")
    require(snapshot.visibleItems == depthFirst(visibleOnly: true), "visible items differ")
    require(snapshot.rootItems == roots, "roots differ")
    // `index(of:)` takes linear time, a depth-first walk of its own: the
    // last item, whose place depends on every item before it.
    if let last = items.last {
      require(snapshot.index(of: last) == items.count - 1, "index of \(last)")
    }
    // Each item's level and visibility come from its parent's, which the
    // depth-first order has already met: one pass, not a walk up per item.
    var places = [(level: Int, visible: Bool)](repeating: (0, true), count: slots.count)
    for item in items {
      let parent = parents[item]
      if parent >= 0 {
        places[item] = (places[parent].level + 1, places[parent].visible && expanded[parent])
      }
      require(snapshot.contains(item), "lost \(item)")
      require(snapshot.parent(of: item) == (parent >= 0 ? parent : nil), "parent of \(item)")
      require(snapshot.isExpanded(item) == expanded[item], "expansion of \(item)")
      require(snapshot.hasChildren(item) == !children[item].isEmpty, "children of \(item)")
      require(snapshot.level(of: item) == places[item].level, "level of \(item)")
      require(snapshot.isVisible(item) == places[item].visible, "visibility of \(item)")
    }
    require(!snapshot.contains(-1), "an item never added")
  }
}
