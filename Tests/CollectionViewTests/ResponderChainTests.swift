import CollectionView
import Testing

/// Keys go to the first responder, then up its superviews to the view
/// controller; Tab and Shift-Tab move the keyboard between the views that
/// take it; a click gives it to the view clicked.
@Suite struct ResponderChainTests {
  /// A form: a text field above a list, and a second field disabled or
  /// not, in a column filling the screen.
  final class Form: ViewController {
    let name = TextField()
    let note = TextField()
    let list = CollectionView(
      frame: .zero,
      collectionViewLayout: .list(using: ListConfiguration(appearance: .plain))
    )
    var edits: [String] = []
    var submitted = 0

    init() {
      super.init(title: "Form", clock: VirtualClock())
    }

    override func viewDidLoad() {
      name.placeholder = "Name"
      name.addAction(
        Action { [unowned self] _ in edits.append(name.text ?? "") },
        for: .editingChanged
      )
      name.addAction(Action { [unowned self] _ in submitted += 1 }, for: .primaryActionTriggered)
      let column = StackView(arrangedSubviews: [name, list, note])
      column.axis = .vertical
      column.frame = view.bounds
      column.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(column)
    }
  }

  static func form() -> Form {
    let form = Form()
    form.layout(in: CellRect(x: 0, y: 0, width: 30, height: 8))
    return form
  }

  @Test func theFirstViewThatTakesTheKeyboardHasItAndEditsWithEveryKey() {
    let form = Self.form()
    #expect(form.name.isFirstResponder && !form.list.isFirstResponder)
    #expect(form.capturesKeys)
    for event: InputEvent in [
      .character("q"), .character(" "), .character("?"), .key(.left), .key(.home),
      .character("a"), .key(.end), .character("z"),
    ] {
      #expect(press(event, on: form))
    }
    #expect(form.name.text == "aq ?z")
    #expect(form.edits == ["q", "q ", "q ?", "aq ?", "aq ?z"])
    // Enter is the field's primary action; ↑ goes on up, and nobody takes it.
    #expect(press(.key(.enter), on: form) && form.submitted == 1)
    #expect(!press(.key(.up), on: form))
  }

  @Test func tabAndShiftTabMoveTheKeyboardRoundTheResponders() {
    let form = Self.form()
    #expect(form.responders.count == 3)
    press(.key(.tab), on: form)
    #expect(form.list.isFirstResponder && !form.capturesKeys)
    press(.key(.tab), on: form)
    #expect(form.note.isFirstResponder)
    press(.key(.tab), on: form)
    #expect(form.name.isFirstResponder)
    press(.key(.backTab), on: form)
    #expect(form.note.isFirstResponder)
    // A disabled field is passed over, and gives the keyboard up.
    form.note.isEnabled = false
    #expect(form.name.isFirstResponder)
    #expect(form.responders.count == 2)
    press(.key(.backTab), on: form)
    #expect(form.list.isFirstResponder)
    #expect(!form.note.becomeFirstResponder())
    // Typing goes nowhere from the list: letters are the app's there.
    #expect(!press(.character("q"), on: form))
    #expect(form.name.text == "")
  }

  @Test func aClickGivesTheKeyboardToTheViewClicked() {
    let form = Self.form()
    let note = form.note.frame
    _ = form.handle(.mouse(MouseEvent(.press(.left), x: note.x + 3, y: note.y)))
    #expect(form.note.isFirstResponder)
    press(.character("x"), on: form)
    #expect(form.note.text == "x" && form.name.text == "")
    #expect(form.cursorPosition(at: 0) == CellPoint(x: note.x + 2, y: note.y))
  }

  @Test func aHiddenFirstResponderHandsTheKeyboardOn() {
    let form = Self.form()
    form.note.becomeFirstResponder()
    form.note.isHidden = true
    #expect(form.name.isFirstResponder)
  }

  /// A delegate is asked about each change as the characters it replaces
  /// and what with, and can refuse it.
  @Test func theDelegateSeesEachChangeAndCanRefuseIt() {
    final class Refusing: TextFieldDelegate {
      var asked: [String] = []
      func textField(
        _ textField: TextField,
        shouldChangeCharactersIn range: Range<Int>,
        replacementString string: String
      ) -> Bool {
        asked.append("\(range.lowerBound)..<\(range.upperBound) \(string)")
        return string != "!"
      }
    }
    let form = Self.form()
    let delegate = Refusing()
    form.name.delegate = delegate
    for event: InputEvent in [
      .character("a"), .character("b"), .character("!"), .paste("c d"), .key(.home),
      .key(.delete), .ctrl("k"),
    ] {
      press(event, on: form)
    }
    #expect(form.name.text == "")
    #expect(delegate.asked == ["0..<0 a", "1..<1 b", "2..<2 !", "2..<2 c d", "0..<1 ", "0..<4 "])
    #expect(form.edits == ["a", "ab", "abc d", "bc d", ""])
  }

