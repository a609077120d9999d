/// A hierarchy of items within one section: an outline whose rows can be
/// expanded and collapsed, with the semantics of UIKit's
/// `NSDiffableDataSourceSectionSnapshot`.
///
/// Every item has at most one parent; items without one are the root items.
/// New items start collapsed. An item is visible when all of its ancestors are
/// expanded, and the section shows ``visibleItems``, depth first, as its items
/// (see ``DiffableDataSource/apply(_:to:animatingDifferences:completion:)``).
///
/// A value type; copies share storage until one changes.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
  @usableFromInline
  struct Node: Sendable {
    @usableFromInline var parent: ItemIdentifierType?
    @usableFromInline var children: [ItemIdentifierType] = []
    @usableFromInline var isExpanded = false

    @inlinable
    init(parent: ItemIdentifierType?) { self.parent = parent }
  }

  @usableFromInline
  var _nodes: [ItemIdentifierType: Node] = [:]
  @usableFromInline
  var _rootItems: [ItemIdentifierType] = []

  /// Creates an empty section snapshot.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() {}
}

// MARK: - Queries

extension DiffableDataSourceSectionSnapshot {
  /// Every item, expanded or not, in depth-first order: each parent before its
  /// children, siblings in order.
  ///
  /// - Complexity: O(n), where n is the number of items.
  @inlinable
  public var items: [ItemIdentifierType] { _depthFirst(visibleOnly: false) }

  /// The items a list shows: the root items, and the children of every visible
  /// expanded item, in depth-first order.
  ///
  /// - Complexity: O(v), where v is the number of visible items.
  @inlinable
  public var visibleItems: [ItemIdentifierType] { _depthFirst(visibleOnly: true) }

  /// The items without a parent, in order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var rootItems: [ItemIdentifierType] { _rootItems }

  /// Whether the snapshot has `item` at any level.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func contains(_ item: ItemIdentifierType) -> Bool { _nodes[item] != nil }

  /// Whether `item` shows its children; `false` for an item not in the snapshot.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { _nodes[item]?.isExpanded ?? false }

  /// Whether every ancestor of `item` is expanded; `false` for an item not in
  /// the snapshot.
  ///
  /// - Complexity: O(d) on average, where d is the item's depth.
  @inlinable
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard var node = _nodes[item] else { return false }
    while let parent = node.parent {
      node = _nodes[parent]!
      guard node.isExpanded else { return false }
    }
    return true
  }

  /// The parent of `item`, or `nil` for a root item. `item` must be in the snapshot.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func parent(of item: ItemIdentifierType) -> ItemIdentifierType? {
    _node(item, in: "parent(of:)").parent
  }

  /// Whether `item` has children: a row a view lets expand and collapse.
  /// False for an item not in the snapshot.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func hasChildren(_ item: ItemIdentifierType) -> Bool {
    _nodes[item].map { !$0.children.isEmpty } ?? false
  }

  /// The depth of `item`: 0 for a root item, 1 for its children, and so on.
  /// `item` must be in the snapshot.
  ///
  /// - Complexity: O(d) on average, where d is the result.
  @inlinable
  public func level(of item: ItemIdentifierType) -> Int {
    var node = _node(item, in: "level(of:)")
    var level = 0
    while let parent = node.parent {
      node = _nodes[parent]!
      level += 1
    }
    return level
  }

  /// The index of `item` in ``items``, or `nil` if the snapshot has no such item.
  ///
  /// - Complexity: O(n), where n is the number of items.
  @inlinable
  public func index(of item: ItemIdentifierType) -> Int? {
    guard _nodes[item] != nil else { return nil }
    return items.firstIndex(of: item)
  }

  /// A new section snapshot of the items under `parent`: its descendants, with
  /// its children as root items, or `parent` itself as the only root item when
  /// `includingParent` is `true`. Expansion states are kept.
  ///
  /// - Complexity: O(m) on average, where m is the size of `parent`'s subtree.
  @inlinable
  public func snapshot(
    of parent: ItemIdentifierType,
    includingParent: Bool = false
  ) -> Self {
    let parentNode = _node(parent, in: "snapshot(of:includingParent:)")
    let roots = includingParent ? [parent] : parentNode.children
    var subtree = Self()
    subtree._rootItems = roots
    var pending = roots
    while let item = pending.popLast() {
      let node = _nodes[item]!
      subtree._nodes[item] = node
      pending.append(contentsOf: node.children)
    }
    for root in roots { subtree._nodes[root]!.parent = nil }
    subtree._checkInvariants()
    return subtree
  }
}

// MARK: - Internal helpers

extension DiffableDataSourceSectionSnapshot {
  @inlinable
  func _node(_ item: ItemIdentifierType, in operation: String) -> Node {
    guard let node = _nodes[item] else {
      misuse("Invalid item identifier specified for \(operation): \(item)")
    }
    return node
  }

  @inlinable
  func _depthFirst(visibleOnly: Bool) -> [ItemIdentifierType] {
    var result: [ItemIdentifierType] = []
    result.reserveCapacity(visibleOnly ? _rootItems.count : _nodes.count)
    // A stack of sibling lists and the position reached in each, so the walk
    // needs no recursion however deep the outline is.
    var stack: [(siblings: [ItemIdentifierType], next: Int)] = [(_rootItems, 0)]
    while let (siblings, next) = stack.last {
      guard next < siblings.count else {
        stack.removeLast()
        continue
      }
      stack[stack.count - 1].next += 1
      let item = siblings[next]
      result.append(item)
      let node = _nodes[item]!
      if !node.children.isEmpty && (node.isExpanded || !visibleOnly) {
        stack.append((node.children, 0))
      }
    }
    return result
  }
}

// MARK: - Equality

extension DiffableDataSourceSectionSnapshot: Equatable {
  /// Two section snapshots are equal when they hold the same outline with the
  /// same items expanded.
  ///
  /// - Complexity: O(n) on average, where n is the number of items.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs._rootItems == rhs._rootItems, lhs._nodes.count == rhs._nodes.count else {
      return false
    }
    return lhs._nodes.allSatisfy { item, node in
      guard let other = rhs._nodes[item] else { return false }
      return node.parent == other.parent && node.children == other.children
        && node.isExpanded == other.isExpanded
    }
  }
}

// MARK: - Invariants

extension DiffableDataSourceSectionSnapshot {
  /// Checks that parent and child links agree and every item is reachable from
  /// a root exactly once. Only with `GALLERY_INTERNAL_CHECKS`, after every mutation.
  @inlinable
  func _checkInvariants() {
    #if GALLERY_INTERNAL_CHECKS
      var reached = 0
      var pending = _rootItems.map { (item: $0, parent: ItemIdentifierType?.none) }
      while let (item, parent) = pending.popLast() {
        guard let node = _nodes[item] else { preconditionFailure("\(item) has no node") }
        precondition(node.parent == parent, "\(item) links back to its parent")
        reached += 1
        precondition(reached <= _nodes.count, "an item is reachable twice")
        pending.append(contentsOf: node.children.map { ($0, item) })
      }
      precondition(reached == _nodes.count, "every item is reachable from a root")
    #endif
  }
}
