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
  ]

  /// The environment variable that names the one group a child runs.
  static let variable = "GALLERY_BENCHMARK_GROUP"

  /// In a child, the group it was started for; otherwise every group in
  /// turn, each in a child given the same arguments (the figures wanted),
  /// whose lines go straight to standard output.
  static func run() {
    if let name = ProcessInfo.processInfo.environment[variable] {
      guard let group = groups.first(where: { $0.name == name }) else {
        fatalError("no benchmark group \(name)")
      }
      group.run()
      return
    }
    for group in groups {
      let child = Process()
      child.executableURL =
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
      child.arguments = Array(CommandLine.arguments.dropFirst())
      child.environment = ProcessInfo.processInfo.environment.merging([variable: group.name]) {
        $1
      }
      do {
        try child.run()
      } catch {
        FileHandle.standardError.write(
          Data("could not start the \(group.name) benchmarks: \(error)\n".utf8)
        )
        exit(1)
      }
      child.waitUntilExit()
      // The child has said what went wrong; its status ends the run.
      guard child.terminationStatus == 0 else { exit(child.terminationStatus) }
    }
  }
}
