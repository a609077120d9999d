/// A terminal without a TTY: a fixed size, scripted input, and the last frame
/// kept as a canvas and as text.
///
/// Tests and headless renders (the example gallery's `gallery render`, for
/// one) draw through it exactly as an interactive program draws through
/// ``CursesTerminal``.
public final class HeadlessTerminal: Terminal {
  public private(set) var size: CellSize
  public let colorDepth: ColorDepth
  public let repertoire: Repertoire
  /// The colours the terminal says its defaults are: none unless set, as a
  /// terminal that does not answer.
  public var backdrop: Backdrop?

  /// The last canvas presented, if any.
  public private(set) var lastCanvas: Canvas?
  /// How many frames were presented.
  public private(set) var frameCount = 0
  private var pendingEvents: [InputEvent] = []
  private var nextEvent = 0

  /// Creates a terminal of `width` × `height` cells.
  public init(
    width: Int,
    height: Int,
    colorDepth: ColorDepth = .trueColor,
    repertoire: Repertoire = .unicode
  ) {
    self.size = CellSize(width: width, height: height)
    self.colorDepth = colorDepth
    self.repertoire = repertoire
  }

  /// Queues `events` for ``readEvent(timeout:)`` to return in order.
  public func enqueue(_ events: [InputEvent]) {
    pendingEvents.append(contentsOf: events)
  }

  /// Changes the size and queues the resize event a real terminal would send.
  public func resize(width: Int, height: Int) {
    size = CellSize(width: width, height: height)
    enqueue([.resize(width: width, height: height)])
  }

  public func present(_ canvas: Canvas) {
    lastCanvas = canvas
    frameCount += 1
  }

  /// The next queued event; `nil` once the queue is empty, whatever the
  /// timeout — there is nobody to wait for.
  public func readEvent(timeout: Int?) -> InputEvent? {
    guard nextEvent < pendingEvents.count else { return nil }
    defer { nextEvent += 1 }
    return pendingEvents[nextEvent]
  }

  public func shutdown() {}

  /// The last frame as plain text: exactly `size.height` lines, trailing
  /// spaces removed (blank lines if nothing was presented).
  public var text: String {
    (lastCanvas ?? makeCanvas()).plainText()
  }

  /// The last frame with SGR codes for this terminal's colour depth.
  public var ansiText: String {
    (lastCanvas ?? makeCanvas()).ansiText(colorDepth: colorDepth)
  }
}
