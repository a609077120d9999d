/// Where animations and timers read the time from, in seconds.
///
/// Interactively that is the system's monotonic clock; in `gallery render`
/// and in tests it is a ``VirtualClock`` that moves only when told, so every
/// frame of every animation can be reproduced exactly.
public protocol AnimationClock: AnyObject {
  /// Seconds since the clock started.
  var now: Double { get }
}

/// The system's monotonic clock.
public final class SystemClock: AnimationClock, Sendable {
  private let start = ContinuousClock.now

  public init() {}

  /// One clock for the views that are given none and belong to no view
  /// controller.
  public static let shared = SystemClock()

  public var now: Double {
    let (seconds, attoseconds) = (ContinuousClock.now - start).components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}

/// A clock that stands still until advanced.
public final class VirtualClock: AnimationClock {
  public private(set) var now: Double

  public init(now: Double = 0) {
    self.now = now
  }

  /// Moves time forward; never backward.
  public func advance(by seconds: Double) {
    now += max(0, seconds)
  }

  /// Moves time to `time` if that is later than now.
  public func advance(to time: Double) {
    now = max(now, time)
  }
}
