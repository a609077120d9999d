extension DiffableDataSourceSectionSnapshot {
  /// Adds items, collapsed, as the last children of `parent`, or as the last
  /// root items when `parent` is `nil`.
  ///
  /// Traps if `parent` is not in the snapshot, or if an item already is or
  /// repeats in the list.
  ///
  /// - Complexity: O(k) on average, where k is the number of new items.
  @inlinable
  public mutating func append(
    _ items: [ItemIdentifierType],
    to parent: ItemIdentifierType? = nil
  ) {
    if let parent {
      _ = _node(parent, in: "append(_:to:)")
      _register(items, parent: parent)
      _nodes[parent]!.children.append(contentsOf: items)
    } else {
      _register(items, parent: nil)
      _rootItems.append(contentsOf: items)
    }
    _checkInvariants()
  }

  /// Inserts items, collapsed, as siblings just before `item`.
  ///
  /// - Complexity: O(k + m) on average, where k is the number of new items and
  ///   m the number of `item`'s siblings.
  @inlinable
  public mutating func insert(
    _ items: [ItemIdentifierType],
    before item: ItemIdentifierType
  ) {
    _insert(items, nextTo: item, after: false)
  }

  /// Inserts items, collapsed, as siblings just after `item`.
  ///
  /// - Complexity: O(k + m) on average, where k is the number of new items and
  ///   m the number of `item`'s siblings.
  @inlinable
  public mutating func insert(
    _ items: [ItemIdentifierType],
    after item: ItemIdentifierType
  ) {
    _insert(items, nextTo: item, after: true)
  }

  /// Removes items with all their descendants. Identifiers the snapshot does
  /// not contain are ignored.
  ///
  /// - Complexity: O(m) on average, where m is the number of removed items
  ///   and of their siblings.
  @inlinable
  public mutating func delete(_ items: [ItemIdentifierType]) {
    var doomed = Set<ItemIdentifierType>()
    var parents = Set<ItemIdentifierType>()
    var removesRoots = false
    for item in items {
      guard let node = _nodes[item], doomed.insert(item).inserted else { continue }
      if let parent = node.parent { parents.insert(parent) } else { removesRoots = true }
    }
    var pending = Array(doomed)
    while let item = pending.popLast() {
      let node = _nodes.removeValue(forKey: item)!
      for child in node.children where doomed.insert(child).inserted { pending.append(child) }
    }
    for parent in parents where _nodes[parent] != nil {
      _nodes[parent]!.children.removeAll(where: doomed.contains)
    }
    if removesRoots { _rootItems.removeAll(where: doomed.contains) }
    _checkInvariants()
  }

  /// Removes every item.
  ///
  /// - Complexity: O(1), plus releasing the storage if this snapshot owned it alone.
  @inlinable
  public mutating func deleteAll() {
    self = Self()
  }

  @inlinable
  mutating func _insert(
    _ items: [ItemIdentifierType],
    nextTo sibling: ItemIdentifierType,
    after: Bool
  ) {
    let parent = _node(sibling, in: after ? "insert(_:after:)" : "insert(_:before:)").parent
    _register(items, parent: parent)
    if let parent {
      let index = _nodes[parent]!.children.firstIndex(of: sibling)! + (after ? 1 : 0)
      _nodes[parent]!.children.insert(contentsOf: items, at: index)
    } else {
      let index = _rootItems.firstIndex(of: sibling)! + (after ? 1 : 0)
      _rootItems.insert(contentsOf: items, at: index)
    }
    _checkInvariants()
  }

  /// Adds nodes for new items under `parent`, trapping on duplicates.
  @inlinable
  mutating func _register(_ items: [ItemIdentifierType], parent: ItemIdentifierType?) {
    var offending = duplicates(in: items)
    offending += items.filter { _nodes[$0] != nil && !offending.contains($0) }
    guard offending.isEmpty else {
      misuse(
        "Supplied item identifiers are not unique. Duplicate identifiers: "
          + describeIdentifiers(offending)
      )
    }
    for item in items { _nodes[item] = Node(parent: parent) }
  }
}
