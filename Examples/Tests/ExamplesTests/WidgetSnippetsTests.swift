import CollectionView
import TerminalApp
import TerminalUI
import Testing

@testable import WidgetSnippets

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The examples of the widget articles in CollectionView.docc: each
/// article shows its file word for word, and each example does what its
/// article says, driven as a user drives it.
@Suite struct WidgetSnippetsTests {
  /// Each article and the file of its example.
  static let articles = [
    ("Labels", "LabelExample"),
    ("StackViews", "StackViewExample"),
    ("TextFields", "TextFieldExample"),
    ("TextViews", "TextViewExample"),
    ("Buttons", "ButtonExample"),
    ("Switches", "SwitchExample"),
    ("SegmentedControls", "SegmentedControlExample"),
    ("ProgressViews", "ProgressViewExample"),
    ("ControlsAndActions", "ControlExample"),
  ]

  @Test(arguments: articles)
  func theArticleShowsItsCompiledExample(article: String, example: String) throws {
    let here = #filePath.split(separator: "/").dropLast(4).joined(separator: "/")
    let text = try #require(
      readText("/\(here)/Sources/CollectionView/CollectionView.docc/\(article).md")
    )
    let code = try #require(readText("/\(here)/Examples/Sources/WidgetSnippets/\(example).swift"))
    #expect(text.contains("```swift\n" + code + "```\n"))
    // The article is in the module's topics.
    let module = try #require(
      readText("/\(here)/Sources/CollectionView/CollectionView.docc/CollectionView.md")
    )
    #expect(module.contains("- <doc:\(article)>\n"))
  }

  /// `controller` in an app of `width` by `height` cells on a virtual
  /// clock, and a pilot to drive it.
  static func pilot(
    width: Int = 40,
    height: Int = 8,
    _ make: (VirtualClock) -> ViewController
  ) -> Pilot {
    let clock = VirtualClock()
    let app = App(root: make(clock), clock: clock, size: CellSize(width: width, height: height))
    let pilot = Pilot(app: app, clock: clock)
    pilot.redraw()
    return pilot
  }

  /// The screen's rows, trailing spaces dropped.
  static func lines(_ pilot: Pilot) -> [String] {
    pilot.text.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
  }

  @Test func aNoticeIsBoldCentredAndWrappedInItsFrame() {
    let notice = makeNotice("Nothing matches plums in the list")
    #expect(notice.textStyle.attributes.contains(.bold))
    #expect(notice.textStyle.foreground == .systemOrange)
    notice.frame = CellRect(x: 0, y: 0, width: 20, height: 4)
    var canvas = Canvas(size: CellSize(width: 20, height: 4))
    notice.drawHierarchy(into: &canvas, now: 0)
    let rows = canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
    // Two lines, in the middle of four rows, each centred.
    #expect(Array(rows.prefix(4)) == ["", "  Nothing matches", " plums in the list", ""])
  }

  @Test func theFormsControlsStartInOneColumnAndTakeTheRest() {
    let name = TextField()
    let notify = Switch()
    let form = makeForm([("Name", name), ("Notify", notify)])
    form.frame = CellRect(x: 0, y: 0, width: 30, height: 10)
    // Two columns of margin, the captions six wide and a column after.
    #expect(name.frame == CellRect(x: 9, y: 1, width: 19, height: 1))
    #expect(notify.frame == CellRect(x: 9, y: 3, width: 19, height: 1))
    #expect(form.arrangedSubviews.last?.frame == CellRect(x: 2, y: 5, width: 26, height: 4))
    form.frame = CellRect(x: 0, y: 0, width: 50, height: 10)
    #expect(name.frame == CellRect(x: 9, y: 1, width: 39, height: 1))
    // In a screen, the field has the keyboard first and Tab goes on to the
    // switch.
    let screen = ViewController(title: "Form", clock: VirtualClock())
    form.frame = screen.view.bounds
    form.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    screen.view.addSubview(form)
    screen.layout(in: CellRect(x: 0, y: 0, width: 30, height: 10))
    #expect(name.isFirstResponder)
    _ = screen.handle(.key(.tab))
    #expect(notify.isFirstResponder)
    _ = screen.handle(.character(" "))
    #expect(notify.isOn)
  }

  @Test func theNameFieldRefusesSpacesGreetsAndSignsUpOnEnter() throws {
    var controller: SignUpController!
    let pilot = Self.pilot { clock in
      controller = SignUpController(title: "Sign up", clock: clock)
      return controller
    }
    // The placeholder shows until something is typed.
    #expect(pilot.text.contains("User name"))
    // q is a letter while the field has the keyboard.
    pilot.type("ada lovelace q")
    #expect(!pilot.app.isFinished)
    #expect(controller.nameField.text == "adalovelaceq")
    #expect(pilot.text.contains("Hello, adalovelaceq"))
    #expect(controller.signedUp == nil)
    try pilot.run("backspace enter")
    #expect(controller.signedUp == "adalovelace")
  }

  @Test func theNoteCountsItsCharactersAndKeepsToItsLimit() throws {
    var controller: NoteController!
    let pilot = Self.pilot { clock in
      controller = NoteController(title: "Note", clock: clock)
      return controller
    }
    #expect(pilot.text.contains("12 of 40"))
    // The cursor starts at the text's start: down a line and to its end.
    try pilot.run("down end")
    pilot.type(" and plums")
    #expect(controller.note.text == "Apples\nPears and plums")
    try pilot.run("enter")
    #expect(pilot.text.contains("23 of 40"))
    // A paste that would pass the limit is refused whole.
    pilot.press(.paste(String(repeating: "x", count: 20)))
    #expect(controller.note.text == "Apples\nPears and plums\n")
    pilot.press(.paste("Figs"))
    #expect(controller.note.text == "Apples\nPears and plums\nFigs")
    #expect(Self.lines(pilot)[1...3] == ["Apples", "Pears and plums", "Figs"])
  }

  @Test func theCounterAddsAndClearsAndClearWaitsForACount() throws {
    var controller: CounterController!
    let pilot = Self.pilot { clock in
      controller = CounterController(title: "Counter", clock: clock)
      return controller
    }
    #expect(pilot.text.contains("[ Add one ]  [ Nothing to clear ]  0"))
    #expect(controller.addButton.isFirstResponder)
    try pilot.run("enter space")
    #expect(controller.count == 2)
    #expect(pilot.text.contains("[ Add one ]  [ Clear ]  2"))
    // Clearing disables the button, which gives the keyboard back.
    try pilot.run("tab enter")
    #expect(controller.count == 0)
    #expect(!controller.clearButton.isEnabled)
    #expect(controller.addButton.isFirstResponder)
    let add = controller.addButton.frame
    pilot.click(x: add.x + 2, y: add.y)
    #expect(controller.count == 1)
  }

  @Test func theSwitchSlidesOffAndSaysSo() throws {
    var controller: WiFiController!
    let pilot = Self.pilot { clock in
      controller = WiFiController(title: "Wi-Fi", clock: clock)
      return controller
    }
    #expect(pilot.text.contains("Wi-Fi ━━◉ Connected"))
    try pilot.run("space")
    #expect(!controller.wifi.isOn)
    #expect(controller.wifi.isAnimating)
    pilot.advance(by: 0.5)
    #expect(!controller.wifi.isAnimating)
    #expect(pilot.text.contains("Wi-Fi ◉━━ Off"))
    let wifi = controller.wifi.frame
    pilot.click(x: wifi.x, y: wifi.y)
    pilot.settle()
    #expect(controller.wifi.isOn)
    #expect(pilot.text.contains("Wi-Fi ━━◉ Connected"))
  }

  @Test func theTabsChooseADayAndPassTheDisabledOneBy() throws {
    var controller: ForecastController!
    let pilot = Self.pilot { clock in
      controller = ForecastController(title: "Forecast", clock: clock)
      return controller
    }
    #expect(Self.lines(pilot)[1] == " Today │ Tomorrow │ Next week")
    #expect(pilot.text.contains("Sunny, 21°"))
    try pilot.run("right")
    #expect(controller.days.selectedSegmentIndex == 1)
    #expect(pilot.text.contains("Rain, 14°"))
    // Next week's tab is disabled: → stays on tomorrow's.
    try pilot.run("right")
    #expect(controller.days.selectedSegmentIndex == 1)
    try pilot.run("left")
    #expect(pilot.text.contains("Sunny, 21°"))
    // A click on a tab chooses it.
    let days = controller.days.frame
    pilot.click(x: days.x + 10, y: days.y)
    #expect(controller.days.selectedSegmentIndex == 1)
  }

  @Test func theSpinnerTurnsUntilTheSizeIsKnownThenTheBarFills() {
    var controller: CopyController!
    let pilot = Self.pilot { clock in
      controller = CopyController(title: "Copy", clock: clock)
      return controller
    }
    #expect(Self.lines(pilot)[1].hasPrefix("⠋ ──"))
    pilot.advance(by: 0.15)
    #expect(Self.lines(pilot)[1].hasPrefix("⠙ ──"))
    // Half of it copied: the spinner goes, the bar takes the whole row and
    // grows to half of it.
    controller.show(copied: 512, of: 1024)
    pilot.advance(by: 0.1)
    let growing = Self.lines(pilot)[1].filter { $0 == "█" }.count
    #expect(growing > 0 && growing < 20)
    pilot.advance(by: 0.5)
    #expect(
      Self.lines(pilot)[1] == String(repeating: "█", count: 20) + String(repeating: "─", count: 20)
    )
    // The size unknown again: the spinner is back.
    controller.show(copied: 0, of: nil)
    pilot.advance(by: 0.05)
    #expect(controller.spinner.isSpinning && !controller.spinner.isHidden)
    #expect(controller.bar.frame.x == 2)
    #expect(Self.lines(pilot)[1].hasPrefix("⠋ ██"))
  }

  @Test func aControlOfYourOwnSendsItsEventsToItsActions() throws {
    let quantity = QuantityControl()
    let total = Label()
    var changes = 0
    quantity.addAction(
      Action { action in
        changes += 1
        total.text = "\((action.sender as? QuantityControl)?.value ?? 0) × 3 € "
      },
      for: .valueChanged
    )
    let pilot = Self.pilot { clock in
      let screen = ViewController(title: "Order", clock: clock)
      let column = StackView(arrangedSubviews: [quantity, total, View()])
      column.axis = .vertical
      column.alignment = .leading
      column.frame = screen.view.bounds
      column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      screen.view.addSubview(column)
      return screen
    }
    #expect(quantity.isFirstResponder)
    #expect(Self.lines(pilot)[1] == "- 1 +")
    try pilot.run("+ + -")
    #expect(quantity.value == 2 && changes == 3)
    #expect(Self.lines(pilot)[1...2] == ["- 2 +", "2 × 3 €"])
    // Past the end nothing changes and no action runs.
    pilot.type(String(repeating: "+", count: 10))
    #expect(quantity.value == 9 && changes == 10)
    // Disabled, it gives up the keyboard and takes no keys.
    quantity.isEnabled = false
    pilot.type("-")
    #expect(quantity.value == 9 && !quantity.isFirstResponder)
  }
}

/// A file's text, read whole; nil where it cannot be read.
private func readText(_ path: String) -> String? {
  guard let file = fopen(path, "r") else { return nil }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = fread(&buffer, 1, buffer.count, file)
    if count <= 0 { break }
    bytes += buffer[..<count]
  }
  return String(decoding: bytes, as: UTF8.self)
}
