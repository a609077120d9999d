import DiffableDataSource

extension DiffableDataSourceSnapshot where SectionIdentifierType == Int, ItemIdentifierType == Int {
  /// Sections 0, 1, … each holding `itemsPerSection` items, numbered on
  /// from the previous section's: the data of the sample's header, footer
  /// and background examples.
  static func numberedSections(_ sectionCount: Int, itemsPerSection: Int) -> Self {
    var snapshot = Self()
    var itemOffset = 0
    for section in 0..<sectionCount {
      snapshot.appendSections([section])
      snapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
      itemOffset += itemsPerSection
    }
    return snapshot
  }
}
