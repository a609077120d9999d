import OrderedCollections

extension DiffableDataSourceSnapshot {
  /// Adds empty sections after the last one.
  ///
  /// Traps if an identifier is already in the snapshot or repeats in the list.
  ///
  /// - Complexity: O(k) on average, where k is the number of new sections.
  @inlinable
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    _insertSections(identifiers, at: _sections.count)
  }

  /// Inserts empty sections before `toIdentifier`, which must be in the snapshot.
  ///
  /// - Complexity: O(s) on average, where s is the number of sections.
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType],
    beforeSection toIdentifier: SectionIdentifierType
  ) {
    let index = _index(ofSection: toIdentifier, in: "insertSections(_:beforeSection:)")
    _insertSections(identifiers, at: index)
  }

  /// Inserts empty sections after `toIdentifier`, which must be in the snapshot.
  ///
  /// - Complexity: O(s) on average, where s is the number of sections.
  @inlinable
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType],
    afterSection toIdentifier: SectionIdentifierType
  ) {
    let index = _index(ofSection: toIdentifier, in: "insertSections(_:afterSection:)")
    _insertSections(identifiers, at: index + 1)
  }

  /// Removes sections with all their items. Identifiers the snapshot does not
  /// contain are ignored.
  ///
  /// - Complexity: O(s + m) on average, where s is the number of sections and
  ///   m the number of items in the deleted sections.
  @inlinable
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let doomed = Set(identifiers.filter(_sections.contains))
    guard let first = _sections.firstIndex(where: doomed.contains) else { return }
    var keptSections: OrderedSet<SectionIdentifierType> = []
    var keptItems: [OrderedSet<ItemIdentifierType>] = []
    for (section, items) in zip(_sections, _items) {
      if doomed.contains(section) {
        if !_reloadedItems.isEmpty || !_reconfiguredItems.isEmpty {
          for item in items {
            _reloadedItems.remove(item)
            _reconfiguredItems.remove(item)
          }
        }
        _reloadedSections.remove(section)
      } else {
        keptSections.append(section)
        keptItems.append(items)
      }
    }
    let oldCount = _sections.count
    _sections = keptSections
    _items = keptItems
    _updateItemOffsets(from: first)
    _sectionCountChanged(from: oldCount)
    _checkInvariants()
  }

  /// Moves `identifier` with its items to just before `toIdentifier`.
  ///
  /// Both must be in the snapshot and differ.
  ///
  /// - Complexity: O(s) on average, where s is the number of sections.
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType,
    beforeSection toIdentifier: SectionIdentifierType
  ) {
    _moveSection(identifier, relativeTo: toIdentifier, after: false)
  }

  /// Moves `identifier` with its items to just after `toIdentifier`.
  ///
  /// Both must be in the snapshot and differ.
  ///
  /// - Complexity: O(s) on average, where s is the number of sections.
  @inlinable
  public mutating func moveSection(
    _ identifier: SectionIdentifierType,
    afterSection toIdentifier: SectionIdentifierType
  ) {
    _moveSection(identifier, relativeTo: toIdentifier, after: true)
  }

  @inlinable
  mutating func _insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    let offending = duplicates(in: identifiers) + identifiers.filter(_sections.contains)
    guard offending.isEmpty else {
      misuse(
        "Supplied section identifiers are not unique. Duplicate identifiers: "
          + describeIdentifiers(OrderedSet(offending))
      )
    }
    let oldCount = _sections.count
    if index == _sections.count {
      _sections.append(contentsOf: identifiers)
      _items.append(contentsOf: repeatElement([], count: identifiers.count))
    } else {
      var sections = _sections.elements
      sections.insert(contentsOf: identifiers, at: index)
      _sections = OrderedSet(uncheckedUniqueElements: sections)
      _items.insert(contentsOf: repeatElement([], count: identifiers.count), at: index)
    }
    _updateItemOffsets(from: index)
    _sectionCountChanged(from: oldCount)
    _checkInvariants()
  }

  @inlinable
  mutating func _moveSection(
    _ identifier: SectionIdentifierType,
    relativeTo toIdentifier: SectionIdentifierType,
    after: Bool
  ) {
    let operation = after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)"
    let source = _index(ofSection: identifier, in: operation)
    _ = _index(ofSection: toIdentifier, in: operation)
    guard identifier != toIdentifier else {
      misuse("Attempted to move section identifier \(identifier) relative to itself")
    }
    _sections.remove(at: source)
    let items = _items.remove(at: source)
    let destination = _sections.firstIndex(of: toIdentifier)! + (after ? 1 : 0)
    _sections.insert(identifier, at: destination)
    _items.insert(items, at: destination)
    _updateItemOffsets(from: min(source, destination))
    _checkInvariants()
  }
}
