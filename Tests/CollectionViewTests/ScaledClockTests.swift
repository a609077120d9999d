import CollectionView
import PropertyBased
import Testing

@Suite struct ScaledClockTests {
  /// A timer due at a time of the scaled clock has fired once the base
  /// clock reaches the base time given for it: a run loop that waits that
  /// long never finds the timer still pending, and so never waits again
  /// for the same instant (which hung `render` once, in a fuzz run).
  @Test func waitingUntilTheBaseTimeReachesTheScaledTime() async {
    let times = Gen.int(in: 0...1_000_000)
    await propertyCheck(count: 20_000, input: times, times, times, Gen.bool()) {
      start,
      toggle,
      later,
      slow in
      let base = VirtualClock(now: Double(start) / 997)
      let scaled = ScaledClock(base: base)
      base.advance(by: Double(toggle) / 1_009)
      scaled.setRate(slow ? 0.25 : 1)
      let due = scaled.now + Double(later) / 1_013
      let baseDue = scaled.baseTime(at: due)
      #expect(scaled.time(atBaseTime: baseDue) >= due, "\(due)")
    }
  }

  /// Changing the rate leaves the time where it is; then it runs at it.
  @Test func theRateChangesThePaceNotTheTime() {
    let base = VirtualClock(now: 2)
    let scaled = ScaledClock(base: base)
    base.advance(by: 1)
    scaled.setRate(0.25)
    #expect(scaled.now == 3)
    base.advance(by: 2)
    #expect(scaled.now == 3.5)
    scaled.setRate(1)
    base.advance(by: 1)
    #expect(scaled.now == 4.5)
    #expect(scaled.time(atBaseTime: .infinity) == .infinity)
  }
}
