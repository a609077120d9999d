import Benchmarking
import CollectionView
import Foundation
import GalleryApp
import GalleryExamples
import TerminalApp
import TerminalUI

/// The terminal front end's figures: composing a frame; the bytes curses
/// writes for small changes, for a keystroke in Mountains Search and a step
/// of the sort, locally and over a 56 kbit/s link; how soon Ctrl-Z gives
/// the terminal back over a 20 KB/s link; the time to the first frame; and
/// the memory with every example opened. All but the first run the real
/// `gallery` binary on a pseudo-terminal.
enum RenderBenchmarks {
  /// A key as `--keys` names it and as a terminal sends it with keypad
  /// transmit mode on, which curses turns on (xterm's kcud1, kcuf1).
  struct Key {
    let token: String
    let bytes: String

    static let down = Key(token: "down", bytes: "\u{1B}OB")
    static let right = Key(token: "right", bytes: "\u{1B}OC")
    static let enter = Key(token: "enter", bytes: "\r")
    static let escape = Key(token: "esc", bytes: "\u{1B}")
    static let letterM = Key(token: "m", bytes: "m")
    static let step = Key(token: "n", bytes: "n")
  }

  /// A 56 kbit/s link (a dial-up modem, a congested SSH hop) carries this
  /// many bytes a second.
  static let slowLinkBytesPerSecond = 56_000.0 / 8

  /// A link of 20 KB/s, where a whole 200 × 60 frame of the sort (150 KB)
  /// takes seven seconds.
  static let twentyKilobyteLinkBytesPerSecond = 20_000.0

  static func run() {
    frame(width: 80, height: 24)
    frame(width: 200, height: 60)
    // Looked for only when a figure that runs it is wanted.
    var gallery: URL { URL(fileURLWithPath: builtProduct("gallery")) }
    do {
      if isSelected("render.bytes.focus_move", "render.bytes.scroll_one_row") { try bytes(gallery) }
      if isSelected("render.bytes.mountains_keystroke", "render.link56k.mountains_keystroke") {
        try mountainsKeystrokeBytes(gallery)
      }
      if isSelected("render.bytes.sort_step.80x24", "render.link56k.sort") {
        try sortStepBytes(gallery)
      }
      if isSelected("render.link20k.ctrl_z.ms") { try ctrlZ(gallery) }
      if isSelected("startup.first_frame.ms") { try startup(gallery) }
      if isSelected("memory.rss.mb") { try memory(gallery) }
    } catch {
      failBenchmark("render benchmarks: \(error)")
    }
  }

  /// One whole Grid frame — title bar, collection view, footer — composed
  /// into a new canvas and presented, as the run loop does for each frame.
  private static func frame(width: Int, height: Int) {
    let clock = VirtualClock()
    let terminal = HeadlessTerminal(width: width, height: height)
    let app = try! Session.makeApp(target: "grid", clock: clock, seed: 0, size: terminal.size)
    Measurement(name: "render.frame.\(width)x\(height).us", unit: .microseconds, iterations: 200)
      .run(
        checking: {
          var canvas = terminal.makeCanvas()
          app.draw(into: &canvas, now: clock.now)
          terminal.present(canvas)
          // Every line ends in a newline: the last piece is empty.
          let rows = terminal.text.split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast()
          require(
            rows.count == height && rows[0].contains("Grid")
              && rows.contains { $0.contains(" 0 ") } && rows.contains { $0.contains(" 1 ") },
            "the Grid's frame fills \(width)x\(height):\n\(terminal.text)"
          )
        }
      ) {
        var canvas = terminal.makeCanvas()
        app.draw(into: &canvas, now: clock.now)
        terminal.present(canvas)
      }
  }

  /// The bytes written for Right in the Grid (focus moves along the first
  /// row), and for Down in the List once focus is on its bottom row (each
  /// press scrolls one row: a List row is one line).
  private static func bytes(_ gallery: URL) throws {
    let grid = try PseudoTerminal(gallery, ["grid"])
    try grid.waitForFirstFrame()
    require(grid.shows("Grid"), "gallery grid draws the Grid")
    let moves = try (0..<4).map { _ in Double(try grid.bytesWritten(typing: .right)) }
    report("render.bytes.focus_move", median(moves), "bytes")

    let list = try PseudoTerminal(gallery, ["list"])
    try list.waitForFirstFrame()
    require(list.shows("List"), "gallery list draws the List")
    for _ in 1..<downsUntilTheListScrolls() {
      _ = try list.bytesWritten(typing: .down)
    }
    let scrolls = try (0..<4).map { _ in Double(try list.bytesWritten(typing: .down)) }
    report("render.bytes.scroll_one_row", median(scrolls), "bytes")
  }

