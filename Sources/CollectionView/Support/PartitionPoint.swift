extension RandomAccessCollection where Index == Int {
  /// The first index whose element satisfies `predicate`, which must be
  /// false for a prefix of the collection and true for the rest;
  /// `endIndex` if none.
  /// - Complexity: O(log n).
  func partitionPoint(from start: Int? = nil, where predicate: (Element) -> Bool) -> Int {
    var low = start ?? startIndex
    var high = endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if predicate(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
