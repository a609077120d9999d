import Benchmarking
import CollectionView
import GalleryApp
import GalleryExamples
import TerminalApp
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Diffable Data Source examples as a user drives them, through the
/// app's own screens: loading a million mountains, a keystroke in Mountains
/// Search (filter, snapshot, difference, layout, and composing the frame),
/// a step and a frame of the insertion sort, and a frame of an animation.
enum DiffableExamplesBenchmarks {
  static func runMountains() {
    mountainsKeystroke(name: "mountains.keystroke.us", resources: .forCurrentProcess(), count: nil)
    if isSelected("mountains.keystroke.100k.us") {
      let directory = syntheticMountains(count: 100_000)
      mountainsKeystroke(
        name: "mountains.keystroke.100k.us",
        resources: Resources(overrideDirectory: directory),
        count: 100_000
      )
      unlink(directory + "/mountains.csv")
      rmdir(directory)
    }
    if isSelected("mountains.load.1m.ms", "mountains.load.1m.rss.mb") {
      let directory = syntheticMountains(count: 1_000_000)
      loadMillion(from: directory)
      unlink(directory + "/mountains.csv")
      rmdir(directory)
    }
  }

  /// Opening Mountains Search on a million mountains, from reading the
  /// file to the first frame: the time in this process, and the peak
  /// resident memory of `gallery render` doing the same.
  static func loadMillion(from directory: String) {
    let resources = Resources(overrideDirectory: directory)
    Measurement(name: "mountains.load.1m.ms", unit: .milliseconds, repetitions: 5).run(
      checking: {
        let screen = screenText(
          of: AppFixtures.app(opening: "mountains-search", resources: resources)
        )
        require(
          screen.contains(" 1000000 mountains\n"),
          "Mountains Search lists a million mountains:\n\(screen)"
        )
      }
    ) {
      blackHole(screenText(of: AppFixtures.app(opening: "mountains-search", resources: resources)))
    }
    guard isSelected("mountains.load.1m.rss.mb") else { return }
    let render = [builtProduct("gallery"), "render", "mountains-search", "--size", "80x24"]
    let environment = [Resources.overrideVariable: directory]
    let (status, output) = ChildProcess.run(
      render,
      capturingOutput: true,
      environment: environment
    )
    let screen = String(decoding: output, as: UTF8.self)
    require(
      status == 0 && screen.contains(" 1000000 mountains\n"),
      "gallery render lists a million mountains:\n\(screen)"
    )
    report(
      "mountains.load.1m.rss.mb",
      median(
        (0..<3).map { _ in
          ChildProcess.peakMegabytes(
            render,
            measuredBy: builtProduct("PeakMemory"),
            environment: environment
          )
        }
      ),
      "MB"
    )
  }

  static func runInsertionSort() {
    insertionSortStep()
    insertionSortFrame(width: 200, height: 60)
    insertionSortFrame(width: 300, height: 100)
  }

  /// A keystroke of typing "mount" and erasing it again, each followed by
  /// a frame, as the interactive loop handles a paste. The screen must list
  /// all the mountains of `resources` (`count` of them, when given), and
  /// after the first keystroke those with an "m".
  static func mountainsKeystroke(name: String, resources: Resources, count: Int?) {
    let keystrokes: [InputEvent] =
      "mount".map { .character($0) } + Array(repeating: .key(.backspace), count: 5)
    Measurement(name: name, unit: .microseconds, repetitions: 21, iterations: keystrokes.count)
      .run(
        setUp: { (AppFixtures.app(opening: "mountains-search", resources: resources), 0) },
        checking: { input, keystroke in
          let app = input.0
          let before = screenText(of: app)
          let total = before.firstMatch(of: /\ ([0-9]+) mountains\n/)
            .flatMap { Int($0.1) }
          require(
            total != nil && (count == nil || total == count),
            "Mountains Search lists \(count.map(String.init) ?? "its") mountains:\n\(before)"
          )
          keystroke(&input)
          let after = screenText(of: app)
          let shown = after.firstMatch(of: /\ ([0-9]+) of ([0-9]+)\n/)
            .flatMap { match in Int(match.1).map { ($0, Int(match.2)) } }
          require(
            shown.map { $0.0 > 0 && $0.0 < total! && $0.1 == total } == true,
            "typing m filters the \(total!) mountains:\n\(after)"
          )
        }
      ) { input in
        let (app, typed) = input
        var canvas = Canvas(size: app.size)
        app.handle(keystrokes[typed % keystrokes.count])
        app.draw(into: &canvas, now: app.clock.now)
        input.1 = typed + 1
      }
  }

