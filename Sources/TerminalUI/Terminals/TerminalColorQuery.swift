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
/// Terminal); some say nothing. The queries are followed by a request every
/// terminal answers (Primary Device Attributes), so a terminal that ignores
/// the colour queries ends the wait as soon as that answer comes, and only
/// one that answers nothing at all costs the timeout.
///
/// A multiplexer may keep the outer terminal's colours to itself: tmux
/// before 3.4 answers only for a pane whose colours were set, and GNU
/// screen answers the device attributes itself, before the outer terminal's
/// colours arrive. There (a ``Multiplexer``, known by its XTVERSION answer
/// or `TMUX` and `STY`) the queries go again wrapped in its passthrough, and
/// their answers are waited for past the device attributes, for
/// ``lateAnswerTimeout`` at most; what arrives in that time is read here,
/// never taken for keys. Where `COLORFGBG` names the background's palette
/// entry (urxvt, which answers no OSC 11), that entry's colour is asked
/// for too (OSC 4): a customised palette says more than the entry's number.
public enum TerminalColorQuery {
  /// How long, in milliseconds, answers relayed by a multiplexer are
  /// waited for after its own: a round trip to the outer terminal, over
  /// ssh too. Only a multiplexer that relays nothing (tmux 3.3 with
  /// `allow-passthrough` off) costs all of it.
  public static let lateAnswerTimeout = 200

  /// What is sent first: the background query, the foreground query, the
  /// palette entries `COLORFGBG` names in `environment`, XTVERSION, then
  /// the device attributes request.
  public static func request(environment: [String: String] = [:]) -> [UInt8] {
    var request = Array("\u{1B}]11;?\u{1B}\\\u{1B}]10;?\u{1B}\\".utf8)
    let entries = ColorFGBG(environment["COLORFGBG"])
    for case let index? in [entries?.background, entries?.foreground] {
      request += Array("\u{1B}]4;\(index);?\u{1B}\\".utf8)
    }
    return request + Array("\u{1B}[>0q\u{1B}[c".utf8)
  }

  /// The colour queries again, wrapped for the multiplexer the replies to
  /// ``request(environment:)`` reveal, when they leave the background
  /// unanswered and it passes wrapped queries on; nil where there is
  /// nothing more to ask.
  public static func followUp(afterReplies replies: [UInt8], environment: [String: String])
    -> [UInt8]?
  {
    let answers = TerminalReply.all(in: replies)
    guard color(11, in: answers) == nil,
      let multiplexer = Multiplexer(version: version(in: answers), environment: environment),
      multiplexer.relaysWrappedQueries
    else { return nil }
    // Ended by BEL: a string terminator would end the wrapper.
    return multiplexer.wrapped(Array("\u{1B}]11;?\u{07}".utf8))
      + multiplexer.wrapped(Array("\u{1B}]10;?\u{07}".utf8))
  }

  /// Asks the terminal on `input` and `output` (the same terminal, its
  /// line discipline switched off for the wait and restored after) and
  /// returns its colours, with what was typed meanwhile; no colours when it
  /// did not tell its background within `timeout` milliseconds (and
  /// ``lateAnswerTimeout`` more where a multiplexer relays the question),
  /// or `input` is not a terminal.
  ///
  /// - Parameter environment: `TMUX`, `STY` and `TERM` (which multiplexer
  ///   is between) and `COLORFGBG` (which palette entries to ask for).
  public static func ask(
    input: Int32,
    output: Int32,
    timeout: Int,
    environment: [String: String] = [:]
  ) -> Reading {
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return Reading() }
    var raw = saved
    cfmakeraw(&raw)
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { return Reading() }
    defer { tcsetattr(input, TCSANOW, &saved) }
    guard writeAll(request(environment: environment), to: output) else { return Reading() }
    var replies: [UInt8] = []
    collectReplies(from: input, into: &replies, until: monotonicMilliseconds() + timeout) {
      TerminalReply.all(in: $0).contains(.deviceAttributes)
    }
    if let followUp = followUp(afterReplies: replies, environment: environment),
      writeAll(followUp, to: output)
    {
      collectReplies(
        from: input,
        into: &replies,
        until: monotonicMilliseconds() + lateAnswerTimeout
      ) {
        let answers = TerminalReply.all(in: $0)
        return color(11, in: answers) != nil && color(10, in: answers) != nil
      }
    }
    return Reading(
      backdrop: backdrop(fromReplies: replies, environment: environment),
      typed: TerminalReply.split(replies).typed
    )
  }

  /// What ``ask(input:output:timeout:environment:)`` read.
  public struct Reading: Sendable {
    /// The terminal's colours, where it told them.
    public var backdrop: Backdrop?
    /// What was typed while the answers were awaited (the bytes that are
    /// no answer), in order: keys for the app, not to be lost.
    public var typed: [UInt8] = []
  }

  /// The colours told in `replies` (what a terminal sent back to
  /// ``request(environment:)`` and ``followUp(afterReplies:environment:)``):
  /// the background from its OSC 11 answer, else from the answer for the
  /// palette entry `COLORFGBG` names as the background; nil without
  /// either. The text colour likewise, else the reference one of the
  /// background's appearance.
  public static func backdrop(fromReplies replies: [UInt8], environment: [String: String] = [:])
    -> Backdrop?
  {
    let answers = TerminalReply.all(in: replies)
    let entries = ColorFGBG(environment["COLORFGBG"])
    func entryColor(_ index: Int?) -> RGB? { index.flatMap { paletteColor($0, in: answers) } }
    guard let background = color(11, in: answers) ?? entryColor(entries?.background) else {
      return nil
    }
    guard let foreground = color(10, in: answers) ?? entryColor(entries?.foreground) else {
      return Backdrop(background: background)
    }
    return Backdrop(background: background, foreground: foreground)
  }

  private typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)

  /// The last colour answered for OSC `code` in `answers`.
  private static func color(_ code: Int, in answers: [TerminalReply]) -> RGB? {
    answers.reversed().lazy.compactMap { answer -> RGB? in
      guard case .operatingSystemCommand(code, let payload) = answer else { return nil }
      return color(fromSpecification: payload)
    }.first
  }

  /// The colour answered for palette entry `index` (OSC 4's
  /// `4;index;rgb:…`).
  private static func paletteColor(_ index: Int, in answers: [TerminalReply]) -> RGB? {
    answers.reversed().lazy.compactMap { answer -> RGB? in
      guard case .operatingSystemCommand(4, let payload) = answer,
        let separator = payload.firstIndex(of: UInt8(ascii: ";")),
        Int(String(decoding: payload[..<separator], as: UTF8.self)) == index
      else { return nil }
      return color(fromSpecification: Array(payload[(separator + 1)...]))
    }.first
  }

  /// The name XTVERSION's answer gives, if one came.
  private static func version(in answers: [TerminalReply]) -> String? {
    answers.lazy.compactMap { answer -> String? in
      guard case .version(let name) = answer else { return nil }
      return name
    }.first
  }

  /// Reads what arrives on `input` into `replies` until `isComplete`
  /// holds of them or the `deadline` (in monotonic milliseconds) passes.
  private static func collectReplies(
    from input: Int32,
    into replies: inout [UInt8],
    until deadline: Int,
    isComplete: ([UInt8]) -> Bool
  ) {
    var buffer = [UInt8](repeating: 0, count: 256)
    while !isComplete(replies) {
      let remaining = deadline - monotonicMilliseconds()
      guard remaining > 0 else { return }
      var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32(remaining)) > 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      replies.append(contentsOf: buffer[0..<count])
    }
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

  private static func monotonicMilliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
  }
}
