import TerminalUI

/// A one-line text field: UIKit's `UITextField`. While it has the keyboard
/// it takes every key it edits with (letters, Space, ← →, Home, End, the
/// readline keys), so q and ? type there; ↑ ↓ Tab Enter and Esc go on up
/// the responder chain. Every change of the text sends
/// ``Control/Event/editingChanged``, and Enter
/// ``Control/Event/primaryActionTriggered``:
///
/// ```swift
/// let field = TextField()
/// field.placeholder = "Search"
/// field.addAction(Action { [unowned self] _ in filter(field.text ?? "") }, for: .editingChanged)
/// ```
open class TextField: Control {
  private var editor: LineEditor

  public override init(frame: CellRect = .zero) {
    editor = LineEditor()
    super.init(frame: frame)
  }

  /// A field that shows `prompt` before its text, for a subclass.
  init(prompt: String) {
    editor = LineEditor(prompt: prompt)
    super.init(frame: .zero)
  }

  /// The text; setting it puts the cursor at its end and sends no event,
  /// as in UIKit. Never nil when read.
  open var text: String? {
    get { editor.text }
    set { editor.setText(newValue ?? "") }
  }

  /// Shown in grey while the field is empty.
  open var placeholder: String? {
    get { editor.placeholder.isEmpty ? nil : editor.placeholder }
    set { editor.placeholder = newValue ?? "" }
  }

  /// The cursor, as a count of characters from the start of the text.
  public var cursorOffset: Int { editor.cursor }

  /// Asked before every change of the text the user makes.
  public weak var delegate: TextFieldDelegate?

  /// A row high, as wide as it is made.
  open override var intrinsicContentSize: CellSize {
    CellSize(width: View.noIntrinsicMetric, height: 1)
  }

  /// Letters are text while the field has the keyboard.
  open override var capturesKeys: Bool { isFirstResponder }

  /// Sends ``Control/Event/editingDidBegin`` as the field takes the
  /// keyboard and ``Control/Event/editingDidEnd`` as it gives it up.
  override func firstResponderDidChange() {
    sendActions(for: isFirstResponder ? .editingDidBegin : .editingDidEnd)
  }

  /// Editing keys while the field has the keyboard, sending
  /// ``Control/Event/editingChanged`` when the text changes; Enter sends
  /// ``Control/Event/primaryActionTriggered`` to actions that take it.
  open override func handle(_ event: InputEvent) -> Bool {
    guard isEnabled else { return false }
    if case .mouse(let mouse) = event {
      guard mouse.kind.isPrimaryClick, frame.contains(x: mouse.x, y: mouse.y) else { return false }
      editor.placeCursor(atColumn: mouse.x, in: frame)
      return true
    }
    guard isFirstResponder else { return false }
    if event == .key(.enter), hasActions(for: .primaryActionTriggered) {
      sendActions(for: .primaryActionTriggered)
      return true
    }
    var edited = editor
    guard edited.handle(event) else { return false }
    guard let change = edited.lastChange else {
      editor = edited
      return true
    }
    if let delegate,
      !delegate.textField(
        self,
        shouldChangeCharactersIn: change.range,
        replacementString: change.replacement
      )
    {
      return true
    }
    editor = edited
    sendActions(for: .editingChanged)
    return true
  }

  open override func draw(into canvas: inout Canvas, now: Double) {
    editor.draw(on: &canvas, in: frame, isFocused: isFirstResponder && isEnabled)
    if !isEnabled { canvas.updateStyle(in: frame) { $0 = $0.adding(.dim) } }
  }

  /// On the cursor, while the field has the keyboard.
  open override func cursorPosition(at now: Double) -> CellPoint? {
    guard isFirstResponder, !frame.isEmpty else { return nil }
    return editor.cursorPosition(in: frame)
  }
}

/// A text field for a search: UIKit's `UISearchTextField`, its magnifier
/// a "/", as `/` is the key that comes back to a search, and as less and
/// vim prompt one (⌕ is barely legible and missing from common fonts).
open class SearchTextField: TextField {
  public init() {
    super.init(prompt: "/ ")
  }
}
