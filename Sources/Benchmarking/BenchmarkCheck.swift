#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends `make bench` with `message` on standard error and status 1: a
/// figure that cannot be measured, or would measure the wrong work, fails
/// the run rather than going missing from its output or misleading.
public func failBenchmark(_ message: String) -> Never {
  var line = message + "\n"
  line.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
  exit(1)
}

/// A benchmark's check that it does the work its figure names, made before
/// timing: when `condition` is false, `make bench` stops with `message`
/// and prints no figure.
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { failBenchmark("benchmark check failed: \(message())") }
}