  /// A step of the sort on a 200×60 screen, with its frame.
  static func insertionSortStep() {
    Measurement(
      name: "insertion_sort.step.us",
      unit: .microseconds,
      repetitions: 11,
      iterations: 20
    )
    .run(
      setUp: { AppFixtures.sorting(size: CellSize(width: 200, height: 60)) },
      checking: { input, step in
        let first = screenText(of: input.0)
        step(&input)
        AppFixtures.checkSortMoved(from: first, to: screenText(of: input.0))
      }
    ) { input in
      let (app, clock) = input
      var canvas = Canvas(size: app.size)
      clock.advance(by: 0.125)
      app.update(now: clock.now)
      app.draw(into: &canvas, now: clock.now)
    }
  }

  /// The worst frame of the sort at 60 fps: the one in which a step runs,
  /// so that it edits the snapshot, takes the difference, starts every
  /// row's slide and lays out, then draws and presents the frame to a
  /// headless terminal (the run loop's work without curses' own output).
  static func insertionSortFrame(width: Int, height: Int) {
    let name = "insertion_sort.frame.\(width)x\(height).us"
    Measurement(
      name: name,
      unit: .microseconds,
      repetitions: 11,
      iterations: 20,
      measuresCPUTime: true
    )
    .run(
      setUp: { () -> (App, VirtualClock, HeadlessTerminal) in
        let terminal = HeadlessTerminal(width: width, height: height)
        let (app, clock) = AppFixtures.sorting(size: terminal.size)
        return (app, clock, terminal)
      },
      checking: { input, frame in
        frame(&input)
        let first = input.2.text
        frame(&input)
        AppFixtures.checkSortMoved(from: first, to: input.2.text)
      }
    ) { input in
      AppFixtures.sortFrame(input.0, input.1, input.2)
    }
  }

  /// One frame of Mountains Search at 200×60 halfway through the change
  /// that typing "e" makes, where every cell on screen is moving, fading
  /// in or fading out.
  static func runAnimation() {
    Measurement(
      name: "animation.frame.200x60.us",
      unit: .microseconds,
      repetitions: 11,
      iterations: 50,
      measuresCPUTime: true
    )
    .run(
      setUp: { AppFixtures.searchingHalfway(size: CellSize(width: 200, height: 60)) },
      checking: { input, _ in
        let (app, clock) = input
        AppFixtures.checkHalfway(
          AppFixtures.screenText(of: app, at: clock.now),
          of: app,
          at: clock.now
        )
      }
    ) { input in
      let (app, clock) = input
      var canvas = Canvas(size: app.size)
      app.draw(into: &canvas, now: clock.now)
    }
  }

  /// What `app` draws now, as plain text.
  static func screenText(of app: App) -> String {
    AppFixtures.screenText(of: app, at: app.clock.now)
  }

  /// A temporary folder holding a `mountains.csv` of `count` made-up
  /// mountains, a quarter of them "Mount …", all names distinct.
  static func syntheticMountains(count: Int) -> String {
    var template = Array("/tmp/gallery-bench-XXXXXX".utf8CString)
    let directory = String(cString: mkdtemp(&template)!)
    let syllables = ["ka", "ri", "mon", "tu", "sha", "pe", "lo", "an", "dra", "gu", "zi", "bel"]
    var random = SplitMix64(seed: 42)
    var text = ""
    text.reserveCapacity(count * 25)
    for index in 0..<count {
      var name = index % 4 == 0 ? "Mount " : ""
      for _ in 0..<Int.random(in: 2...4, using: &random) {
        name += syllables.randomElement(using: &random)!
      }
      text +=
        "\(name.prefix(1).uppercased() + name.dropFirst()) \(index),\(4_000 + index % 4_849)\n"
    }
    let file = fopen(directory + "/mountains.csv", "w")!
    fputs(text, file)
    fclose(file)
    return directory
  }
}
