#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ctrl-Z, taken between frames rather than inside its signal handler.
///
/// curses' own SIGTSTP handler gives the terminal back and stops the
/// process from inside the handler, so it ignores SIGTSTP while it updates
/// the screen, lest a stop cut an update in half: a Ctrl-Z pressed then is
/// lost, and under heavy output, while an update waits for a terminal that
/// has fallen behind, that is often. Installed before curses starts, this
/// handler makes curses leave SIGTSTP alone (it never replaces a
/// disposition it did not find at its default). The handler only notes the
/// Ctrl-Z, cuts short a frame being written (``FrameOutput``), and wakes
/// the input loop (``ResumeSignal/wake()``), which gives the terminal
/// back after that frame, stops with ``stop()`` and takes the terminal
/// again once continued.
enum SuspendSignal {
  // nonisolated(unsafe): allocated once, by the thread that owns the
  // terminal, before the handler is first installed; the handler only
  // writes the pointee, which that thread reads and clears.
  private nonisolated(unsafe) static var requested: UnsafeMutablePointer<sig_atomic_t>?
  // nonisolated(unsafe): read and written only by the thread that owns the
  // terminal.
  private nonisolated(unsafe) static var isInstalled = false

  /// Installs the handler where SIGTSTP has its default action; where the
  /// program was started with it ignored, Ctrl-Z stays ignored, and a
  /// handler of the program's own stays its own.
  static func install() {
    var current = sigaction()
    guard !isInstalled, sigaction(SIGTSTP, nil, &current) == 0, current.takesDefaultAction
    else { return }
    if requested == nil { requested = .allocate(capacity: 1) }
    requested!.pointee = 0
    var action = sigaction()
    action.handler = handleSuspend
    sigemptyset(&action.sa_mask)
    // A write to the terminal that a Ctrl-Z interrupts goes on afterwards,
    // to /dev/null where it was a frame's.
    action.sa_flags = SA_RESTART
    sigaction(SIGTSTP, &action, nil)
    isInstalled = true
  }

  /// Puts SIGTSTP's default action back, once the terminal is given back
  /// for good.
  static func uninstall() {
    guard isInstalled else { return }
    var action = sigaction()
    action.handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(SIGTSTP, &action, nil)
    isInstalled = false
  }

  /// Whether Ctrl-Z was pressed and not yet taken (``takeRequest()``).
  static var isRequested: Bool { (requested?.pointee ?? 0) != 0 }

  /// Whether Ctrl-Z was pressed since the last call.
  static func takeRequest() -> Bool {
    guard let requested, requested.pointee != 0 else { return false }
    requested.pointee = 0
    return true
  }

  /// Stops the process as Ctrl-Z does without a handler, so that a shell
  /// sees a job stopped by SIGTSTP. Returns once the process is continued
  /// (`fg`), or at once where the kernel discards the stop: in a process
  /// group no job-control shell could continue (the command of a tmux
  /// pane, `ssh -t host app`, `xterm -e app`).
  static func stop() {
    var stopping = sigaction()
    stopping.handler = SIG_DFL
    sigemptyset(&stopping.sa_mask)
    var handling = sigaction()
    sigaction(SIGTSTP, &stopping, &handling)
    raise(SIGTSTP)
    sigaction(SIGTSTP, &handling, nil)
  }

  private static let handleSuspend: @convention(c) (Int32) -> Void = { _ in
    // The interrupted code may be about to read errno.
    let interruptedErrno = errno
    SuspendSignal.requested?.pointee = 1
    FrameOutput.cutFrameInFlight()
    ResumeSignal.wake()
    errno = interruptedErrno
  }
}
