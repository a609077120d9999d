#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Asks a terminal for the colours of its default background and text
/// (xterm's OSC 11 and OSC 10 queries), which curses cannot tell: fades
/// blend toward the real background, and the theme follows it.
///
/// Most terminals answer (xterm, VTE, kitty, iTerm2, WezTerm, Windows
/// Terminal, tmux where it knows); some say nothing. The queries are
/// followed by a request every terminal answers (Primary Device
/// Attributes), so a terminal that ignores the colour queries ends the
/// wait as soon as that answer comes, and only one that answers nothing
/// at all costs the timeout.
public enum TerminalColorQuery {
  /// What is sent: the background query, the foreground query, then the
  /// device attributes request.
  public static let request = Array("\u{1B}]11;?\u{1B}\\\u{1B}]10;?\u{1B}\\\u{1B}[c".utf8)

  /// Asks the terminal on `input` and `output` (the same terminal, its
  /// line discipline switched off for the wait and restored after) and
  /// returns its colours; nil when it did not tell its background within
  /// `timeout` milliseconds, or `input` is not a terminal.
  public static func ask(input: Int32, output: Int32, timeout: Int) -> Backdrop? {
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return nil }
    var raw = saved
    cfmakeraw(&raw)
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { return nil }
    defer { tcsetattr(input, TCSANOW, &saved) }
    guard writeAll(request, to: output) else { return nil }
    var replies: [UInt8] = []
    let deadline = monotonicMilliseconds() + timeout
    var buffer = [UInt8](repeating: 0, count: 256)
    while !hasDeviceAttributes(replies) {
      let remaining = deadline - monotonicMilliseconds()
      guard remaining > 0 else { break }
      var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(remaining)) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      replies.append(contentsOf: buffer[0..<count])
    }
    return backdrop(fromReplies: replies)
  }

  /// The colours told in `replies` (what a terminal sent back to
  /// ``request``): nil without a background; a missing foreground is the
  /// reference one of the background's appearance.
  public static func backdrop(fromReplies replies: [UInt8]) -> Backdrop? {
    var background: (red: UInt8, green: UInt8, blue: UInt8)?
    var foreground: (red: UInt8, green: UInt8, blue: UInt8)?
    for (code, payload) in operatingSystemCommands(in: replies) {
      guard let color = color(fromSpecification: payload) else { continue }
      switch code {
      case 10: foreground = color
      case 11: background = color
      default: break
      }
    }
    guard let background else { return nil }
    guard let foreground else { return Backdrop(background: background) }
    return Backdrop(background: background, foreground: foreground)
  }

  /// Each `ESC ] code ; payload` in `bytes`, ended by BEL or `ESC \`.
  private static func operatingSystemCommands(in bytes: [UInt8]) -> [(Int, [UInt8])] {
    var commands: [(Int, [UInt8])] = []
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "]") else {
        index += 1
        continue
      }
      var end = index + 2
      while end < bytes.count, bytes[end] != 0x07,
        !(bytes[end] == 0x1B && end + 1 < bytes.count && bytes[end + 1] == UInt8(ascii: "\\"))
      {
        end += 1
      }
      guard end < bytes.count else { break }
      let body = bytes[(index + 2)..<end]
      if let separator = body.firstIndex(of: UInt8(ascii: ";")),
        let code = Int(String(decoding: body[..<separator], as: UTF8.self))
      {
        commands.append((code, Array(body[(separator + 1)...])))
      }
      index = end + 1
    }
    return commands
  }

  /// An X11 colour specification as terminals answer: `rgb:R/G/B` (or
  /// `rgba:R/G/B/A`) with one to four hex digits a channel, or `#RRGGBB`.
  static func color(fromSpecification bytes: [UInt8]) -> (red: UInt8, green: UInt8, blue: UInt8)? {
    let text = String(decoding: bytes, as: UTF8.self)
    func channel(_ digits: Substring) -> UInt8? {
      // Hex digits only: `Int(_:radix:)` also takes a sign, and a channel
      // of "-e1e" would be negative.
      guard (1...4).contains(digits.count), digits.allSatisfy(\.isHexDigit),
        let value = Int(digits, radix: 16)
      else { return nil }
      let maximum = (1 << (4 * digits.count)) - 1
      return UInt8((value * 255 + maximum / 2) / maximum)
    }
    if text.hasPrefix("#"), text.count == 7 {
      let digits = text.dropFirst()
      guard let red = channel(digits.prefix(2)), let green = channel(digits.dropFirst(2).prefix(2)),
        let blue = channel(digits.dropFirst(4))
      else { return nil }
      return (red, green, blue)
    }
    guard let colon = text.firstIndex(of: ":"), text[..<colon] == "rgb" || text[..<colon] == "rgba"
    else { return nil }
    let parts = text[text.index(after: colon)...].split(
      separator: "/",
      omittingEmptySubsequences: false
    )
    guard parts.count >= 3, let red = channel(parts[0]), let green = channel(parts[1]),
      let blue = channel(parts[2])
    else { return nil }
    return (red, green, blue)
  }

  /// Whether `bytes` hold a Primary Device Attributes answer
  /// (`ESC [ ? … c`): everything sent before it has been answered.
  private static func hasDeviceAttributes(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index + 2 < bytes.count {
      if bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "["),
        bytes[index + 2] == UInt8(ascii: "?")
      {
        var end = index + 3
        while end < bytes.count,
          bytes[end] == UInt8(ascii: ";") || (0x30...0x39).contains(bytes[end])
        {
          end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "c") { return true }
      }
      index += 1
    }
    return false
  }

  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      written += count
    }
    return true
  }

  private static func monotonicMilliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
  }
}
