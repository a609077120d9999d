import TerminalUI

/// A button: UIKit's `UIButton`, made with the action it runs. Enter,
/// Space or a click sends ``Control/Event/primaryActionTriggered``, which
/// runs its primary action:
///
/// ```swift
/// let save = Button(primaryAction: Action(title: "Save") { [unowned self] _ in save() })
/// ```
open class Button: Control {
  private var titles: [State: String] = [:]
  /// The action made with the button, run by its primary event.
  public let primaryAction: Action?

  /// A button running `primaryAction`, titled with its title.
  public init(primaryAction: Action?) {
    self.primaryAction = primaryAction
    super.init(frame: .zero)
    if let primaryAction {
      titles[.normal] = primaryAction.title
      addAction(primaryAction, for: .primaryActionTriggered)
    }
  }

  public override init(frame: CellRect = .zero) {
    primaryAction = nil
    super.init(frame: frame)
  }

  /// Sets the title shown in `state`; `.normal`'s stands for the others.
  open func setTitle(_ title: String?, for state: State) {
    titles[state] = title
    invalidateIntrinsicContentSize()
  }

  /// The title shown in `state`.
  open func title(for state: State) -> String? {
    titles[state] ?? titles[.normal]
  }

  /// What the button shows now.
  public var currentTitle: String? {
    title(for: isEnabled ? (isFirstResponder ? .focused : .normal) : .disabled)
  }

  /// The title between brackets: `[ Save ]`.
  open override var intrinsicContentSize: CellSize {
    CellSize(width: CharacterWidth.width(of: currentTitle ?? "") + 4, height: 1)
  }

  private func press() {
    guard isEnabled else { return }
    sendActions(for: .primaryActionTriggered)
  }

  /// Its title may change with the focus, and its width with it.
  override func firstResponderDidChange() {
    invalidateIntrinsicContentSize()
  }

  open override var keyBindings: [KeyBinding] { [pressBinding] }

  /// Enter and Space press the button while it is enabled; the footer
  /// names what it shows.
  private lazy var pressBinding = KeyBinding(
    title: { [unowned self] in currentTitle ?? "press" },
    keys: [.key(.enter)],
    alternatives: [.character(" ")],
    isEnabled: { [unowned self] in isEnabled }
  ) { [unowned self] _ in
    press()
    return .handled
  }

  open override func handle(_ event: InputEvent) -> Bool {
    guard isEnabled, case .mouse(let mouse) = event, mouse.kind.isPrimaryClick,
      frame.contains(x: mouse.x, y: mouse.y)
    else { return false }
    press()
    return true
  }

  /// `[ Title ]`, centred; on the focus bar while the button has the
  /// keyboard.
  open override func draw(into canvas: inout Canvas, now: Double) {
    guard !frame.isEmpty else { return }
    var style = isFirstResponder ? canvas.theme.focused : canvas.theme.headerBar
    if !isEnabled { style = style.adding(.dim) }
    let text = "[ " + (currentTitle ?? "") + " ]"
    let width = min(frame.width, CharacterWidth.width(of: text))
    let x = frame.x + (frame.width - width) / 2
    let y = frame.y + (frame.height - 1) / 2
    canvas.put(text, x: x, y: y, width: width, style: style)
  }

  open override func cursorPosition(at now: Double) -> CellPoint? {
    guard isFirstResponder, !frame.isEmpty else { return nil }
    let width = min(frame.width, CharacterWidth.width(of: currentTitle ?? "") + 4)
    return CellPoint(
      x: frame.x + (frame.width - width) / 2 + 2,
      y: frame.y + (frame.height - 1) / 2
    )
  }
}
