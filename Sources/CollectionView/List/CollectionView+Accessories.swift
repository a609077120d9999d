import CompositionalLayout
import TerminalUI

extension CollectionView {
  /// The row and accessory a left click lands on, as the data source's cell
  /// for that row draws it: how a click on ≡ picks a row up and one on ⊖
  /// shows its delete action. Nil for any other event or place.
  func clickedAccessory(_ event: InputEvent) -> (IndexPath, ListCellAccessory)? {
    guard case .mouse(let mouse) = event, mouse.kind.isPrimaryClick,
      let path = indexPathForItem(atX: mouse.x, y: mouse.y),
      let row = screenFrameOfItem(at: path),
      let cell = cellForItem(at: path) as? CollectionViewListCell,
      let accessory = cell.accessory(
        atX: mouse.x,
        in: row,
        repertoire: traits.repertoire
      )
    else { return nil }
    return (path, accessory)
  }
}
