import CollectionView
import Testing

/// A text view edits many lines as a terminal editor does: wrapped to its
/// width, scrolled to keep the cursor in view, selecting with Shift and
/// moving by word; read-only, its keys scroll.
@Suite struct TextViewTests {
  final class Host: ViewController, TextViewDelegate {
    let textView = TextView()
    var changes = 0

    init() {
      super.init(title: "Text", clock: VirtualClock())
    }

    override func viewDidLoad() {
      textView.frame = view.bounds
      textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      textView.delegate = self
      view.addSubview(textView)
    }

    func textViewDidChange(_ textView: TextView) { changes += 1 }

    func textView(
      _ textView: TextView,
      shouldChangeTextIn range: Range<Int>,
      replacementText text: String
    ) -> Bool {
      !text.contains("#")
    }
  }

  static func host(width: Int = 10, height: Int = 3, text: String = "") -> Host {
    let host = Host()
    host.textView.text = text
    host.layout(in: CellRect(x: 0, y: 0, width: width, height: height))
    return host
  }

  static func screen(_ host: Host) -> [String] {
    var canvas = Canvas(width: host.frame.width, height: host.frame.height)
    host.draw(into: &canvas, now: 0)
    return canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
      .prefix(host.frame.height).map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  static func type(_ text: String, into host: Host) {
    for character in text { press(.character(character), on: host) }
  }

  @Test func typingWrapsAtTheEdgeAndScrollsToTheCursor() {
    let host = Self.host()
    #expect(host.textView.isFirstResponder && host.capturesKeys)
    Self.type("q and ? are letters", into: host)
    press(.key(.enter), on: host)
    Self.type("two", into: host)
    #expect(host.textView.text == "q and ? are letters\ntwo")
    // Rows break after the last space that fits: "q and ? ", "are ",
    // "letters", "two"; the first scrolled away for the cursor.
    #expect(Self.screen(host) == ["are", "letters", "two"])
    #expect(host.textView.contentOffset.y == 1)
    press(.key(.enter), on: host)
    Self.type("four", into: host)
    // Five rows in three: the cursor after "four".
    #expect(Self.screen(host) == ["letters", "two", "four"])
    #expect(host.textView.contentOffset.y == 2)
    #expect(host.cursorPosition(at: 0) == CellPoint(x: 4, y: 2))
    #expect(host.changes == 28)
  }

  @Test func aWordLongerThanTheRowBreaksWhereItReachesTheEdge() {
    let host = Self.host(text: "a mountaineering club")
    #expect(Self.screen(host) == ["a", "mountainee", "ring club"])
  }

  @Test func upAndDownKeepTheirColumnAcrossShortLines() {
    let host = Self.host(width: 20, height: 5, text: "alpha beta\nxy\ngamma delta")
    press(.key(.ctrlRight), on: host)
    press(.key(.ctrlRight), on: host)
    #expect(host.textView.selectedRange == 10..<10)
    press(.key(.down), on: host)
    #expect(host.textView.selectedRange == 13..<13)
    press(.key(.down), on: host)
    #expect(host.textView.selectedRange == 24..<24)
    press(.key(.ctrlLeft), on: host)
    #expect(host.textView.selectedRange == 20..<20)
    press(.key(.home), on: host)
    press(.key(.up), on: host)
    #expect(host.textView.selectedRange == 11..<11)
  }

  @Test func shiftSelectsAndTypingReplacesTheSelection() {
    let host = Self.host(width: 20, height: 3, text: "one two\nthree")
    press(.key(.ctrlRight), on: host)
    press(.key(.shiftRight), on: host)
    press(.key(.shiftRight), on: host)
    press(.key(.shiftDown), on: host)
    #expect(host.textView.selectedRange == 3..<13)
    Self.type("-", into: host)
    #expect(host.textView.text == "one-")
    // A paste keeps its line breaks; tabs become spaces.
    press(.paste("a\tb\nc"), on: host)
    #expect(host.textView.text == "one-a b\nc")
    // The delegate refuses what it will not have.
    press(.character("#"), on: host)
    #expect(host.textView.text == "one-a b\nc")
    press(.ctrl("u"), on: host)
    #expect(host.textView.text == "one-a b\n")
    press(.key(.backspace), on: host)
    #expect(host.textView.text == "one-a b")
    press(.ctrl("w"), on: host)
    #expect(host.textView.text == "one-a ")
  }

  @Test func readOnlyTheKeysScroll() {
    let text = (1...20).map { "line \($0)" }.joined(separator: "\n")
    let host = Self.host(width: 12, height: 4, text: text)
    host.textView.isEditable = false
    #expect(!host.capturesKeys)
    press(.key(.pageDown), on: host)
    #expect(Self.screen(host).first == "line 4")
    press(.key(.end), on: host)
    #expect(Self.screen(host) == ["line 17", "line 18", "line 19", "line 20"])
    // Letters are not the view's: they go on up, to the app.
    #expect(!press(.character("q"), on: host))
    #expect(host.cursorPosition(at: 0) == nil)
    _ = host.handle(.mouse(MouseEvent(.wheelUp, x: 1, y: 1)))
    #expect(Self.screen(host).first == "line 14")
  }
}
