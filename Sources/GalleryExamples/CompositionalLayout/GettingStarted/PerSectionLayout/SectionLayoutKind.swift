import CollectionView
import DiffableDataSource

/// The three sections both per-section examples show, in order: a list, a
/// five-column grid and a three-column grid, ten numbered items each.
enum SectionLayoutKind: Int, CaseIterable, Sendable {
  case list
  case grid5
  case grid3

  /// The data source both examples make: list rows in the list section,
  /// numbered boxes in the grids.
  static func makeDataSource(
    collectionView: CollectionView
  ) -> CollectionViewDiffableDataSource<SectionLayoutKind, Int> {
    let listCellRegistration = CellRegistration<ListCell, Int> { cell, indexPath, identifier in
      cell.label.text = "\(identifier)"
    }
    let textCellRegistration = CellRegistration<TextCell, Int> { cell, indexPath, identifier in
      cell.label.text = "\(identifier)"
      cell.label.textAlignment = .center
    }
    return CollectionViewDiffableDataSource<SectionLayoutKind, Int>(
      collectionView: collectionView
    ) { collectionView, indexPath, identifier in
      SectionLayoutKind(rawValue: indexPath.section) == .list
        ? collectionView.dequeueConfiguredReusableCell(
          using: listCellRegistration,
          for: indexPath,
          item: identifier
        )
        : collectionView.dequeueConfiguredReusableCell(
          using: textCellRegistration,
          for: indexPath,
          item: identifier
        )
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
