import TerminalUI

/// How far a task has come, as a bar: UIKit's `UIProgressView`. The bar
/// fills in eighths of a cell where the terminal draws block elements, in
/// whole cells of `#` where it does not.
open class ProgressView: View {
  /// UIKit's `UIProgressView.Style`: the default bar sits on a dim track;
  /// `.bar` has none, for a bar laid along an edge.
  public enum Style: Hashable, Sendable {
    case `default`
    case bar
  }

  open var progressViewStyle: Style

  /// How far the task has come, 0 to 1; setting it moves the bar at once.
  open var progress: Float {
    get { value }
    set { setProgress(newValue, animated: false) }
  }
  private var value: Float = 0
  /// The bar on its way to ``progress``.
  private var growth: ValueAnimation?

  public init(progressViewStyle: Style = .default) {
    self.progressViewStyle = progressViewStyle
    super.init(frame: .zero)
  }

  /// Sets the progress, clamped to 0...1, the bar growing or shrinking
  /// there when `animated`.
  open func setProgress(_ progress: Float, animated: Bool) {
    let progress = min(max(progress.isNaN ? 0 : progress, 0), 1)
    let now = clock.now
    let from = growth?.value(at: now) ?? Double(value)
    value = progress
    growth =
      animated && !traits.reducesMotion && Double(progress) != from
      ? ValueAnimation(
        from: from,
        to: Double(progress),
        start: now,
        duration: 0.25,
        easing: .easeOut
      ) : nil
  }

  /// A row high, as wide as it is made.
  open override var intrinsicContentSize: CellSize {
    CellSize(width: View.noIntrinsicMetric, height: 1)
  }

  open override var isAnimating: Bool { growth != nil }

  open override func advanceAnimations(to now: Double) {
    if let growth, growth.isFinished(at: now) { self.growth = nil }
  }

  open override func draw(into canvas: inout Canvas, now: Double) {
    guard !frame.isEmpty else { return }
    let shown = growth?.value(at: now) ?? Double(value)
    let fill = canvas.theme.accent
    let y = frame.y + (frame.height - 1) / 2
    let unicode = canvas.repertoire == .unicode
    // In eighths of a cell where blocks draw, whole cells otherwise.
    let steps = unicode ? 8 : 1
    let filled = Int((shown * Double(frame.width * steps)).rounded())
    let whole = filled / steps
    var bar = String(repeating: unicode ? "█" : "#", count: whole)
    if unicode && filled % steps > 0 && whole < frame.width {
      bar.append(Self.eighths[filled % steps - 1])
    }
    let track =
      progressViewStyle == .default
      ? String(
        repeating: unicode ? "─" : "-",
        count: max(0, frame.width - CharacterWidth.width(of: bar))
      )
      : ""
    let end = canvas.put(bar, x: frame.x, y: y, style: fill)
    canvas.put(track, x: end, y: y, style: Theme.secondaryText)
  }

  /// ▏ to ▉: one to seven eighths of a cell, filled from the left.
  private static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
}
