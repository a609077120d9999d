import CollectionView
import TerminalUI

/// The sample's custom list cell: it keeps its item and builds its content
/// in `updateConfiguration(using:)` — the left-hand side a subtitle list
/// configuration (icon, title, description below), the category's name
/// and icon at the trailing edge, before the chevron the registration adds.
final class CustomListCell: CollectionViewListCell {
  private var item: CustomCellListViewController.Item?

  /// Keeps `newItem` for the next configuration update.
  func updateWithItem(_ newItem: CustomCellListViewController.Item) {
    item = newItem
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    item = nil
  }

  override func updateConfiguration(using state: CellState) {
    guard let item else { return }
    var content = ListContentConfiguration.subtitleCell()
    content.image = Image(item.icon)
    content.text = item.title
    content.secondaryText = item.description
    content.accessories = [.label("\(item.category.name) \(item.category.icon)")]
    contentConfiguration = content
  }
}
