import DiffableDataSource

extension FileTree {
  /// The outline's rows under the folder `folder`: its items; in each
  /// folder expanded (as `expanded` says, or opened by `filter`) its own;
  /// and in each collapsed folder with items, or not read yet, a
  /// placeholder child so that it shows a disclosure. In the root and the
  /// folders `filter` opens, only the items it leaves. Reads the folders
  /// it expands that have not been read.
  ///
  /// - Complexity: O(n) in the rows it makes, besides the reads.
  mutating func outline(
    of folder: ID,
    expanded: Set<ID>,
    filter: OutlineFilter?
  ) -> DiffableDataSourceSectionSnapshot<OutlineRow> {
    var snapshot = DiffableDataSourceSectionSnapshot<OutlineRow>()
    appendRows(of: folder, under: nil, to: &snapshot, expanded: expanded, filter: filter)
    return snapshot
  }

  private mutating func appendRows(
    of folder: ID,
    under parent: OutlineRow?,
    to snapshot: inout DiffableDataSourceSectionSnapshot<OutlineRow>,
    expanded: Set<ID>,
    filter: OutlineFilter?
  ) {
    var children = children(of: folder)
    if let filter, folder == Self.rootID || filter.opened.contains(folder) {
      children = children.filter(filter.shown.contains)
    }
    snapshot.append(children.map(OutlineRow.item), to: parent)
    for child in children where self[child].kind == .folder {
      let row = OutlineRow.item(child)
      if expanded.contains(child) || filter?.opened.contains(child) == true {
        appendRows(of: child, under: row, to: &snapshot, expanded: expanded, filter: filter)
        snapshot.expand([row])
      } else if readChildren(of: child)?.isEmpty != true {
        snapshot.append([.placeholder(child)], to: row)
      }
    }
  }
}
