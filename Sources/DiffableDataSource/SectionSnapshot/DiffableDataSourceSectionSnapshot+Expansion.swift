extension DiffableDataSourceSectionSnapshot {
  /// Shows the children of `items`. Each must be in the snapshot; expanding an
  /// item whose ancestors are collapsed takes effect when they expand.
  ///
  /// - Complexity: O(k) on average, where k is the number of items.
  @inlinable
  public mutating func expand(_ items: [ItemIdentifierType]) {
    _setExpanded(items, true, in: "expand")
  }

  /// Hides the children of `items`; each must be in the snapshot.
  ///
  /// - Complexity: O(k) on average, where k is the number of items.
  @inlinable
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    _setExpanded(items, false, in: "collapse")
  }

  @inlinable
  mutating func _setExpanded(
    _ items: [ItemIdentifierType],
    _ isExpanded: Bool,
    in operation: String
  ) {
    let missing = items.filter { _nodes[$0] == nil }
    guard missing.isEmpty else {
      misuse(
        "Invalid item identifiers specified for \(operation): " + describeIdentifiers(missing)
      )
    }
    for item in items { _nodes[item]!.isExpanded = isExpanded }
  }
}
