/// The smallest piece of a layout: one cell's size and spacing.
///
/// Items are templates, not cells: one item in a group stands for every cell
/// the group repeats. Like UIKit's, an item is a reference type so the
/// sample's `let item = …; item.contentInsets = …` reads the same.
public class LayoutItem {
  /// The item's size within its group.
  public let layoutSize: LayoutSize
  /// Supplementary views attached to each cell of this item, such as badges.
  public var supplementaryItems: [LayoutSupplementaryItem]
  /// Space the cell leaves inside the room its group gives it. Ignored on an
  /// axis whose dimension is estimated, where the content decides the size.
  public var contentInsets: DirectionalEdgeInsets = .zero
  /// Space around the item in its group, taken before the content insets.
  public var edgeSpacing: LayoutEdgeSpacing?

  public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem] = []) {
    self.layoutSize = layoutSize
    self.supplementaryItems = supplementaryItems
  }
}
