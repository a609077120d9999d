/// What the terminal's input means once curses has read it: a character
/// or a key is an event of its own, and the two things ncurses does not
/// put together are put together here, reading on as far as they need: an
/// SGR mouse report after its start key (`ESC [ <`), a bracketed paste
/// between its markers. The reads come from a closure, so the terminal
/// hands over curses' and a test or a fuzzer any it likes.
public enum InputAssembly {
  /// One read of curses' (`wget_wch`): a character code, or a key code
  /// where it returned `KEY_CODE_YES`.
  public enum Read: Hashable, Sendable {
    case character(UInt32)
    case keyCode(Int32)
  }

  /// The most a paste keeps: enough for any text field, and a bound on
  /// what a runaway paste costs.
  public static let pasteLimit = 1 << 20

  /// How long, in milliseconds, a mouse report's rest may take: a terminal
  /// sends a report in one write, so its rest is already waiting.
  public static let mouseReportWait = 50
  /// How long a paste may pause before it counts as broken off.
  public static let pasteWait = 200

  /// The event `read` starts, reading on from `next` as far as it needs
  /// (`next` is given how long to wait, in milliseconds, and gives nil
  /// when nothing came in that time); nil for what means nothing to the
  /// app (unknown keys, pointer movement, a report cut short).
  public static func event(
    startingWith read: Read,
    next: (_ wait: Int) -> Read?
  ) -> InputEvent? {
    switch read {
    case .character(let code):
      return KeyDecoder.decode(.character(code))
    case .keyCode(KeyDecoder.sgrMouseCode):
      return mouseReport { next(mouseReportWait) }.flatMap { KeyDecoder.decode(.mouseReport($0)) }
    case .keyCode(KeyDecoder.pasteStartCode):
      return .paste(paste { next(pasteWait) })
    case .keyCode(let code):
      return KeyDecoder.decode(.keyCode(code))
    }
  }

  /// The rest of an SGR mouse report after `ESC [ <`: its parameters up to
  /// `M` or `m`; nil when it breaks off or is malformed.
  static func mouseReport(next: () -> Read?) -> MouseReport? {
    var text = ""
    // The longest report, `2047;9999;9999M`, is 15 characters.
    while text.unicodeScalars.count < 16 {
      guard case .character(let code)? = next(), let scalar = Unicode.Scalar(code) else {
        return nil
      }
      text.unicodeScalars.append(scalar)
      if scalar == "M" || scalar == "m" { return MouseReport(sgr: text) }
    }
    return nil
  }

  /// A bracketed paste after its start marker, up to its end marker: the
  /// characters as typed, Enter as a newline, keys left out, at most
  /// ``pasteLimit`` characters kept. A paste that breaks off (nothing more
  /// in time) ends where it broke.
  static func paste(next: () -> Read?) -> String {
    var text = ""
    var count = 0
    while let read = next() {
      switch read {
      case .keyCode(KeyDecoder.pasteEndCode):
        return text
      case .keyCode:
        continue
      case .character(let code):
        guard count < pasteLimit, let scalar = Unicode.Scalar(code) else { continue }
        text.unicodeScalars.append(scalar == "\r" ? "\n" : scalar)
        count += 1
      }
    }
    return text
  }
}
