#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Gives the terminal back when the process ends without ``CursesTerminal/shutdown()``:
/// on every signal whose default is to end the process (SIGTERM, SIGHUP,
/// SIGINT, SIGQUIT, SIGPIPE, SIGUSR1, SIGALRM, the real-time signals…), on
/// a crash (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT — a Swift trap
/// is one of these) and on `exit()`. A signal the process started with
/// ignored (SIGHUP under `nohup`) stays ignored.
///
/// While the terminal is the program's, what is written to standard error
/// (a terminal too) goes to an unlinked file instead, and is written out
/// once the terminal is given back: a crash's message would otherwise be
/// printed on the alternate screen and wiped with it. Swift's backtrace,
/// printed after the signal, goes straight to standard error.
///
/// A signal handler may only call async-signal-safe functions, so everything
/// it needs — the bytes that reset the terminal and the saved termios — is
/// computed beforehand into memory that is never freed. The handler writes the
/// bytes with write(2), restores the termios with tcsetattr(3), and then lets
/// the signal end the process the way it would have without us (status
/// "killed by SIGTERM", a core dump, the Swift runtime's crash report).
enum TerminalRestorer {
  /// The signals after which the terminal must be given back.
  static var terminationSignals: [Int32] {
    var signals = [
      SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF,
      SIGIO, SIGXCPU, SIGXFSZ, SIGSYS,
    ]
    #if os(Linux)
      signals += [SIGSTKFLT, SIGPWR]
      signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    return signals
  }
  static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

  /// Everything the handler reads. All pointers are allocated once and never
  /// freed, so a handler can never see freed memory.
  private struct State {
    let bytes: UnsafeMutablePointer<UInt8>
    let capacity: Int
    let count: UnsafeMutablePointer<Int>
    let fileDescriptor: UnsafeMutablePointer<Int32>
    let termios: UnsafeMutablePointer<termios>
    /// 1 while the terminal is in program mode and needs restoring.
    let armed: UnsafeMutablePointer<sig_atomic_t>
    /// The dispositions the handler replaced, indexed by signal number.
    let previousActions: UnsafeMutablePointer<sigaction>
    /// Standard error as it was, while it is captured; −1 when it is not.
    let standardError: UnsafeMutablePointer<Int32>
    /// The unlinked file standard error goes to meanwhile.
    let capture: UnsafeMutablePointer<Int32>
    /// Where captured output passes through on its way out.
    let copyBuffer: UnsafeMutablePointer<UInt8>
    /// The stack the handlers run on, held here as well as by the kernel.
    let signalStack: UnsafeMutableRawPointer
  }

  private static let copyBufferSize = 4096
  private static let signalStackSize = 64 * 1024

  // nonisolated(unsafe): written only by `arm`, on the thread that owns the
  // terminal, and only before the first handler is installed (the handlers and
  // `atexit` are installed once, after the first assignment). Afterwards
  // `arm` and `disarm` change only the pointees, with `armed` cleared while the
  // bytes change, so a handler sees either "nothing to do" or a complete state.
  private nonisolated(unsafe) static var state: State?

  private static let maximumSignal = 65

  /// Records how to restore the terminal and installs the handlers (once).
  ///
  /// - Parameters:
  ///   - resetSequence: the bytes that reset modes, show the cursor, turn mouse
  ///     reporting off and leave the alternate screen.
  ///   - fileDescriptor: the terminal: written to, and its termios restored.
  ///   - savedTermios: the settings from before curses changed them.
  static func arm(resetSequence: [UInt8], fileDescriptor: Int32, savedTermios: termios) {
    if state == nil || state!.capacity < resetSequence.count {
      let capacity = max(512, resetSequence.count)
      state = State(
        bytes: .allocate(capacity: capacity),
        capacity: capacity,
        count: .allocate(capacity: 1),
        fileDescriptor: .allocate(capacity: 1),
        termios: .allocate(capacity: 1),
        armed: .allocate(capacity: 1),
        previousActions: .allocate(capacity: maximumSignal),
        standardError: .allocate(capacity: 1),
        capture: .allocate(capacity: 1),
        copyBuffer: .allocate(capacity: copyBufferSize),
        signalStack: allocateSignalStack()
      )
      state!.armed.pointee = 0
      state!.standardError.pointee = -1
      state!.capture.pointee = -1
      installHandlers(stack: state!.signalStack)
    }
    let state = state!
    state.armed.pointee = 0
    for (index, byte) in resetSequence.enumerated() { state.bytes[index] = byte }
    state.count.pointee = resetSequence.count
    state.fileDescriptor.pointee = fileDescriptor
    state.termios.pointee = savedTermios
    captureStandardError(state)
    state.armed.pointee = 1
  }

  /// Sends standard error to an unlinked file while it is the terminal.
  private static func captureStandardError(_ state: State) {
    guard state.standardError.pointee < 0, isatty(STDERR_FILENO) == 1 else { return }
    var template = Array("/tmp/terminalui-stderr-XXXXXX".utf8CString)
    let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard file >= 0 else { return }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    let saved = dup(STDERR_FILENO)
    guard saved >= 0, dup2(file, STDERR_FILENO) >= 0 else {
      close(file)
      if saved >= 0 { close(saved) }
      return
    }
    state.capture.pointee = file
    state.standardError.pointee = saved
  }

