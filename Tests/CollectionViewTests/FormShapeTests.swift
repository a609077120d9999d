import CollectionView
import Testing

/// A form written in UIKit's idioms (``FormViewController``) lays out and
/// answers the keyboard as it reads: the stack places every control, keys
/// go to the control with the keyboard, Tab walks the controls in order.
@Suite struct FormShapeTests {
  /// The form laid out at `width` by `height` cells, from the screen's
  /// corner.
  static func form(width: Int = 40, height: Int = 16) -> FormViewController {
    let form = FormViewController()
    form.layout(in: CellRect(x: 0, y: 0, width: width, height: height))
    return form
  }

  /// The row of the notify label and switch.
  static func notifyRow(_ form: FormViewController) -> View? {
    form.notifySwitch.superview
  }

  @Test func theStackPlacesEveryControlAtEitherWidth() throws {
    let narrow = Self.form(width: 40, height: 16)
    #expect(narrow.title == "Form")
    #expect(narrow.stack.frame == CellRect(x: 0, y: 0, width: 40, height: 16))
    // Inside margins of two columns and one row, a row between controls;
    // the notes take the rows the others leave.
    #expect(narrow.nameField.frame == CellRect(x: 2, y: 1, width: 36, height: 1))
    #expect(narrow.sizeControl.frame == CellRect(x: 2, y: 3, width: 36, height: 1))
    #expect(narrow.notesView.frame == CellRect(x: 2, y: 5, width: 36, height: 4))
    #expect(Self.notifyRow(narrow)?.frame == CellRect(x: 2, y: 10, width: 36, height: 1))
    #expect(narrow.notifyLabel.frame == CellRect(x: 2, y: 10, width: 9, height: 1))
    #expect(narrow.notifySwitch.frame == CellRect(x: 12, y: 10, width: 26, height: 1))
    #expect(narrow.progressView.frame == CellRect(x: 2, y: 12, width: 36, height: 1))
    #expect(narrow.submitButton.frame == CellRect(x: 2, y: 14, width: 36, height: 1))

    // Wider and taller, the same form: the width follows, the notes grow.
    let wide = Self.form(width: 80, height: 24)
    #expect(wide.nameField.frame == CellRect(x: 2, y: 1, width: 76, height: 1))
    #expect(wide.sizeControl.frame == CellRect(x: 2, y: 3, width: 76, height: 1))
    #expect(wide.notesView.frame == CellRect(x: 2, y: 5, width: 76, height: 12))
    #expect(wide.notifySwitch.frame == CellRect(x: 12, y: 18, width: 66, height: 1))
    #expect(wide.progressView.frame == CellRect(x: 2, y: 20, width: 76, height: 1))
    #expect(wide.submitButton.frame == CellRect(x: 2, y: 22, width: 76, height: 1))

    // The narrow form resized follows its view, as the mask says.
    narrow.layout(in: CellRect(x: 0, y: 0, width: 80, height: 24))
    #expect(narrow.notesView.frame == wide.notesView.frame)
    #expect(narrow.submitButton.frame == wide.submitButton.frame)
  }

  @Test func typingGoesToTheControlWithTheKeyboard() {
    let form = Self.form()
    // The name field is the first view that takes the keyboard.
    #expect(form.nameField.isFirstResponder)
    #expect(form.capturesKeys)
    for character in "Ada q" { press(.character(character), on: form) }
    #expect(form.nameField.text == "Ada q")
    #expect(form.notesView.text.isEmpty)
    // The delegate keeps the name to twenty characters.
    for character in String(repeating: "x", count: 30) { press(.character(character), on: form) }
    #expect(form.nameField.text?.count == 20)

    press(.key(.tab), on: form)
    press(.key(.tab), on: form)
    #expect(form.notesView.isFirstResponder)
    for character in "Two\nlines" { press(.character(character), on: form) }
    press(.key(.enter), on: form)
    #expect(form.notesView.text == "Two\nlines\n")
    #expect(form.nameField.text?.count == 20)
  }

  @Test func tabWalksTheControlsInOrderAndShiftTabWalksBack() {
    let form = Self.form()
    // The button waits for a name and a size: Tab passes it by.
    #expect(!form.submitButton.isEnabled)
    let enabledOrder: [View] = [
      form.nameField, form.sizeControl, form.notesView, form.notifySwitch,
    ]
    #expect(form.responders.map(ObjectIdentifier.init) == enabledOrder.map(ObjectIdentifier.init))
    for expected in enabledOrder.dropFirst() + [form.nameField] {
      press(.key(.tab), on: form)
      #expect(form.firstResponder === expected)
    }
    press(.character("A"), on: form)
    press(.key(.tab), on: form)
    press(.key(.right), on: form)
    #expect(form.submitButton.isEnabled)
    let order: [View] = enabledOrder + [form.submitButton]
    #expect(form.responders.map(ObjectIdentifier.init) == order.map(ObjectIdentifier.init))
    // From the size control, back round the start to the button.
    press(.key(.backTab), on: form)
    #expect(form.nameField.isFirstResponder)
    press(.key(.backTab), on: form)
    #expect(form.submitButton.isFirstResponder)
  }

  @Test func theSegmentedControlChoosesWithTheArrowKeys() {
    let form = Self.form()
    press(.key(.tab), on: form)
    #expect(form.sizeControl.isFirstResponder)
    #expect(form.sizeControl.selectedSegmentIndex == SegmentedControl.noSegment)
    press(.key(.right), on: form)
    #expect(form.sizeControl.selectedSegmentIndex == 0)
    press(.key(.right), on: form)
    press(.key(.right), on: form)
    press(.key(.right), on: form)
    #expect(form.sizeControl.selectedSegmentIndex == 2)
    press(.key(.left), on: form)
    #expect(form.sizeControl.selectedSegmentIndex == 1)
    // Each change runs the action once; the key at the end changes nothing.
    #expect(form.sizeChanges == [0, 1, 2, 1])
    // Setting the index in code sends nothing, as in UIKit.
    form.sizeControl.selectedSegmentIndex = 0
    #expect(form.sizeChanges == [0, 1, 2, 1])
  }

  @Test func theButtonsActionFiresFromTheKeyboardAndAClick() {
    let form = Self.form()
    for character in "Ada" { press(.character(character), on: form) }
    press(.key(.tab), on: form)
    press(.key(.right), on: form)
    press(.key(.tab), on: form)
    press(.key(.tab), on: form)
    // The switch: Space turns notifications off.
    #expect(form.notifySwitch.isFirstResponder)
    press(.character(" "), on: form)
    #expect(!form.notifySwitch.isOn)
    press(.key(.tab), on: form)
    #expect(form.submitButton.isFirstResponder)
    press(.key(.enter), on: form)
    press(.character(" "), on: form)
    #expect(form.submissions == ["Ada, Small, notify off", "Ada, Small, notify off"])
    // Two of three parts filled: the bar is on its way to two thirds.
    #expect(form.progressView.progress == 2 / Float(3))

    // A click on the button gives it the keyboard and presses it.
    press(.key(.tab), on: form)
    #expect(form.nameField.isFirstResponder)
    let button = form.submitButton.frame
    press(.mouse(MouseEvent(.click(.left), x: button.x + button.width / 2, y: button.y)), on: form)
    #expect(form.submitButton.isFirstResponder)
    #expect(form.submissions.count == 3)
  }
}
