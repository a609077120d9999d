/// What the terminal's input means once curses has read it: a character
/// or a key is an event of its own, and the things ncurses does not put
/// together are put together here, reading on as far as they need: an SGR
/// mouse report after its start key (`ESC [ <`), a bracketed paste between
/// its markers, and what a terminal sends that is no key: its answers to
/// queries (OSC, DCS and APC strings such as a late colour answer,
/// device attributes), and control sequences no key is defined for, which
/// are read whole and dropped, never typed. The reads come from a closure,
/// so the terminal hands over curses' and a test or a fuzzer any it likes.
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
  /// sends a report in one write, so its rest is already waiting. The same
  /// for the rest of a terminal's answer, or of a control sequence.
  public static let mouseReportWait = 50

  /// The most of a terminal's answer read one character at a time: past
  /// it, what is waiting is discarded whole (``event(startingWith:next:putBack:discardPending:)``),
  /// so that a runaway answer of megabytes costs no more than this.
  public static let answerLimit = 1 << 16
  /// How long a paste may pause before it counts as broken off.
  public static let pasteWait = 200

  /// The event `read` starts, reading on from `next` as far as it needs
  /// (`next` is given how long to wait, in milliseconds, and gives nil
  /// when nothing came in that time); nil for what means nothing to the
  /// app (unknown keys, pointer movement, a report cut short, a terminal's
  /// answer).
  ///
  /// - Parameters:
  ///   - putBack: takes back a read that was looked at but belongs to the
  ///     next event (the `x` of Esc then `x`), so that `next` gives it
  ///     again.
  ///   - discardPending: drops everything waiting to be read, when an
  ///     answer runs past ``answerLimit``.
  public static func event(
    startingWith read: Read,
    next: (_ wait: Int) -> Read?,
    putBack: (Read) -> Void,
    discardPending: () -> Void
  ) -> InputEvent? {
    switch read {
    case .character(0x1B):
      return afterEscape(next: next, putBack: putBack, discardPending: discardPending)
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

  /// What an Esc that curses did not make a key of starts: a string a
  /// terminal answers with (`ESC ]` OSC, `ESC P` DCS, `ESC _` APC, `ESC ^`
  /// PM, `ESC X` SOS) or a control sequence (`ESC [`, among them the
  /// device attributes answer `ESC [ ? … c`), read whole and dropped; else
  /// the Esc key, what followed put back. Only what is already waiting
  /// counts as following: Esc typed, then `]` a moment later, is Esc and
  /// `]`.
  private static func afterEscape(
    next: (_ wait: Int) -> Read?,
    putBack: (Read) -> Void,
    discardPending: () -> Void
  ) -> InputEvent? {
    guard let following = next(0) else { return .key(.escape) }
    switch following {
    case .character(0x5D), .character(0x50), .character(0x5F), .character(0x5E), .character(0x58):
      skipString(next: { next(mouseReportWait) }, discardPending: discardPending)
      return nil
    case .character(0x5B):
      skipControlSequence(next: { next(mouseReportWait) }, putBack: putBack)
      return nil
    default:
      putBack(following)
      return .key(.escape)
    }
  }

  /// Reads a control string up to its terminator (BEL, `ESC \` or the
  /// 8-bit ST), or until it breaks off; past ``answerLimit`` what is
  /// waiting is discarded instead.
  private static func skipString(next: () -> Read?, discardPending: () -> Void) {
    var count = 0
    var afterEscape = false
    while let read = next() {
      guard case .character(let code) = read else { continue }
      if code == 0x07 || code == 0x9C || (afterEscape && code == 0x5C) { return }
      afterEscape = code == 0x1B
      count += 1
      if count >= answerLimit {
        discardPending()
        return
      }
    }
  }

  /// Reads a control sequence's parameters and intermediates up to its
  /// final character (`@` to `~`); a character that cannot be part of it
  /// ends it early and is put back.
  private static func skipControlSequence(next: () -> Read?, putBack: (Read) -> Void) {
    var count = 0
    while count < answerLimit, let read = next() {
      guard case .character(let code) = read else {
        putBack(read)
        return
      }
      switch code {
      case 0x20...0x3F: count += 1
      case 0x40...0x7E: return
      default:
        putBack(read)
        return
      }
    }
  }

  /// The rest of an SGR mouse report after `ESC [ <`: its parameters up to
  /// `M` or `m`; nil when it breaks off or is malformed. A malformed one is
  /// read to its end all the same (a 20-digit coordinate), so that none of
  /// it is typed.
  static func mouseReport(next: () -> Read?) -> MouseReport? {
    var text = ""
    var count = 0
    while count < answerLimit {
      guard case .character(let code)? = next(), let scalar = Unicode.Scalar(code) else {
        return nil
      }
      count += 1
      guard scalar != "M" && scalar != "m" else {
        // The longest report, `2047;9999;9999M`, is 15 characters: a
        // longer one is read to its end, and means nothing.
        guard count <= 16 else { return nil }
        text.unicodeScalars.append(scalar)
        return MouseReport(sgr: text)
      }
      guard scalar == ";" || ("0"..."9").contains(scalar) || scalar == "-" else { return nil }
      if count <= 16 { text.unicodeScalars.append(scalar) }
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
