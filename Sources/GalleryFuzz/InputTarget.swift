import TerminalUI

/// Terminal input as curses hands it over, put together into events the
/// way the terminal does it (``InputAssembly``): characters and key codes
/// of any value, SGR mouse reports whole, cut short or malformed, bracketed
/// pastes ended, broken off or holding keys, and pauses anywhere (a read
/// that times out). Every event that comes out is one the app can take: a
/// mouse event on a cell, a character that is one, a paste within its
/// limit.
enum InputTarget {
  static func run(_ bytes: [UInt8]) {
    var reader = ByteReader(bytes)
    var putBack: [InputAssembly.Read] = []
    while !reader.isAtEnd || !putBack.isEmpty {
      guard let first = putBack.popLast() ?? read(&reader) else { continue }
      let event = InputAssembly.event(
        startingWith: first,
        next: { _ in putBack.popLast() ?? read(&reader) },
        putBack: { putBack.append($0) },
        discardPending: { reader = ByteReader([]) }
      )
      check(event)
    }
  }

  /// One read of curses', or nil for one that times out.
  private static func read(_ reader: inout ByteReader) -> InputAssembly.Read? {
    guard let kind = reader.next() else { return nil }
    switch kind % 8 {
    case 0:
      return nil
    case 1:
      return .character(word(&reader))
    case 2:
      let keys = [KeyDecoder.sgrMouseCode, KeyDecoder.pasteStartCode, KeyDecoder.pasteEndCode]
      return .keyCode(keys[reader.index(below: keys.count)])
    case 3:
      // curses' own key codes start at 0o400.
      return .keyCode(0o400 + Int32(reader.next() ?? 0))
    case 4:
      return .keyCode(Int32(bitPattern: word(&reader)))
    default:
      // Mostly the printable ASCII a report or a paste is made of.
      return .character(UInt32(reader.next() ?? 0) & 0x7F)
    }
  }

  private static func word(_ reader: inout ByteReader) -> UInt32 {
    (0..<4).reduce(0) { value, _ in value << 8 | UInt32(reader.next() ?? 0) }
  }

  private static func check(_ event: InputEvent?) {
    switch event {
    case .mouse(let mouse)?:
      require(mouse.x >= 0 && mouse.y >= 0, "a mouse event off the screen: \(mouse)")
    case .character(let character)?:
      require(!character.unicodeScalars.isEmpty, "an empty character")
    case .paste(let text)?:
      require(
        text.unicodeScalars.count <= InputAssembly.pasteLimit,
        "a paste of \(text.unicodeScalars.count) characters"
      )
      require(!text.unicodeScalars.contains("\r"), "a carriage return left in a paste")
    default:
      break
    }
  }
}
