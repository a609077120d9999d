import Foundation
import Testing

/// GNU screen on the `PATH`, if it is installed.
let gnuScreenExecutable = executableOnPath("screen")

/// The gallery in the terminals people run it in: tmux panes of a light
/// and a dark window style with the `TERM`s of common terminals, GNU
/// screen, and tmux inside tmux. In each: the theme is the terminal's, no
/// answer of the terminal reaches the app as keys, and the shell's screen
/// is clean after `q`.
///
/// Mountains Search is the screen run: its field has the keyboard from
/// the start, so an answer read as keys would show there
/// (`]11;rgb:f0f0/f0f0/f0f0\`).
@Suite(
  .enabled(
    if: (TmuxPane.executable != nil && gnuScreenExecutable != nil)
      || isContinuousIntegration,
    "tmux or GNU screen is not installed (with CI=true this fails instead)"
  )
)
struct TerminalMatrixTests {
  static let light = TerminalColorsEndToEndTests.light
  static let dark = TerminalColorsEndToEndTests.dark

  /// What runs between the tmux pane the test reads and the gallery.
  enum Host: CustomStringConvertible {
    /// The gallery right in the pane, with `TERM` set to `term`.
    case pane(term: String)
    /// GNU screen in the pane, the gallery in its window; screen sets
    /// `TERM` itself, and ignores the alternate screen by default.
    case screen
    /// A tmux of its own in the pane, the gallery in its window, with
    /// `allow-passthrough` on or off; its panes' colours are not set, so
    /// it answers no colour query itself (before 3.4).
    case tmux(passthrough: Bool)

    var description: String {
      switch self {
      case .pane(let term): "a pane with TERM=\(term)"
      case .screen: "GNU screen"
      case .tmux(let passthrough): "tmux in tmux, passthrough \(passthrough ? "on" : "off")"
      }
    }
  }

  /// What a run showed: the search row and the footer, with colours, once
  /// Mountains Search was up, and the screen after `q`.
  struct Sighting {
    var searchRow: String
    var footer: String
    var screenAfterQuit: String
  }

  /// Runs `gallery mountains-search arguments` in `host` inside a pane of
  /// `windowStyle`, and quits it with Esc and `q`.
  static func run(
    in host: Host,
    windowStyle: String,
    arguments: [String] = []
  ) throws -> Sighting {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("gallery-matrix-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let gallery = ([try galleryExecutable().path, "mountains-search"] + arguments)
      .map(shellQuoted).joined(separator: " ")
    // The shell that runs the gallery marks its end and stays, so what it
    // left on its screen can be read.
    let inner = "\(gallery); echo ended > \(shellQuoted(directory.path))/ended; exec sleep 600"
    let command: String
    var innerServer: String?
    switch host {
    case .pane(let term):
      command = "TERM=\(shellQuoted(term)) sh -c \(shellQuoted(inner))"
    case .screen:
      let screen = try #require(gnuScreenExecutable, "GNU screen is not installed")
      command = "\(shellQuoted(screen.path)) -q -c /dev/null sh -c \(shellQuoted(inner))"
    case .tmux(let passthrough):
      let tmux = try #require(TmuxPane.executable)
      let configuration = directory.appendingPathComponent("tmux.conf")
      try """
      set -g status off
      set -g allow-passthrough \(passthrough ? "on" : "off")
      """.write(to: configuration, atomically: true, encoding: .utf8)
      let server = "gallery-inner-\(getpid())-\(UUID().uuidString.prefix(8))"
      innerServer = server
      command = """
        unset TMUX; exec \(shellQuoted(tmux.path)) -L \(server) -f \(shellQuoted(configuration.path)) \
        new-session \(shellQuoted(inner))
        """
    }
    defer {
      if let innerServer, let tmux = TmuxPane.executable {
        _ = try? runProcess(tmux, ["-L", innerServer, "kill-server"])
      }
    }
    return try TmuxPane.with(
      width: 80,
      height: 24,
      command: ["/bin/sh", "-c", command],
      windowStyle: windowStyle
    ) { pane in
      try pane.waitForScreen("Mountains Search in \(host)") {
        $0.contains("Mountains Search") && $0.contains("387 mountains") && $0.contains("ctrl-p")
      }
      // Answers arriving late are what this looks for: give them time.
      usleep(300_000)
      let lines = try pane.run(["capture-pane", "-e", "-p", "-t", TmuxPane.session])
        .split(separator: "\n", omittingEmptySubsequences: false)
      let plain = try pane.screen().split(separator: "\n", omittingEmptySubsequences: false)
      let footer = lines.last { $0.contains("ctrl-p") }.map(String.init) ?? ""
      let searchRow = plain.first { $0.contains("387 mountains") }.map(String.init) ?? ""
      // Esc leaves the field, where q would be typed.
      try pane.sendKeys("Escape")
      usleep(200_000)
      try pane.sendKeys("q")
      try poll("the gallery to end in \(host)", lastSeen: { (try? pane.screen()) ?? "" }) {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("ended").path)
          ? () : nil
      }
      usleep(100_000)
      return Sighting(searchRow: searchRow, footer: footer, screenAfterQuit: try pane.screen())
    }
  }

