import TerminalUI

/// How an on/off switch looks, three cells wide: a knob at the end it is
/// set to, or on its way there. A ``Switch`` draws one, as does a list
/// cell's toggle accessory.
struct SwitchKnob: Hashable, Sendable {
  var isOn: Bool
  /// Where the knob is: 0 at the off end, 1 at the on end.
  var knobPosition: Double

  /// A switch at rest, or with its knob at `knobPosition` while it slides.
  init(isOn: Bool, knobPosition: Double? = nil) {
    self.isOn = isOn
    self.knobPosition = min(max(knobPosition ?? (isOn ? 1 : 0), 0), 1)
  }

  /// The cells the switch takes.
  static let width = 3

  /// Draws the switch with its left edge at `x`; returns the column after it.
  /// The track takes the on style (a filled track) once the knob is past
  /// halfway; `styled` fits the theme's switch style to what it is drawn
  /// on.
  @discardableResult
  func draw(
    on canvas: inout Canvas,
    x: Int,
    y: Int,
    styled: (Style) -> Style = { $0 }
  ) -> Int {
    let knob = Int((knobPosition * Double(Self.width - 1)).rounded())
    let style = styled(knobPosition >= 0.5 ? canvas.theme.switchOn : canvas.theme.switchOff)
    let text: String
    if canvas.repertoire == .unicode {
      // ◉ rather than ●, whose width is ambiguous.
      text = String((0..<Self.width).map { $0 == knob ? "◉" : "━" })
    } else {
      // Without line drawing the knob is the box's mark.
      text = knob == 0 ? "[ ]" : knob == Self.width - 1 ? "[x]" : "[-]"
    }
    return canvas.put(text, x: x, y: y, style: style)
  }
}
