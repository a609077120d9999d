import DiffableDataSource

extension CollectionView {
  /// The data source's current snapshot as lines: each section, then its
  /// items (every item of a hierarchy, at its depth, expanded or not), with
  /// those the last apply changed marked.
  ///
  /// - Complexity: O(n × d) for the n items of the snapshot at depths d.
  public var snapshotLines: [SnapshotLine] {
    let snapshot = dataSource.snapshot()
    let changed = lastChangedItems
    var lines: [SnapshotLine] = []
    for section in snapshot.sectionIdentifiers {
      lines.append(
        SnapshotLine(
          kind: .section,
          text: String(describing: section),
          depth: 0,
          isExpanded: nil,
          isChanged: false
        )
      )
      let hierarchy = dataSource.appliedSectionSnapshot(for: section)
      for item in hierarchy?.items ?? snapshot.itemIdentifiers(inSection: section) {
        let hasChildren = hierarchy?.hasChildren(item) ?? false
        lines.append(
          SnapshotLine(
            kind: .item,
            text: String(describing: item),
            depth: hierarchy?.level(of: item) ?? 0,
            isExpanded: hasChildren ? hierarchy?.isExpanded(item) : nil,
            isChanged: changed.contains(item),
            isVisible: hierarchy?.isVisible(item) ?? true
          )
        )
      }
    }
    return lines
  }

  /// The items a difference inserts, moves, reloads or reconfigures: those
  /// it moves or inserts at their new places in `new`, the others at
  /// their old ones in `old`.
  /// - Complexity: O(c) for the c changes.
  static func changedItems(
    in difference: SnapshotDifference,
    old: SectionedItems<ItemIdentifier>,
    new: SectionedItems<ItemIdentifier>
  ) -> Set<ItemIdentifier> {
    let inNew = (difference.itemInserts + difference.itemMoves.map(\.destination)).lazy
      .compactMap { new[$0] }
    let inOld = (difference.itemReloads + difference.itemReconfigures).lazy
      .compactMap { old[$0] }
    return Set(inNew).union(inOld)
  }
}
