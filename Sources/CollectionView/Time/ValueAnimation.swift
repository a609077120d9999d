/// A number on its way from one value to another: a scroll offset coming
/// to rest, or a control animating itself (a switch's knob sliding).
public struct ValueAnimation: Sendable {
  public var from: Double
  public var to: Double
  var tween: Tween

  /// Starts at `start` on the clock and lasts `duration` seconds.
  public init(from: Double, to: Double, start: Double, duration: Double, easing: Easing) {
    self.from = from
    self.to = to
    self.tween = Tween(start: start, duration: duration, easing: easing)
  }

  /// The value at `now`: `from` before the start, `to` from the end on.
  public func value(at now: Double) -> Double {
    interpolate(from, to, tween.progress(at: now))
  }

  /// Whether the value has arrived by `now`.
  public func isFinished(at now: Double) -> Bool {
    tween.isFinished(at: now)
  }
}
