import CompositionalLayout
import TerminalUI

extension CollectionView {
  /// The edge of a row whose actions show.
  enum SwipeEdge {
    case leading
    case trailing
  }

  /// A row's swipe actions on show: what UIKit shows when a row is swiped,
  /// here by Shift-→ (leading) or Shift-← (trailing).
  struct SwipeReveal {
    let item: AnyHashable
    let edge: SwipeEdge
    let configuration: SwipeActionsConfiguration
    /// The action Enter performs.
    var selected = 0
    /// Once an action ran, when the buttons go: they stay a moment, so the
    /// action is seen to be the one that acted.
    var closesAt: Double?
  }

  /// Whether a row's swipe actions show and wait for a choice: the view
  /// then takes every key, and its ``itemInteractionBindings`` name the
  /// way out.
  public var isShowingSwipeActions: Bool { swipe != nil && swipe?.closesAt == nil }

  /// The keys of the focused row's swipe actions, from the list
  /// configuration's providers: Shift-→ shows the leading actions and
  /// Shift-← the trailing ones, each named by its first action. While they
  /// show: ←/→ choose, Enter performs the chosen one, the same Shift-arrow
  /// again performs the first (a full swipe) and Esc closes them. Where the
  /// first trailing action deletes, the Delete key performs it at once.
  func makeSwipeActionBindings() -> [KeyBinding] {
    let showing: () -> Bool = { [unowned self] in isShowingSwipeActions }
    return [
      KeyBinding(
        "choose",
        keys: [.key(.left), .key(.right)],
        isEnabled: { [unowned self] in
          isShowingSwipeActions && (swipe?.configuration.actions.count ?? 0) > 1
        }
      ) { [unowned self] event in
        guard let swipe else { return .ignored }
        let count = swipe.configuration.actions.count
        let step = event == .key(.right) ? 1 : count - 1
        self.swipe?.selected = (swipe.selected + step) % count
        return .handled
      },
      KeyBinding(
        title: { [unowned self] in
          swipe.map { Self.name(of: $0.configuration.actions[$0.selected]) } ?? ""
        },
        keys: [.key(.enter)],
        alternatives: [.character(" ")],
        isEnabled: showing
      ) { [unowned self] _ in
        performSwipeAction(at: swipe?.selected ?? 0)
        return .handled
      },
      KeyBinding(
        title: { [unowned self] in
          swipe.map { Self.name(of: $0.configuration.actions[0]) } ?? ""
        },
        keys: [.key(.shiftRight), .key(.shiftLeft)],
        importance: .secondary,
        isEnabled: { [unowned self] in
          isShowingSwipeActions && swipe?.configuration.performsFirstActionWithFullSwipe == true
        },
        isKeyEnabled: { [unowned self] event in
          event == .key(swipe?.edge == .leading ? .shiftRight : .shiftLeft)
        }
      ) { [unowned self] _ in
        performSwipeAction(at: 0)
        return .handled
      },
      KeyBinding("close", keys: [.key(.escape)], importance: .essential, isEnabled: showing) {
        [unowned self] _ in
        swipe = nil
        return .handled
      },
      revealBinding(.leading, deleting: false),
      // Delete (or Backspace, which Macs label delete) deletes at once,
      // as a full swipe would.
      KeyBinding(
        title: { [unowned self] in
          offeredSwipeActions(.trailing).map { Self.name(of: $0.configuration.actions[0]) } ?? ""
        },
        keys: [.key(.delete)],
        alternatives: [.key(.backspace)],
        isEnabled: { [unowned self] in offeredSwipeActions(.trailing)?.deletes == true }
      ) { [unowned self] _ in
        guard let path = focusedIndexPath else { return .ignored }
        showSwipeActions(.trailing, at: path)
        performSwipeAction(at: 0)
        return .handled
      },
      revealBinding(.trailing, deleting: true),
      revealBinding(.trailing, deleting: false),
    ]
  }

  /// Shift-→ or Shift-←, showing the focused row's actions at `edge`
  /// where it has them and their first one deletes or not, as `deleting`
  /// says: named by that first action, or "actions" beside Delete.
  private func revealBinding(_ edge: SwipeEdge, deleting: Bool) -> KeyBinding {
    KeyBinding(
      title: { [unowned self] in
        deleting
          ? "actions"
          : offeredSwipeActions(edge).map { Self.name(of: $0.configuration.actions[0]) } ?? ""
      },
      keys: [.key(edge == .leading ? .shiftRight : .shiftLeft)],
      importance: deleting ? .helpOnly : .primary,
      isEnabled: { [unowned self] in offeredSwipeActions(edge)?.deletes == deleting }
    ) { [unowned self] _ in
      guard let path = focusedIndexPath else { return .ignored }
      showSwipeActions(edge, at: path)
      return .handled
    }
  }

  /// The actions the focused row offers at `edge` while none show and no
  /// row is carried, and whether the first deletes (only at the trailing
  /// edge, where Delete performs it).
  private func offeredSwipeActions(
    _ edge: SwipeEdge
  ) -> (configuration: SwipeActionsConfiguration, deletes: Bool)? {
    guard !capturesKeys, let path = focusedIndexPath,
      let configuration = swipeActionsConfiguration(edge, at: path)
    else { return nil }
    return (configuration, edge == .trailing && configuration.actions[0].style == .destructive)
  }

