import Benchmarking

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Times a piece of work and prints it as one `name: value unit` line.
///
/// Each figure is the median of `repetitions` runs, so one slow run (a page
/// fault, the other core busy) does not move it. `setUp` runs before every
/// repetition and is not timed. Work too quick to time once runs
/// `iterations` times per repetition and is reported per iteration, or per
/// item when one iteration handles `itemsPerIteration` items. Figures of
/// CPU per frame time the thread's CPU rather than the wall clock, so that
/// other work on a busy machine does not count.
struct Measurement {
  enum Unit: String {
    case milliseconds = "ms"
    case microseconds = "us"
    case nanoseconds = "ns"

    var perSecond: Double {
      switch self {
      case .milliseconds: 1e3
      case .microseconds: 1e6
      case .nanoseconds: 1e9
      }
    }
  }

  let name: String
  let unit: Unit
  var repetitions = 15
  var iterations = 1
  var itemsPerIteration = 1
  /// Whether to time the thread's CPU instead of the wall clock.
  var measuresCPUTime = false

  /// Runs `body` on a fresh value from `setUp` each time and prints the
  /// median. Skipped, returning 0, when the command line names figures and
  /// this is not one of them.
  ///
  /// First, untimed, `check` gets a fresh value from `setUp` and `body`:
  /// it does the work once itself and makes sure it is the work the figure
  /// names (the screen typed into lists the data, a difference replays),
  /// calling ``require(_:_:)``, which ends `make bench` when it is not. A
  /// figure for the wrong work is worse than none.
  @discardableResult
  func run<Input>(
    setUp: () -> Input,
    checking check: (inout Input, (inout Input) -> Void) -> Void,
    _ body: (inout Input) -> Void
  ) -> Double {
    guard isSelected(name) else { return 0 }
    var probe = setUp()
    withoutActuallyEscaping(body) { check(&probe, $0) }
    var samples: [Double] = []
    samples.reserveCapacity(repetitions)
    let clock = ContinuousClock()
    for _ in 0..<repetitions {
      var input = setUp()
      let startCPU = Self.threadCPUSeconds()
      let elapsed = clock.measure {
        for _ in 0..<iterations { body(&input) }
      }
      let seconds =
        measuresCPUTime ? Self.threadCPUSeconds() - startCPU : seconds(elapsed)
      samples.append(seconds / Double(iterations * itemsPerIteration))
    }
    let middle = median(samples)
    report(name, middle * unit.perSecond, unit.rawValue)
    return middle
  }

  /// Runs `body` and prints the median, for work that needs no fresh
  /// input, once `check` has made sure it is the work the figure names
  /// (see ``run(setUp:checking:_:)``).
  @discardableResult
  func run(checking check: () -> Void, _ body: () -> Void) -> Double {
    run(setUp: {}, checking: { _, _ in check() }) { _ in body() }
  }

  /// Times `work` and prints the median, once `check` has looked at what
  /// one run of it returns (see ``run(setUp:checking:_:)``): the check
  /// sees the very work that is timed, not the work written out again.
  @discardableResult
  func run<Result>(_ work: () -> Result, checking check: (Result) -> Void) -> Double {
    run(checking: { check(work()) }) { blackHole(work()) }
  }

  private static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

}

/// The middle of `samples`: one outlier, fast or slow, does not move it.
func median(_ samples: [Double]) -> Double {
  samples.sorted()[samples.count / 2]
}

/// A duration in seconds.
func seconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) + Double(attoseconds) * 1e-18
}
