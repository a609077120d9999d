import CompositionalLayout
import TerminalUI

extension CollectionView {
  /// The keys that move focus and scroll, as far as they do something now:
  /// the arrows of the axes focus can move along, paging while the content
  /// overflows, and `[ ]` while focus is in a sideways row. Screens put
  /// them in their ``Screen/keyBindings``.
  public var navigationBindings: [KeyBinding] { navigationBindings(lettersMove: true) }

  /// ``navigationBindings``, with h j k l moving focus only when
  /// `lettersMove`: a screen where letters type leaves them out.
  public func navigationBindings(lettersMove: Bool) -> [KeyBinding] {
    var bindings: [KeyBinding] = []
    let vertical = canMoveFocus(.up) || canMoveFocus(.down)
    let horizontal = canMoveFocus(.left) || canMoveFocus(.right)
    if vertical || horizontal {
      var arrows = ""
      var letters: [String] = []
      var events: [InputEvent] = []
      if vertical {
        arrows += "↑↓"
        letters += ["k", "j"]
        events += [.key(.up), .key(.down)]
      }
      if horizontal {
        arrows += "←→"
        letters += ["h", "l"]
        events += [.key(.left), .key(.right)]
      }
      if !lettersMove { letters = [] }
      events += letters.map { .character(Character($0)) }
      bindings.append(
        KeyBinding(
          arrows,
          "move",
          helpKeys: ([arrows] + letters).joined(separator: " "),
          events: events
        ) { [unowned self] event in
          if let direction = Self.direction(of: event) { moveFocus(direction) }
          return .handled
        }
      )
    }
    if showsScrollbar {
      bindings.append(
        KeyBinding(
          "pgup/pgdn",
          "scroll",
          helpKeys: "pgup pgdn home end",
          events: [.key(.pageUp), .key(.pageDown), .key(.home), .key(.end)],
          importance: .secondary
        ) { [unowned self] event in
          switch event {
          case .key(.pageUp): page(.up)
          case .key(.pageDown): page(.down)
          case .key(.home): scrollToTop()
          default: scrollToBottom()
          }
          return .handled
        }
      )
    }
    if let section = focusedIndexPath?.section,
      solved?.orthogonalScrollingBehavior(ofSection: section) != OrthogonalScrollingBehavior.none
    {
      bindings.append(
        KeyBinding(
          "[ ]",
          "page row",
          events: [.character("["), .character("]")],
          importance: .secondary
        ) { [unowned self] event in
          pageRow(section, event == .character("[") ? .towardLeading : .towardTrailing)
          return .handled
        }
      )
    }
    return bindings
  }

  /// The keys of what rows offer themselves: moving where the data source
  /// lets them (``CollectionViewDiffableDataSource/reorderingHandlers``),
  /// swipe actions where the list configuration has them, and expanding
  /// and collapsing outline rows; while a row
  /// is carried or its actions show, only the keys of that. Screens put
  /// them in their ``Screen/keyBindings``, as ``CollectionViewController``
  /// does.
  public var itemInteractionBindings: [KeyBinding] {
    if isCarryingItem { return reorderingBindings }
    if isShowingSwipeActions { return swipeActionBindings }
    return reorderingBindings + swipeActionBindings + outlineBindings
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

  /// ``keyBindings``, with Enter and Space activating the focused item
  /// (``activateFocusedItem()``) under `title` where there is one, and
  /// answering what `response` says.
  public func keyBindings(
    activating title: String?,
    response: @escaping () -> ScreenResponse
  ) -> [KeyBinding] {
    if capturesKeys { return itemInteractionBindings }
    var bindings = navigationBindings + itemInteractionBindings
    if let title, focusedIndexPath != nil {
      bindings.append(
        KeyBinding(
          "enter",
          title,
          helpKeys: "enter space",
          events: [.key(.enter), .character(" ")]
        ) { [unowned self] _ in
          activateFocusedItem()
          return response()
        }
      )
    }
    return bindings
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
