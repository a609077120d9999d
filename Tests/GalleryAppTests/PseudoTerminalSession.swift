import Foundation

/// A program in a session of its own whose controlling terminal is a
/// pseudo-terminal the test holds the other end of, with nothing between
/// them: the test reads what the program draws, and closing its end hangs
/// the terminal up, as a dropped SSH connection or a killed terminal
/// emulator does.
final class PseudoTerminalSession {
  /// The program's process id.
  let pid: pid_t
  /// The test's end; −1 once hung up.
  private var controller: Int32
  /// The wait status once the program has ended and been waited for.
  private var status: Int32?

  /// glibc's POSIX_SPAWN_SETSID, a GNU extension Swift's Glibc module does
  /// not import: the child calls setsid(2) first, so the terminal it then
  /// opens becomes its controlling terminal.
  private static let spawnSetSessionID: Int32 = 0x80

  /// Starts `arguments` on a new `width` × `height` terminal of type
  /// `xterm-256color`, with every signal unblocked and handled the default
  /// way, and `environment` beside the terminal's variables.
  init(
    _ arguments: [String],
    width: Int = 80,
    height: Int = 24,
    environment: [String: String] = [:]
  ) throws {
    var controller: Int32 = -1
    var device: Int32 = -1
    var size = winsize(
      ws_row: UInt16(height),
      ws_col: UInt16(width),
      ws_xpixel: 0,
      ws_ypixel: 0
    )
    guard openpty(&controller, &device, nil, nil, &size) == 0 else {
      throw TestFailure("openpty: errno \(errno)")
    }
    // ttyname_r, not ttyname: tests start sessions on several threads at
    // once, and ttyname's one static buffer gave a test another's terminal
    // (or half a name: "Is a directory").
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
    let found = ttyname_r(device, &buffer, buffer.count)
    guard found == 0 else {
      close(controller)
      close(device)
      throw TestFailure("ttyname_r: \(String(cString: strerror(found)))")
    }
    let name = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
      as: UTF8.self
    )
    close(device)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, name, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    guard closeFrom(&actions, 3) == 0 else {
      close(controller)
      throw TestFailure("cannot keep descriptors from \(arguments[0])")
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    withSignalsAsNew(&attributes, flags: Int32(Self.spawnSetSessionID))
    let environment =
      ["TERM=xterm-256color", "LANG=C.UTF-8", "PATH=/usr/bin:/bin"]
      + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let argumentStrings = arguments.map { strdup($0) } + [nil]
    let environmentStrings = environment.map { strdup($0) } + [nil]
    defer { (argumentStrings + environmentStrings).forEach { free($0) } }
    var pid = pid_t()
    let spawned = posix_spawn(
      &pid,
      arguments[0],
      &actions,
      &attributes,
      argumentStrings,
      environmentStrings
    )
    guard spawned == 0 else {
      close(controller)
      throw TestFailure("cannot start \(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    self.pid = pid
    self.controller = controller
  }

  deinit {
    if controller >= 0 { close(controller) }
    if status == nil {
      kill(pid, SIGKILL)
      var ignored: Int32 = 0
      while waitpid(pid, &ignored, 0) == -1 && errno == EINTR {}
    }
  }

  /// Reads what the program writes until `marker` has come; fails after
  /// `timeout`.
  func read(until marker: String, timeout: Duration) throws {
    let wanted = Array(marker.utf8)
    try read("\(marker.debugDescription) from the program", timeout: timeout) {
      $0.firstRange(of: wanted) != nil
    }
  }

  /// Reads what the program writes until what it has written since the
  /// call satisfies `isEnough`, and returns that; fails after `timeout`
  /// with `description`.
  @discardableResult
  func read(
    _ description: String,
    timeout: Duration,
    until isEnough: ([UInt8]) -> Bool
  ) throws -> [UInt8] {
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    try poll(description, timeout: timeout) { () -> Void? in
      var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      while Glibc.poll(&descriptor, 1, 0) > 0 {
        let count = Glibc.read(controller, &buffer, buffer.count)
        guard count > 0 else { break }
        output += buffer[0..<count]
      }
      return isEnough(output) ? () : nil
    }
    return output
  }

  /// Sends `text` to the program, as typed.
  func type(_ text: String) {
    var bytes = Array(text.utf8)
    _ = Glibc.write(controller, &bytes, bytes.count)
  }

  /// What the program writes for `duration`, read no faster than
  /// `bytesPerSecond` where it is given, as a slow link delivers it. Each
  /// status query (`ESC [ 5 n`) is answered `answerDelay` after it
  /// arrives, as a terminal at the end of a slow link would; never when nil.
  func collect(
    for duration: Duration,
    answerDelay: Duration?,
    bytesPerSecond: Int? = nil
  ) -> [UInt8] {
    let query = Array("\u{1B}[5n".utf8)
    let clock = ContinuousClock()
    let start = clock.now
    let end = start + duration
    var output: [UInt8] = []
    var answers: [ContinuousClock.Instant] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while clock.now < end {
      while let due = answers.first, due <= clock.now {
        type("\u{1B}[0n")
        answers.removeFirst()
      }
      var allowed = buffer.count
      if let bytesPerSecond {
        let elapsed = start.duration(to: clock.now) / .milliseconds(1)
        allowed = min(allowed, Int(elapsed * Double(bytesPerSecond) / 1000) - output.count)
        guard allowed > 0 else {
          usleep(2_000)
          continue
        }
      }
      var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
      guard Glibc.poll(&descriptor, 1, 5) > 0 else { continue }
      let count = Glibc.read(controller, &buffer, allowed)
      guard count > 0 else { break }
      let start = output.count
      output += buffer[0..<count]
      guard let answerDelay else { continue }
      var index = max(0, start - query.count + 1)
      while index + query.count <= output.count {
        if output[index..<index + query.count].elementsEqual(query) {
          answers.append(clock.now + answerDelay)
        }
        index += 1
      }
    }
    return output
  }

  /// Resizes the terminal, which signals the program (SIGWINCH).
  func resize(width: Int, height: Int) {
    var size = winsize(
      ws_row: UInt16(height),
      ws_col: UInt16(width),
      ws_xpixel: 0,
      ws_ypixel: 0
    )
    _ = ioctl(controller, UInt(TIOCSWINSZ), &size)
  }

  /// The terminal's modes now (a pseudo-terminal's controller tells its
  /// device's).
  func modes() -> termios {
    var modes = termios()
    tcgetattr(controller, &modes)
    return modes
  }

  /// Closes the test's end: the terminal hangs up under the program.
  func hangUp() {
    close(controller)
    controller = -1
  }

  /// The program's wait status once it has ended within `timeout`; nil
  /// while it runs on.
  func waitForEnd(timeout: Duration) -> Int32? {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    repeat {
      var waitStatus: Int32 = 0
      if waitpid(pid, &waitStatus, WNOHANG) == pid {
        status = waitStatus
        return waitStatus
      }
      usleep(20_000)
    } while clock.now < deadline
    return nil
  }
}
