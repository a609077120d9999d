import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program running on a pseudo-terminal of ours: we read every byte it
/// writes to the terminal and type keys into it.
///
/// The gallery brackets each frame with synchronized output, so the end of a
/// frame is the `CSI ? 2026 l` it writes last; counting the bytes up to that
/// marker gives exact, repeatable figures with no terminal emulator.
final class PseudoTerminal {
  static let frameEnd = Array("\u{1B}[?2026l".utf8)

  /// The program's process id.
  let pid: pid_t
  private let master: Int32
  /// Everything the program wrote so far.
  private(set) var output: [UInt8] = []
  /// When the last of `output` was read.
  private(set) var lastArrival = ContinuousClock.now
  /// The most this terminal reads a second, as a slow link delivers; nil
  /// for as fast as the program writes.
  var bytesPerSecond: Double?

  /// glibc's POSIX_SPAWN_SETSID, a GNU extension Swift's Glibc module does
  /// not import.
  private static let spawnSetSessionID: Int32 = 0x80

  /// Starts `executable` on a new `width` × `height` terminal.
  ///
  /// The program is spawned directly rather than through `Process`, whose
  /// set-up would count towards the time to its first frame.
  ///
  /// - Parameter ownSession: the program leads a session of its own
  ///   whose controlling terminal this is, so that Ctrl-Z and a resize
  ///   signal it (and, with no job-control shell, a stop is discarded).
  init(
    _ executable: URL,
    _ arguments: [String] = [],
    width: Int = 80,
    height: Int = 24,
    term: String = "xterm-256color",
    bytesPerSecond: Double? = nil,
    ownSession: Bool = false
  ) throws {
    self.bytesPerSecond = bytesPerSecond
    let pty = XSIPseudoTerminalFunctions.shared
    master = pty.openMaster(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0, pty.grant(master) == 0, pty.unlock(master) == 0,
      let name = pty.slaveName(master)
    else { throw PseudoTerminalError("cannot open a pseudo-terminal") }
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    let environment = [
      "TERM=\(term)", "LANG=C.UTF-8", "PATH=/usr/bin:/bin",
    ]
    let argumentStrings = ([executable.path] + arguments).map { strdup($0) } + [nil]
    let environmentStrings = environment.map { strdup($0) } + [nil]
    defer { (argumentStrings + environmentStrings).forEach { free($0) } }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    if ownSession { posix_spawnattr_setflags(&attributes, Int16(Self.spawnSetSessionID)) }
    var pid = pid_t()
    let spawned = posix_spawn(
      &pid,
      executable.path,
      &actions,
      &attributes,
      argumentStrings,
      environmentStrings
    )
    guard spawned == 0 else {
      close(master)
      throw PseudoTerminalError(
        "cannot start \(executable.path): \(String(cString: strerror(spawned)))"
      )
    }
    self.pid = pid
  }

  deinit {
    kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    close(master)
  }

  /// Resizes the terminal, which signals a program in a session of its own.
  func resize(width: Int, height: Int) {
    var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// Reads until `text` has been written from byte `start` of the output
  /// on, or `timeout` passes; returns whether it was.
  @discardableResult
  func waitFor(_ text: String, after start: Int, timeout: Duration) -> Bool {
    let deadline = ContinuousClock.now + timeout
    let wanted = Array(text.utf8)
    while output[start...].firstRange(of: wanted) == nil {
      guard ContinuousClock.now < deadline else { return false }
      receive(for: .milliseconds(10))
    }
    return true
  }

  /// Types `bytes` as if from the keyboard.
  func type(_ bytes: String) {
    let data = Array(bytes.utf8)
    _ = data.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Reads until `count` frames have ended since byte `start` of the output,
  /// or `timeout` passes; returns whether they did.
  @discardableResult
  func waitForFrames(_ count: Int = 1, after start: Int, timeout: Duration = .seconds(5)) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while frameEnds(after: start) < count {
      guard ContinuousClock.now < deadline else { return false }
      receive(for: .milliseconds(50))
    }
    return true
  }

  /// Reads until the program has written nothing for `quiet`, so that
  /// frames of an animation or a slow redraw are all counted.
  func waitUntilQuiet(_ quiet: Duration = .milliseconds(150)) {
    while receive(for: quiet) {}
  }

  /// Reads whatever arrives for `seconds`.
  func receive(forSeconds seconds: Double) {
    let end = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while ContinuousClock.now < end { receive(for: .milliseconds(10)) }
  }

  /// Reads what arrives within `duration`; false if nothing did. At a
  /// link's speed, a hundredth of a second's worth at a time, then as long
  /// as that takes to arrive.
  @discardableResult
  private func receive(for duration: Duration) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let milliseconds =
      Int32(duration.components.seconds * 1000)
      + Int32(duration.components.attoseconds / 1_000_000_000_000_000)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
    let limit = bytesPerSecond.map { max(1, Int($0 / 100)) } ?? 65_536
    var buffer = [UInt8](repeating: 0, count: limit)
    let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    let start = output.count
    output += buffer[..<count]
    lastArrival = .now
    answerQueries(endingAfter: start)
    if bytesPerSecond != nil { usleep(10_000) }
    return true
  }

  /// Answers what the program asks a terminal, in what arrived from byte
  /// `start` on (a query may have begun before it): a Primary Device
  /// Attributes request (`ESC [ c`) as a VT220 with colour does, not the
  /// colour queries before it (the program asks at start, and a terminal
  /// that answered nothing would cost it its whole wait); a status query
  /// (`ESC [ 5 n`) as any terminal does, once everything before it has
  /// arrived.
  private func answerQueries(endingAfter start: Int) {
    let answers: [(query: [UInt8], answer: String)] = [
      (Array("\u{1B}[c".utf8), "\u{1B}[?62;22c"),
      (Array("\u{1B}[5n".utf8), "\u{1B}[0n"),
    ]
    for (query, answer) in answers where output.count >= query.count {
      for index in max(0, start - query.count + 1)...(output.count - query.count)
      where output[index..<index + query.count].elementsEqual(query) {
        type(answer)
      }
    }
  }

  /// How many frames ended after byte `start` of the output.
  func frameEnds(after start: Int) -> Int {
    let marker = Self.frameEnd
    guard output.count >= start + marker.count else { return 0 }
    var count = 0
    var index = start
    while index + marker.count <= output.count {
      if output[index..<index + marker.count].elementsEqual(marker) {
        count += 1
        index += marker.count
      } else {
        index += 1
      }
    }
    return count
  }
}

/// posix_openpt(3) and its companions. glibc declares them only for
/// `_XOPEN_SOURCE`, which Swift's Glibc module is not built with (as with
/// `wcwidth`), so they are looked up by name.
private struct XSIPseudoTerminalFunctions: @unchecked Sendable {
  typealias OpenMaster = @convention(c) (Int32) -> Int32
  typealias Control = @convention(c) (Int32) -> Int32
  typealias SlaveName = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

  let openMaster: OpenMaster
  let grant: Control
  let unlock: Control
  let slaveName: SlaveName

  static let shared: XSIPseudoTerminalFunctions = {
    let process = dlopen(nil, RTLD_NOW)
    func function<Function>(_ name: String, as type: Function.Type) -> Function {
      guard let symbol = dlsym(process, name) else { fatalError("libc has no \(name)") }
      return unsafeBitCast(symbol, to: type)
    }
    return XSIPseudoTerminalFunctions(
      openMaster: function("posix_openpt", as: OpenMaster.self),
      grant: function("grantpt", as: Control.self),
      unlock: function("unlockpt", as: Control.self),
      slaveName: function("ptsname", as: SlaveName.self)
    )
  }()
}

struct PseudoTerminalError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
