import CompositionalLayout

/// What a collection view tells the object that manages it: UIKit's
/// `UICollectionViewDelegate`, for selection and display. Every method has
/// a default that does nothing (or allows).
public protocol CollectionViewDelegate<SectionIdentifier, ItemIdentifier>: AnyObject {
  associatedtype SectionIdentifier: Hashable & Sendable
  associatedtype ItemIdentifier: Hashable & Sendable
  typealias View = CollectionView<SectionIdentifier, ItemIdentifier>

  /// Whether a click or Enter on the item at `indexPath` selects it.
  func collectionView(_ collectionView: View, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// The user selected the item at `indexPath`.
  func collectionView(_ collectionView: View, didSelectItemAt indexPath: IndexPath)
  /// The user deselected the item at `indexPath`.
  func collectionView(_ collectionView: View, didDeselectItemAt indexPath: IndexPath)
  /// The cell at `indexPath` is about to be drawn on screen for the first
  /// time since it was last off it.
  func collectionView(_ collectionView: View, willDisplay indexPath: IndexPath)
}

extension CollectionViewDelegate {
  public func collectionView(_ collectionView: View, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  { true }
  public func collectionView(_ collectionView: View, didSelectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: View, didDeselectItemAt indexPath: IndexPath) {}
  public func collectionView(_ collectionView: View, willDisplay indexPath: IndexPath) {}
}
