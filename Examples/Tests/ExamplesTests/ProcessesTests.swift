import CollectionView
import Processes
import TerminalApp
import TerminalUI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process list over a `/proc` of the test's own: three processes
/// whose CPU ticks the test moves on between samples.
@Suite struct ProcessesTests {
  /// A folder laid out as `/proc`, removed when the test ends.
  final class FakeProc {
    let root: String

    init() {
      var template = Array("/tmp/processes-test-XXXXXX".utf8CString)
      root = String(cString: mkdtemp(&template)!)
    }

    deinit {
      _ = system("rm -rf '\(root)'")
    }

    /// Writes the `stat` of a process: `ticks` of CPU, `pages` resident.
    func set(pid: Int32, name: String, ticks: UInt64, pages: UInt64 = 256) {
      mkdir("\(root)/\(pid)", 0o755)
      // Fields as proc(5) numbers them: utime is 14, stime 15, threads 20, rss 24.
      let fields =
        ["S", "1"] + Array(repeating: "0", count: 9) + ["\(ticks)", "0"]
        + Array(repeating: "0", count: 4) + ["3"] + Array(repeating: "0", count: 3) + ["\(pages)"]
      write("\(pid) (\(name)) " + fields.joined(separator: " ") + "\n", to: "\(root)/\(pid)/stat")
      write("/usr/bin/\(name)\0--flag\0", to: "\(root)/\(pid)/cmdline")
    }

    private func write(_ text: String, to path: String) {
      let file = fopen(path, "w")!
      // fwrite, not fputs: a command line holds NULs.
      let bytes = Array(text.utf8)
      fwrite(bytes, 1, bytes.count, file)
      fclose(file)
    }
  }

  static func makeApp(_ proc: FakeProc) -> (App, Pilot) {
    let clock = VirtualClock()
    let list = ProcessListController(
      table: ProcessTable(root: proc.root),
      interval: 1,
      clock: clock
    )
    let app = App(root: list, clock: clock, size: CellSize(width: 60, height: 12))
    return (app, Pilot(app: app, clock: clock))
  }

  /// The names in the list, top to bottom, as drawn.
  static func names(_ pilot: Pilot) -> [String] {
    pilot.text.split(separator: "\n").dropFirst(3).compactMap { line in
      line.split(separator: " ").last.map(String.init)
    }.filter { ["alpha", "beta", "gamma"].contains($0) }
  }

  @Test func rowsSlideToTheirNewRanksAsTheirSharesChange() throws {
    let proc = FakeProc()
    proc.set(pid: 100, name: "alpha", ticks: 0)
    proc.set(pid: 200, name: "beta", ticks: 0)
    proc.set(pid: 300, name: "gamma", ticks: 0)
    let (_, pilot) = Self.makeApp(proc)
    pilot.redraw()
    #expect(Self.names(pilot) == ["alpha", "beta", "gamma"])
    #expect(pilot.text.contains("3 of 3"))
    // Over the next second gamma takes half a CPU and beta a tenth.
    let ticks = UInt64(sysconf(Int32(_SC_CLK_TCK)))
    proc.set(pid: 200, name: "beta", ticks: ticks / 10)
    proc.set(pid: 300, name: "gamma", ticks: ticks / 2)
    pilot.advance(by: 1.1)
    // Mid-change, the rows are on their way: gamma, moving up two rows, is
    // drawn between where it was and where it goes.
    let gamma = try #require(
      pilot.drawnElements.first { $0.category == .cell && $0.indexPath.item == 0 }
    )
    #expect(gamma.frame.y > 3 && gamma.frame.y < 7)
    pilot.settle()
    #expect(Self.names(pilot) == ["gamma", "beta", "alpha"])
    #expect(pilot.text.contains("50.0"))
    #expect(pilot.text.contains("10.0"))
  }

  @Test func typingFiltersAndEnterOpensTheDetails() throws {
    let proc = FakeProc()
    proc.set(pid: 100, name: "alpha", ticks: 0)
    proc.set(pid: 200, name: "beta", ticks: 0)
    proc.set(pid: 300, name: "gamma", ticks: 0, pages: 512)
    let (app, pilot) = Self.makeApp(proc)
    pilot.type("MM")
    pilot.settle()
    #expect(Self.names(pilot) == ["gamma"])
    #expect(pilot.text.contains("1 of 3"))
    try pilot.run("enter")
    #expect(app.stack.count == 2)
    #expect(pilot.text.contains("gamma (300)"))
    #expect(pilot.text.contains("/usr/bin/gamma --flag"))
    #expect(pilot.text.contains("2.0 MiB resident") == (sysconf(Int32(_SC_PAGESIZE)) == 4096))
    try pilot.run("esc esc")
    pilot.settle()
    #expect(app.stack.count == 1)
    #expect(Self.names(pilot) == ["alpha", "beta", "gamma"])
  }

  @Test func aStatLineNamesWithSpacesAndParenthesesParse() throws {
    let sample = try #require(
      ProcessSample(
        statLine:
          "42 (tmux: server (1)) R 7 0 0 0 0 0 0 0 0 0 120 30 0 0 0 0 5 0 0 0 900"
      )
    )
    #expect(sample.pid == 42 && sample.name == "tmux: server (1)" && sample.state == "R")
    #expect(sample.parentPID == 7 && sample.cpuTicks == 150 && sample.threads == 5)
    #expect(sample.residentPages == 900)
    #expect(ProcessSample(statLine: "garbage") == nil)
    // As the kernel writes it, with a newline after the last field.
    #expect(
      ProcessSample(statLine: "1 (init) S 0 0 0 0 0 0 0 0 0 0 1 2 0 0 0 0 1 0 0 0 64\n")?
        .residentPages == 64
    )
  }
}
