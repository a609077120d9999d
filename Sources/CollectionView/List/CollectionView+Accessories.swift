import CompositionalLayout
import TerminalUI

extension CollectionView {
  /// The row and accessory a left click lands on, for rows drawn as
  /// `content(item)` describes: how a screen lets a click on ⊖ delete and
  /// one on ≡ pick a row up. Nil for any other event or place.
  public func clickedAccessory(
    _ event: InputEvent,
    content: (ItemIdentifier) -> ListContentConfiguration
  ) -> (indexPath: IndexPath, item: ItemIdentifier, accessory: ListCellAccessory)? {
    guard case .mouse(let mouse) = event, mouse.kind.isPrimaryClick,
      let path = indexPathForItem(atX: mouse.x, y: mouse.y), let item = itemIdentifier(at: path),
      let row = drawnElements.last(where: { $0.category == .cell && $0.indexPath == path })
    else { return nil }
    guard
      let accessory = content(item).accessory(
        atX: mouse.x,
        in: row.frame,
        repertoire: imageTemplate.repertoire
      )
    else { return nil }
    return (path, item, accessory)
  }
}
