/// Where frames are shown and input comes from: a real terminal
/// (``CursesTerminal``) or a stand-in for tests and headless renders
/// (``HeadlessTerminal``).
///
/// A terminal belongs to one thread: curses is not thread-safe, and a run loop
/// that draws and then waits in ``readEvent(timeout:)`` needs nothing more.
public protocol Terminal: AnyObject {
  /// The current size in cells; changes after a ``InputEvent/resize(width:height:)``.
  var size: CellSize { get }
  /// Whether the terminal has gone away while in use (hung up: its
  /// connection dropped, its window closed): no input will come again.
  var hasHungUp: Bool { get }
  /// The colours the terminal can show; ``present(_:)`` maps styles down to it.
  var colorDepth: ColorDepth { get }
  /// The characters the terminal can show; canvases for it should use it.
  var repertoire: Repertoire { get }
  /// The colours of the terminal's default background and text, where it
  /// told them; nil where it did not.
  var backdrop: Backdrop? { get }

  /// Shows `canvas` as the new screen contents, sending only what changed.
  func present(_ canvas: Canvas)

  /// Whether the terminal has shown every frame presented so far, as far
  /// as can be told: a run loop that presents a frame while it has not
  /// only adds to a backlog (a slow link), and the frames after it are
  /// better skipped until it catches up. True for a terminal that cannot
  /// tell.
  var isCaughtUp: Bool { get }

  /// Whether frames reach the screen quickly enough for motion to be
  /// seen. Over a slow link (a modem, a congested SSH hop) an animation
  /// would arrive in a few frames, each late and each adding to the wait
  /// for the screen to settle: a run loop shows it at its end instead.
  /// True for a terminal that cannot tell.
  var keepsUpWithMotion: Bool { get }

  /// The next input event, waiting at most `timeout` milliseconds (`nil`: until
  /// there is one); `nil` when the time ran out, or sooner when the
  /// terminal catches up (``isCaughtUp``) during a wait with a timeout, so
  /// that a frame held back for it is drawn then.
  func readEvent(timeout: Int?) -> InputEvent?

  /// Gives the terminal back as it was found. Safe to call more than once.
  func shutdown()
}

extension Terminal {
  /// A terminal that cannot go away: never.
  public var hasHungUp: Bool { false }

  /// A terminal that shows a frame as it is presented: always.
  public var isCaughtUp: Bool { true }

  /// A terminal that shows a frame as it is presented: always.
  public var keepsUpWithMotion: Bool { true }

  /// A blank canvas the size of the terminal, for its repertoire and colour
  /// depth, to be drawn for `appearance`.
  public func makeCanvas(appearance: Appearance = .dark) -> Canvas {
    Canvas(size: size, repertoire: repertoire, colorDepth: colorDepth, appearance: appearance)
  }
}
