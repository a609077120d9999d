import CNcursesw
import Testing

@testable import TerminalUI

@Suite("Input decoding")
struct KeyDecoderTests {
  private func decode(_ raw: KeyDecoder.RawInput) -> InputEvent? {
    KeyDecoder.decode(raw)
  }

  @Test func cursorAndEditingKeys() {
    let expected: [(Int32, Key)] = [
      (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
      (KEY_HOME, .home), (KEY_END, .end), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown),
      (KEY_BTAB, .backTab), (KEY_ENTER, .enter), (KEY_BACKSPACE, .backspace),
      (KEY_DC, .delete), (KEY_IC, .insert),
      (KeyDecoder.ctrlLeftCode, .ctrlLeft), (KeyDecoder.ctrlRightCode, .ctrlRight),
      (KeyDecoder.altBackspaceCode, .altBackspace),
    ]
    for (code, key) in expected {
      #expect(decode(.keyCode(code)) == .key(key), "KEY code \(code)")
    }
  }

  @Test func shiftedUpAndDownArrows() {
    // terminfo's scroll-reverse and scroll-forward keys: what xterm's
    // Shift-↑ and Shift-↓ (and kUP, kDN, defined onto them) arrive as.
    #expect(decode(.keyCode(KEY_SR)) == .key(.shiftUp))
    #expect(decode(.keyCode(KEY_SF)) == .key(.shiftDown))
    // Shift-← and Shift-→ have names of their own (kLFT, kRIT).
    #expect(decode(.keyCode(KEY_SLEFT)) == .key(.shiftLeft))
    #expect(decode(.keyCode(KEY_SRIGHT)) == .key(.shiftRight))
  }

  @Test func functionKeys() {
    #expect(decode(.keyCode(cncursesw_key_f(1))) == .key(.function(1)))
    #expect(decode(.keyCode(cncursesw_key_f(12))) == .key(.function(12)))
  }

  @Test func unknownKeyCodesAreIgnored() {
    #expect(decode(.keyCode(KEY_SRESET)) == nil)
  }

  @Test func controlCharactersBecomeKeys() {
    #expect(decode(.character(0x09)) == .key(.tab))
    #expect(decode(.character(0x0D)) == .key(.enter))
    #expect(decode(.character(0x0A)) == .key(.enter))
    #expect(decode(.character(0x1B)) == .key(.escape))
    #expect(decode(.character(0x7F)) == .key(.backspace))
    #expect(decode(.character(0x08)) == .key(.backspace))
  }

  @Test func ctrlLetters() {
    #expect(decode(.character(0x03)) == .ctrl("c"))
    #expect(decode(.character(0x01)) == .ctrl("a"))
    #expect(decode(.character(0x1A)) == .ctrl("z"))
    #expect(decode(.character(0x1F)) == .ctrl("_"))
  }

  @Test func printableCharactersIncludingNonASCII() {
    #expect(decode(.character(UInt32(("q" as Unicode.Scalar).value))) == .character("q"))
    #expect(decode(.character(0x20)) == .character(" "))
    #expect(decode(.character(0xE9)) == .character("é"))
    #expect(decode(.character(0x4E2D)) == .character("中"))
    #expect(decode(.character(0x1F600)) == .character("😀"))
  }

  @Test func invalidScalarsAreIgnored() {
    #expect(decode(.character(0xD800)) == nil)
    #expect(decode(.character(0x85)) == nil)
  }

