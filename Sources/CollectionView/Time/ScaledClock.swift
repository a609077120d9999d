/// A clock that runs at a rate of another's: slow motion for watching an
/// animation. Changing the rate leaves the time where it is, so nothing
/// on screen jumps; only how fast it goes on changes.
///
/// Screens read it; a run loop keeps the base clock, and converts its
/// times with ``time(atBaseTime:)`` and ``baseTime(at:)``.
public final class ScaledClock: AnimationClock {
  public let base: AnimationClock
  /// Seconds of this clock per second of the base clock.
  public private(set) var rate = 1.0
  /// A time of the base clock and what this clock read then.
  private var anchor: (base: Double, scaled: Double)

  public init(base: AnimationClock) {
    self.base = base
    anchor = (base.now, base.now)
  }

  public var now: Double { time(atBaseTime: base.now) }

  /// Runs at `rate` from now on (1 is the base clock's pace).
  public func setRate(_ rate: Double) {
    precondition(rate > 0, "a clock runs forward")
    anchor = (base.now, now)
    self.rate = rate
  }

  /// What this clock reads when the base clock reads `baseTime`; infinity
  /// stays infinity.
  public func time(atBaseTime baseTime: Double) -> Double {
    baseTime.isInfinite ? baseTime : anchor.scaled + (baseTime - anchor.base) * rate
  }

  /// The first time of the base clock at which this clock reads `time` or
  /// later. Rounding alone could give a hair before it, and a run loop
  /// that waits until then would find a timer due at `time` still pending,
  /// and wait for the same instant again and again.
  public func baseTime(at time: Double) -> Double {
    guard !time.isInfinite else { return time }
    var baseTime = anchor.base + (time - anchor.scaled) / rate
    while self.time(atBaseTime: baseTime) < time { baseTime = baseTime.nextUp }
    return baseTime
  }
}
