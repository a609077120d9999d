import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The stream frames go out by: a descriptor of its own onto the terminal,
/// which Ctrl-Z points at /dev/null for the rest of a frame in flight.
///
/// A write to a terminal that reads slowly (a slow link) waits until the
/// terminal has taken it, and curses and stdio write again after an
/// interruption until the frame is out: a whole 200 × 60 frame takes
/// seconds at 20 KB/s, and Ctrl-Z, taken between frames
/// (``SuspendSignal``), waited for all of it. The SIGTSTP handler,
/// running on the thread that writes, moves the descriptor to /dev/null
/// instead (``cutFrameInFlight()``): the write it interrupted returns
/// what it wrote so far (or starts again, onto /dev/null), the writes
/// after it go nowhere, and the frame ends at once. ``endFrame()`` puts
/// the terminal back and says the frame was cut, so the terminal, whose
/// screen now shows part of it, is drawn whole after the stop.
///
/// The handler only moves a descriptor, so nothing about curses or stdio
/// changes under them; standard output stays the terminal throughout, for
/// ``TerminalRestorer`` among others.
enum FrameOutput {
  /// No frame is being written.
  private static let idle = 0
  /// A frame is being written to the terminal.
  private static let writing = 1
  /// A frame is being written, to /dev/null since a Ctrl-Z.
  private static let cut = 2

  /// ``idle``, ``writing`` or ``cut``: one word, so the handler and the
  /// thread it interrupts never see it half changed.
  private static let phase = Atomic<Int>(0)

  // nonisolated(unsafe): set by the thread that owns the terminal while no
  // frame is being written; the handler reads them only once it has found
  // a frame being written, on that same thread (``cutFrameInFlight()``).
  private nonisolated(unsafe) static var descriptors:
    (frames: Int32, discard: Int32, terminal: Int32)?
  private nonisolated(unsafe) static var owner: pthread_t?

  /// Opens the stream onto `terminal` for the calling thread, the one that
  /// will write every frame; nil where no descriptor could be had (the
  /// caller then writes to the terminal itself, and frames are never cut).
  /// Called before the SIGTSTP handler is installed, so that the handler
  /// finds everything it reads already made.
  static func stream(onto terminal: Int32) -> UnsafeMutablePointer<FILE>? {
    guard descriptors == nil else { return nil }
    let frames = fcntl(terminal, F_DUPFD_CLOEXEC, 3)
    let discard = open("/dev/null", O_WRONLY | O_CLOEXEC)
    guard frames >= 0, discard >= 0, let stream = fdopen(frames, "w") else {
      if frames >= 0 { close(frames) }
      if discard >= 0 { close(discard) }
      return nil
    }
    phase.store(idle, ordering: .sequentiallyConsistent)
    owner = pthread_self()
    descriptors = (frames, discard, terminal)
    return stream
  }

  /// Closes `stream` once the terminal is given back for good, where
  /// ``stream(onto:)`` gave it.
  static func release(_ stream: UnsafeMutablePointer<FILE>) {
    guard let descriptors, fileno(stream) == descriptors.frames else { return }
    self.descriptors = nil
    owner = nil
    fclose(stream)
    close(descriptors.discard)
  }

  /// Marks the start of a frame; false where Ctrl-Z is waiting to be
  /// taken, when the frame had better not start: it would only be cut.
  static func beginFrame() -> Bool {
    guard descriptors != nil else { return true }
    phase.store(writing, ordering: .sequentiallyConsistent)
    // After the store: a Ctrl-Z before it is seen here, one after it cuts.
    guard !SuspendSignal.isRequested else {
      _ = endFrame()
      return false
    }
    return true
  }

  /// Marks the end of a frame; true when Ctrl-Z cut it, after which the
  /// stream writes to the terminal again, and what was queued for it and
  /// what it shows are unknown.
  static func endFrame() -> Bool {
    guard let descriptors,
      phase.exchange(idle, ordering: .sequentiallyConsistent) == cut
    else { return false }
    redirect(descriptors.frames, to: descriptors.terminal)
    return true
  }

  /// From the SIGTSTP handler: a frame being written goes to /dev/null
  /// from here on. On another thread than the one writing, the signal is
  /// sent on to that thread, whose write it has to interrupt, and whose
  /// descriptor is then only changed while that thread is stopped in the
  /// handler. Async-signal-safe.
  static func cutFrameInFlight() {
    guard let owner, let descriptors else { return }
    guard pthread_equal(pthread_self(), owner) != 0 else {
      pthread_kill(owner, SIGTSTP)
      return
    }
    guard
      phase.compareExchange(
        expected: writing,
        desired: cut,
        ordering: .sequentiallyConsistent
      ).exchanged
    else { return }
    redirect(descriptors.frames, to: descriptors.discard)
  }

  /// Makes `descriptor` a copy of `target`, closed on exec as before.
  /// Async-signal-safe.
  private static func redirect(_ descriptor: Int32, to target: Int32) {
    while dup2(target, descriptor) < 0 && errno == EINTR {}
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
  }
}
