import CollectionView
import TerminalUI

extension App {
  /// Help, back and quit: the app's own keys, kept to the footer's end.
  /// Backspace goes back too where the screen has no use for it (Table
  /// View Editing deletes with it).
  func makeEssentialBindings() -> [KeyBinding] {
    [
      KeyBinding("help", keys: [.character("?")], importance: .essential) { [unowned self] _ in
        showsHelp = true
        helpOffset = 0
        return .handled
      },
      KeyBinding(
        "back",
        keys: [.key(.escape)],
        alternatives: [.key(.backspace)],
        importance: .essential,
        isEnabled: { [unowned self] in stack.count > 1 },
        isKeyEnabled: { [unowned self] key in
          key != .key(.backspace) || !top.keyBindings.contains { $0.matches(key) }
        }
      ) { _ in .pop },
      KeyBinding(
        "quit",
        keys: [.character("q")],
        alternatives: [.ctrl("c")],
        importance: .essential
      ) { [unowned self] _ in
        isFinished = true
        return .handled
      },
    ]
  }

  /// `:`, and Ctrl-P also where typing takes `:`, opens the palette with
  /// the commands of the screen as it is now: in the footer on every
  /// screen at any width, so whatever the footer has no room for is one
  /// key away.
  func makeOpenPaletteBinding() -> KeyBinding {
    KeyBinding(
      "more",
      keys: [.character(":")],
      alternatives: [.ctrl("p")],
      importance: .essential,
      isKeyEnabled: { [unowned self] key in key != .character(":") || !top.capturesKeys }
    ) { [unowned self] _ in
      openPalette()
      return .handled
    }
  }

  /// The keys of the open palette: typing filters
  /// (``CommandPalette/handle(_:)``).
  func makePaletteKeys() -> [KeyBinding] {
    [
      .note("type", "filter"),
      KeyBinding(
        "choose",
        keys: [.key(.up), .key(.down)],
        alternatives: [.ctrl("p"), .ctrl("n")]
      ) { [unowned self] event in
        palette?.move(by: event == .key(.up) || event == .ctrl("p") ? -1 : 1)
        return .handled
      },
      KeyBinding("run", keys: [.key(.enter)]) { [unowned self] _ in
        palette?.selectedEntry.map(run) ?? .handled
      },
      KeyBinding("close", keys: [.key(.escape)], importance: .essential) { [unowned self] _ in
        palette = nil
        return .handled
      },
    ]
  }
}
