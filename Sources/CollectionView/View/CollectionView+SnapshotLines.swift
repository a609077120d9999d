import DiffableDataSource

extension CollectionView {
  /// The data source's latest snapshot as lines: each section, then its
  /// items (every item of a hierarchy, at its depth, expanded or not), with
  /// those the last apply changed marked.
  ///
  /// - Complexity: O(n × d) for the n items of the snapshot at depths d.
  public var snapshotLines: [SnapshotLine] {
    var changed = lastChange?.refreshed ?? []
    if let difference = lastChange?.difference {
      for path in difference.itemInserts + difference.itemMoves.map(\.destination) {
        if let identity = itemIdentity(at: path) { changed.insert(identity) }
      }
    }
    return source?.snapshotLines(changed: changed) ?? []
  }
}
