import CompositionalLayout

/// What a collection view tells the object that manages it: UIKit's
/// `UICollectionViewDelegate`, for selection and display. Every method is
/// optional: each has a default that does nothing (or allows).
public protocol CollectionViewDelegate: AnyObject {
  /// Whether a click or Enter on the item at `indexPath` selects it.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// The user selected the item at `indexPath`.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// The user deselected the item at `indexPath`.
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  /// `cell`, configured for the item at `indexPath`, is about to be drawn
  /// on screen for the first time since it was last off it.
  func collectionView(
    _ collectionView: CollectionView,
    willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  )
}

extension CollectionViewDelegate {
  public func collectionView(
    _ collectionView: CollectionView,
    shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  public func collectionView(
    _ collectionView: CollectionView,
    didSelectItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: CollectionView,
    didDeselectItemAt indexPath: IndexPath
  ) {}
  public func collectionView(
    _ collectionView: CollectionView,
    willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}