  static func expectCleanRun(_ sighting: Sighting, in host: Host) {
    #expect(
      sighting.searchRow.contains("Search mountains") && !sighting.searchRow.contains("rgb"),
      "an answer reached the field in \(host): \(sighting.searchRow)"
    )
    #expect(
      sighting.screenAfterQuit.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
      "the shell's screen after q in \(host):\n\(sighting.screenAfterQuit)"
    )
  }

  /// In a pane of each colour and each `TERM`, the theme is the pane's: the
  /// footer is drawn as with `--theme` of the pane's appearance. vt100 has
  /// no colour, so both themes draw alike there and only the rest is
  /// checked.
  @Test(arguments: ["screen-256color", "xterm", "linux", "vt100"])
  func aPaneOfEachTermGetsItsTheme(term: String) throws {
    for (style, appearance) in [(Self.light, "light"), (Self.dark, "dark")] {
      let host = Host.pane(term: term)
      let chosen = try Self.run(in: host, windowStyle: style)
      Self.expectCleanRun(chosen, in: host)
      guard term != "vt100" else { continue }
      let given = try Self.run(in: host, windowStyle: style, arguments: ["--theme", appearance])
      let other = try Self.run(
        in: host,
        windowStyle: style,
        arguments: ["--theme", appearance == "light" ? "dark" : "light"]
      )
      #expect(chosen.footer == given.footer, "\(term) in a \(appearance) pane")
      #expect(chosen.footer != other.footer, "\(term): the two themes' footers are alike")
    }
  }

  /// GNU screen answers the device attributes itself and the outer
  /// terminal's colours arrive after: they are read as colours, on a light
  /// terminal and a dark one, and screen's window is clean after `q` though
  /// screen keeps no alternate screen.
  @Test func gnuScreenGetsTheOuterTerminalsTheme() throws {
    for (style, appearance) in [(Self.light, "light"), (Self.dark, "dark")] {
      let chosen = try Self.run(in: .screen, windowStyle: style)
      Self.expectCleanRun(chosen, in: .screen)
      let given = try Self.run(in: .screen, windowStyle: style, arguments: ["--theme", appearance])
      #expect(chosen.footer == given.footer, "screen in a \(appearance) pane")
    }
  }

  /// tmux before 3.4 answers no colour query for a pane whose colours were
  /// not set; with `allow-passthrough` on the outer terminal is asked
  /// through it, and with it off the gallery falls back to dark without
  /// a reply ever reaching it.
  @Test func tmuxInTmuxAsksThroughThePassthrough() throws {
    let relayed = try Self.run(in: .tmux(passthrough: true), windowStyle: Self.light)
    Self.expectCleanRun(relayed, in: .tmux(passthrough: true))
    let light = try Self.run(
      in: .tmux(passthrough: true),
      windowStyle: Self.light,
      arguments: ["--theme", "light"]
    )
    #expect(relayed.footer == light.footer)

    let kept = try Self.run(in: .tmux(passthrough: false), windowStyle: Self.light)
    Self.expectCleanRun(kept, in: .tmux(passthrough: false))
    let dark = try Self.run(
      in: .tmux(passthrough: false),
      windowStyle: Self.light,
      arguments: ["--theme", "dark"]
    )
    #expect(kept.footer == dark.footer)
  }
}
