import TerminalUI

/// An on/off switch, drawn three cells wide: a knob at the end it is set to.
public struct Switch: Hashable, Sendable {
  public var isOn: Bool

  public init(isOn: Bool) {
    self.isOn = isOn
  }

  /// The cells the switch takes.
  public static let width = 3

  public mutating func toggle() {
    isOn.toggle()
  }

  /// Draws the switch with its left edge at `x`; returns the column after it.
  @discardableResult
  public func draw(on canvas: inout Canvas, x: Int, y: Int, base: Style = .plain) -> Int {
    let unicode = canvas.repertoire == .unicode
    let track = isOn ? Style(foreground: .rgb(60, 200, 90)) : Style(foreground: .rgb(120, 120, 120))
    var style = track
    style.background = base.background
    style.attributes = base.attributes.union(.bold)
    let text = unicode ? (isOn ? "━━●" : "●━━") : (isOn ? "[x]" : "[ ]")
    return canvas.put(text, x: x, y: y, style: style)
  }
}
