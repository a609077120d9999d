import CollectionView
import DiffableDataSource

/// The three sections both per-section examples show, in order: a list, a
/// five-column grid and a three-column grid, ten numbered items each.
enum SectionLayoutKind: Int, CaseIterable, Sendable {
  case list
  case grid5
  case grid3

  /// List rows in the list section, numbered boxes in the grids.
  static func cellRenderer() -> CellRenderer<Int> {
    let listCellRegistration: CellRenderer<Int> = TextCell.registration()
    let textCellRegistration: CellRenderer<Int> = NumberedCell.registration()
    return CellRenderer { canvas, rect, indexPath, identifier, state in
      let registration =
        SectionLayoutKind(rawValue: indexPath.section) == .list
        ? listCellRegistration : textCellRegistration
      registration.draw(&canvas, rect, indexPath, identifier, state)
    }
  }

  /// Items 0–9, 10–19 and 20–29.
  static func initialSnapshot() -> DiffableDataSourceSnapshot<SectionLayoutKind, Int> {
    let itemsPerSection = 10
    var snapshot = DiffableDataSourceSnapshot<SectionLayoutKind, Int>()
    for section in allCases {
      snapshot.appendSections([section])
      let itemOffset = section.rawValue * itemsPerSection
      snapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
    }
    return snapshot
  }
}
