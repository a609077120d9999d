import OrderedCollections

extension DiffableDataSourceSnapshot {
  /// The sections marked for reloading, in the order they were marked.
  @inlinable
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { _reloadedSections.elements }

  /// The items marked for reloading, in the order they were marked.
  @inlinable
  public var reloadedItemIdentifiers: [ItemIdentifierType] { _reloadedItems.elements }

  /// The items marked for reconfiguring, in the order they were marked.
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

  @inlinable
  func _checkMembership(of identifiers: [ItemIdentifierType], for verb: String) {
    let missing = identifiers.filter { _indexPath(of: $0) == nil }
    guard missing.isEmpty else {
      misuse(
        "Attempted to \(verb) item identifiers that do not exist in the snapshot: "
          + describeIdentifiers(missing)
      )
    }
  }
}