  @Test func mouseButtons() {
    let press = UInt(CNCURSESW_BUTTON1_PRESSED)
    #expect(
      decode(.mouse(buttonState: press, x: 3, y: 4))
        == .mouse(MouseEvent(.press(.left), x: 3, y: 4))
    )
    let release = UInt(CNCURSESW_BUTTON1_RELEASED)
    #expect(
      decode(.mouse(buttonState: release, x: 3, y: 4))
        == .mouse(MouseEvent(.release(.left), x: 3, y: 4))
    )
    let click = UInt(CNCURSESW_BUTTON1_CLICKED)
    #expect(
      decode(.mouse(buttonState: click, x: 0, y: 0))
        == .mouse(MouseEvent(.click(.left), x: 0, y: 0))
    )
    let rightPress = UInt(CNCURSESW_BUTTON3_PRESSED)
    #expect(
      decode(.mouse(buttonState: rightPress, x: 1, y: 1))
        == .mouse(MouseEvent(.press(.right), x: 1, y: 1))
    )
  }

  @Test func mouseWheel() {
    #expect(
      decode(.mouse(buttonState: UInt(CNCURSESW_BUTTON4_PRESSED), x: 5, y: 6))
        == .mouse(MouseEvent(.wheelUp, x: 5, y: 6))
    )
    #expect(
      decode(.mouse(buttonState: UInt(CNCURSESW_BUTTON5_PRESSED), x: 5, y: 6))
        == .mouse(MouseEvent(.wheelDown, x: 5, y: 6))
    )
  }

  @Test func shiftTurnsTheWheelSideways() {
    let shift = UInt(CNCURSESW_BUTTON_SHIFT)
    #expect(
      decode(.mouse(buttonState: UInt(CNCURSESW_BUTTON4_PRESSED) | shift, x: 5, y: 6))
        == .mouse(MouseEvent(.wheelLeft, x: 5, y: 6))
    )
    #expect(
      decode(.mouse(buttonState: UInt(CNCURSESW_BUTTON5_PRESSED) | shift, x: 5, y: 6))
        == .mouse(MouseEvent(.wheelRight, x: 5, y: 6))
    )
  }

  @Test func mouseMotionIsIgnored() {
    #expect(decode(.mouse(buttonState: 0, x: 5, y: 6)) == nil)
  }

  /// xterm's SGR reports as the terminal sends them after `ESC [ <`,
  /// positions counted from 1.
  @Test func sgrMouseReports() {
    func decode(_ text: String) -> InputEvent? {
      MouseReport(sgr: text).flatMap { KeyDecoder.decode(.mouseReport($0)) }
    }
    func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> InputEvent {
      .mouse(MouseEvent(kind, x: x, y: y))
    }
    #expect(decode("0;3;4M") == mouse(.press(.left), 2, 3))
    #expect(decode("0;3;4m") == mouse(.release(.left), 2, 3))
    #expect(decode("1;1;1M") == mouse(.press(.middle), 0, 0))
    #expect(decode("2;80;24M") == mouse(.press(.right), 79, 23))
    #expect(decode("64;6;7M") == mouse(.wheelUp, 5, 6))
    #expect(decode("65;6;7M") == mouse(.wheelDown, 5, 6))
    // The tilt wheel, which ncurses reports as a right press (66) and as
    // movement (67).
    #expect(decode("66;6;7M") == mouse(.wheelLeft, 5, 6))
    #expect(decode("67;6;7M") == mouse(.wheelRight, 5, 6))
    // Shift (4) turns the vertical wheel sideways; Control (16) changes
    // nothing.
    #expect(decode("68;6;7M") == mouse(.wheelLeft, 5, 6))
    #expect(decode("69;6;7M") == mouse(.wheelRight, 5, 6))
    #expect(decode("16;3;4M") == mouse(.press(.left), 2, 3))
  }

  @Test func sgrReportsWithoutUseOrMalformedAreDropped() {
    let ignored = ["32;3;4M", "35;3;4M", "64;3;4m", "128;3;4M", "3;3;4M"]
    for text in ignored {
      #expect(
        MouseReport(sgr: text).flatMap { KeyDecoder.decode(.mouseReport($0)) } == nil,
        "\(text)"
      )
    }
    let malformed = ["", "M", "0;3M", "0;3;4", "0;3;4;5M", "a;3;4M", "0;0;4M", "-1;3;4M", "0;3;4X"]
    for text in malformed {
      #expect(MouseReport(sgr: text) == nil, "\(text)")
    }
  }

  @Test func resize() {
    #expect(decode(.resize(width: 100, height: 30)) == .resize(width: 100, height: 30))
  }
}
