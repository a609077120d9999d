import CNcursesw

/// Turns what curses reports (`wget_wch` results, mouse states, resizes) into
/// ``InputEvent``s, without needing a terminal.
public enum KeyDecoder {
  /// The key codes ``CursesTerminal`` has curses report for sequences
  /// terminfo has no names for (ncurses leaves codes above `KEY_MAX` to
  /// applications): the start of an SGR mouse report (`ESC [ <`), after
  /// which the terminal reads the report itself, then keys.
  public static let sgrMouseCode = KEY_MAX + 1
  public static let ctrlLeftCode = KEY_MAX + 2
  public static let ctrlRightCode = KEY_MAX + 3
  public static let altBackspaceCode = KEY_MAX + 4
  /// The markers around a bracketed paste (`ESC [ 200 ~` and `ESC [ 201 ~`).
  public static let pasteStartCode = KEY_MAX + 5
  public static let pasteEndCode = KEY_MAX + 6
  /// The terminal's answer to a status query (`ESC [ 0 n`): it has read
  /// everything sent before the query.
  public static let statusReportCode = KEY_MAX + 7

  /// One report from curses, as ``CursesTerminal`` reads it.
  public enum RawInput: Hashable, Sendable {
    /// `wget_wch` returned `OK`: a character code (already decoded from UTF-8).
    case character(UInt32)
    /// `wget_wch` returned `KEY_CODE_YES`: a `KEY_*` code.
    case keyCode(Int32)
    /// `getmouse` after `KEY_MOUSE`, where ncurses reads the mouse: the
    /// button state and the cell.
    case mouse(buttonState: UInt, x: Int, y: Int)
    /// A report read after ``sgrMouseCode``, where ``CursesTerminal``
    /// reads the mouse itself.
    case mouseReport(MouseReport)
    /// `KEY_RESIZE`, with the new `COLS` and `LINES`.
    case resize(width: Int, height: Int)
  }

  /// The event `raw` stands for, or `nil` for reports the app has no use for
  /// (unknown key codes, mouse movement).
  public static func decode(_ raw: RawInput) -> InputEvent? {
    switch raw {
    case .character(let code):
      return decodeCharacter(code)
    case .keyCode(let code):
      return decodeKeyCode(code)
    case .mouse(let state, let x, let y):
      return decodeMouse(buttonState: state, x: x, y: y)
    case .mouseReport(let report):
      return report.event
    case .resize(let width, let height):
      return .resize(width: width, height: height)
    }
  }

  private static func decodeCharacter(_ code: UInt32) -> InputEvent? {
    switch code {
    case 0x09: return .key(.tab)
    // nonl() keeps Enter as CR; LF comes from Ctrl-J or a pasted newline.
    case 0x0A, 0x0D: return .key(.enter)
    case 0x1B: return .key(.escape)
    // Terminals send DEL for Backspace; BS comes from Ctrl-H and some others.
    case 0x7F, 0x08: return .key(.backspace)
    case 0x00: return .ctrl("@")
    case 0x01...0x1A: return .ctrl(Character(Unicode.Scalar(UInt8(0x60 + code))))
    case 0x1C...0x1F: return .ctrl(Character(Unicode.Scalar(UInt8(0x40 + code))))
    case 0x80...0x9F: return nil
    default:
      guard let scalar = Unicode.Scalar(code) else { return nil }
      return .character(Character(scalar))
    }
  }

  private static func decodeKeyCode(_ code: Int32) -> InputEvent? {
    switch code {
    case KEY_UP: return .key(.up)
    case KEY_DOWN: return .key(.down)
    case KEY_LEFT: return .key(.left)
    case KEY_RIGHT: return .key(.right)
    // terminfo names Shift-↑ and Shift-↓ "scroll reverse" and "scroll forward".
    case KEY_SR: return .key(.shiftUp)
    case KEY_SF: return .key(.shiftDown)
    case KEY_SLEFT: return .key(.shiftLeft)
    case KEY_SRIGHT: return .key(.shiftRight)
    case ctrlLeftCode: return .key(.ctrlLeft)
    case ctrlRightCode: return .key(.ctrlRight)
    case altBackspaceCode: return .key(.altBackspace)
    case KEY_HOME, KEY_A1: return .key(.home)
    case KEY_END, KEY_C1: return .key(.end)
    case KEY_PPAGE, KEY_A3: return .key(.pageUp)
    case KEY_NPAGE, KEY_C3: return .key(.pageDown)
    case KEY_BTAB: return .key(.backTab)
    case KEY_ENTER: return .key(.enter)
    case KEY_BACKSPACE: return .key(.backspace)
    case KEY_DC: return .key(.delete)
    case KEY_IC: return .key(.insert)
    case cncursesw_key_f(1)...cncursesw_key_f(63):
      return .key(.function(Int(code - cncursesw_key_f(0))))
    default: return nil
    }
  }

  private static func decodeMouse(buttonState state: UInt, x: Int, y: Int) -> InputEvent? {
    func has(_ mask: mmask_t) -> Bool { state & UInt(mask) != 0 }
    let kind: MouseEvent.Kind
    // Shift turns the wheel sideways, as it does in browsers: the tilt
    // wheel's buttons 6 and 7 are beyond what ncurses's five-button mouse
    // reports can carry (``MouseReport`` reads them where the terminal
    // speaks xterm's protocol).
    let sideways = has(CNCURSESW_BUTTON_SHIFT)
    if has(CNCURSESW_BUTTON4_PRESSED) {
      kind = sideways ? .wheelLeft : .wheelUp
    } else if has(CNCURSESW_BUTTON5_PRESSED) {
      kind = sideways ? .wheelRight : .wheelDown
    } else if let button = button(in: state, pressed: true) {
      kind = .press(button)
    } else if let button = button(in: state, pressed: false) {
      kind = .release(button)
    } else if let button = clickedButton(in: state) {
      kind = .click(button)
    } else {
      return nil
    }
    return .mouse(MouseEvent(kind, x: x, y: y))
  }

  private static func button(in state: UInt, pressed: Bool) -> MouseButton? {
    let masks: [(MouseButton, mmask_t)] =
      pressed
      ? [
        (.left, CNCURSESW_BUTTON1_PRESSED), (.middle, CNCURSESW_BUTTON2_PRESSED),
        (.right, CNCURSESW_BUTTON3_PRESSED),
      ]
      : [
        (.left, CNCURSESW_BUTTON1_RELEASED), (.middle, CNCURSESW_BUTTON2_RELEASED),
        (.right, CNCURSESW_BUTTON3_RELEASED),
      ]
    return masks.first { state & UInt($0.1) != 0 }?.0
  }

  private static func clickedButton(in state: UInt) -> MouseButton? {
    let masks: [(MouseButton, mmask_t)] = [
      (
        .left,
        CNCURSESW_BUTTON1_CLICKED | CNCURSESW_BUTTON1_DOUBLE_CLICKED
          | CNCURSESW_BUTTON1_TRIPLE_CLICKED
      ),
      (.middle, CNCURSESW_BUTTON2_CLICKED), (.right, CNCURSESW_BUTTON3_CLICKED),
    ]
    return masks.first { state & UInt($0.1) != 0 }?.0
  }
}
