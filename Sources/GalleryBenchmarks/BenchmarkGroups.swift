import Foundation

/// The benchmarks in groups, each group measured in a process of its own,
/// as package-benchmark measures each benchmark: what one group leaves
/// behind (the heap a hundred thousand mountains or a million-item snapshot
/// grew and freed, its caches, its metadata) must not move another group's
/// figures. Measured in one process, an insertion-sort frame after the
/// 100k-mountain keystrokes took 12 % longer than on its own.
enum BenchmarkGroups {
  static let groups: [(name: String, run: @Sendable () -> Void)] = [
    ("layout", LayoutBenchmarks.run),
    ("diff_end_to_end", DiffEndToEndBenchmarks.run),
    ("snapshot_edits", SnapshotEditBenchmarks.run),
    ("diff", DiffBenchmarks.run),
    ("mountains", DiffableExamplesBenchmarks.runMountains),
    ("insertion_sort", DiffableExamplesBenchmarks.runInsertionSort),
    ("animation", DiffableExamplesBenchmarks.runAnimation),
    ("render", RenderBenchmarks.run),
    ("startup", StartupBenchmarks.run),
    ("list_scale", ListScaleBenchmarks.run),
  ]

  /// The environment variable that names the one group a child runs.
  static let variable = "GALLERY_BENCHMARK_GROUP"

  /// The programs that measure figures of their own, run after the groups
  /// with the same arguments: the allocation counts, which link an
  /// allocator that would move every other figure.
  static let programs = ["AllocationCounts"]

  /// In a child, the group it was started for; otherwise every group in
  /// turn, each in a child given the same arguments (the figures wanted),
  /// then every program of `programs`; their lines go straight to standard
  /// output.
  static func run() {
    if let name = ProcessInfo.processInfo.environment[variable] {
      guard let group = groups.first(where: { $0.name == name }) else {
        fatalError("no benchmark group \(name)")
      }
      group.run()
      return
    }
    let benchmarks = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    for group in groups {
      runToTheEnd(
        benchmarks,
        named: "the \(group.name) benchmarks",
        environment: [variable: group.name]
      )
    }
    for program in programs {
      runToTheEnd(URL(fileURLWithPath: builtProduct(program)), named: program, environment: [:])
    }
  }

  /// Runs `executable` with this process's arguments and environment plus
  /// `environment`; a failure ends this run with the child's status, the
  /// child having said what went wrong.
  private static func runToTheEnd(
    _ executable: URL,
    named name: String,
    environment: [String: String]
  ) {
    let child = Process()
    child.executableURL = executable
    child.arguments = Array(CommandLine.arguments.dropFirst())
    child.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    do {
      try child.run()
    } catch {
      FileHandle.standardError.write(Data("could not start \(name): \(error)\n".utf8))
      exit(1)
    }
    child.waitUntilExit()
    guard child.terminationStatus == 0 else { exit(child.terminationStatus) }
  }
}
