import DiffableDataSource
import Testing

typealias Snapshot = DiffableDataSourceSnapshot<String, String>
typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<String>

/// Sections and their items, in order: what a snapshot shows, without marks.
struct Structure<Section: Hashable & Sendable, Item: Hashable & Sendable>: Equatable,
  CustomStringConvertible
{
  var sections: [Section]
  var items: [[Item]]

  init(_ snapshot: DiffableDataSourceSnapshot<Section, Item>) {
    sections = snapshot.sectionIdentifiers
    items = sections.map(snapshot.itemIdentifiers(inSection:))
  }

  init(_ entries: [(section: Section, items: [Item])]) {
    sections = entries.map(\.section)
    items = entries.map(\.items)
  }

  var description: String {
    zip(sections, items).map { "\($0): \($1)" }.joined(separator: "; ")
  }
}

/// A snapshot with the given sections and items, built by appending.
func makeSnapshot(_ entries: KeyValuePairs<String, [String]>) -> Snapshot {
  var snapshot = Snapshot()
  for (section, items) in entries {
    snapshot.appendSections([section])
    snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// Replays `difference` on the old snapshot's identifiers the way a collection
/// view does: surviving identifiers come from the old structure, only inserted
/// ones are read from the new snapshot.
func replay<Section, Item>(
  _ difference: SnapshotDifference,
  from old: DiffableDataSourceSnapshot<Section, Item>,
  to new: DiffableDataSourceSnapshot<Section, Item>
) -> Structure<Section, Item> {
  let oldEntries = old.sectionIdentifiers.map { ($0, old.itemIdentifiers(inSection: $0)) }
  let result = difference.applied(
    to: oldEntries,
    insertedSection: { index in
      let section = new.sectionIdentifiers[index]
      return (section, new.itemIdentifiers(inSection: section))
    },
    insertedItem: { indexPath in
      new.itemIdentifiers(inSection: new.sectionIdentifiers[indexPath.section])[indexPath.item]
    }
  )
  return Structure(result)
}

/// The text a failed exit test wrote to standard error.
func standardError(_ result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}
