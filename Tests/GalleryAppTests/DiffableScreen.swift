import CollectionView

/// What the view a data source feeds shows, by identifier, as the tests
/// check it.
extension CollectionViewDiffableDataSource {
  /// The item focused in `view`.
  func focusedItem(in view: CollectionView) -> ItemIdentifierType? {
    view.focusedIndexPath.flatMap(itemIdentifier(for:))
  }

  /// The items selected in `view`.
  func selectedItems(in view: CollectionView) -> Set<ItemIdentifierType> {
    Set((view.indexPathsForSelectedItems ?? []).compactMap(itemIdentifier(for:)))
  }
}
