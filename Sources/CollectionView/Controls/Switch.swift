import TerminalUI

/// An on/off switch: UIKit's `UISwitch`. Space, Enter or a click flips it
/// and sends ``Control/Event/valueChanged``; its knob slides there, unless
/// motion is reduced.
open class Switch: Control {
  /// Whether the switch is on; setting it moves the knob at once and sends
  /// no event, as in UIKit.
  open var isOn: Bool {
    get { on }
    set { setOn(newValue, animated: false) }
  }
  private var on = false
  /// The knob on its way to where ``isOn`` puts it.
  private var slide: ValueAnimation?

  public override init(frame: CellRect = .zero) {
    super.init(frame: frame)
  }

  /// Sets the switch, the knob sliding there when `animated`.
  open func setOn(_ isOn: Bool, animated: Bool) {
    guard isOn != on else { return }
    let now = clock.now
    let from = slide?.value(at: now) ?? (on ? 1 : 0)
    on = isOn
    slide =
      animated && !traits.reducesMotion
      ? ValueAnimation(
        from: from,
        to: isOn ? 1 : 0,
        start: now,
        duration: Self.slideDuration,
        easing: .easeInOut
      ) : nil
  }

  /// How long the knob takes to cross.
  static let slideDuration = 0.25

  /// Flips the switch as the user does: animated, with the event.
  private func flip() -> Bool {
    guard isEnabled else { return false }
    setOn(!on, animated: true)
    sendActions(for: .valueChanged)
    return true
  }

  /// Three cells by one.
  open override var intrinsicContentSize: CellSize {
    CellSize(width: SwitchKnob.width, height: 1)
  }

  open override var keyBindings: [KeyBinding] { [flipBinding] }

  /// Space and Enter flip the switch while it is enabled.
  private lazy var flipBinding = KeyBinding(
    title: { [unowned self] in on ? "turn off" : "turn on" },
    keys: [.character(" ")],
    alternatives: [.key(.enter)],
    isEnabled: { [unowned self] in isEnabled }
  ) { [unowned self] _ in
    _ = flip()
    return .handled
  }

  open override func handle(_ event: InputEvent) -> Bool {
    guard case .mouse(let mouse) = event, mouse.kind.isPrimaryClick,
      frame.contains(x: mouse.x, y: mouse.y)
    else { return false }
    return flip()
  }

  open override var isAnimating: Bool { slide != nil }

  open override func advanceAnimations(to now: Double) {
    if let slide, slide.isFinished(at: now) { self.slide = nil }
  }

  open override func draw(into canvas: inout Canvas, now: Double) {
    guard !frame.isEmpty else { return }
    let focused = isFirstResponder
    let enabled = isEnabled
    SwitchKnob(isOn: on, knobPosition: slide?.value(at: now)).draw(
      on: &canvas,
      x: frame.x,
      y: frame.y
    ) { style in
      var style = style
      if focused { style = style.adding(.reverse) }
      if !enabled { style = style.adding(.dim) }
      return style
    }
  }

  /// On the knob, while the switch has the keyboard.
  open override func cursorPosition(at now: Double) -> CellPoint? {
    guard isFirstResponder, !frame.isEmpty else { return nil }
    return CellPoint(x: frame.x + (on ? SwitchKnob.width - 1 : 0), y: frame.y)
  }
}
