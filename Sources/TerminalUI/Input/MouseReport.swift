/// A mouse report in xterm's SGR form (mode 1006), read by ``CursesTerminal``
/// itself rather than by ncurses: ncurses's reports carry five buttons, so the tilt
/// wheel's buttons 6 and 7 arrive from it as a right-button press and as
/// pointer movement.
///
/// With modes 1000 and 1006 on, a terminal sends `ESC [ < code ; x ; y M`
/// for a press and the same ending in `m` for a release.
public struct MouseReport: Hashable, Sendable {
  /// The button code: buttons in its low two bits, 64 for the wheel, 128 for
  /// buttons 8 to 11, and the modifiers Shift (4), Meta (8), Control (16) and
  /// motion (32) above them.
  public var code: Int
  /// The column, from 0.
  public var x: Int
  /// The row, from 0.
  public var y: Int
  /// Whether a button came up rather than went down.
  public var isRelease: Bool

  /// Creates a report from its fields, positions counted from 0.
  public init(code: Int, x: Int, y: Int, isRelease: Bool) {
    self.code = code
    self.x = x
    self.y = y
    self.isRelease = isRelease
  }

  /// Reads the SGR form's parameters and final character, what follows
  /// `ESC [ <`: `"66;10;5M"`. Nil for anything else.
  public init?(sgr text: some StringProtocol) {
    guard let final = text.last, final == "M" || final == "m" else { return nil }
    let fields = text.dropLast().split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count == 3,
      let code = Int(fields[0]), let column = Int(fields[1]), let row = Int(fields[2]),
      code >= 0, column >= 1, row >= 1
    else { return nil }
    self.init(code: code, x: column - 1, y: row - 1, isRelease: final == "m")
  }

  /// What the report means to the app; nil for pointer movement, for
  /// buttons 8 to 11 and for the wheel's releases (a terminal may send them
  /// in the SGR form, but a notch is one event).
  ///
  /// Shift turns the vertical wheel sideways, as browsers do, for mice
  /// without a tilt wheel.
  public var event: InputEvent? {
    guard code & 32 == 0, code & 128 == 0 else { return nil }
    let low = code & 3
    let kind: MouseEvent.Kind
    if code & 64 != 0 {
      guard !isRelease else { return nil }
      let shifted = code & 4 != 0
      switch low {
      case 0: kind = shifted ? .wheelLeft : .wheelUp
      case 1: kind = shifted ? .wheelRight : .wheelDown
      case 2: kind = .wheelLeft
      default: kind = .wheelRight
      }
    } else {
      guard low < 3 else { return nil }
      let button: MouseButton = [.left, .middle, .right][low]
      kind = isRelease ? .release(button) : .press(button)
    }
    return .mouse(MouseEvent(kind, x: x, y: y))
  }
}
