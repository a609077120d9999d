/// Whether any of the figures called `names` is wanted: every figure when
/// the command line names none (`make bench`), else those whose name
/// contains one of its arguments (`GalleryBenchmarks insertion_sort`, for
/// profiling). Work that only prepares a figure asks first, by the figures'
/// full names.
public func isSelected(_ names: String...) -> Bool {
  isSelected(names)
}

/// Whether any of the figures called `names` is wanted (see above).
public func isSelected(_ names: [String]) -> Bool {
  let filters = CommandLine.arguments.dropFirst()
  return filters.isEmpty || names.contains { name in filters.contains { name.contains($0) } }
}

/// Prints one figure in the `name: value unit` form `make bench` promises,
/// when it is selected.
public func report(_ name: String, _ value: Double, _ unit: String) {
  guard isSelected(name) else { return }
  let rounded = (value * 1000).rounded() / 1000
  print("\(name): \(rounded) \(unit)")
}

/// Keeps the optimiser from deleting work whose result is otherwise unused.
@inline(never)
public func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
