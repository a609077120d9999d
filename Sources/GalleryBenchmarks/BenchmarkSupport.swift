import Benchmarking
import Foundation

/// The path of the product `name` built beside the benchmarks, as `make
/// bench` builds it; fails the run when it is not there.
func builtProduct(_ name: String) -> String {
  let path = Bundle.main.executableURL!.deletingLastPathComponent()
    .appendingPathComponent(name).path
  guard FileManager.default.isExecutableFile(atPath: path) else {
    failBenchmark("no \(path) beside the benchmarks; `make bench` builds it")
  }
  return path
}
