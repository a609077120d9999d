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
  }

  @Test func functionKeys() {
    #expect(decode(.keyCode(gallery_key_f(1))) == .key(.function(1)))
    #expect(decode(.keyCode(gallery_key_f(12))) == .key(.function(12)))
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
    let press = UInt(GALLERY_BUTTON1_PRESSED)
    #expect(
      decode(.mouse(buttonState: press, x: 3, y: 4))
        == .mouse(MouseEvent(.press(.left), x: 3, y: 4))
    )
    let release = UInt(GALLERY_BUTTON1_RELEASED)
    #expect(
      decode(.mouse(buttonState: release, x: 3, y: 4))
        == .mouse(MouseEvent(.release(.left), x: 3, y: 4))
    )
    let click = UInt(GALLERY_BUTTON1_CLICKED)
    #expect(
      decode(.mouse(buttonState: click, x: 0, y: 0))
        == .mouse(MouseEvent(.click(.left), x: 0, y: 0))
    )
    let rightPress = UInt(GALLERY_BUTTON3_PRESSED)
    #expect(
      decode(.mouse(buttonState: rightPress, x: 1, y: 1))
        == .mouse(MouseEvent(.press(.right), x: 1, y: 1))
    )
  }

  @Test func mouseWheel() {
    #expect(
      decode(.mouse(buttonState: UInt(GALLERY_BUTTON4_PRESSED), x: 5, y: 6))
        == .mouse(MouseEvent(.wheelUp, x: 5, y: 6))
    )
    #expect(
      decode(.mouse(buttonState: UInt(GALLERY_BUTTON5_PRESSED), x: 5, y: 6))
        == .mouse(MouseEvent(.wheelDown, x: 5, y: 6))
    )
  }

  @Test func shiftTurnsTheWheelSideways() {
    let shift = UInt(GALLERY_BUTTON_SHIFT)
    #expect(
      decode(.mouse(buttonState: UInt(GALLERY_BUTTON4_PRESSED) | shift, x: 5, y: 6))
        == .mouse(MouseEvent(.wheelLeft, x: 5, y: 6))
    )
    #expect(
      decode(.mouse(buttonState: UInt(GALLERY_BUTTON5_PRESSED) | shift, x: 5, y: 6))
        == .mouse(MouseEvent(.wheelRight, x: 5, y: 6))
    )
  }

  @Test func mouseMotionIsIgnored() {
    #expect(decode(.mouse(buttonState: 0, x: 5, y: 6)) == nil)
  }

  @Test func resize() {
    #expect(decode(.resize(width: 100, height: 30)) == .resize(width: 100, height: 30))
  }
}
