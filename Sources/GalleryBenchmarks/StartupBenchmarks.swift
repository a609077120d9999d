import Benchmarking
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Start-up against the floor every Swift program pays: `gallery render
/// grid` (no terminal, one screen to standard output) and a Swift hello
/// world, both spawned the same way, in turns, so a busy moment of the
/// machine slows both alike. The ratio of their wall times is the figure;
/// each time alone moves with the machine.
enum StartupBenchmarks {
  static func run() {
    let names = [
      "startup.render.ms", "startup.hello.ms", "startup.render.hello_ratio",
      "startup.render.rss.mb", "startup.hello.rss.mb",
    ]
    guard names.contains(where: { isSelected($0) }) else { return }
    let paths = ["gallery", "HelloWorld", "PeakMemory"].map(builtProduct)
    let render = [paths[0], "render", "grid", "--size", "80x24"]
    let hello = [paths[1]]
    let (renderStatus, rendered) = ChildProcess.run(render, capturingOutput: true)
    let screen = String(decoding: rendered, as: UTF8.self)
    require(
      renderStatus == 0
        && screen.split(separator: "\n", omittingEmptySubsequences: false).count
          >= 24
        && screen.contains("Grid"),
      "gallery render grid prints the Grid's 24 rows:\n\(screen)"
    )
    let (helloStatus, greeting) = ChildProcess.run(hello, capturingOutput: true)
    require(
      helloStatus == 0 && !greeting.isEmpty,
      "HelloWorld prints its greeting"
    )

    var renderTimes: [Double] = []
    var helloTimes: [Double] = []
    for _ in 0..<61 {
      renderTimes.append(milliseconds(toRun: render))
      helloTimes.append(milliseconds(toRun: hello))
    }
    report("startup.render.ms", median(renderTimes), "ms")
    report("startup.hello.ms", median(helloTimes), "ms")
    report("startup.render.hello_ratio", median(renderTimes) / median(helloTimes), "x")

    let peakMemory = paths[2]
    report(
      "startup.render.rss.mb",
      median((0..<5).map { _ in ChildProcess.peakMegabytes(render, measuredBy: peakMemory) }),
      "MB"
    )
    report(
      "startup.hello.rss.mb",
      median((0..<5).map { _ in ChildProcess.peakMegabytes(hello, measuredBy: peakMemory) }),
      "MB"
    )
  }

  /// The wall time of running `command` to its end, standard output to
  /// /dev/null, started as a shell starts it: posix_spawn, then waitpid.
  private static func milliseconds(toRun command: [String]) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    let (status, _) = ChildProcess.run(command, capturingOutput: false)
    guard status == 0 else { failBenchmark("\(command[0]) failed: status \(status)") }
    return seconds(clock.now - start) * 1e3
  }
}
