extension HashIndex {
  /// Removes the entry in `bucket`, moving back the entries after it that
  /// would otherwise be cut off from their home bucket.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  mutating func remove(at bucket: Int) {
    withMutableBuckets { table, values in
      let mask = table.count &- 1
      var hole = bucket
      var next = (bucket &+ 1) & mask
      while table[next] != 0 {
        let home = Int(table[next]) & mask
        // An entry may fill the hole unless its home lies after the hole,
        // between it and the entry.
        if (next &- home) & mask >= (next &- hole) & mask {
          table[hole] = table[next]
          values[hole] = values[next]
          hole = next
        }
        next = (next &+ 1) & mask
      }
      table[hole] = 0
    }
    count -= 1
  }

  /// Removes every entry and keeps the buckets, for a table about to be
  /// filled again (a section refilled in a new order).
  @inlinable
  mutating func removeAll() {
    guard count > 0 else { return }
    withMutableBuckets { fragments, _ in fragments.update(repeating: 0) }
    count = 0
  }

  /// Replaces the value in `bucket`.
  @inlinable
  mutating func setValue(_ value: UInt32, at bucket: Int) {
    _storage[bucketCount + bucket] = value
  }

  /// Adds `delta` to every value in `range`: how positions follow an
  /// insertion or removal. One pass over the values, without branches, so
  /// it runs at the speed of memory.
  @inlinable
  mutating func shiftValues(in range: Range<Int>, by delta: Int) {
    guard !range.isEmpty, count > 0 else { return }
    let lower = UInt32(truncatingIfNeeded: range.lowerBound)
    let width = UInt32(truncatingIfNeeded: range.count)
    let step = UInt32(truncatingIfNeeded: delta)
    withMutableBuckets { _, values in
      for bucket in values.indices {
        let value = values[bucket]
        values[bucket] = value &+ (value &- lower < width ? step : 0)
      }
    }
  }
}
