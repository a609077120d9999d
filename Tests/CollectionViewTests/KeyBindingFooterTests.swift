import CollectionView
import TerminalUI
import Testing

/// Which bindings a footer of a given width shows, and how.
@Suite("Key binding footer")
struct KeyBindingFooterTests {
  func binding(
    _ keys: String,
    _ action: String,
    _ importance: KeyBinding.Importance = .primary
  ) -> KeyBinding {
    KeyBinding(keys, action, events: [], importance: importance) { _ in .ignored }
  }

  func footer(_ bindings: [KeyBinding], width: Int) -> [String] {
    bindings.fitting(width: width).map { "\($0.keys) \($0.action)" }
  }

  @Test func bindingsThatDoTheSameAreOneEntry() {
    let bindings = [
      binding("↑↓", "move"), binding("enter", "expand", .secondary), binding("→", "expand"),
      binding("q", "quit", .essential),
    ]
    #expect(footer(bindings, width: 80) == ["↑↓ move", "enter/→ expand", "q quit"])
    // The entry is as important as its more important binding: it outlasts
    // a secondary one.
    let narrow = bindings + [binding("x", "extra", .secondary)]
    #expect(footer(narrow, width: 34) == ["↑↓ move", "enter/→ expand", "q quit"])
  }

  @Test func theLeastImportantGoFirstTheLaterOfEqualsBeforeTheEarlier() {
    let bindings = [
      binding("↑↓", "move"), binding("a", "one", .secondary), binding("b", "two", .secondary),
      binding("h", "hidden", .helpOnly), binding("?", "help", .essential),
    ]
    #expect(footer(bindings, width: 80) == ["↑↓ move", "a one", "b two", "? help"])
    #expect(footer(bindings, width: 28) == ["↑↓ move", "a one", "? help"])
    #expect(footer(bindings, width: 20) == ["↑↓ move", "? help"])
    #expect(footer(bindings, width: 9) == ["? help"])
    #expect(footer(bindings, width: 8).isEmpty)
  }
}
