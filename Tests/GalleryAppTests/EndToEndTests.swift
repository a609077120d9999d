import Foundation
import Testing

/// Whether the tests run in CI, where a missing tmux must fail them rather
/// than skip them.
let isContinuousIntegration = ["true", "1"].contains(
  ProcessInfo.processInfo.environment["CI"]?.lowercased() ?? ""
)

/// The real binary in a real pseudo-terminal (a tmux pane): start, navigate,
/// resize, quit or be killed, and the terminal is given back as it was.
@Suite(
  .enabled(
    if: TmuxPane.executable != nil || isContinuousIntegration,
    "tmux is not installed (with CI=true this fails instead)"
  )
)
struct EndToEndTests {
  static let gridTitle = "Compositional Layout › Getting Started › Grid"

  @Test func walksTheMenuToGridScrollsAndQuits() throws {
    try GalleryRun.start([]) { run in
      try run.pane.waitForScreen("the collapsed menu") {
        $0.contains("Modern Collection Views") && $0.contains("▸ Compositional Layout")
      }
      try run.pane.sendKeys("Enter")
      try run.pane.waitForScreen("Getting Started") { $0.contains("▸ Getting Started") }
      try run.pane.sendKeys("Down", "Enter")
      try run.pane.waitForScreen("the examples") { $0.contains("Two-Column Grid") }
      try run.pane.sendKeys("Down", "Down", "Enter")
      try run.pane.waitForScreen("Grid") { $0.hasPrefix(" " + Self.gridTitle) }
      try run.expectModesWhileRunning()

      try run.pane.sendKeys("NPage")
      let expected = try renderedScreen(
        ["menu", "--keys", "enter down enter down down enter pgdn"],
        width: 80,
        height: 24
      )
      // A scrolled Grid no longer shows its first row.
      #expect(!expected.contains("│      1       │"))
      try run.pane.waitForScreen("the Grid a page down, as `gallery render` draws it") {
        normalized($0) == expected
      }

      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
  }

  /// Ways a running gallery ends, and the exit status the shell sees.
  enum Ending: Sendable, CustomTestStringConvertible {
    case key(String)
    case signal(Int32)

    var expectedStatus: Int32 {
      switch self {
      case .key: 0
      case .signal(let signal): 128 + signal
      }
    }

    var testDescription: String {
      switch self {
      case .key(let key): "key \(key)"
      case .signal(let signal): "signal \(String(cString: strsignal(signal)))"
      }
    }
  }

  @Test(arguments: [
    Ending.key("q"), .key("C-c"), .signal(SIGTERM), .signal(SIGHUP), .signal(SIGUSR1),
    .signal(SIGPIPE), .signal(SIGALRM),
  ])
  func givesTheTerminalBack(on ending: Ending) throws {
    try GalleryRun.start(["grid"]) { run in
      try run.pane.waitForScreen("Grid") { $0.hasPrefix(" " + Self.gridTitle) }
      try run.expectModesWhileRunning()
      switch ending {
      case .key(let key):
        try run.pane.sendKeys(key)
      case .signal(let signal):
        #expect(kill(try run.pid(), signal) == 0)
      }
      try run.expectTerminalGivenBack(status: ending.expectedStatus)
    }
  }

  /// The tilt wheel (xterm's SGR report of button 7) pages the sideways row
  /// under the pointer as `render` draws it; a right click afterwards, whose
  /// report ncurses would not tell from button 6's, leaves it there.
  @Test func theTiltWheelPagesTheRowUnderThePointer() throws {
    try GalleryRun.start(["orthogonal-sections"]) { run in
      let start = try renderedScreen(["orthogonal-sections"], width: 80, height: 24)
      try run.pane.waitForScreen("Orthogonal Sections") { normalized($0) == start }
      try run.pane.sendLiteral("\u{1B}[<67;20;5M")
      try run.pane.sendLiteral("\u{1B}[<2;20;5M\u{1B}[<2;20;5m")
      let paged = try renderedScreen(
        ["orthogonal-sections", "--keys", "wheelright@19,4"],
        width: 80,
        height: 24
      )
      #expect(paged != start)
      try run.pane.waitForScreen("the first row a page on") { normalized($0) == paged }
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
  }

  @Test func resizingRelaysOutAndBelowTheMinimumShowsANotice() throws {
    try GalleryRun.start(["grid"]) { run in
      try run.pane.waitForScreen("Grid") { $0.hasPrefix(" " + Self.gridTitle) }

      try run.pane.resize(width: 50, height: 16)
      let smaller = try renderedScreen(["grid"], width: 50, height: 16)
      try run.pane.waitForScreen("the Grid at 50×16") { normalized($0) == smaller }

      try run.pane.resize(width: 19, height: 5)
      try run.pane.waitForScreen("the too-small notice") {
        $0.contains("Terminal too small") && !$0.contains("Grid")
      }

      try run.pane.resize(width: 80, height: 24)
      let full = try renderedScreen(["grid"], width: 80, height: 24)
      try run.pane.waitForScreen("the Grid at 80×24 again") { normalized($0) == full }

      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
  }
}

/// `gallery` run by a shell in a tmux pane; the shell saves the terminal
/// settings (`stty -g`) just before and just after it, and its exit status.
/// Shell lines that run `command` (quoted for the shell) as a job a test
/// can stop and continue, leaving its exit status in `$status`: the inner
/// shell records its pid in `pid` and becomes the command, so a test can
/// signal it itself; while the job is stopped (status 148, a job stopped
/// by SIGTSTP) the file `stopped` is there, and creating `continue` brings
/// it back to the foreground.
func suspendableJob(_ command: String) -> String {
  """
  sh -c 'echo $$ > pid; exec "$@"' sh \(command)
  status=$?
  while [ $status -eq 148 ]; do
    touch stopped
    while [ ! -e continue ]; do sleep 0.02; done
    rm stopped continue
    fg > /dev/null
    status=$?
  done
  """
}

struct GalleryRun {
  let pane: TmuxPane
  let directory: URL

  /// The pane modes tmux tracks that a full-screen program changes (see
  /// FORMATS in tmux(1)).
  static let modeNames = [
    "alternate_on", "cursor_flag", "keypad_flag", "keypad_cursor_flag", "mouse_standard_flag",
    "mouse_button_flag", "mouse_any_flag", "mouse_all_flag", "mouse_sgr_flag", "mouse_utf8_flag",
  ]

  /// The modes of a shell's pane: main screen, cursor shown, no mouse
  /// reporting, normal keypad.
  static let shellModes = Dictionary(uniqueKeysWithValues: modeNames.map { ($0, "0") })
    .merging(["cursor_flag": "1"]) { $1 }

  /// Starts `gallery arguments` in a new `width` × `height` pane, with
  /// `environment` added to the pane's, and runs `body`; the tmux server
  /// and the files are gone afterwards.
  ///
  /// - Parameters:
  ///   - jobControl: the shell runs gallery as a job in its own process
  ///     group, as an interactive shell does, so Ctrl-Z stops it; the shell
  ///     then waits for ``continueInForeground()`` and runs `fg`.
  ///   - executable: what runs in gallery's place; gallery by default.
  static func start(
    _ arguments: [String],
    executable: URL? = nil,
    width: Int = 80,
    height: Int = 24,
    environment: [String: String] = [:],
    windowStyle: String? = nil,
    ignoringHangup: Bool = false,
    jobControl: Bool = false,
    _ body: (GalleryRun) throws -> Void
  ) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("gallery-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    let command =
      (variables.isEmpty ? [] : ["env"] + variables) + [
        try (executable ?? galleryExecutable()).path
      ]
    let gallery = (command + arguments).map(shellQuoted).joined(separator: " ")
    // The status file appears last: once it is there, everything else has
    // been written.
    let script = """
      cd \(shellQuoted(directory.path)) || exit 1
      stty -g > before
      \(ignoringHangup ? "trap '' HUP" : "")
      \(jobControl ? "set -m" : "")
      \(suspendableJob(gallery))
      echo $status > status.new
      stty -g > after
      mv status.new status
      exec sleep 600
      """
    try TmuxPane.with(
      width: width,
      height: height,
      command: ["/bin/sh", "-c", script],
      windowStyle: windowStyle
    ) { pane in
      try body(GalleryRun(pane: pane, directory: directory))
    }
  }

  /// gallery's process id.
  func pid() throws -> pid_t {
    try poll("gallery's pid") { contents(of: "pid").flatMap { pid_t($0) } }
  }

  /// Waits until gallery has stopped as a job and its shell has the
  /// terminal.
  func waitUntilStopped(timeout: Duration = .seconds(30)) throws {
    try poll(
      "gallery to stop",
      timeout: timeout,
      lastSeen: { "screen:\n\((try? pane.screen()) ?? "")" }
    ) {
      FileManager.default.fileExists(atPath: directory.appendingPathComponent("stopped").path)
        ? () : nil
    }
  }

  /// gallery's state as the kernel tells it (proc(5)): `R` running, `S`
  /// waiting (for input, or for the terminal to take its output), `T`
  /// stopped, `Z` ended but not yet waited for; nil once it is gone.
  func state() throws -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(try pid())/stat", encoding: .utf8),
      let name = stat.lastIndex(of: ")")
    else { return nil }
    return stat[stat.index(after: name)...].first { $0 != " " }
  }

  /// Waits until gallery has ended: gone, or ended and not yet waited for.
  func waitUntilEnded(timeout: Duration) throws {
    try poll(
      "gallery to end",
      timeout: timeout,
      lastSeen: { "state \(String(describing: try? state()))" }
    ) {
      let state = try state()
      return state == nil || state == "Z" ? () : nil
    }
  }

  /// Has the shell bring the stopped gallery back to the foreground (`fg`).
  func continueInForeground() throws {
    guard
      FileManager.default.createFile(
        atPath: directory.appendingPathComponent("continue").path,
        contents: nil
      )
    else { throw TestFailure("cannot ask the shell to continue gallery") }
  }

  /// The modes tmux reports for the pane now.
  func modes() throws -> [String: String] {
    let format = Self.modeNames.map { "#{\($0)}" }.joined(separator: " ")
    let values = try pane.display(format).split(separator: " ").map(String.init)
    return Dictionary(uniqueKeysWithValues: zip(Self.modeNames, values))
  }

  /// The app has taken the terminal over: alternate screen, cursor hidden,
  /// mouse reporting on — so that the checks after it ends can fail.
  func expectModesWhileRunning() throws {
    let modes = try modes()
    #expect(modes["alternate_on"] == "1")
    #expect(modes["cursor_flag"] == "0")
    #expect(modes.contains { $0.key.hasPrefix("mouse_") && $0.value == "1" }, "\(modes)")
  }

  /// Waits for gallery to end, then checks it ended with `status` and left
  /// the terminal settings and the pane's modes as they were before it.
  func expectTerminalGivenBack(status: Int32) throws {
    let differences = try differencesFromTerminalGivenBack(status: status)
    #expect(differences.isEmpty, "\(differences)")
  }

  /// Waits for gallery to end and returns how the end differs from ending
  /// with `status` and leaving the terminal settings and the pane's modes
  /// as they were before it: empty when it does not.
  func differencesFromTerminalGivenBack(status: Int32) throws -> [String] {
    let ended = try poll("gallery to exit", lastSeen: { "screen:\n\((try? pane.screen()) ?? "")" })
    {
      contents(of: "status").flatMap { Int32($0) }
    }
    guard let before = contents(of: "before") else {
      throw TestFailure("the shell saved no terminal settings before gallery")
    }
    let modes = try modes()
    return [
      ended == status ? nil : "exit status \(ended), not \(status)",
      contents(of: "after") == before ? nil : "stty -g after differs from before",
      modes == Self.shellModes ? nil : "pane modes \(modes), not a shell's \(Self.shellModes)",
    ].compactMap { $0 }
  }

  /// A file the shell wrote, without its final newline; nil until it has
  /// been written whole.
  private func contents(of name: String) -> String? {
    guard
      let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
    else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    return text.hasSuffix("\n") ? String(text.dropLast()) : nil
  }
}

/// The screen `gallery render` prints for `arguments`, in the form
/// ``normalized(_:)`` gives.
func renderedScreen(_ arguments: [String], width: Int, height: Int) throws -> String {
  let result = try runProcess(
    try galleryExecutable(),
    ["render"] + arguments + ["--size", "\(width)x\(height)"]
  )
  guard result.status == 0 else {
    throw TestFailure("gallery render \(arguments) failed: \(result.error)")
  }
  return normalized(result.output)
}

/// `screen` without trailing spaces on its lines or blank lines at its end,
/// so a captured pane and `gallery render` compare equal when they show the
/// same.
func normalized(_ screen: String) -> String {
  var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
    String($0.reversed().drop { $0 == " " }.reversed())
  }
  while lines.last?.isEmpty == true { lines.removeLast() }
  return lines.joined(separator: "\n")
}

/// `text` quoted for sh.
func shellQuoted(_ text: String) -> String {
  "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
}
