import CompositionalLayout
import TerminalUI

extension CollectionView {
  /// Handles a key or mouse event aimed at the collection; returns false
  /// for events it has no use for, so the screen around it can act on them.
  /// Mouse positions are screen cells, tested against the view's ``frame``.
  public func handle(_ event: InputEvent) -> Bool {
    switch event {
    case .key(.up), .character("k"): return moveFocus(.up)
    case .key(.down), .character("j"): return moveFocus(.down)
    case .key(.left), .character("h"): return moveFocus(.left)
    case .key(.right), .character("l"): return moveFocus(.right)
    case .key(.pageUp): page(.up)
    case .key(.pageDown): page(.down)
    case .key(.home): scrollToTop()
    case .key(.end): scrollToBottom()
    case .key(.enter), .character(" "):
      return activateFocusedItem()
    case .character("["):
      guard let section = focusedIndexPath?.section else { return false }
      pageRow(section, .towardLeading)
    case .character("]"):
      guard let section = focusedIndexPath?.section else { return false }
      pageRow(section, .towardTrailing)
    case .mouse(let mouse):
      return handle(mouse)
    default:
      return false
    }
    return true
  }

  /// Runs the primary action of the focused item.
  @discardableResult
  public func activateFocusedItem() -> Bool {
    guard let item = focusedItem, let path = indexPath(for: item) else { return false }
    primaryAction?(path, item)
    return true
  }

  /// The cell on screen at a screen position now, the topmost where
  /// several overlap; deleted elements fading out are not there to hit.
  public func indexPathForItem(atX x: Int, y: Int) -> IndexPath? {
    guard frame.contains(x: x, y: y) else { return nil }
    let hit = placedElements(at: clock.now).last { placed in
      placed.attributes.representedElementCategory == .cell && !placed.isDeleted
        && placed.frame.snapped.offsetBy(dx: frame.x, dy: frame.y).contains(x: x, y: y)
    }
    return hit?.attributes.indexPath
  }

  private func handle(_ mouse: MouseEvent) -> Bool {
    guard frame.contains(x: mouse.x, y: mouse.y) else { return false }
    switch mouse.kind {
    case .click(.left), .press(.left):
      guard let path = indexPathForItem(atX: mouse.x, y: mouse.y),
        let item = itemIdentifier(at: path)
      else { return false }
      focusedItem = item
      revealFocusedItemInItsRow()
      scrollFocusedItemIntoView()
      primaryAction?(path, item)
      return true
    case .wheelUp, .wheelDown:
      scroll(by: mouse.kind == .wheelUp ? -3 : 3)
      return true
    case .wheelLeft, .wheelRight:
      guard let path = indexPathForItem(atX: mouse.x, y: mouse.y),
        solved?.orthogonalScrollingBehavior(ofSection: path.section)
          != OrthogonalScrollingBehavior.none
      else { return false }
      pageRow(path.section, mouse.kind == .wheelLeft ? .towardLeading : .towardTrailing)
      return true
    default:
      return false
    }
  }
}
