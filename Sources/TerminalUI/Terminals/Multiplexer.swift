/// A terminal multiplexer between the app and the terminal the user looks
/// at (tmux, GNU screen), which may keep the outer terminal's colours to
/// itself: ``TerminalColorQuery`` then asks the outer terminal through it.
enum Multiplexer: Equatable {
  /// tmux, with its version where it told it (XTVERSION's `tmux 3.3a`).
  case tmux(version: (major: Int, minor: Int)?)
  /// GNU screen, which answers the device attributes request itself and
  /// passes a device control string's body to the outer terminal as it is.
  case screen

  /// The multiplexer the app talks to: the innermost one. tmux names
  /// itself in its XTVERSION answer (`version`), also over ssh where `TMUX`
  /// is not passed on; screen answers no XTVERSION, so it is known by
  /// `STY`, or by a `TERM` of its family where neither tells (ssh from
  /// inside screen). Both variables are inherited by a multiplexer started
  /// inside the other, so a tmux that answered is the inner one.
  init?(version: String?, environment: [String: String]) {
    if let version, version.hasPrefix("tmux") {
      self = .tmux(version: Self.versionNumber(in: version))
    } else if environment["STY"] != nil {
      self = .screen
    } else if environment["TMUX"] != nil {
      self = .tmux(version: nil)
    } else if let term = environment["TERM"], term.hasPrefix("screen"), version == nil {
      self = .screen
    } else {
      return nil
    }
  }

  /// Whether a colour query the multiplexer left unanswered is worth
  /// sending again through it. tmux from 3.4 asks the outer terminal
  /// itself and answers with what it learnt, and keeps what comes back
  /// through its passthrough to itself: when it does not answer, nothing
  /// would. Before 3.4 it answers only for a pane whose colours were set
  /// (`window-style`), and passes a wrapped query on where
  /// `allow-passthrough` is on (off by default from 3.3). screen passes a
  /// wrapped query on always.
  var relaysWrappedQueries: Bool {
    switch self {
    case .screen:
      return true
    case .tmux(let version):
      guard let version else { return true }
      return version.major < 3 || (version.major == 3 && version.minor < 4)
    }
  }

  /// `sequence` wrapped so that the multiplexer passes it to the outer
  /// terminal untouched: tmux's `ESC P tmux ; … ESC \` with each escape
  /// doubled, screen's bare `ESC P … ESC \`. A query inside ends with BEL,
  /// as a string terminator would end the wrapper.
  func wrapped(_ sequence: [UInt8]) -> [UInt8] {
    switch self {
    case .tmux:
      let body = sequence.flatMap { $0 == 0x1B ? [0x1B, 0x1B] : [$0] }
      return Array("\u{1B}Ptmux;".utf8) + body + Array("\u{1B}\\".utf8)
    case .screen:
      return Array("\u{1B}P".utf8) + sequence + Array("\u{1B}\\".utf8)
    }
  }

  /// The first two numbers of `tmux 3.3a` or `tmux next-3.5`.
  private static func versionNumber(in text: String) -> (major: Int, minor: Int)? {
    let digits = text.drop { !$0.isNumber }
    let parts = digits.split(whereSeparator: { !$0.isNumber }).prefix(2).compactMap { Int($0) }
    guard parts.count == 2 else { return nil }
    return (parts[0], parts[1])
  }

  static func == (lhs: Multiplexer, rhs: Multiplexer) -> Bool {
    switch (lhs, rhs) {
    case (.screen, .screen): true
    case (.tmux(let left), .tmux(let right)):
      left?.major == right?.major && left?.minor == right?.minor
    default: false
    }
  }
}
