/// How an animation's progress bends over its duration.
public enum Easing: Sendable {
  case linear
  /// Slow start, slow finish: items sliding to new places.
  case easeInOut
  /// Quick start, slow finish: a row coming to rest after a swipe.
  case easeOut

  /// The eased progress for a linear progress `t` in 0...1.
  public func callAsFunction(_ t: Double) -> Double {
    let t = min(max(t, 0), 1)
    switch self {
    case .linear: return t
    case .easeInOut: return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) * (-2 * t + 2) / 2
    case .easeOut: return 1 - (1 - t) * (1 - t) * (1 - t)
    }
  }
}

/// One run of an animation in time: when it starts, how long it lasts and
/// how it eases.
struct Tween: Sendable {
  var start: Double
  var duration: Double
  var easing: Easing

  var end: Double { start + duration }

  func progress(at now: Double) -> Double {
    guard duration > 0 else { return 1 }
    return easing((now - start) / duration)
  }

  func isFinished(at now: Double) -> Bool { now >= end }
}

func interpolate(_ from: Double, _ to: Double, _ progress: Double) -> Double {
  from + (to - from) * progress
}
