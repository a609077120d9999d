import CompositionalLayout
import TerminalUI

extension CollectionView {
  /// Handles a key or mouse event aimed at the collection; returns false
  /// for events it has no use for, so the screen around it can act on them.
  /// `rect` is where the collection was drawn, for mouse positions.
  public func handle(_ event: InputEvent, in rect: CellRect) -> Bool {
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
      return handle(mouse, in: rect)
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

  private func handle(_ mouse: MouseEvent, in rect: CellRect) -> Bool {
    guard rect.contains(x: mouse.x, y: mouse.y) else { return false }
    switch mouse.kind {
    case .click(.left), .press(.left):
      let hit = drawnElements.last {
        $0.category == .cell && $0.frame.intersection(rect).contains(x: mouse.x, y: mouse.y)
      }
      guard let hit, let item = itemIdentifier(at: hit.indexPath) else { return false }
      focusedItem = item
      primaryAction?(hit.indexPath, item)
      return true
    case .wheelUp, .wheelDown:
      let row = drawnElements.last {
        $0.category == .cell && $0.frame.contains(x: mouse.x, y: mouse.y)
      }.map(\.indexPath.section)
      if let row,
        solved?.orthogonalScrollingBehavior(ofSection: row) != OrthogonalScrollingBehavior.none
      {
        pageRow(row, mouse.kind == .wheelUp ? .towardLeading : .towardTrailing)
      } else {
        scroll(by: mouse.kind == .wheelUp ? -3 : 3)
      }
      return true
    default:
      return false
    }
  }
}