  /// What the terminal receives when "m" is typed into Mountains Search at
  /// 80×24, every frame of the change's animation included: on a local
  /// terminal, and over a 56 kbit/s link (bytes, and seconds until the
  /// screen has settled).
  private static func mountainsKeystrokeBytes(_ gallery: URL) throws {
    func keystroke(bytesPerSecond: Double?) throws -> (bytes: Double, frames: Double, s: Double) {
      let terminal = try PseudoTerminal(
        gallery,
        ["mountains-search"],
        bytesPerSecond: bytesPerSecond
      )
      try terminal.waitForFirstFrame()
      require(terminal.shows("mountains"), "gallery mountains-search lists the mountains")
      let start = terminal.output.count
      let began = ContinuousClock.now
      let bytes = try terminal.bytesWritten(typing: .letterM)
      // To the last byte, not the quiet that told it was the last.
      let seconds = seconds(terminal.lastArrival - began)
      let frames = terminal.frameEnds(after: start)
      require(terminal.shows(" of ", after: start), "typing m filters the mountains")
      return (Double(bytes), Double(frames), seconds)
    }
    let local = try (0..<3).map { _ in try keystroke(bytesPerSecond: nil) }
    report("render.bytes.mountains_keystroke", median(local.map(\.bytes)), "bytes")
    report("render.frames.mountains_keystroke", median(local.map(\.frames)), "frames")
    guard isSelected("render.link56k.mountains_keystroke") else { return }
    let slow = try keystroke(bytesPerSecond: slowLinkBytesPerSecond)
    report("render.link56k.mountains_keystroke.bytes", slow.bytes, "bytes")
    report("render.link56k.mountains_keystroke.frames", slow.frames, "frames")
    report("render.link56k.mountains_keystroke.s", slow.s, "s")
  }

  /// What the terminal receives for one step of Insertion Sort at 80×24
  /// (`n` while stopped), every frame of the step's animation included; and
  /// the frames a second a 56 kbit/s link shows of the sort running.
  private static func sortStepBytes(_ gallery: URL) throws {
    let terminal = try PseudoTerminal(gallery, ["insertion-sort"])
    try terminal.waitForFirstFrame()
    require(terminal.shows("Insertion Sort"), "gallery insertion-sort draws the sort")
    var bytes: [Double] = []
    var frames: [Double] = []
    for _ in 0..<8 {
      let start = terminal.output.count
      bytes.append(Double(try terminal.bytesWritten(typing: .step)))
      frames.append(Double(terminal.frameEnds(after: start)))
      require(frames.last! > 1, "a step of the sort animates its moves")
    }
    report("render.bytes.sort_step.80x24", median(bytes), "bytes")
    report("render.frames.sort_step.80x24", median(frames), "frames")
    guard isSelected("render.link56k.sort") else { return }
    let slow = try PseudoTerminal(
      gallery,
      ["insertion-sort"],
      bytesPerSecond: slowLinkBytesPerSecond
    )
    try slow.waitForFirstFrame()
    // One step over the link: what it sends, and when the screen settles
    // (its last byte arrives).
    var began = ContinuousClock.now
    let stepBytes = try slow.bytesWritten(typing: .step)
    report("render.link56k.sort_step.bytes", Double(stepBytes), "bytes")
    report("render.link56k.sort_step.s", seconds(slow.lastArrival - began), "s")
    // Sorting for four seconds: the frames that arrive a second; then how
    // long the screen takes to stop after Stop, which is how far behind it
    // had fallen.
    let start = slow.output.count
    slow.type(Key.enter.bytes)
    slow.receive(forSeconds: 4)
    let arrived = slow.frameEnds(after: start)
    require(arrived > 1, "the sort runs over the link")
    report("render.link56k.sort.fps", Double(arrived) / 4, "fps")
    began = .now
    slow.type(Key.enter.bytes)
    slow.waitUntilQuiet()
    report("render.link56k.sort.stop_s", seconds(slow.lastArrival - began), "s")
  }

  /// Milliseconds from Ctrl-Z to the terminal given back (the alternate
  /// screen left) at 200 × 60 behind a 20 KB/s link, while the sort runs
  /// and a whole frame of it, drawn after a resize, is on its way: the
  /// median of three. The gallery leads a session of its own, so the stop
  /// is discarded and it takes the terminal again at once.
  private static func ctrlZ(_ gallery: URL) throws {
    let clear = "\u{1B}[H\u{1B}[2J"
    let givenBack = "\u{1B}[?1049l"
    let samples = try (0..<3).map { _ in
      let terminal = try PseudoTerminal(
        gallery,
        ["insertion-sort"],
        width: 200,
        height: 60,
        ownSession: true
      )
      try terminal.waitForFirstFrame()
      require(terminal.shows("Insertion Sort"), "gallery insertion-sort draws the sort")
      terminal.bytesPerSecond = twentyKilobyteLinkBytesPerSecond
      terminal.type(Key.enter.bytes)
      terminal.receive(forSeconds: 1)
      let resized = terminal.output.count
      terminal.resize(width: 199, height: 60)
      require(
        terminal.waitFor(clear, after: resized, timeout: .seconds(20)),
        "a resize draws the screen whole"
      )
      terminal.receive(forSeconds: 0.3)
      let pressed = terminal.output.count
      let whole = terminal.output[resized...].firstRange(of: Array(clear.utf8))!
      require(
        terminal.frameEnds(after: whole.upperBound) == 0,
        "Ctrl-Z comes while the whole frame is on its way"
      )
      let began = ContinuousClock.now
      terminal.type("\u{1A}")
      require(
        terminal.waitFor(givenBack, after: pressed, timeout: .seconds(60)),
        "Ctrl-Z gives the terminal back"
      )
      let elapsed = seconds(.now - began) * 1e3
      terminal.bytesPerSecond = nil
      let back = terminal.output[pressed...].firstRange(of: Array(givenBack.utf8))!.upperBound
      require(
        terminal.waitFor("Insertion Sort", after: back, timeout: .seconds(20)),
        "the gallery takes the terminal again and draws the sort"
      )
      return elapsed
    }
    report("render.link20k.ctrl_z.ms", median(samples), "ms")
  }

