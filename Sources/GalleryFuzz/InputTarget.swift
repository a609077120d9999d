import TerminalUI

/// Terminal input as curses hands it over, decoded into events: character
/// and key codes of any value, mouse states and cells, and the text of SGR
/// mouse reports, whole or cut short. Every event that comes out is one
/// the app can take: a mouse event on a cell, a character that is a
/// character.
enum InputTarget {
  static func run(_ bytes: [UInt8]) {
    var reader = ByteReader(bytes)
    while let kind = reader.next() {
      let raw: KeyDecoder.RawInput
      switch kind % 4 {
      case 0:
        raw = .character(word(&reader))
      case 1:
        raw = .keyCode(Int32(bitPattern: word(&reader)))
      case 2:
        raw = .mouse(
          buttonState: UInt(word(&reader)),
          x: Int(Int16(truncatingIfNeeded: word(&reader))),
          y: Int(Int16(truncatingIfNeeded: word(&reader)))
        )
      default:
        // What follows `ESC [ <`, up to the 16 characters curses is read
        // for, cut where the input says.
        var text = ""
        while text.unicodeScalars.count < 16, let byte = reader.next(), byte != 0 {
          text.unicodeScalars.append(Unicode.Scalar(byte))
        }
        guard let report = MouseReport(sgr: text) else { continue }
        require(report.x >= 0 && report.y >= 0, "a report off the screen: \(text)")
        raw = .mouseReport(report)
      }
      check(KeyDecoder.decode(raw), from: raw)
    }
  }

  private static func word(_ reader: inout ByteReader) -> UInt32 {
    (0..<4).reduce(0) { value, _ in value << 8 | UInt32(reader.next() ?? 0) }
  }

  private static func check(_ event: InputEvent?, from raw: KeyDecoder.RawInput) {
    switch event {
    case .mouse(let mouse)?:
      if case .mouseReport = raw {
        require(mouse.x >= 0 && mouse.y >= 0, "a mouse event off the screen from \(raw)")
      }
    case .character(let character)?:
      require(!character.unicodeScalars.isEmpty, "an empty character from \(raw)")
    default:
      break
    }
  }
}
