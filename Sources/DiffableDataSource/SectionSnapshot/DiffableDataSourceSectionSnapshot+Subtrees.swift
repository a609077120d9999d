extension DiffableDataSourceSectionSnapshot {
  /// Adds the items of `snapshot`, with their children and expansion
  /// states, its root items as the last children of `parent` (or as the
  /// last root items when `parent` is nil).
  ///
  /// Traps if `parent` is not in the snapshot or an item of `snapshot`
  /// already is.
  ///
  /// - Complexity: O(k) on average, where k is the number of items of
  ///   `snapshot`.
  @inlinable
  public mutating func append(_ snapshot: Self, to parent: ItemIdentifierType? = nil) {
    if let parent { _ = _node(parent, in: "append(_:to:)") }
    _graft(snapshot, under: parent)
    if let parent {
      _nodes[parent]!.children.append(contentsOf: snapshot._rootItems)
    } else {
      _rootItems.append(contentsOf: snapshot._rootItems)
    }
    _checkInvariants()
  }

  /// Inserts the items of `snapshot`, with their children and expansion
  /// states, its root items as siblings just before `item`.
  ///
  /// - Complexity: O(k + m) on average, where k is the number of items of
  ///   `snapshot` and m the number of `item`'s siblings.
  @inlinable
  public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
    _insert(snapshot, nextTo: item, after: false)
  }

  /// Inserts the items of `snapshot`, with their children and expansion
  /// states, its root items as siblings just after `item`.
  ///
  /// - Complexity: O(k + m) on average, where k is the number of items of
  ///   `snapshot` and m the number of `item`'s siblings.
  @inlinable
  public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
    _insert(snapshot, nextTo: item, after: true)
  }

  /// Replaces everything under `parent` by the items of `snapshot`, its
  /// root items becoming `parent`'s children.
  ///
  /// - Complexity: O(d + k) on average, where d is the number of `parent`'s
  ///   descendants and k the number of items of `snapshot`.
  @inlinable
  public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
    delete(_node(parent, in: "replace(childrenOf:using:)").children)
    append(snapshot, to: parent)
  }

  /// The outline as text, a line an item, indented two spaces a level:
  /// `▾` before an expanded parent, `▸` before a collapsed one, `•` before
  /// an item without children. For a look at a hierarchy in a log or a
  /// test.
  ///
  /// - Complexity: O(n), where n is the number of items.
  public func visualDescription() -> String {
    items.map { item in
      let node = _nodes[item]!
      let marker = node.children.isEmpty ? "•" : node.isExpanded ? "▾" : "▸"
      return String(repeating: "  ", count: level(of: item)) + marker + " \(item)"
    }
    .joined(separator: "\n")
  }

  @inlinable
  mutating func _insert(_ snapshot: Self, nextTo sibling: ItemIdentifierType, after: Bool) {
    let parent = _node(sibling, in: after ? "insert(_:after:)" : "insert(_:before:)").parent
    _graft(snapshot, under: parent)
    if let parent {
      let index = _nodes[parent]!.children.firstIndex(of: sibling)! + (after ? 1 : 0)
      _nodes[parent]!.children.insert(contentsOf: snapshot._rootItems, at: index)
    } else {
      let index = _rootItems.firstIndex(of: sibling)! + (after ? 1 : 0)
      _rootItems.insert(contentsOf: snapshot._rootItems, at: index)
    }
    _checkInvariants()
  }

  /// Adds the nodes of `snapshot`, its root items under `parent`, trapping
  /// on items already here; the caller places the root items.
  @inlinable
  mutating func _graft(_ snapshot: Self, under parent: ItemIdentifierType?) {
    let offending = snapshot.items.filter { _nodes[$0] != nil }
    guard offending.isEmpty else {
      misuse(
        "Supplied item identifiers are not unique. Duplicate identifiers: "
          + describeIdentifiers(offending)
      )
    }
    for (item, node) in snapshot._nodes { _nodes[item] = node }
    for root in snapshot._rootItems { _nodes[root]!.parent = parent }
  }
}
