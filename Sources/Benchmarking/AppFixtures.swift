import CollectionView
import GalleryApp
import GalleryExamples
import TerminalApp
import TerminalUI

/// The gallery's examples as the benchmarks drive them: through the app's
/// own screens, on a virtual clock.
public enum AppFixtures {
  /// A new app showing the example `id`, on `clock`, at `size`.
  public static func app(
    opening id: String,
    resources: Resources = .forCurrentProcess(),
    clock: VirtualClock = VirtualClock(),
    size: CellSize = CellSize(width: 80, height: 24)
  ) -> App {
    let session = GallerySession(clock: clock, seed: 0, resources: resources)
    let screen = Catalogue.makeScreen(id: id, session: session)!
    return App(root: screen, clock: clock, size: size)
  }

  /// Insertion Sort at `size`, sorting from its first step on.
  public static func sorting(size: CellSize) -> (App, VirtualClock) {
    let clock = VirtualClock()
    let app = app(opening: "insertion-sort", clock: clock, size: size)
    app.handle(.key(.enter))
    return (app, clock)
  }

  /// Mountains Search at `size` a tenth of a second into the change that
  /// typing "e" makes, where every result on screen moves, fades in or
  /// fades out.
  public static func searchingHalfway(size: CellSize) -> (App, VirtualClock) {
    let clock = VirtualClock()
    let app = app(opening: "mountains-search", clock: clock, size: size)
    app.handle(.character("e"))
    clock.advance(by: 0.1)
    return (app, clock)
  }

  /// Ends the run unless `later`, a screen of Insertion Sort after
  /// `first`, shows bars that moved.
  public static func checkSortMoved(from first: String, to later: String) {
    require(
      later != first && first.contains("Insertion Sort"),
      "the sort's frames present bars that moved"
    )
  }

  /// What `app` draws at `time`, as plain text.
  public static func screenText(of app: App, at time: Double) -> String {
    var canvas = Canvas(size: app.size)
    app.draw(into: &canvas, now: time)
    return canvas.plainText()
  }

  /// Ends the run unless `middle`, what `app` (from
  /// ``searchingHalfway(size:)``) drew at `now`, is part way through the
  /// change typing "e" made: unlike the screen before it began and the one
  /// it settles on, which lists the mountains found.
  public static func checkHalfway(_ middle: String, of app: App, at now: Double) {
    let (start, settled) = (screenText(of: app, at: now - 0.1), screenText(of: app, at: now + 10))
    require(
      settled.contains(/\ [0-9]+ of [0-9]+\n/),
      "typing e filters the mountains:\n\(settled)"
    )
    require(
      middle != settled && middle != start,
      "the frame is halfway through the change typing e makes:\n\(middle)"
    )
  }

  /// The frame after the sort's next step: update, draw, present.
  public static func sortFrame(_ app: App, _ clock: VirtualClock, _ terminal: HeadlessTerminal) {
    clock.advance(by: 0.125)
    app.update(now: clock.now)
    var canvas = terminal.makeCanvas()
    app.draw(into: &canvas, now: clock.now)
    terminal.present(canvas)
  }
}
