import Foundation

/// A tmux server of the tests' own whose one window is the pseudo-terminal
/// the end-to-end tests run `gallery` in.
///
/// The server listens on a private socket (`tmux -L`) and reads no
/// configuration, so the tests never touch a user's server or depend on their
/// settings.
final class TmuxPane {
  /// tmux on the `PATH`, if it is installed.
  static let executable = executableOnPath("tmux")

  static let session = "e2e"

  private let tmux: URL
  private let socketName: String
  private let environment: [String: String]

  private init(tmux: URL) {
    self.tmux = tmux
    socketName = "gallery-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
    var environment = ProcessInfo.processInfo.environment
    // The server passes its environment to the pane: a UTF-8 locale there
    // gives the app its Unicode repertoire, as in a usual terminal.
    environment["LANG"] = "C.UTF-8"
    environment["LC_ALL"] = nil
    // The test runner may set NO_COLOR for its own output; a pane's colours
    // are the tests' to choose.
    environment["NO_COLOR"] = nil
    self.environment = environment
  }

  /// Runs `body` with a new `width` × `height` pane running `command`, then
  /// kills the server, whether `body` succeeded or not. With a
  /// `windowStyle` (`bg=#f0f0f0,fg=#101010`) the pane has those colours
  /// from the start, and tmux tells them to a program that asks (OSC 10
  /// and 11); without, it knows none and does not answer.
  static func with<Result>(
    width: Int,
    height: Int,
    command: [String],
    windowStyle: String? = nil,
    _ body: (TmuxPane) throws -> Result
  ) throws -> Result {
    guard let executable else {
      throw TestFailure("tmux is not installed; `.ci/run` installs it with apt-get")
    }
    let pane = TmuxPane(tmux: executable)
    let newSession = [
      "-f", "/dev/null", "new-session", "-d", "-s", session, "-x", "\(width)", "-y", "\(height)",
    ]
    if let windowStyle {
      // The style is set before the command starts: a pane holding still,
      // restyled, then respawned with the command.
      try pane.run(
        newSession + [
          "sleep 600", ";", "set-option", "-w", "-t", session, "window-style", windowStyle,
        ]
          + [";", "respawn-pane", "-k", "-t", session] + command
      )
    } else {
      try pane.run(newSession + command)
    }
    let socket = try? pane.display("#{socket_path}")
    defer {
      _ = try? pane.run(["kill-server"])
      // A killed server leaves its socket behind.
      if let socket { unlink(socket) }
    }
    return try body(pane)
  }

  /// Runs one tmux command against this server and returns what it printed.
  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    let result = try runProcess(tmux, ["-L", socketName] + arguments, environment: environment)
    guard result.status == 0 else {
      throw TestFailure("tmux \(arguments.joined(separator: " ")) failed: \(result.error)")
    }
    return result.output
  }

  /// Types `keys` (tmux key names such as `Enter`, `NPage`, `C-c`) into the pane.
  func sendKeys(_ keys: String...) throws {
    try run(["send-keys", "-t", Self.session] + keys)
  }

  /// Writes `text` to the pane as it is, escape sequences and all, as a
  /// terminal sends what it reports (a mouse report, say).
  func sendLiteral(_ text: String) throws {
    try run(["send-keys", "-t", Self.session, "-l", text])
  }

  /// The visible screen, one line a row, trailing spaces removed.
  func screen() throws -> String {
    try run(["capture-pane", "-p", "-t", Self.session])
  }

  /// Everything the pane has shown: its scrollback, then the screen.
  func history() throws -> String {
    try run(["capture-pane", "-p", "-S", "-", "-t", Self.session])
  }

  /// `format` expanded for the pane (see FORMATS in tmux(1)).
  func display(_ format: String) throws -> String {
    try run(["display-message", "-p", "-t", Self.session, format])
      .trimmingCharacters(in: .newlines)
  }

  /// From now on appends everything the program in the pane writes to its
  /// terminal to `file`, escape sequences and all.
  func recordOutput(to file: URL) throws {
    try run(["pipe-pane", "-O", "-t", Self.session, "cat >> \(shellQuoted(file.path))"])
  }

  /// Opens the pane's terminal, the device the program in it reads and
  /// writes, without making it this process's controlling terminal; the
  /// caller closes it.
  func openTerminalDevice(_ flags: Int32 = O_RDWR) throws -> Int32 {
    let path = try display("#{pane_tty}")
    let descriptor = open(path, flags | O_NOCTTY | O_CLOEXEC)
    guard descriptor >= 0 else { throw TestFailure("cannot open \(path): errno \(errno)") }
    return descriptor
  }

  /// Resizes the window, as a user dragging the terminal's corner would.
  func resize(width: Int, height: Int) throws {
    try run(["resize-window", "-t", Self.session, "-x", "\(width)", "-y", "\(height)"])
  }

  /// Polls the screen until `condition` holds and returns it; fails after
  /// `timeout` with the last screen seen.
  @discardableResult
  func waitForScreen(
    _ description: String,
    timeout: Duration = .seconds(30),
    until condition: (String) -> Bool
  ) throws -> String {
    var last = ""
    return try poll(description, timeout: timeout, lastSeen: { "last screen:\n\(last)" }) {
      last = try screen()
      return condition(last) ? last : nil
    }
  }
}

/// The program `name` on the `PATH`, if it is installed.
func executableOnPath(_ name: String) -> URL? {
  let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
  return path.split(separator: ":")
    .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// Calls `probe` every few milliseconds until it returns a value; fails after
/// `timeout` with `description` and `lastSeen()`.
///
/// The tests wait for what they expect rather than for a fixed time, so they
/// are quick on an idle machine and still pass on a loaded one.
func poll<Value>(
  _ description: String,
  timeout: Duration = .seconds(30),
  lastSeen: () -> String = { "" },
  _ probe: () throws -> Value?
) throws -> Value {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while true {
    if let value = try probe() { return value }
    guard clock.now < deadline else {
      throw TestFailure("timed out after \(timeout) waiting for \(description); \(lastSeen())")
    }
    usleep(20_000)
  }
}
