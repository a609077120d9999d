import ArgumentParser
import TerminalApp
import TerminalUI

/// How much virtual time one `gallery render` or `gallery record` may
/// cover, so that every run the command line accepts ends within seconds,
/// whatever the screen's size.
///
/// Time passing costs what the screen does meanwhile, and on a large
/// screen that is a lot: Insertion Sort, the costliest, makes a pass over
/// every row of a grid that fills the screen (a swatch every two cells) up
/// to 32 times a second at its fastest, 5 to 9 µs a cell for a second of
/// it (release build, more per cell the larger the grid); a recording
/// also draws every cell of every frame, 0.4 to 0.8 µs a cell with the
/// sort's passes. So besides the ten minutes a script may wait at most
/// (``KeyScript/maximumWait``), the waits times the screen's cells, and
/// for a recording times its frame rate too, are bounded: to at most about
/// 15 seconds of work where that was measured, at 1000x1000, and less on
/// smaller screens. The screen is the largest the run has, at the start or
/// after a resize.
///
/// The steps themselves cost work too, however short the waits: every
/// key, click, paste or wait draws the whole screen, and every resize lays
/// it out anew. So the steps are bounded as well, by ``cellSteps``: each
/// key, click, paste or wait counts the screen's cells at that moment and
/// ``stepCells`` more, each resize ``resizeWeight`` times its new cells;
/// resizes one after another arrive as one, at the last size, as a
/// terminal reports them, and count once.
struct RunBudget {
  /// Seconds × cells a run may wait: ten minutes up to 2,000 cells (80x24),
  /// 40 seconds at 300x100, 1.2 at 1000x1000.
  static let cellSeconds = 1_200_000
  /// Seconds × cells × frames a second a recording may wait: at 30 frames
  /// a second, 277 seconds at 80x24 (ten minutes at 12 frames a second).
  static let cellFrames = 16_000_000

  /// The work the steps of a script may do in all, in cells drawn: about
  /// 10 seconds on the costliest screen. Insertion Sort, a swatch every two
  /// cells, draws a step at 1000x1000 in 245 ms (release build, on this
  /// project's two-core machines), 245 ns a cell, ten times what Grid
  /// takes. At 80x24 that allows 2,870 keys: opening and closing the
  /// source view over Insertion Sort 1,430 times takes 3.9 seconds.
  static let cellSteps = 40_000_000
  /// What a step costs besides drawing the screen: opening a screen (the
  /// source view, about half a millisecond at 80x24) costs as much as
  /// drawing 12,000 cells.
  static let stepCells = 12_000
  /// A resize lays the whole screen out again, which costs up to ten
  /// times drawing it (Insertion Sort makes a swatch every two cells: 360
  /// ms at 1000x1000).
  static let resizeWeight = 10

  /// The largest screen of the run.
  let screen: CellSize
  /// The work the script's steps do, in cells (``cellSteps``).
  let work: Int
  /// A recording's frames a second; nil for a render.
  let fps: Int?

  /// The budget of a run that starts at `size`, plays `script` and, for a
  /// recording, records it at `fps`.
  init(size: CellSize, script: [KeyScript.Step], fps: Int?) {
    func cells(_ size: CellSize) -> Int { size.width * size.height }
    screen = script.reduce(size) { largest, step in
      guard case .event(.resize(let width, let height)) = step,
        width * height > cells(largest)
      else { return largest }
      return CellSize(width: width, height: height)
    }
    self.fps = fps
    var work = 0
    var current = cells(size)
    var pendingResize: Int?
    for step in script {
      if case .event(.resize(let width, let height)) = step {
        pendingResize = width * height
        continue
      }
      if let resized = pendingResize {
        current = resized
        work += Self.resizeWeight * resized
        pendingResize = nil
      }
      work += current + Self.stepCells
    }
    if let resized = pendingResize { work += Self.resizeWeight * resized }
    self.work = work
  }

  /// The most virtual time the run may cover, in seconds.
  var seconds: Double { min(waitLimit, frameLimit ?? .infinity) }

  private var cells: Double { Double(max(1, screen.width * screen.height)) }

  /// The most a script may wait at this size.
  private var waitLimit: Double {
    min(KeyScript.maximumWait, Double(Self.cellSeconds) / cells)
  }

  /// The most a recording may wait at this size and frame rate.
  private var frameLimit: Double? {
    fps.map { Double(Self.cellFrames) / (cells * Double($0)) }
  }

  /// What is left of ``seconds`` once `script` has waited: the most the
  /// animations it leaves going may run on in a recording.
  func secondsLeft(after script: [KeyScript.Step]) -> Double {
    max(0, seconds - Self.waits(of: script))
  }

  /// Throws a usage error when `script` does more work than a run may
  /// (``cellSteps``), or waits longer.
  func check(_ script: [KeyScript.Step]) throws {
    guard work <= Self.cellSteps else {
      throw ValidationError(
        "the steps in --keys come to \(Self.describe(Double(work))) cells of work; a script may do "
          + "at most \(Self.describe(Double(Self.cellSteps))) (each key, click, paste or wait draws "
          + "the screen: columns × rows + \(Self.describe(Double(Self.stepCells))); each resize "
          + "lays it out: \(Self.resizeWeight) × columns × rows); fewer steps or a smaller "
          + "--size allows more"
      )
    }
    let waited = Self.waits(of: script)
    guard waited > seconds else { return }
    let size = "\(screen.width)x\(screen.height)"
    let most = "a script may wait at most \(Self.describe(seconds)) seconds in all"
    let reason: String
    if let fps, let frameLimit, frameLimit < waitLimit {
      reason =
        "recording \(size) at \(fps) frames a second, \(most) (seconds × columns × rows × fps "
        + "≤ \(Self.describe(Double(Self.cellFrames)))); a lower --fps or --size allows more"
    } else {
      reason =
        "at \(size) \(most) (seconds × columns × rows ≤ \(Self.describe(Double(Self.cellSeconds))))"
    }
    let given = waited == waited.rounded() ? "\(Int(waited))" : "\(waited)"
    throw ValidationError("the waits in --keys add up to \(given) seconds; \(reason)")
  }

  private static func waits(of script: [KeyScript.Step]) -> Double {
    script.reduce(0) { total, step in
      guard case .wait(let seconds) = step else { return total }
      return total + seconds
    }
  }

  /// `value` to two decimals at most, rounded down, as a most is, with
  /// thousands grouped: "1.2", "277.77", "1,200,000".
  static func describe(_ value: Double) -> String {
    let hundredths = Int((value * 100 + 1e-6).rounded(.down))
    var whole = String(hundredths / 100)
    var groups: [Substring] = []
    while whole.count > 3 {
      groups.insert(whole.suffix(3), at: 0)
      whole.removeLast(3)
    }
    let digits = String(hundredths % 100)
    var fraction =
      hundredths % 100 == 0 ? "" : "." + String(repeating: "0", count: 2 - digits.count) + digits
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return ([whole[...]] + groups).joined(separator: ",") + fraction
  }
}
