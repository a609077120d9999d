/// One answer a terminal sends back to a query, as read from its input:
/// what ``TerminalColorQuery`` listens for.
enum TerminalReply: Equatable {
  /// An operating system command (`ESC ] code ; payload`, ended by BEL,
  /// `ESC \` or the C1 string terminator): a colour answer is one.
  case operatingSystemCommand(code: Int, payload: [UInt8])
  /// XTVERSION's answer (`ESC P > | name version ESC \`): the terminal's
  /// own name for itself, as `tmux 3.3a`.
  case version(String)
  /// Primary Device Attributes (`ESC [ ? … c`), which every terminal
  /// answers, and answers after everything asked before it.
  case deviceAttributes

  /// Every whole reply in `bytes`, in order; what is not one (a reply cut
  /// off at the end, stray bytes between) is skipped.
  static func all(in bytes: [UInt8]) -> [TerminalReply] {
    split(bytes).replies
  }

  /// The replies in `bytes`, and the bytes that are none: what was typed
  /// meanwhile (keys, the escape sequences of keys), in order. A reply cut
  /// off at the end is neither.
  static func split(_ bytes: [UInt8]) -> (replies: [TerminalReply], typed: [UInt8]) {
    var replies: [TerminalReply] = []
    var typed: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == escape, index + 1 < bytes.count else {
        typed.append(bytes[index])
        index += 1
        continue
      }
      let introducer = bytes[index + 1]
      if introducer == UInt8(ascii: "]") || introducer == UInt8(ascii: "P") {
        guard let end = stringEnd(in: bytes, from: index + 2) else { break }
        let body = bytes[(index + 2)..<end.start]
        if introducer == UInt8(ascii: "P") {
          if body.starts(with: Array(">|".utf8)) {
            replies.append(.version(String(decoding: body.dropFirst(2), as: UTF8.self)))
          }
        } else if let separator = body.firstIndex(of: UInt8(ascii: ";")),
          let code = Int(String(decoding: body[..<separator], as: UTF8.self))
        {
          let payload = Array(body[(separator + 1)...])
          replies.append(.operatingSystemCommand(code: code, payload: payload))
        }
        index = end.next
      } else if introducer == UInt8(ascii: "["), index + 2 < bytes.count,
        bytes[index + 2] == UInt8(ascii: "?")
      {
        var end = index + 3
        while end < bytes.count,
          bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end])
        {
          end += 1
        }
        guard end < bytes.count else { break }
        if bytes[end] == UInt8(ascii: "c") {
          replies.append(.deviceAttributes)
          index = end + 1
        } else {
          typed += bytes[index..<end]
          index = end
        }
      } else {
        typed.append(bytes[index])
        index += 1
      }
    }
    return (replies, typed)
  }

  private static let escape: UInt8 = 0x1B

  /// Where a control string that starts at `start` ends: the index of its
  /// terminator and the index after it. BEL, `ESC \` and the 8-bit string
  /// terminator (0x9C) all end one; nil while it has not ended.
  private static func stringEnd(in bytes: [UInt8], from start: Int) -> (start: Int, next: Int)? {
    var end = start
    while end < bytes.count {
      switch bytes[end] {
      case 0x07, 0x9C:
        return (end, end + 1)
      case escape where end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\\"):
        return (end, end + 2)
      default:
        end += 1
      }
    }
    return nil
  }
}
