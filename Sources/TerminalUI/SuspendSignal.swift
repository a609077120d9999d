#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hands the shell a terminal without the modes curses does not know of
/// when Ctrl-Z stops the gallery: curses' own SIGTSTP handler leaves the
/// alternate screen, keypad mode and its mouse modes, but SGR mouse reports,
/// bracketed paste and a synchronized update cut short would stay on for the
/// shell. This handler writes their "off" first, then runs curses' handler,
/// which stops the process; ``ResumeSignal`` turns them on again after `fg`.
enum SuspendSignal {
  private struct State {
    let bytes: UnsafeMutablePointer<UInt8>
    let count: Int
    /// The handler curses installed, which this one runs after its write.
    let next: @convention(c) (Int32) -> Void
  }

  // nonisolated(unsafe): set once, by the thread that owns the terminal,
  // before the handler is installed; the handler only reads it.
  private nonisolated(unsafe) static var state: State?

  /// Installs the handler in front of curses' own, once; does nothing when
  /// SIGTSTP has no handler to chain to (it was ignored when the gallery
  /// started, so curses left it so).
  static func install(modesOff: [UInt8]) {
    guard state == nil else { return }
    var current = sigaction()
    guard sigaction(SIGTSTP, nil, &current) == 0 else { return }
    guard current.callsNumberHandler, let next = current.handler else { return }
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(modesOff.count, 1))
    bytes.initialize(from: modesOff, count: modesOff.count)
    state = State(bytes: bytes, count: modesOff.count, next: next)
    var action = current
    action.handler = handleSuspend
    sigaction(SIGTSTP, &action, nil)
  }

  private static let handleSuspend: @convention(c) (Int32) -> Void = { signal in
    guard let state = SuspendSignal.state else { return }
    signalSafeWrite(state.bytes, count: state.count, to: STDOUT_FILENO)
    state.next(signal)
  }
}
