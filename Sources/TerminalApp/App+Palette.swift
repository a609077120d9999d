import CollectionView
import TerminalUI

extension App {
  /// Opens the palette with what can be done here: the screen's
  /// commands, the plug-ins', help, back and quit, then the app's
  /// destinations. A plug-in's command whose key the screen takes (as a
  /// text field takes typing) is offered without a key.
  func openPalette() {
    func entries(_ bindings: [KeyBinding], keyed: Bool = true) -> [CommandPalette.Entry] {
      bindings.compactMap { binding in
        guard
          let key = binding.keys.first(where: binding.matches)
            ?? binding.alternatives.first(where: binding.matches)
        else { return nil }
        return CommandPalette.Entry(
          title: binding.action,
          detail: keyed ? binding.footerKeys : ""
        ) { [unowned self] in
          respond(to: binding.perform(key))
        }
      }
    }
    let screen = top.keyBindings.enabled
    let plugins = pluginBindings(besides: top.capturesKeys ? [] : screen)
    let commands =
      entries(screen + (top.capturesKeys ? [] : plugins.free))
      + entries(top.capturesKeys ? plugins.free + plugins.taken : plugins.taken, keyed: false)
      + entries(essentialBindings.enabled)
    let places = destinations.map { destination in
      CommandPalette.Entry(title: destination.title, detail: destination.detail) {
        [unowned self] in
        open(destination)
      }
    }
    palette = CommandPalette(title: paletteTitle, entries: commands + places)
  }

  /// Closes the palette and runs `entry`.
  func run(_ entry: CommandPalette.Entry) -> ScreenResponse {
    palette = nil
    entry.run()
    return .handled
  }

  /// Opens `destination`'s screen over the root screen.
  private func open(_ destination: Destination) {
    guard let screen = destination.makeScreen() else { return }
    stack.removeSubrange(1...)
    push(screen)
  }
}
