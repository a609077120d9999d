import Benchmarking
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The programs the benchmarks start and wait for, as a shell starts them
/// (posix_spawn, then waitpid), and the peak memory of one.
enum ChildProcess {
  /// The peak resident memory of running `command`, as `PeakMemory` reports
  /// it: this process is too big to measure a child of its own (a spawned
  /// child starts with its parent's peak).
  static func peakMegabytes(
    _ command: [String],
    measuredBy peakMemory: String,
    environment: [String: String] = [:]
  ) -> Double {
    let (status, output) = run(
      [peakMemory] + command,
      capturingOutput: true,
      environment: environment
    )
    guard status == 0,
      let kilobytes = Double(String(decoding: output, as: UTF8.self).filter { !$0.isNewline })
    else { failBenchmark("PeakMemory failed on \(command[0]): status \(status)") }
    return kilobytes / 1024
  }

  /// Runs `command` to its end, with `environment` added to this
  /// process's; its standard output is returned through a pipe when
  /// `capturingOutput`, else it goes to /dev/null.
  static func run(
    _ command: [String],
    capturingOutput: Bool,
    environment: [String: String] = [:]
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
    // This process's own environment as it is, when nothing is added: the
    // start-up timings leave the copy out.
    let variables =
      environment.isEmpty
      ? nil
      : ProcessInfo.processInfo.environment.merging(environment) { $1 }
        .map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { variables?.forEach { free($0) } }
    let spawned =
      if let variables {
        posix_spawn(&pid, command[0], &actions, nil, arguments, variables)
      } else {
        posix_spawn(&pid, command[0], &actions, nil, arguments, environ)
      }
    guard spawned == 0 else {
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