  /// The actions the list configuration of the row's section, as the
  /// view's layout was last solved, offers at `edge` of the row at `path`;
  /// nil where it offers none.
  func swipeActionsConfiguration(_ edge: SwipeEdge, at path: IndexPath)
    -> SwipeActionsConfiguration?
  {
    guard let list = solved?.listConfiguration(ofSection: path.section) else { return nil }
    let provider =
      edge == .leading
      ? list.leadingSwipeActionsConfigurationProvider
      : list.trailingSwipeActionsConfigurationProvider
    guard let configuration = provider?(path), !configuration.actions.isEmpty else { return nil }
    return configuration
  }

  /// Shows the actions at `edge` of the row at `path`, if it has any.
  func showSwipeActions(_ edge: SwipeEdge, at path: IndexPath) {
    guard let item = itemIdentity(at: path),
      let configuration = swipeActionsConfiguration(edge, at: path)
    else { return }
    swipe = SwipeReveal(item: item, edge: edge, configuration: configuration)
  }

  /// Runs the shown action at `index`; its buttons go a moment after it
  /// calls its completion.
  private func performSwipeAction(at index: Int) {
    guard var swipe, indexPath(ofItem: swipe.item) != nil else {
      self.swipe = nil
      return
    }
    swipe.selected = index
    self.swipe = swipe
    let action = swipe.configuration.actions[index]
    let button = swipeButtons().first { $0.index == index }?.frame
    let source =
      button.map {
        Rect(
          x: Double($0.x - frame.x),
          y: Double($0.y - frame.y) + contentOffset,
          width: Double($0.width),
          height: Double($0.height)
        )
      } ?? Rect(x: 0, y: 0, width: 0, height: 0)
    action.handler(action, source) { [weak self] _ in
      guard let self, self.swipe != nil else { return }
      self.swipe?.closesAt = self.clock.now + self.transitionDuration
    }
  }

  /// Takes a click while actions show: one on a button performs it, any
  /// other closes them. Returns whether it took the event.
  func handleSwipeClick(_ event: InputEvent) -> Bool {
    guard let swipe, swipe.closesAt == nil else { return false }
    guard case .mouse(let mouse) = event, mouse.kind.isPrimaryClick else { return true }
    if let button = swipeButtons().first(where: {
      $0.frame.contains(x: mouse.x, y: mouse.y)
    }) {
      performSwipeAction(at: button.index)
    } else {
      self.swipe = nil
    }
    return true
  }

  /// Ends shown actions whose time is up, or whose row has gone.
  func advanceSwipe(to now: Double) {
    guard let swipe else { return }
    if let closesAt = swipe.closesAt, closesAt <= now {
      self.swipe = nil
    } else if indexPath(ofItem: swipe.item) == nil {
      self.swipe = nil
    }
  }

  /// The shown actions' buttons where input finds them now: over their
  /// row's edge where the view places the row.
  func swipeButtons() -> [(index: Int, frame: CellRect, text: String)] {
    guard let swipe, let path = indexPath(ofItem: swipe.item),
      let row = screenFrameOfItem(at: path)
    else { return [] }
    return swipeButtons(over: row)
  }

  /// The shown actions' buttons over the edge of their row, drawn at
  /// `row`: the first action nearest the edge.
  private func swipeButtons(over row: CellRect) -> [(index: Int, frame: CellRect, text: String)] {
    guard let swipe else { return [] }
    var buttons: [(index: Int, frame: CellRect, text: String)] = []
    var leading = row.minX
    var trailing = row.maxX
    for (index, action) in swipe.configuration.actions.enumerated() {
      let label = [action.image, action.title].compactMap { $0 }.joined(separator: " ")
      let text = " \(label) "
      let width = CharacterWidth.width(of: text, repertoire: traits.repertoire)
      let x: Int
      switch swipe.edge {
      case .leading:
        x = leading
        leading += width
      case .trailing:
        trailing -= width
        x = trailing
      }
      buttons.append(
        (index, CellRect(x: x, y: row.y, width: width, height: row.height), text)
      )
    }
    return buttons
  }

  /// Draws the shown actions at the edge of their `row` (where this frame
  /// draws it), the row slid aside to make room for them, as a swiped row
  /// is.
  func drawSwipeActions(on canvas: inout Canvas, row: CellRect) {
    guard let swipe, let path = indexPath(ofItem: swipe.item), let source else { return }
    let buttons = swipeButtons(over: row)
    let width = buttons.reduce(0) { $0 + $1.frame.width }
    var slid = row
    slid.x += swipe.edge == .leading ? width : -width
    canvas.fill(row)
    canvas.withClip(row) {
      source.drawCell(on: &$0, in: slid, at: path, state: state(at: path))
    }
    let theme = canvas.theme
    for button in buttons {
      let action = swipe.configuration.actions[button.index]
      var style = action.style == .destructive ? theme.swipeActionDestructive : theme.swipeAction
      if swipe.configuration.actions.count > 1 && button.index == swipe.selected {
        style.attributes.insert(.underline)
      }
      canvas.fill(button.frame, style: style)
      canvas.put(button.text, x: button.frame.x, y: button.frame.y, style: style)
    }
  }

  /// What a binding calls an action: its title, else its symbol.
  private static func name(of action: ContextualAction) -> String {
    action.title?.lowercased() ?? action.image ?? "action"
  }
}
