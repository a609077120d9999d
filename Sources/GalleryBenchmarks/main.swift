// `make bench`: every figure the project tracks, one `name: value unit` line each.
LayoutBenchmarks.run()
DiffEndToEndBenchmarks.run()
SnapshotEditBenchmarks.run()
DiffBenchmarks.run()
DiffableExamplesBenchmarks.run()
RenderBenchmarks.run()
StartupBenchmarks.run()
