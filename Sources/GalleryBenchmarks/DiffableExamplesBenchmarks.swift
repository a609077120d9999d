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
/// app's own screens: a keystroke in Mountains Search (filter, snapshot,
/// difference, layout, and composing the frame) and a step of the insertion
/// sort.
enum DiffableExamplesBenchmarks {
  static func runMountains() {
    mountainsKeystroke(name: "mountains.keystroke.us", resources: .forCurrentProcess())
    if isSelected("mountains.keystroke.100k.us") {
      let directory = syntheticMountains(count: 100_000)
      mountainsKeystroke(
        name: "mountains.keystroke.100k.us",
        resources: Resources(overrideDirectory: directory)
      )
      unlink(directory + "/mountains.csv")
      rmdir(directory)
    }
  }

  static func runInsertionSort() {
    insertionSortStep()
    insertionSortFrame(width: 200, height: 60)
    insertionSortFrame(width: 300, height: 100)
  }

  /// A keystroke of typing "mount" and erasing it again, each followed by
  /// a frame, as the interactive loop handles a paste.
  static func mountainsKeystroke(name: String, resources: Resources) {
    let keystrokes: [InputEvent] =
      "mount".map { .character($0) } + Array(repeating: .key(.backspace), count: 5)
    Measurement(name: name, unit: .microseconds, repetitions: 21, iterations: keystrokes.count)
      .run(
        setUp: { (AppFixtures.app(opening: "mountains-search", resources: resources), 0) }
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
      setUp: { AppFixtures.sorting(size: CellSize(width: 200, height: 60)) }
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
      setUp: { () -> (App, VirtualClock) in
        let clock = VirtualClock()
        let app = AppFixtures.app(
          opening: "mountains-search",
          clock: clock,
          size: CellSize(width: 200, height: 60)
        )
        app.handle(.character("e"))
        clock.advance(by: 0.1)
        return (app, clock)
      }
    ) { input in
      let (app, clock) = input
      var canvas = Canvas(size: app.size)
      app.draw(into: &canvas, now: clock.now)
    }
  }

  /// A temporary folder holding a `mountains.csv` of `count` made-up
  /// mountains, a quarter of them "Mount …", all names distinct.
  static func syntheticMountains(count: Int) -> String {
    var template = Array("/tmp/gallery-bench-XXXXXX".utf8CString)
    let directory = String(cString: mkdtemp(&template)!)
    let syllables = ["ka", "ri", "mon", "tu", "sha", "pe", "lo", "an", "dra", "gu", "zi", "bel"]
    var random = SplitMix64(seed: 42)
    var text = ""
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