  /// Puts standard error back and writes out what was captured.
  /// Async-signal-safe.
  private static func releaseStandardError(_ state: State) {
    let saved = state.standardError.pointee
    let file = state.capture.pointee
    guard saved >= 0, file >= 0 else { return }
    state.standardError.pointee = -1
    state.capture.pointee = -1
    _ = dup2(saved, STDERR_FILENO)
    _ = close(saved)
    _ = lseek(file, 0, SEEK_SET)
    while true {
      let count = read(file, state.copyBuffer, copyBufferSize)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      signalSafeWrite(state.copyBuffer, count: count, to: STDERR_FILENO)
    }
    _ = close(file)
  }

  /// Restores the saved termios and disarms, for the normal exit after
  /// `endwin` has reset the screen: a later signal or `exit` then writes
  /// nothing more.
  static func restoreTermiosOnly() {
    guard let state, state.armed.pointee != 0 else { return }
    state.armed.pointee = 0
    _ = tcsetattr(state.fileDescriptor.pointee, TCSAFLUSH, state.termios)
    releaseStandardError(state)
  }

  /// Disarms while the terminal is given back for a stop (Ctrl-Z), and
  /// writes out what standard error captured: a signal to the stopped
  /// process (`kill %1`) then ends it without writing to what is now the
  /// shell's screen, where leaving the alternate screen once more would
  /// move the shell's cursor back over the lines it printed meanwhile.
  static func suspend() {
    guard let state, state.armed.pointee != 0 else { return }
    state.armed.pointee = 0
    releaseStandardError(state)
  }

  /// Arms again after ``suspend()``, the terminal the program's again.
  static func resume() {
    guard let state, state.armed.pointee == 0 else { return }
    captureStandardError(state)
    state.armed.pointee = 1
  }

  /// Writes the reset bytes and restores the termios if still armed, then
  /// disarms. Async-signal-safe.
  static func restoreIfArmed() {
    guard let state, state.armed.pointee != 0 else { return }
    state.armed.pointee = 0
    signalSafeWrite(state.bytes, count: state.count.pointee, to: state.fileDescriptor.pointee)
    _ = tcsetattr(state.fileDescriptor.pointee, TCSAFLUSH, state.termios)
    releaseStandardError(state)
  }

  /// Pages of their own for the handlers' stack, not the heap: the Swift
  /// runtime's crash handler reads memory around the stack a crash ran
  /// on, which AddressSanitizer would take for reads past a heap block,
  /// and LeakSanitizer cannot see that only the kernel holds such a block.
  private static func allocateSignalStack() -> UnsafeMutableRawPointer {
    guard
      let pages = mmap(
        nil,
        signalStackSize,
        PROT_READ | PROT_WRITE,
        MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK,
        -1,
        0
      ), pages != UnsafeMutableRawPointer(bitPattern: -1)
    else { fatalError("no memory for the signal handlers' stack") }
    return pages
  }

  private static func installHandlers(stack: UnsafeMutableRawPointer) {
    // A stack overflow (a SIGSEGV) leaves no stack to run a handler on.
    var alternateStack = stack_t()
    alternateStack.ss_sp = stack
    alternateStack.ss_size = signalStackSize
    alternateStack.ss_flags = 0
    sigaltstack(&alternateStack, nil)

    for signal in terminationSignals + crashSignals where signal < maximumSignal {
      var current = sigaction()
      sigaction(signal, nil, &current)
      if current.ignoresSignal { continue }
      var action = sigaction()
      action.informedHandler = handleSignal
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_SIGINFO | SA_ONSTACK
      sigaction(signal, &action, state!.previousActions + Int(signal))
    }
    atexit { TerminalRestorer.restoreIfArmed() }
  }

  private static let handleSignal:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
      signal,
      info,
      _ in
      TerminalRestorer.restoreIfArmed()
      // si_code > 0: the kernel raised it for a fault in this thread.
      let isFault = (info?.pointee.si_code ?? 0) > 0 && crashSignal(signal)
      TerminalRestorer.handOn(signal, isFault: isFault)
    }

  private static func crashSignal(_ signal: Int32) -> Bool {
    switch signal {
    case SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE: return true
    default: return false
    }
  }

  /// Lets `signal` do what it would have done without us.
  ///
  /// A fault gets back its previous disposition — the Swift runtime's crash
  /// reporter, if it was installed — and the handler returns: the faulting
  /// instruction runs again and faults again, so the reporter sees the real
  /// context. Anything sent by `kill` or `raise` (SIGTERM, an `abort()`)
  /// gets the default disposition and is raised again, so the process ends
  /// with that signal as its status; a handler there (curses' own, or the
  /// crash reporter, which returns from a signal that was not a fault) could
  /// leave the process running on a terminal that was already given back.
  private static func handOn(_ signal: Int32, isFault: Bool) {
    if isFault, let state {
      sigaction(signal, state.previousActions + Int(signal), nil)
      return
    }
    var action = sigaction()
    action.handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    // Delivered as soon as the handler returns and unblocks it.
    raise(signal)
  }
}
