extension HashIndex {
  /// How many elements go through the table together (see
  /// `insertDistinct(_:values:isEqual:)`): enough for their cache misses to
  /// overlap, few enough that the buckets a first pass reads are still in
  /// cache for the second.
  @inlinable
  static var groupSize: Int { 32 }

  /// `0..<count` in consecutive ranges of `groupSize`.
  @inlinable
  static func groups(of count: Int) -> some Sequence<Range<Int>> {
    stride(from: 0, to: count, by: groupSize).lazy.map { $0..<min($0 + groupSize, count) }
  }

  /// Stores a group of at most `groupSize` new elements: `fragments[j]`
  /// with the value `firstValue + j`. Returns the first offset whose
  /// element is stored already, under the same fragment with a value
  /// `isEqual` accepts, the entries before it stored; or nil. The caller
  /// reserves room first.
  ///
  /// The group is probed twice: first without writing, so that the probes
  /// do not wait on each other and their cache misses overlap, then again
  /// from the empty bucket each probe found, to store. Only entries of the
  /// group itself can lie between that bucket and the next empty one.
  @inlinable
  mutating func insertDistinct(
    _ fragments: UnsafeBufferPointer<UInt32>,
    values firstValue: Int,
    isEqual: (_ storedValue: UInt32, _ offset: Int) -> Bool
  ) -> Int? {
    var stored = 0
    defer { count += stored }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: fragments.count) { vacancies in
      _fragments.withUnsafeMutableBufferPointer { table in
        _values.withUnsafeMutableBufferPointer { values in
          let mask = table.count &- 1
          for (offset, fragment) in fragments.enumerated() {
            var bucket = Int(fragment) & mask
            while table[bucket] != 0 {
              if table[bucket] == fragment && isEqual(values[bucket], offset) { return offset }
              bucket = (bucket &+ 1) & mask
            }
            vacancies[offset] = bucket
          }
          for (offset, fragment) in fragments.enumerated() {
            var bucket = vacancies[offset]
            while table[bucket] != 0 {
              if table[bucket] == fragment && isEqual(values[bucket], offset) { return offset }
              bucket = (bucket &+ 1) & mask
            }
            table[bucket] = fragment
            values[bucket] = UInt32(truncatingIfNeeded: firstValue &+ offset)
            stored &+= 1
          }
          return nil
        }
      }
    }
  }

  /// Stores `value` under each of a group of at most `groupSize` fragments
  /// that has no entry with that value on its probe path yet. Every entry
  /// under the fragment with another value goes to `isElsewhere`; returns
  /// the first offset for which it returned true (having stored nothing,
  /// or only entries of earlier groups), or nil. The caller reserves room
  /// first.
  ///
  /// Probed twice, as `insertDistinct(_:values:isEqual:)` explains.
  @inlinable
  mutating func insertUnlessPresent(
    _ fragments: UnsafeBufferPointer<UInt32>,
    value: UInt32,
    isElsewhere: (_ storedValue: UInt32, _ offset: Int) -> Bool
  ) -> Int? {
    var stored = 0
    defer { count += stored }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: fragments.count) { vacancies in
      _fragments.withUnsafeMutableBufferPointer { table in
        _values.withUnsafeMutableBufferPointer { values in
          let mask = table.count &- 1
          for (offset, fragment) in fragments.enumerated() {
            var bucket = Int(fragment) & mask
            var isPresent = false
            while table[bucket] != 0 {
              if table[bucket] == fragment {
                if values[bucket] == value {
                  isPresent = true
                } else if isElsewhere(values[bucket], offset) {
                  return offset
                }
              }
              bucket = (bucket &+ 1) & mask
            }
            vacancies[offset] = isPresent ? -1 : bucket
          }
          for (offset, fragment) in fragments.enumerated() where vacancies[offset] >= 0 {
            var bucket = vacancies[offset]
            var isPresent = false
            while table[bucket] != 0 {
              isPresent = isPresent || (table[bucket] == fragment && values[bucket] == value)
              bucket = (bucket &+ 1) & mask
            }
            guard !isPresent else { continue }
            table[bucket] = fragment
            values[bucket] = value
            stored &+= 1
          }
          return nil
        }
      }
    }
  }

  /// A table of `bucketCount` buckets (enough for them) holding this one's
  /// entries, each value replaced by what `transform` makes of it or left
  /// out where that is nil. No element is hashed again.
  @inlinable
  func rebuilt(bucketCount: Int, transform: (UInt32) -> UInt32?) -> HashIndex {
    var result = HashIndex(bucketCount: bucketCount)
    guard count > 0 else { return result }
    var stored = 0
    result._fragments.withUnsafeMutableBufferPointer { newFragments in
      result._values.withUnsafeMutableBufferPointer { newValues in
        _fragments.withUnsafeBufferPointer { fragments in
          _values.withUnsafeBufferPointer { values in
            let mask = newFragments.count &- 1
            for bucket in fragments.indices where fragments[bucket] != 0 {
              guard let value = transform(values[bucket]) else { continue }
              var target = Int(fragments[bucket]) & mask
              while newFragments[target] != 0 { target = (target &+ 1) & mask }
              newFragments[target] = fragments[bucket]
              newValues[target] = value
              stored &+= 1
            }
          }
        }
      }
    }
    result.count = stored
    return result
  }

  /// Adds the entries of `other`, all with `value`, however they were
  /// stored there; for gathering the tables of every section into one.
  /// The caller reserves room first.
  @inlinable
  mutating func insertEntries(of other: HashIndex, value: UInt32) {
    guard other.count > 0 else { return }
    var stored = 0
    _fragments.withUnsafeMutableBufferPointer { table in
      _values.withUnsafeMutableBufferPointer { values in
        other._fragments.withUnsafeBufferPointer { fragments in
          let mask = table.count &- 1
          for fragment in fragments where fragment != 0 {
            var target = Int(fragment) & mask
            while table[target] != 0 { target = (target &+ 1) & mask }
            table[target] = fragment
            values[target] = value
            stored &+= 1
          }
        }
      }
    }
    count += stored
  }
}
