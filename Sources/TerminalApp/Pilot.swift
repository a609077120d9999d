import CollectionView
import TerminalUI

/// Drives an app with no terminal, as a test does: press keys, type,
/// click, resize and let time pass on a virtual clock, then read the screen
/// as text, with its colours, or as the elements drawn. What Textual's
/// Pilot and ratatui's TestBackend are to theirs.
///
/// ```swift
/// let clock = VirtualClock()
/// let app = App(root: MyListController(clock: clock), clock: clock, size: CellSize(width: 40, height: 12))
/// let pilot = Pilot(app: app, clock: clock)
/// try pilot.run("down down enter")
/// #expect(pilot.text.contains("Selected 2"))
/// ```
///
/// Every call goes through the app's one run loop, as a user's input does:
/// events are handled in order, timers fire and animations run as the
/// clock passes them, and the screen is drawn at the end.
public final class Pilot {
  public let app: App
  /// The clock the app runs on; only the pilot moves it.
  public let clock: VirtualClock
  /// The screen the app draws on, at the app's size.
  public let terminal: HeadlessTerminal
  /// The run loop's time of the screen last drawn: `.infinity` after
  /// ``settle()``, so what is read of the screen is what it shows.
  private var drawnTime: Double

  /// A pilot for `app`, which must run on `clock`.
  public init(app: App, clock: VirtualClock, colorDepth: ColorDepth = .trueColor) {
    self.app = app
    self.clock = clock
    drawnTime = clock.now
    terminal = HeadlessTerminal(
      width: app.size.width,
      height: app.size.height,
      colorDepth: colorDepth
    )
  }

  /// Plays a key script (`down enter "text" click@3,4 resize:80x24
  /// wait:0.5`, as `gallery render --keys` takes it); throws on a script
  /// that does not parse, before anything is played.
  public func run(_ script: String) throws {
    play(try KeyScript.parse(script))
  }

  /// Plays parsed script steps.
  public func play(_ steps: [KeyScript.Step]) {
    var events = ScriptEventSource(steps, clock: clock, terminal: terminal)
    AppRunLoop(app: app, terminal: terminal, clock: clock).run(&events)
    drawnTime = clock.now
  }

  /// Sends `events`, in order.
  public func press(_ events: InputEvent...) {
    play(events.map(KeyScript.Step.event))
  }

  /// Types `text` character by character.
  public func type(_ text: String) {
    play(text.map { .event(.character($0)) })
  }

  /// Clicks the left button at screen cell (`x`, `y`), counted from 0.
  public func click(x: Int, y: Int) {
    press(.mouse(MouseEvent(.click(.left), x: x, y: y)))
  }

  /// Resizes the terminal, as a user dragging its window does.
  public func resize(to size: CellSize) {
    press(.resize(width: size.width, height: size.height))
  }

  /// Lets `seconds` pass: timers fire and animations run on the way.
  public func advance(by seconds: Double) {
    play([.wait(seconds)])
  }

  /// Draws the screen with every running animation at its end.
  public func settle() {
    AppRunLoop(app: app, terminal: terminal, clock: clock).render(at: .infinity)
    drawnTime = .infinity
  }

  /// Draws the screen as it is now.
  public func redraw() {
    AppRunLoop(app: app, terminal: terminal, clock: clock).render()
    drawnTime = clock.now
  }

  /// The screen as lines of visible characters.
  public var text: String { terminal.text }
  /// The screen with its colours and attributes as SGR codes.
  public var ansiText: String { terminal.ansiText }
  /// Where the terminal's cursor rests on the screen shown: on the focus.
  public var cursor: CellPoint? { terminal.lastCanvas?.cursor }
  /// What the top screen shows, in drawing order.
  public var drawnElements: [DrawnElement] {
    app.top.drawnElements(at: app.screenTime(drawnTime))
  }

  /// ``drawnElements`` as JSON, one object a line (`gallery render
  /// --format frames`): kind, section, item and frame in screen cells, and
  /// for elements fading in or out how visible they are.
  public var framesJSON: String {
    drawnElements.map { element in
      let frame = element.frame
      // Only elements fading in or out say how visible they are, and only
      // deleted ones (at their old index paths) that they are.
      var opacity =
        element.opacity < 1 ? ",\"opacity\":\(Double(Int(element.opacity * 100)) / 100)" : ""
      if element.isDeleted { opacity += ",\"deleted\":true" }
      return
        "{\"kind\":\"\(element.kind)\",\"section\":\(element.indexPath.section),\"item\":\(element.indexPath.item),"
        + "\"x\":\(frame.x),\"y\":\(frame.y),\"w\":\(frame.width),\"h\":\(frame.height)\(opacity)}\n"
    }.joined()
  }
}
