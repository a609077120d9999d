// `make bench`: every figure the project tracks, one `name: value unit` line each.
BenchmarkGroups.run()
