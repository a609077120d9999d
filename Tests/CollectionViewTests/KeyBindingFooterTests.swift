import CollectionView
import TerminalUI
import Testing

/// Which bindings a footer of a given width shows, and how their keys are
/// spelled from the keys they declare.
@Suite("Key binding footer")
struct KeyBindingFooterTests {
  let up = InputEvent.key(.up)
  let down = InputEvent.key(.down)
  let right = InputEvent.key(.right)
  let enter = InputEvent.key(.enter)

  func binding(
    _ keys: [InputEvent],
    _ action: String,
    _ importance: KeyBinding.Importance = .primary
  ) -> KeyBinding {
    KeyBinding(action, keys: keys, importance: importance) { _ in .ignored }
  }

  func footer(_ bindings: [KeyBinding], width: Int) -> [String] {
    bindings.fitting(width: width).map { "\($0.keys) \($0.action)" }
  }

  @Test func bindingsThatDoTheSameAreOneEntry() {
    let bindings = [
      binding([up, down], "move"), binding([enter], "expand", .secondary),
      binding([right], "expand"), binding([.character("q")], "quit", .essential),
    ]
    #expect(footer(bindings, width: 80) == ["↑↓ move", "enter/→ expand", "q quit"])
    // The entry is as important as its more important binding: it outlasts
    // a secondary one.
    let narrow = bindings + [binding([.character("x")], "extra", .secondary)]
    #expect(footer(narrow, width: 34) == ["↑↓ move", "enter/→ expand", "q quit"])
  }

  @Test func theLeastImportantGoFirstTheLaterOfEqualsBeforeTheEarlier() {
    let bindings = [
      binding([up, down], "move"), binding([.character("a")], "one", .secondary),
      binding([.character("b")], "two", .secondary),
      binding([.character("h")], "hidden", .helpOnly),
      binding([.character("?")], "help", .essential),
    ]
    #expect(footer(bindings, width: 80) == ["↑↓ move", "a one", "b two", "? help"])
    #expect(footer(bindings, width: 28) == ["↑↓ move", "a one", "? help"])
    #expect(footer(bindings, width: 20) == ["↑↓ move", "? help"])
    #expect(footer(bindings, width: 9) == ["? help"])
    #expect(footer(bindings, width: 8).isEmpty)
  }

  @Test func theFooterAndHelpSpellTheDeclaredKeys() {
    let move = KeyBinding(
      "move",
      keys: [up, down, .key(.left), right],
      alternatives: [.character("k"), .character("j")]
    ) { _ in .ignored }
    #expect(move.footerKeys == "↑↓←→")
    #expect(move.helpKeys == "↑↓←→ k j")
    let page = KeyBinding(
      "scroll",
      keys: [.key(.pageUp), .key(.pageDown)],
      alternatives: [.key(.home), .key(.end)]
    ) { _ in .ignored }
    #expect(page.footerKeys == "pgup/pgdn")
    #expect(page.helpKeys == "pgup pgdn home end")
    let row = KeyBinding("page row", keys: [.character("["), .character("]")]) { _ in .ignored }
    #expect(row.footerKeys == "[ ]")
    let carry = KeyBinding(
      "move row",
      keys: [.key(.shiftUp), .key(.shiftDown)],
      alternatives: [.character(" "), .ctrl("p"), .key(.backTab)]
    ) { _ in .ignored }
    #expect(carry.footerKeys == "shift-↑↓")
    #expect(carry.helpKeys == "shift-↑↓ space ctrl-p shift-tab")
  }

  @Test func onlyTheKeysThatWorkAreShownAndRun() {
    var vertical = true
    let move = KeyBinding(
      "move",
      keys: [up, down, .key(.left), right],
      isKeyEnabled: { key in vertical || (key != up && key != down) }
    ) { _ in .handled }
    #expect(move.matches(up) && move.footerKeys == "↑↓←→")
    vertical = false
    #expect(!move.matches(up) && move.matches(right))
    #expect(move.footerKeys == "←→")
    var works = true
    let palette = KeyBinding(
      "more",
      keys: [.character(":")],
      alternatives: [.ctrl("p")],
      isKeyEnabled: { key in works || key != .character(":") }
    ) { _ in .handled }
    #expect(palette.footerKeys == ":" && palette.helpKeys == ": ctrl-p")
    // Where none of its keys works, the footer names the alternative that does.
    works = false
    #expect(palette.footerKeys == "ctrl-p" && !palette.matches(.character(":")))
    let off = KeyBinding("never", keys: [enter], isEnabled: { false }) { _ in .handled }
    #expect(!off.isEnabled && !off.matches(enter))
    #expect([off, move].enabled.map(\.action) == ["move"])
  }
}
