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

  /// What a probe makes of an entry stored under the fragment it looks for.
  @usableFromInline
  enum StoredEntry {
    /// Another element's: the probe goes on.
    case other
    /// The element's own: it is stored already.
    case same
    /// One that makes the group's insertion fail.
    case conflict
  }

  /// Stores a group of at most `groupSize` elements, `fragments[j]` with
  /// `value(j)`, unless `classify` finds the element stored already (left
  /// as it is) or in conflict. Returns whether a conflict stopped it, part
  /// way through the group: the caller traps then. The caller reserves room
  /// first.
  ///
  /// The group is probed twice: first without writing, so that the probes
  /// do not wait on each other and their cache misses overlap, then again
  /// from the empty bucket each probe found, to store. Only entries of the
  /// group itself can lie between that bucket and the next empty one.
  @inlinable
  mutating func insertGroup(
    _ fragments: UnsafeBufferPointer<UInt32>,
    value: (_ offset: Int) -> UInt32,
    classify: (_ storedValue: UInt32, _ offset: Int) -> StoredEntry
  ) -> Bool {
    var stored = 0
    defer { count += stored }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: fragments.count) { vacancies in
      withMutableBuckets { table, values in
        let mask = table.count &- 1
        /// The empty bucket ending the probe for `offset` from `start`;
        /// -1 when the element is stored already; nil on a conflict.
        func probe(_ offset: Int, from start: Int) -> Int? {
          let fragment = fragments[offset]
          var bucket = start
          var isStored = false
          while table[bucket] != 0 {
            if table[bucket] == fragment {
              switch classify(values[bucket], offset) {
              case .other: break
              case .same: isStored = true
              case .conflict: return nil
              }
            }
            bucket = (bucket &+ 1) & mask
          }
          return isStored ? -1 : bucket
        }
        for offset in fragments.indices {
          guard let vacancy = probe(offset, from: Int(fragments[offset]) & mask) else {
            return true
          }
          vacancies[offset] = vacancy
        }
        for offset in fragments.indices where vacancies[offset] >= 0 {
          guard let bucket = probe(offset, from: vacancies[offset]) else { return true }
          guard bucket >= 0 else { continue }
          table[bucket] = fragments[offset]
          values[bucket] = value(offset)
          stored &+= 1
        }
        return false
      }
    }
  }

  /// Stores a group of at most `groupSize` new elements: `fragments[j]`
  /// with the value `firstValue + j`. Returns whether one of them is stored
  /// already, under the same fragment with a value `isEqual` accepts. The
  /// caller reserves room first.
  @inlinable
  mutating func insertDistinct(
    _ fragments: UnsafeBufferPointer<UInt32>,
    values firstValue: Int,
    isEqual: (_ storedValue: UInt32, _ offset: Int) -> Bool
  ) -> Bool {
    insertGroup(fragments) {
      UInt32(truncatingIfNeeded: firstValue &+ $0)
    } classify: {
      isEqual($0, $1) ? .conflict : .other
    }
  }

  /// Stores `value` under each of a group of at most `groupSize` fragments
  /// that has no entry with that value on its probe path yet. Every entry
  /// under the fragment with another value goes to `isElsewhere`; returns
  /// whether it returned true for any, having stored nothing of the group
  /// then. The caller reserves room first.
  @inlinable
  mutating func insertUnlessPresent(
    _ fragments: UnsafeBufferPointer<UInt32>,
    value: UInt32,
    isElsewhere: (_ storedValue: UInt32, _ offset: Int) -> Bool
  ) -> Bool {
    insertGroup(fragments) { _ in
      value
    } classify: { stored, offset in
      if stored == value { return .same }
      return isElsewhere(stored, offset) ? .conflict : .other
    }
  }

  /// A table of `bucketCount` buckets (enough for them) holding this one's
  /// entries, each value replaced by what `transform` makes of it or left
  /// out where that is nil. No element is hashed again.
  @inlinable
  func rebuilt(bucketCount: Int, transform: (UInt32) -> UInt32?) -> HashIndex {
    var result = HashIndex(bucketCount: bucketCount)
    result.insertEntries(of: self, transform: transform)
    return result
  }

  /// Adds the entries of `other`, however they were stored there, each
  /// value replaced by what `transform` makes of it or left out where that
  /// is nil: for growing a table, or gathering every section's into one.
  /// The caller reserves room first.
  @inlinable
  mutating func insertEntries(of other: HashIndex, transform: (UInt32) -> UInt32?) {
    guard other.count > 0 else { return }
    var stored = 0
    withMutableBuckets { table, values in
      other.withBuckets { fragments, otherValues in
        let mask = table.count &- 1
        for bucket in fragments.indices where fragments[bucket] != 0 {
          guard let value = transform(otherValues[bucket]) else { continue }
          var target = Int(fragments[bucket]) & mask
          while table[target] != 0 { target = (target &+ 1) & mask }
          table[target] = fragments[bucket]
          values[target] = value
          stored &+= 1
        }
      }
    }
    count += stored
  }
}