  @Test func aFieldSendsEditingEventsAsItTakesAndGivesUpTheKeyboard() {
    let form = Self.form()
    var events: [String] = []
    form.note.addAction(Action { _ in events.append("begin") }, for: .editingDidBegin)
    form.note.addAction(Action { _ in events.append("end") }, for: .editingDidEnd)
    form.note.becomeFirstResponder()
    #expect(events == ["begin"])
    // Taking the keyboard it has already is no change.
    form.note.becomeFirstResponder()
    #expect(events == ["begin"])
    _ = press(.key(.tab), on: form)
    #expect(events == ["begin", "end"])
  }

  @Test func aClickPutsTheCursorWhereItLands() {
    let form = Self.form()
    form.name.text = "mountain"
    // The field's text starts a cell in from its edge.
    let row = form.name.frame.y
    _ = form.handle(.mouse(MouseEvent(.click(.left), x: form.name.frame.x + 1 + 3, y: row)))
    #expect(form.name.cursorOffset == 3)
    _ = form.handle(.mouse(MouseEvent(.click(.left), x: form.name.frame.maxX - 2, y: row)))
    #expect(form.name.cursorOffset == 8)
  }

  @Test func tabFollowsTheArrangementOfAStack() {
    let form = Self.form()
    let first = TextField()
    let column = try! #require(form.name.superview as? StackView)
    column.insertArrangedSubview(first, at: 0)
    form.layout(in: CellRect(x: 0, y: 0, width: 30, height: 8))
    first.becomeFirstResponder()
    _ = press(.key(.tab), on: form)
    #expect(form.name.isFirstResponder)
  }

  @Test func aButtonMeasuresItselfAgainWhenItsTitleChanges() {
    let button = Button(primaryAction: Action(title: "Go") { _ in })
    button.setTitle("Not now", for: .disabled)
    #expect(button.intrinsicContentSize.width == 6)
    button.isEnabled = false
    #expect(button.intrinsicContentSize.width == 11)
    let stack = StackView(arrangedSubviews: [button, View()])
    stack.frame = CellRect(x: 0, y: 0, width: 30, height: 1)
    stack.layoutIfNeeded()
    #expect(button.frame.width == 11)
    button.isEnabled = true
    stack.layoutIfNeeded()
    #expect(button.frame.width == 6)
  }

  @Test func theFieldWithTheKeyboardFromTheStartIsToldSo() {
    let form = Form()
    var events: [String] = []
    form.loadViewIfNeeded()
    form.name.addAction(Action { _ in events.append("begin") }, for: .editingDidBegin)
    form.name.addAction(Action { _ in events.append("end") }, for: .editingDidEnd)
    form.layout(in: CellRect(x: 0, y: 0, width: 30, height: 8))
    #expect(form.name.isFirstResponder && events == ["begin"])
    form.layout(in: CellRect(x: 0, y: 0, width: 30, height: 8))
    #expect(events == ["begin"])
  }

  @Test func disablingTheControlWithTheKeyboardPassesItOnForGood() {
    let form = Self.form()
    var ended = 0
    form.name.addAction(Action { _ in ended += 1 }, for: .editingDidEnd)
    form.name.isEnabled = false
    // The next in Tab order, not the first of the screen.
    #expect(form.list.isFirstResponder && ended == 1)
    form.name.isEnabled = true
    form.layout(in: CellRect(x: 0, y: 0, width: 30, height: 8))
    #expect(form.list.isFirstResponder && !form.name.isFirstResponder)
  }

  @Test func rearrangingASubviewMovesItInTheTabOrder() throws {
    let form = Self.form()
    let column = try #require(form.name.superview as? StackView)
    column.removeArrangedSubview(form.note)
    column.insertArrangedSubview(form.note, at: 0)
    form.layout(in: CellRect(x: 0, y: 0, width: 30, height: 8))
    #expect(form.responders.map { $0 === form.note } == [true, false, false])
    #expect(form.note.frame.y == 0)
  }
}
