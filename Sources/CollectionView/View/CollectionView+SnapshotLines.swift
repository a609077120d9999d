import DiffableDataSource

extension CollectionView {
  /// The data source's current snapshot as lines: each section, then its
  /// items (every item of a hierarchy, at its depth, expanded or not), with
  /// those the last apply changed marked.
  ///
  /// - Complexity: O(n) for the n items of the snapshot.
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
      let visible = Set(hierarchy?.visibleItems ?? [])
      for item in hierarchy?.items ?? snapshot.itemIdentifiers(inSection: section) {
        let hasChildren = hierarchy.map { !$0.snapshot(of: item).items.isEmpty } ?? false
        lines.append(
          SnapshotLine(
            kind: .item,
            text: String(describing: item),
            depth: hierarchy?.level(of: item) ?? 0,
            isExpanded: hasChildren ? hierarchy?.isExpanded(item) : nil,
            isChanged: changed.contains(item),
            isVisible: hierarchy == nil || visible.contains(item)
          )
        )
      }
    }
    return lines
  }

  /// The items an update inserts, moves, reloads or reconfigures.
  static func changedItems(by update: DataSource.Update) -> Set<ItemIdentifier> {
    let difference = update.difference
    let final = update.finalSnapshot
    let initial = update.initialSnapshot
    func item(_ path: IndexPath, in snapshot: DataSource.Snapshot) -> ItemIdentifier? {
      guard snapshot.sectionIdentifiers.indices.contains(path.section) else { return nil }
      let items = snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[path.section])
      return items.indices.contains(path.item) ? items[path.item] : nil
    }
    let inFinal = (difference.itemInserts + difference.itemMoves.map(\.destination)).lazy
      .compactMap { item($0, in: final) }
    let inInitial = (difference.itemReloads + difference.itemReconfigures).lazy
      .compactMap { item($0, in: initial) }
    return Set(inFinal).union(inInitial)
  }
}
