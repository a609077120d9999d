/// What one row of the list shows: a process and the share of a CPU it
/// used since the sample before.
public struct ProcessRow: Hashable, Sendable {
  public var sample: ProcessSample
  /// Percent of one CPU, over the last interval: 100 is a core kept busy.
  public var cpuPercent: Double
  /// Resident memory, in mebibytes.
  public var residentMiB: Double

  /// The rows of `samples`, with each process's CPU share from its ticks
  /// in `previous` over `seconds`; a process new since then shows 0.
  public static func rows(
    _ samples: [ProcessSample],
    previous: [Int32: ProcessSample],
    seconds: Double,
    ticksPerSecond: Double,
    pageSize: Double
  ) -> [ProcessRow] {
    samples.map { sample in
      var percent = 0.0
      if let before = previous[sample.pid], seconds > 0, sample.cpuTicks >= before.cpuTicks {
        percent = Double(sample.cpuTicks - before.cpuTicks) / ticksPerSecond / seconds * 100
      }
      return ProcessRow(
        sample: sample,
        cpuPercent: percent,
        residentMiB: Double(sample.residentPages) * pageSize / 1_048_576
      )
    }
  }

  /// Busiest first; equal shares by process id.
  public static func byCPU(_ lhs: ProcessRow, _ rhs: ProcessRow) -> Bool {
    lhs.cpuPercent != rhs.cpuPercent
      ? lhs.cpuPercent > rhs.cpuPercent : lhs.sample.pid < rhs.sample.pid
  }
}
