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
  /// - Complexity: O(s + k) on average, where s is the number of sections and
  ///   k the number of new ones.
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
  /// - Complexity: O(s + k) on average, where s is the number of sections and
  ///   k the number of new ones.
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
  /// - Complexity: O(s + k) amortized, where s is the number of sections and
  ///   k the number of identifiers, plus O(r) for r items marked for reloading
  ///   or reconfiguring. The items of the removed sections are not visited;
  ///   the entries they leave in the index of item sections are swept out
  ///   once they outnumber the items, at a cost the removed items paid for.
  @inlinable
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    let doomed = Set(identifiers.filter(_sections.contains))
    guard let first = _sections.firstIndex(where: doomed.contains) else { return }
    var keptSections: OrderedSet<SectionIdentifierType> = []
    var keptItems: [SectionItems<ItemIdentifierType>] = []
    var removed: [SectionItems<ItemIdentifierType>] = []
    for (section, items) in zip(_sections, _sectionItems) {
      if doomed.contains(section) {
        removed.append(items)
      } else {
        keptSections.append(section)
        keptItems.append(items)
      }
    }
    _sections = keptSections
    _sectionItems = keptItems
    _reloadedSections.removeAll(where: doomed.contains)
    _sectionsChanged(from: first, removing: removed)
    _dropMarksOfDeletedItems()
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
    guard !identifiers.isEmpty else { return }
    var newItems: [SectionItems<ItemIdentifierType>] = []
    newItems.reserveCapacity(identifiers.count)
    for _ in identifiers { newItems.append(SectionItems(token: _makeToken())) }
    if index == _sections.count {
      _sections.append(contentsOf: identifiers)
      _sectionItems.append(contentsOf: newItems)
    } else {
      var sections = _sections.elements
      sections.insert(contentsOf: identifiers, at: index)
      _sections = OrderedSet(uncheckedUniqueElements: sections)
      _sectionItems.insert(contentsOf: newItems, at: index)
    }
    _sectionsChanged(from: index)
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
    let items = _sectionItems.remove(at: source)
    let destination = _sections.firstIndex(of: toIdentifier)! + (after ? 1 : 0)
    _sections.insert(identifier, at: destination)
    _sectionItems.insert(items, at: destination)
    _sectionsChanged(from: min(source, destination))
    _checkInvariants()
  }
}
