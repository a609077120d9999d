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

  /// Runs `body` on a fresh value from `setUp` each time and prints the median.
  /// Skipped, returning 0, when the command line names figures and this is
  /// not one of them.
  @discardableResult
  func run<Input>(setUp: () -> Input, _ body: (inout Input) -> Void) -> Double {
    guard isSelected(name) else { return 0 }
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

  /// Runs `body` and prints the median; for work that needs no fresh input.
  @discardableResult
  func run(_ body: () -> Void) -> Double {
    run(setUp: {}) { _ in body() }
  }

  private static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }

}

/// Whether any of the figures called `names` is wanted: every figure when
/// the command line names none (`make bench`), else those whose name
/// contains one of its arguments (`GalleryBenchmarks insertion_sort`, for
/// profiling). Work that only prepares a figure asks first, by the figures'
/// full names.
func isSelected(_ names: String...) -> Bool {
  isSelected(names)
}

/// Whether any of the figures called `names` is wanted (see above).
func isSelected(_ names: [String]) -> Bool {
  let filters = CommandLine.arguments.dropFirst()
  return filters.isEmpty || names.contains { name in filters.contains { name.contains($0) } }
}

/// The middle of `samples`: one outlier, fast or slow, does not move it.
func median(_ samples: [Double]) -> Double {
  samples.sorted()[samples.count / 2]
}

/// Prints one figure in the `name: value unit` form `make bench` promises,
/// when it is selected.
func report(_ name: String, _ value: Double, _ unit: String) {
  guard isSelected(name) else { return }
  let rounded = (value * 1000).rounded() / 1000
  print("\(name): \(rounded) \(unit)")
}

/// Keeps the optimiser from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// A duration in seconds.
func seconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) + Double(attoseconds) * 1e-18
}
