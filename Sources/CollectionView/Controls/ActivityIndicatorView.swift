import TerminalUI

/// A spinner for a task of unknown length: UIKit's
/// `UIActivityIndicatorView`, the indeterminate companion of
/// ``ProgressView``. It turns while animating, ten steps a second, and
/// hides when stopped unless told not to.
open class ActivityIndicatorView: View {
  /// Whether the spinner turns.
  public private(set) var isSpinning = false
  /// Whether the view hides while it is stopped, as UIKit's does by default.
  open var hidesWhenStopped = true {
    didSet { updateHidden() }
  }
  /// When it started turning, for the step shown at a time.
  private var startedAt = 0.0

  public override init(frame: CellRect = .zero) {
    super.init(frame: frame)
    updateHidden()
  }

  open func startAnimating() {
    guard !isSpinning else { return }
    isSpinning = true
    startedAt = clock.now
    updateHidden()
  }

  /// A spinner started before it was placed (in `viewDidLoad`) took the
  /// time from the clock it had then, not the one of the screen it turns
  /// on: it starts its turn again on the clock it has now.
  open override func didMoveToSuperview() {
    super.didMoveToSuperview()
    if isSpinning { startedAt = clock.now }
  }

  open func stopAnimating() {
    isSpinning = false
    updateHidden()
  }

  private func updateHidden() {
    isHidden = hidesWhenStopped && !isSpinning
  }

  /// One cell.
  open override var intrinsicContentSize: CellSize { CellSize(width: 1, height: 1) }

  /// A spinner keeps the frames coming while it turns, unless motion is
  /// reduced: it then stands still on its first step.
  open override var isAnimating: Bool { isSpinning && !traits.reducesMotion }

  open override func draw(into canvas: inout Canvas, now: Double) {
    guard !frame.isEmpty else { return }
    let steps = canvas.repertoire == .unicode ? Self.braille : Self.ascii
    // Drawn with every animation at its end (`now` infinite: a slow
    // link, a settled screen), it stands on its first step.
    let step =
      isSpinning && !canvas.reducesMotion && now.isFinite
      ? Int(((now - startedAt) * Self.stepsPerSecond).rounded(.down)) % steps.count : 0
    canvas.put(
      String(steps[max(0, step)]),
      x: frame.x + (frame.width - 1) / 2,
      y: frame.y + (frame.height - 1) / 2,
      style: canvas.theme.accent
    )
  }

  static let stepsPerSecond = 10.0
  private static let braille: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  private static let ascii: [Character] = ["|", "/", "-", "\\"]
}
