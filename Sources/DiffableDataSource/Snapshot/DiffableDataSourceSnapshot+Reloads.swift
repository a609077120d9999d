import OrderedCollections

extension DiffableDataSourceSnapshot {
  /// The sections marked for reloading, in the order they were marked.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { _reloadedSections.elements }

  /// The items marked for reloading, in the order they were marked.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reloadedItemIdentifiers: [ItemIdentifierType] { _reloadedItems.elements }

  /// The items marked for reconfiguring, in the order they were marked.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _reconfiguredItems.elements }

  /// Marks sections so that applying the snapshot redraws them and their items
  /// even if their identifiers did not change. Each must be in the snapshot.
  ///
  /// - Complexity: O(k) on average, where k is the number of identifiers.
  @inlinable
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers where !_sections.contains(section) {
      misuse(
        "Attempted to reload section identifier that does not exist in the snapshot: \(section)"
      )
    }
    _reloadedSections.append(contentsOf: identifiers)
    _checkInvariants()
  }

  /// Marks items so that applying the snapshot replaces their cells, even if
  /// their identifiers did not change. Each must be in the snapshot.
  ///
  /// - Complexity: O(k) on average, where k is the number of identifiers.
  @inlinable
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    _checkMembership(of: identifiers, for: "reload")
    _reloadedItems.append(contentsOf: identifiers)
    _checkInvariants()
  }

  /// Marks items so that applying the snapshot updates their existing cells in
  /// place, a lighter reload. Each must be in the snapshot.
  ///
  /// - Complexity: O(k) on average, where k is the number of identifiers.
  @inlinable
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    _checkMembership(of: identifiers, for: "reconfigure")
    _reconfiguredItems.append(contentsOf: identifiers)
    _checkInvariants()
  }

  /// Clears the reload and reconfigure marks, as applying the snapshot does.
  @inlinable
  mutating func _clearReloadMarks() {
    _reloadedSections = []
    _reloadedItems = []
    _reconfiguredItems = []
  }

  /// Drops the marks of items no longer in the snapshot.
  ///
  /// - Complexity: O(r) on average for r marked items.
  @inlinable
  mutating func _dropMarksOfDeletedItems() {
    if !_reloadedItems.isEmpty { _reloadedItems = _reloadedItems.filter(_contains) }
    if !_reconfiguredItems.isEmpty { _reconfiguredItems = _reconfiguredItems.filter(_contains) }
  }

  @inlinable
  func _contains(_ itemIdentifier: ItemIdentifierType) -> Bool {
    _indexPath(of: itemIdentifier) != nil
  }

  @inlinable
  func _checkMembership(of identifiers: [ItemIdentifierType], for verb: String) {
    let missing = identifiers.filter { !_contains($0) }
    guard missing.isEmpty else {
      misuse(
        "Attempted to \(verb) item identifiers that do not exist in the snapshot: "
          + describeIdentifiers(missing)
      )
    }
  }
}
