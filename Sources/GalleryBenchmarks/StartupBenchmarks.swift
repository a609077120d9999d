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
      median((0..<5).map { _ in peakMegabytes(render, measuredBy: peakMemory) }),
      "MB"
    )
    report(
      "startup.hello.rss.mb",
      median((0..<5).map { _ in peakMegabytes(hello, measuredBy: peakMemory) }),
      "MB"
    )
  }

  /// The wall time of running `command` to its end, standard output to
  /// /dev/null, started as a shell starts it: posix_spawn, then waitpid.
  private static func milliseconds(toRun command: [String]) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    let (status, _) = spawnAndWait(command, capturingOutput: false)
    guard status == 0 else { failBenchmark("\(command[0]) failed: status \(status)") }
    return seconds(clock.now - start) * 1e3
  }

  /// The peak resident memory of running `command`, as `PeakMemory` reports
  /// it: this process is too big to measure a child of its own (a spawned
  /// child starts with its parent's peak).
  private static func peakMegabytes(_ command: [String], measuredBy peakMemory: String) -> Double {
    let (status, output) = spawnAndWait([peakMemory] + command, capturingOutput: true)
    guard status == 0,
      let kilobytes = Double(String(decoding: output, as: UTF8.self).filter { !$0.isNewline })
    else { failBenchmark("PeakMemory failed on \(command[0]): status \(status)") }
    return kilobytes / 1024
  }

  /// Runs `command` to its end; its standard output is returned through a
  /// pipe when `capturingOutput`, else it goes to /dev/null.
  private static func spawnAndWait(
    _ command: [String],
    capturingOutput: Bool
  ) -> (status: Int32, output: [UInt8]) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    var pipeEnds: [Int32] = [-1, -1]
    if capturingOutput {
      guard pipe(&pipeEnds) == 0 else { failBenchmark("cannot make a pipe") }
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
      posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    } else {
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    }
    let arguments = command.map { strdup($0) } + [nil]
    defer { arguments.forEach { free($0) } }
    var pid = pid_t()
    guard posix_spawn(&pid, command[0], &actions, nil, arguments, environ) == 0 else {
      failBenchmark("cannot start \(command[0])")
    }
    var output: [UInt8] = []
    if capturingOutput {
      close(pipeEnds[1])
      var chunk = [UInt8](repeating: 0, count: 256)
      while true {
        let count = read(pipeEnds[0], &chunk, chunk.count)
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        output += chunk[..<count]
      }
      close(pipeEnds[0])
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status, output)
  }
}