  /// How many Downs from the top of the List at 80×24 move focus past the
  /// bottom edge, found by drawing it headless: the first content row
  /// changes only when the view scrolls.
  private static func downsUntilTheListScrolls() -> Int {
    func firstContentRow(afterDowns count: Int) -> Substring {
      let script = Array(repeating: Key.down.token, count: count).joined(separator: " ")
      let screen = try! HeadlessRender.render(
        target: "list",
        size: CellSize(width: 80, height: 24),
        script: KeyScript.parse(script),
        seed: 0,
        format: .text,
        settle: true
      )
      return screen.split(separator: "\n", omittingEmptySubsequences: false)[1]
    }
    let top = firstContentRow(afterDowns: 0)
    return (1...).first { firstContentRow(afterDowns: $0) != top }!
  }

  /// From starting the process to the end of its first frame, at the menu.
  private static func startup(_ gallery: URL) throws {
    let clock = ContinuousClock()
    let samples = try (0..<9).map { _ in
      let start = clock.now
      let terminal = try PseudoTerminal(gallery)
      guard terminal.waitForFrames(after: 0) else {
        throw PseudoTerminalError("no frame from gallery within 5 s")
      }
      let elapsed = seconds(clock.now - start) * 1e3
      require(terminal.shows("Compositional Layout"), "the first frame is the menu")
      return elapsed
    }
    report("startup.first_frame.ms", median(samples), "ms")
  }

  /// The gallery's resident memory after it has drawn every example: the
  /// walk expands every group of the menu and opens and closes every
  /// example, waiting for each to be drawn.
  private static func memory(_ gallery: URL) throws {
    let terminal = try PseudoTerminal(gallery)
    try terminal.waitForFirstFrame()
    // The last Down, on the last row, changes nothing and draws no frame.
    let walk = Array(menuWalk(Catalogue.root).dropLast())
    var opened = 0
    for (index, key) in walk.enumerated() {
      let written = try terminal.bytesWritten(typing: key)
      // An Enter that Esc follows opens an example: a whole new screen.
      if key.token == Key.enter.token && walk[index + 1].token == Key.escape.token {
        require(written > 1_000, "opening an example drew only \(written) bytes")
        opened += 1
      }
    }
    require(
      opened == Catalogue.examples.count,
      "the walk opened \(opened) of the \(Catalogue.examples.count) examples"
    )
    guard let kilobytes = ResidentMemory.kilobytes("VmRSS:", ofProcess: "\(terminal.pid)") else {
      throw PseudoTerminalError("no VmRSS in /proc/<pid>/status")
    }
    report("memory.rss.mb", kilobytes / 1024, "MB")
  }

  /// The keys that visit every row of the menu from the top: groups start
  /// collapsed, so Enter expands each group reached; on an example Enter
  /// opens it and Esc comes back (Mountains Search opens in its search
  /// field, which the first Esc leaves); Down moves to the next row.
  static func menuWalk(_ nodes: [CatalogueNode]) -> [Key] {
    nodes.flatMap { node -> [Key] in
      switch node {
      case .group(_, let children, _): [.enter, .down] + menuWalk(children)
      case .example(let example) where example.id == "mountains-search":
        [.enter, .escape, .escape, .down]
      case .example: [.enter, .escape, .down]
      }
    }
  }
}

extension PseudoTerminal {
  func waitForFirstFrame() throws {
    guard waitForFrames(after: 0) else {
      throw PseudoTerminalError("no frame from gallery within 5 s")
    }
    waitUntilQuiet()
  }

  /// Whether `text` has been written to the terminal in one piece, from
  /// byte `start` of the output on.
  func shows(_ text: String, after start: Int = 0) -> Bool {
    output[start...].firstRange(of: Array(text.utf8)) != nil
  }

  /// Types `key` and counts the bytes written in answer: the frame (or
  /// frames, if it animates) up to the moment output stops.
  func bytesWritten(typing key: RenderBenchmarks.Key) throws -> Int {
    let start = output.count
    type(key.bytes)
    guard waitForFrames(after: start) else {
      throw PseudoTerminalError("no frame after typing \(key.token)")
    }
    waitUntilQuiet()
    return output.count - start
  }
}
