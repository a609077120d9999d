import CollectionView
import TerminalUI

/// A headless terminal that keeps what it is shown as asciicast events,
/// as a camera at `fps` frames a second would see it: at each tick k/fps
/// of the clock the app runs on, the screen is the last frame shown by
/// then, written at the tick's time if it changed. The run loop draws a
/// frame at each tick while something moves, so each frame written is the
/// screen as it was at its time. Each is written out once its tick has
/// passed, so only the last two frames are ever kept. Size and input are
/// the inner headless terminal's, which a key script drives.
public final class RecordingTerminal: Terminal {
  /// The terminal the frames are shown on.
  public let screen: HeadlessTerminal
  private let clock: AnimationClock
  private let fps: Int
  private let cast: AsciicastWriter
  /// The last frame written to the cast, and the last one shown, waiting
  /// for the tick it will be seen at.
  private var written: Canvas?
  private var pending: (canvas: Canvas, time: Double)?

  /// Records what `screen` is shown at `fps` frames a second of `clock`,
  /// in a cast titled `title`, given line by line to `write` as the run
  /// goes (each line with its newline).
  public init(
    screen: HeadlessTerminal,
    clock: AnimationClock,
    fps: Int,
    title: String,
    write: @escaping (String) -> Void
  ) {
    self.screen = screen
    self.clock = clock
    self.fps = fps
    cast = AsciicastWriter(size: screen.size, title: title, write: write)
  }

  public var size: CellSize { screen.size }
  public var colorDepth: ColorDepth { screen.colorDepth }
  public var repertoire: Repertoire { screen.repertoire }
  public var backdrop: Backdrop? { screen.backdrop }

  public func present(_ canvas: Canvas) {
    screen.present(canvas)
    let time = clock.now
    if let pending {
      let tick = self.tick(after: pending.time)
      // A frame shown before the tick replaces the one waiting for it.
      if tick < time - Self.tolerance { write(pending.canvas, at: tick) }
    }
    pending = (canvas, time)
  }

  public func readEvent(timeout: Int?) -> InputEvent? { screen.readEvent(timeout: timeout) }

  public func shutdown() {}

  /// Ends the recording: writes out the frame still waiting for its tick.
  public func finish() {
    if let pending { write(pending.canvas, at: tick(after: pending.time)) }
    pending = nil
  }

  /// How far apart two times may be and still be the same: a frame's time
  /// is a sum of sixtieths of a second, never quite a multiple of 1/fps.
  private static let tolerance = 1e-6

  /// The first tick at or after `time`.
  private func tick(after time: Double) -> Double {
    (time * Double(fps) - Self.tolerance).rounded(.up) / Double(fps)
  }

  private func write(_ canvas: Canvas, at time: Double) {
    if let written, written.size != canvas.size { cast.resize(to: canvas.size, at: time) }
    let update = canvas.ansiUpdate(from: written, colorDepth: colorDepth)
    if !update.isEmpty {
      cast.output((written == nil ? "\u{1B}[?25l" : "") + update, at: time)
    }
    written = canvas
  }
}
