/// Where a scroll to an item leaves it in the view: UIKit's
/// `UICollectionView.ScrollPosition`, along the vertical axis.
public enum ScrollPosition: Hashable, Sendable {
  /// Wherever it is; no scroll.
  case none
  /// Its top on the view's first row.
  case top
  /// Its middle on the view's middle row.
  case centeredVertically
  /// Its bottom on the view's last row.
  case bottom
}
