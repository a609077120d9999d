import TerminalUI
import Testing

@testable import CollectionView

@Suite struct ControlTests {
  @Test func textFieldEditsUnicodeText() {
    var field = LineEditor(placeholder: "Search")
    func press(_ event: InputEvent) -> Bool { field.handle(event) }
    for character in "Yerupajá 🗻" { #expect(press(.character(character))) }
    #expect(field.text == "Yerupajá 🗻")
    #expect(press(.key(.backspace)))
    #expect(press(.key(.left)))
    #expect(press(.key(.backspace)))
    #expect(field.text == "Yerupaj ")
    #expect(press(.key(.home)))
    #expect(press(.key(.delete)))
    #expect(field.text == "erupaj ")
    #expect(press(.key(.end)))
    #expect(press(.ctrl("u")))
    #expect(field.text.isEmpty && field.cursor == 0)
    #expect(!press(.key(.down)))
    #expect(!press(.key(.enter)))
  }

  /// The readline keys: by word with Ctrl-←/→, Ctrl-W and Alt-Backspace
  /// delete the word before the cursor, Ctrl-U and Ctrl-K to either end.
  @Test func textFieldReadlineKeys() {
    var field = LineEditor(text: "Nevado  Huascarán Sur")
    func press(_ event: InputEvent) {
      let used = field.handle(event)
      #expect(used)
    }
    press(.key(.ctrlLeft))
    #expect(field.cursor == 18)
    press(.key(.ctrlLeft))
    #expect(field.cursor == 8)
    press(.key(.ctrlLeft))
    #expect(field.cursor == 0)
    press(.key(.ctrlRight))
    #expect(field.cursor == 6)
    press(.key(.ctrlRight))
    #expect(field.cursor == 17)
    press(.ctrl("k"))
    #expect(field.text == "Nevado  Huascarán" && field.cursor == 17)
    press(.ctrl("w"))
    #expect(field.text == "Nevado  " && field.cursor == 8)
    press(.key(.altBackspace))
    #expect(field.text.isEmpty && field.cursor == 0)
    field.setText("Mount Everest")
    press(.key(.ctrlLeft))
    press(.ctrl("u"))
    #expect(field.text == "Everest" && field.cursor == 0)
    press(.ctrl("k"))
    #expect(field.text.isEmpty)
  }

  @Test func textFieldKeepsItsCursorWhenACombiningMarkJoinsACharacter() {
    var field = LineEditor()
    for character in ["e", "\u{301}", "x"] as [Character] {
      _ = field.handle(.character(character))
    }
    #expect(field.text == "éx" && field.cursor == 2)
    _ = field.handle(.key(.left))
    _ = field.handle(.key(.left))
    _ = field.handle(.character("a"))
    _ = field.handle(.key(.end))
    _ = field.handle(.key(.backspace))
    #expect(field.text == "aé" && field.cursor == 2)
  }

  @Test func textFieldPastesAtTheCursorAsOneEdit() {
    var field = LineEditor()
    func paste(_ text: String) -> Bool { field.handle(.paste(text)) }
    field.setText("Mount Everest")
    for _ in 0..<7 { _ = field.handle(.key(.left)) }
    #expect(paste("K2 or "))
    #expect(field.text == "Mount K2 or Everest" && field.cursor == 12)
    _ = field.handle(.key(.home))
    #expect(paste("⛰️ "))
    #expect(field.text == "⛰️ Mount K2 or Everest" && field.cursor == 2)
    _ = field.handle(.key(.end))
    #expect(paste("!"))
    #expect(field.text == "⛰️ Mount K2 or Everest!" && field.cursor == 22)
    // Typing and deleting go on from where the paste left the cursor.
    _ = field.handle(.key(.backspace))
    _ = field.handle(.key(.left))
    _ = field.handle(.character("T"))
    #expect(field.text == "⛰️ Mount K2 or EveresTt" && field.cursor == 21)
    #expect(paste(""))
    #expect(field.text == "⛰️ Mount K2 or EveresTt" && field.cursor == 21)
  }

  @Test func textFieldPastesControlCharactersAsSpaces() {
    var field = LineEditor()
    func paste(_ text: String) -> Bool { field.handle(.paste(text)) }
    #expect(paste("Mount\nEverest\tK2\r\nq\u{1B}[A\u{7F}\u{85}x"))
    #expect(field.text == "Mount Everest K2 q [A  x")
    #expect(field.cursor == field.text.count)
    // A combining mark that starts a paste joins the character before it.
    field.setText("e")
    _ = field.handle(.paste("\u{301}t\u{301}"))
    #expect(field.text == "ét́" && field.cursor == 2)
  }

  @Test func textFieldTakesALongPasteInOneGo() {
    var field = LineEditor()
    field.setText("[]")
    _ = field.handle(.key(.left))
    func paste(_ text: String) -> Bool { field.handle(.paste(text)) }
    let pasted = String(repeating: "abcdefghi\n", count: 10_000)
    #expect(paste(pasted))
    let expected = "[" + String(repeating: "abcdefghi ", count: 10_000) + "]"
    #expect(field.text == expected)
    #expect(field.cursor == 100_001)
    _ = field.handle(.character("!"))
    #expect(field.text.suffix(3) == " !]" && field.cursor == 100_002)
  }

  @Test func textFieldShowsPlaceholderAndScrollsToTheCursor() {
    var canvas = Canvas(width: 12, height: 1)
    LineEditor(placeholder: "Search", prompt: "/ ").draw(
      on: &canvas,
      in: canvas.bounds,
      isFocused: false
    )
    #expect(canvas.plainText() == " /  Search\n")
    var field = LineEditor(prompt: "/ ")
    field.setText("abcdefghijklmnop")
    canvas = Canvas(width: 12, height: 1)
    field.draw(on: &canvas, in: canvas.bounds, isFocused: true)
    // Eight cells of room: seven characters and the cursor after them.
    #expect(canvas.plainText() == " / jklmnop\n")
  }

  @Test func switchShowsItsState() {
    var canvas = Canvas(width: 8, height: 1)
    SwitchKnob(isOn: true).draw(on: &canvas, x: 0, y: 0)
    SwitchKnob(isOn: false).draw(on: &canvas, x: 4, y: 0)
    #expect(canvas.plainText() == "━━◉ ◉━━\n")
    var ascii = Canvas(width: 8, height: 1, repertoire: .ascii)
    SwitchKnob(isOn: true).draw(on: &ascii, x: 0, y: 0)
    #expect(ascii.plainText() == "[x]\n")
  }

  @Test func listRowsDrawTextSecondaryTextAndAccessories() {
    var canvas = Canvas(width: 30, height: 1)
    ListContentConfiguration(
      text: "Wi-Fi",
      secondaryText: "Home",
      image: "📶",
      accessories: [.checkmark, .detail, .disclosureIndicator]
    ).draw(on: &canvas, in: canvas.bounds, state: CellState())
    #expect(canvas.plainText() == " 📶 Wi-Fi          Home ✓ ⅈ ›\n")
    var outline = Canvas(width: 20, height: 1)
    var configuration = ListContentConfiguration(
      text: "Smileys",
      accessories: [.outlineDisclosure(isExpanded: false)]
    )
    configuration.indentationLevel = 1
    configuration.draw(on: &outline, in: outline.bounds, state: CellState())
    #expect(outline.plainText() == "   ▸ Smileys\n")
    var ascii = Canvas(width: 20, height: 1, repertoire: .ascii)
    ListContentConfiguration(
      text: "Star",
      accessories: [.star(isFilled: true), .reorder, .toggle(isOn: false)]
    )
    .draw(on: &ascii, in: ascii.bounds, state: CellState())
    #expect(ascii.plainText() == " Star       * = [ ]\n")
  }

  @Test func subtitleRowsWrapTheirSecondaryTextBelow() {
    var configuration = ListContentConfiguration.subtitleCell()
    configuration.text = "Headphones"
    configuration.secondaryText = "Listen to music on the go with great sound"
    #expect(configuration.height(forWidth: 24) == 3)
    var canvas = Canvas(width: 24, height: 3)
    configuration.draw(on: &canvas, in: canvas.bounds, state: CellState())
    #expect(canvas.plainText() == " Headphones\n Listen to music on the\n go with great sound\n")
  }
}
