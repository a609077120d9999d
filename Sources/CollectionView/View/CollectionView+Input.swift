import CompositionalLayout
import TerminalUI

extension CollectionView {
  /// The keys that move focus and scroll, each working while it does
  /// something: the arrows of the axes focus can move along (and h j k l
  /// with them, where ``lettersMoveFocus``), paging while the content
  /// overflows, and `[ ]` while focus is in a sideways row; none while a
  /// carried row or shown swipe actions have the keyboard.
  func makeNavigationBindings() -> [KeyBinding] {
    [
      KeyBinding(
        "move",
        keys: [.key(.up), .key(.down), .key(.left), .key(.right)],
        alternatives: [.character("k"), .character("j"), .character("h"), .character("l")],
        isEnabled: { [unowned self] in !capturesKeys },
        isKeyEnabled: { [unowned self] event in
          if case .character = event, !lettersMoveFocus { return false }
          switch Self.direction(of: event) {
          case .up, .down: return canMoveFocus(.up) || canMoveFocus(.down)
          case .left, .right: return canMoveFocus(.left) || canMoveFocus(.right)
          case nil: return false
          }
        }
      ) { [unowned self] event in
        if let direction = Self.direction(of: event) { moveFocus(direction) }
        return .handled
      },
      KeyBinding(
        "scroll",
        keys: [.key(.pageUp), .key(.pageDown)],
        alternatives: [.key(.home), .key(.end)],
        importance: .secondary,
        isEnabled: { [unowned self] in showsScrollbar && !capturesKeys }
      ) { [unowned self] event in
        switch event {
        case .key(.pageUp): page(.up)
        case .key(.pageDown): page(.down)
        case .key(.home): scrollToTop()
        default: scrollToBottom()
        }
        return .handled
      },
      KeyBinding(
        "page row",
        keys: [.character("["), .character("]")],
        importance: .secondary,
        isEnabled: { [unowned self] in focusedOrthogonalSection != nil && !capturesKeys }
      ) { [unowned self] event in
        guard let section = focusedOrthogonalSection else { return .ignored }
        pageRow(section, event == .character("[") ? .towardLeading : .towardTrailing)
        return .handled
      },
    ]
  }

  /// The section of the focused item, where it scrolls sideways.
  private var focusedOrthogonalSection: Int? {
    guard let section = focusedIndexPath?.section,
      solved?.orthogonalScrollingBehavior(ofSection: section) != OrthogonalScrollingBehavior.none
    else { return nil }
    return section
  }

  private static func direction(of event: InputEvent) -> FocusDirection? {
    switch event {
    case .key(.up), .character("k"): .up
    case .key(.down), .character("j"): .down
    case .key(.left), .character("h"): .left
    case .key(.right), .character("l"): .right
    default: nil
    }
  }

  /// Enter and Space on the focused item, under what
  /// ``primaryActionTitle`` names (or "select" where selection is
  /// allowed): ``activateFocusedItem()``.
  func makeActivationBinding() -> KeyBinding {
    KeyBinding(
      title: { [unowned self] in activationTitle ?? "" },
      keys: [.key(.enter)],
      alternatives: [.character(" ")],
      isEnabled: { [unowned self] in !capturesKeys && activationTitle != nil }
    ) { [unowned self] _ in
      activateFocusedItem()
      return .handled
    }
  }

  /// What Enter does on the focused item; nil where it does nothing.
  private var activationTitle: String? {
    guard let path = focusedIndexPath else { return nil }
    return primaryActionTitle?(path) ?? (allowsSelection ? "select" : nil)
  }

  /// Handles a mouse event aimed at the collection; returns false for
  /// events it has no use for, so the screen around it can act on them.
  /// Positions are screen cells, tested against the view's ``frame``. A
  /// click focuses the item under the pointer, brings it fully into view
  /// and runs its primary action; the vertical wheel scrolls the page
  /// wherever the pointer is; the horizontal wheel (or Shift with the
  /// wheel) pages the sideways row under the pointer.
  /// While a row is carried every event is taken: only the carrying keys
  /// act; while swipe actions show, a click performs the one it lands on
  /// or closes them. A click on a row's ≡ picks the row up where it may
  /// move, and one on its ⊖ shows its trailing actions, as UIKit's delete
  /// accessory does.
  func handleInput(_ event: InputEvent) -> Bool {
    if isCarryingItem || handleSwipeClick(event) { return true }
    guard case .mouse(let mouse) = event, frame.contains(x: mouse.x, y: mouse.y) else {
      return false
    }
    switch clickedAccessory(event) {
    case (let path, .reorder)? where source?.canMoveItem(at: path) == true:
      focusItem(at: path)
      pickUp()
      return true
    case (let path, .delete)? where swipeActionsConfiguration(.trailing, at: path) != nil:
      focusItem(at: path)
      showSwipeActions(.trailing, at: path)
      return true
    default:
      break
    }
    switch mouse.kind {
    case let kind where kind.isPrimaryClick:
      guard let path = indexPathForItem(atX: mouse.x, y: mouse.y) else { return false }
      focusItem(at: path)
      activate(at: path)
      return true
    case .wheelUp, .wheelDown:
      scroll(by: mouse.kind == .wheelUp ? -3 : 3)
      return true
    case .wheelLeft, .wheelRight:
      guard let section = sidewaysSection(atY: mouse.y) else { return false }
      tiltRow(section, mouse.kind == .wheelLeft ? .towardLeading : .towardTrailing)
      return true
    default:
      return false
    }
  }

  /// Runs the primary action of the focused item.
  @discardableResult
  public func activateFocusedItem() -> Bool {
    guard let path = focusedIndexPath else { return false }
    activate(at: path)
    return true
  }

  /// The cell on screen at a screen position, the topmost where several
  /// overlap, as the user sees it (``sceneOnScreen``), mid-change too;
  /// deleted elements fading out are not there to hit.
  public func indexPathForItem(atX x: Int, y: Int) -> IndexPath? {
    sceneOnScreen.item(atX: x, y: y)
  }

  /// Where the cell of the item at `indexPath` is on screen, as the user
  /// sees it. Nil where it is not shown (or only fades out).
  func screenFrameOfItem(at indexPath: IndexPath) -> CellRect? {
    sceneOnScreen.cells(ofItemAt: indexPath)
  }

  /// The sideways-scrolling section whose row is at screen row `y`, also
  /// where the pointer is between its cells.
  private func sidewaysSection(atY y: Int) -> Int? {
    guard let solved else { return nil }
    let row = Double(y - frame.y) + sceneOnScreen.viewport.minY + 0.5
    return (0..<solved.numberOfSections).first { section in
      let band = solved.frame(ofSection: section)
      return band.minY <= row && row < band.maxY
        && solved.orthogonalScrollingBehavior(ofSection: section)
          != OrthogonalScrollingBehavior.none
    }
  }
}
