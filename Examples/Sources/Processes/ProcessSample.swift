/// One process as `/proc/<pid>/stat` describes it at one moment.
public struct ProcessSample: Hashable, Sendable {
  public var pid: Int32
  /// The executable's name, as the kernel keeps it (at most 15 bytes).
  public var name: String
  /// R running, S sleeping, D waiting on disk, Z zombie, T stopped, …
  public var state: Character
  public var parentPID: Int32
  /// Clock ticks spent in user and kernel mode since the process started.
  public var cpuTicks: UInt64
  public var threads: Int
  /// Resident memory, in pages.
  public var residentPages: UInt64

  public init(
    pid: Int32,
    name: String,
    state: Character,
    parentPID: Int32,
    cpuTicks: UInt64,
    threads: Int,
    residentPages: UInt64
  ) {
    self.pid = pid
    self.name = name
    self.state = state
    self.parentPID = parentPID
    self.cpuTicks = cpuTicks
    self.threads = threads
    self.residentPages = residentPages
  }

  /// Reads a `stat` line; nil for one that is not one.
  ///
  /// The name is in parentheses and may itself hold spaces and
  /// parentheses, so it runs to the last `)`; the fields after it are
  /// counted from the state, field 3 of proc(5).
  public init?(statLine line: String) {
    guard let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")"),
      open < close, let pid = line[..<open].split(separator: " ").first.flatMap({ Int32($0) })
    else { return nil }
    let fields = line[line.index(after: close)...].split { $0 == " " || $0 == "\n" }
    // state(3) ppid(4) … utime(14) stime(15) … num_threads(20) … rss(24)
    func field(_ number: Int) -> Substring? {
      let index = number - 3
      return fields.indices.contains(index) ? fields[index] : nil
    }
    guard let state = field(3)?.first, let parent = field(4).flatMap({ Int32($0) }),
      let user = field(14).flatMap({ UInt64($0) }), let system = field(15).flatMap({ UInt64($0) }),
      let threads = field(20).flatMap({ Int($0) }), let rss = field(24).flatMap({ Int64($0) })
    else { return nil }
    self.init(
      pid: pid,
      name: String(line[line.index(after: open)..<close]),
      state: state,
      parentPID: parent,
      cpuTicks: user + system,
      threads: threads,
      residentPages: UInt64(max(0, rss))
    )
  }
}
