/// Where a scroll to an item leaves it in the view: UIKit's
/// `UICollectionView.ScrollPosition`, an option set as UIKit's is (`[]`
/// for no scroll). The view scrolls vertically only, so the horizontal
/// positions place nothing.
public struct ScrollPosition: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Its top on the view's first row.
  public static let top = ScrollPosition(rawValue: 1 << 0)
  /// Its middle on the view's middle row.
  public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
  /// Its bottom on the view's last row.
  public static let bottom = ScrollPosition(rawValue: 1 << 2)
  public static let left = ScrollPosition(rawValue: 1 << 3)
  public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
  public static let right = ScrollPosition(rawValue: 1 << 5)
}
