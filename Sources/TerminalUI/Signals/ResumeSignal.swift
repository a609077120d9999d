#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells the input loop that the process was continued after a stop (Ctrl-Z,
/// then `fg`) or the terminal resized: a SIGCONT and SIGWINCH handler writes
/// a byte to a pipe the loop polls beside the terminal, so a loop asleep in
/// its wait wakes at once, puts back the terminal modes a shell may have
/// changed and takes the size the terminal has now, rather than on the next
/// key. (curses' own SIGWINCH handler, which this replaces, reports a resize
/// only when it interrupts curses' read, and the loop sleeps in `poll`.)
enum ResumeSignal {
  // nonisolated(unsafe): set once, before the handler is installed, by the
  // thread that owns the terminal; the handler only reads it.
  private nonisolated(unsafe) static var channel: (read: Int32, write: Int32)?

  /// The end the input loop polls; nil before ``install()``.
  static var readDescriptor: Int32? { channel?.read }

  /// Makes the pipe and installs the handler, once. Called as the terminal
  /// is taken over, so that no stop or resize falls between the first frame
  /// and the handler.
  static func install() {
    guard channel == nil else { return }
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    channel = (descriptors[0], descriptors[1])
    var action = sigaction()
    action.handler = handleContinue
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_RESTART
    sigaction(SIGCONT, &action, nil)
    sigaction(SIGWINCH, &action, nil)
  }

  private static let handleContinue: @convention(c) (Int32) -> Void = { _ in
    ResumeSignal.wake()
  }

  /// Wakes the input loop from its wait: what the SIGCONT and SIGWINCH
  /// handler does, and ``SuspendSignal``'s, which leaves a note of its own
  /// beside it. Async-signal-safe; before ``install()``, nothing.
  static func wake() {
    guard let channel else { return }
    var byte: UInt8 = 1
    // A full pipe already says "wake up"; the error is of no interest.
    _ = write(channel.write, &byte, 1)
  }

  /// Empties the pipe; true when a resume or resize had been signalled.
  static func drain() -> Bool {
    guard let channel else { return false }
    var buffer = [UInt8](repeating: 0, count: 64)
    var resumed = false
    while read(channel.read, &buffer, buffer.count) > 0 { resumed = true }
    return resumed
  }
}
