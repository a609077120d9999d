/// An open-addressing hash table from elements kept elsewhere to 32-bit
/// values: the positions of a section's items, or the sections of a
/// snapshot's items.
///
/// It stores no elements, only each one's *fragment* (the low 32 bits of its
/// hash value) and its value; whoever holds the elements confirms a match.
/// That is why snapshots keep their own table rather than an `OrderedSet`:
///
/// * Growing or rebuilding hashes no element again: a fragment names its
///   home bucket.
/// * After an insertion or removal in the middle of a section, the
///   positions after it shift in one pass over the values, four bytes a
///   bucket, about what moving the elements themselves costs. `OrderedSet`
///   looks up every element on one side of the change again instead: half
///   a million lookups in the middle of a million items.
/// * Probing compares fragments, sixteen to a cache line, and reads an
///   element only for a fragment that matches, so an insertion, which
///   misses, touches one line of the table and none of the elements.
///
/// Linear probing, at most three quarters full; a removal shifts the
/// entries after it back rather than leaving a tombstone, so lookups do not
/// slow down with churn.
@usableFromInline
struct HashIndex: Sendable {
  /// Per bucket, the fragment of the element stored there, or 0 for an
  /// empty bucket (`fragment(ofHashValue:)` never returns 0); then, per
  /// bucket, the value stored with the fragment, meaningless in an empty
  /// bucket. One block, not one for each half: a table is copied, or made
  /// for a section refilled, with one allocation.
  @usableFromInline
  var _storage: [UInt32]
  /// The number of entries.
  @usableFromInline
  var count: Int

  /// An empty table with no buckets.
  @inlinable
  init() {
    _storage = []
    count = 0
  }

  /// An empty table with `bucketCount` buckets, a power of two (or 0).
  @inlinable
  init(bucketCount: Int) {
    _storage = Array(repeating: 0, count: 2 * bucketCount)
    count = 0
  }

  /// Calls `body` with the buckets' fragments and their values, in place.
  @inlinable @inline(__always)
  func withBuckets<Result>(
    _ body: (
      _ fragments: UnsafeBufferPointer<UInt32>,
      _ values: UnsafeBufferPointer<UInt32>
    ) throws -> Result
  ) rethrows -> Result {
    try _storage.withUnsafeBufferPointer { storage in
      let buckets = storage.count / 2
      return try body(
        UnsafeBufferPointer(rebasing: storage[..<buckets]),
        UnsafeBufferPointer(rebasing: storage[buckets...])
      )
    }
  }

  /// Calls `body` with the buckets' fragments and their values, to change
  /// in place.
  @inlinable @inline(__always)
  mutating func withMutableBuckets<Result>(
    _ body: (
      _ fragments: UnsafeMutableBufferPointer<UInt32>,
      _ values: UnsafeMutableBufferPointer<UInt32>
    ) throws -> Result
  ) rethrows -> Result {
    try _storage.withUnsafeMutableBufferPointer { storage in
      let buckets = storage.count / 2
      return try body(
        UnsafeMutableBufferPointer(rebasing: storage[..<buckets]),
        UnsafeMutableBufferPointer(rebasing: storage[buckets...])
      )
    }
  }
}

// MARK: - Sizing

extension HashIndex {
  /// How many entries the table holds before it must grow: three quarters
  /// of its buckets.
  @inlinable
  var capacity: Int { bucketCount / 4 * 3 }

  @inlinable
  var bucketCount: Int { _storage.count / 2 }

  /// The fewest buckets for `capacity` entries: a power of two, at least 16,
  /// or none for no entries. Fragments have 32 bits, enough to address 2³²
  /// buckets.
  @inlinable
  static func bucketCount(forCapacity capacity: Int) -> Int {
    guard capacity > 0 else { return 0 }
    precondition(capacity <= 3 << 30, "more than 3,221,225,472 identifiers in one table")
    var buckets = 16
    while buckets / 4 * 3 < capacity { buckets &<<= 1 }
    return buckets
  }

  /// Makes room for `minimumCapacity` entries, rebuilding into twice as
  /// many buckets (or more) when the table is too small, so that filling a
  /// table one entry at a time costs amortized O(1) an entry.
  @inlinable
  mutating func reserveCapacity(_ minimumCapacity: Int) {
    guard minimumCapacity > capacity else { return }
    let buckets = Self.bucketCount(forCapacity: max(minimumCapacity, 2 * capacity))
    self = rebuilt(bucketCount: buckets) { $0 }
  }
}

// MARK: - Probing

extension HashIndex {
  /// The fragment an element with this hash value is stored under: the low
  /// 32 bits, with 0 (which marks an empty bucket) taken as 1.
  @inlinable
  static func fragment(ofHashValue hashValue: Int) -> UInt32 {
    let low = UInt32(truncatingIfNeeded: hashValue)
    return low == 0 ? 1 : low
  }

  /// The fragment of `element`.
  @inlinable
  static func fragment(of element: some Hashable) -> UInt32 {
    fragment(ofHashValue: element.hashValue)
  }

  /// The bucket where a probe for `fragment` starts.
  @inlinable
  func home(of fragment: UInt32) -> Int {
    Int(fragment) & (bucketCount &- 1)
  }

  /// The bucket of the first entry under `fragment` whose value `isMatch`
  /// accepts, if any.
  @inlinable @inline(__always)
  func bucket(of fragment: UInt32, where isMatch: (UInt32) -> Bool) -> Int? {
    guard count > 0 else { return nil }
    return withBuckets { fragments, values in
      let mask = fragments.count &- 1
      var bucket = Int(fragment) & mask
      while fragments[bucket] != 0 {
        if fragments[bucket] == fragment && isMatch(values[bucket]) { return bucket }
        bucket = (bucket &+ 1) & mask
      }
      return nil
    }
  }

  /// The value of the first entry under `fragment` that `isMatch` accepts, if any.
  @inlinable @inline(__always)
  func value(of fragment: UInt32, where isMatch: (UInt32) -> Bool) -> UInt32? {
    bucket(of: fragment, where: isMatch).map { _storage[bucketCount + $0] }
  }
}

// MARK: - Looking up many

extension HashIndex {
  /// Looks up a group of elements at once: for each offset whose fragment
  /// is not 0, `results[offset]` becomes the value of the entry under
  /// `fragments[offset]` that `isMatch(value, offset)` accepts, or -1 when
  /// there is none. Offsets with fragment 0 are left alone.
  ///
  /// In two passes, each of whose probes is independent of the others, so
  /// that their cache misses overlap rather than queue: the first finds
  /// each fragment's first entry, the second confirms it with the element
  /// (and probes on past a fragment two elements share).
  @inlinable
  func values(
    of fragments: UnsafeBufferPointer<UInt32>,
    into results: UnsafeMutableBufferPointer<Int>,
    where isMatch: (_ value: UInt32, _ offset: Int) -> Bool
  ) {
    withBuckets { table, values in
      guard count > 0 else {
        for offset in fragments.indices where fragments[offset] != 0 { results[offset] = -1 }
        return
      }
      let mask = table.count &- 1
      for offset in fragments.indices where fragments[offset] != 0 {
        let fragment = fragments[offset]
        var bucket = Int(fragment) & mask
        while table[bucket] != 0 && table[bucket] != fragment { bucket = (bucket &+ 1) & mask }
        results[offset] = table[bucket] == 0 ? -1 : bucket
      }
      for offset in fragments.indices where fragments[offset] != 0 && results[offset] >= 0 {
        let fragment = fragments[offset]
        var bucket = results[offset]
        results[offset] = -1
        while table[bucket] != 0 {
          if table[bucket] == fragment && isMatch(values[bucket], offset) {
            results[offset] = Int(values[bucket])
            break
          }
          bucket = (bucket &+ 1) & mask
        }
      }
    }
  }
}

// MARK: - Invariants

extension HashIndex {
  /// Checks the count, the load and that every entry is reachable from its
  /// home bucket. Only with `GALLERY_INTERNAL_CHECKS`, after every mutation
  /// of a snapshot.
  @inlinable
  func _checkInvariants() {
    #if GALLERY_INTERNAL_CHECKS
      precondition(_storage.count % 2 == 0, "one value per bucket")
      precondition(bucketCount == 0 || bucketCount.nonzeroBitCount == 1, "2ⁿ buckets")
      precondition(count <= capacity, "at most three quarters full")
      var occupied = 0
      for (bucket, fragment) in _storage[..<bucketCount].enumerated() where fragment != 0 {
        occupied += 1
        var probe = home(of: fragment)
        while probe != bucket {
          precondition(
            _storage[probe] != 0,
            "entry in bucket \(bucket) unreachable from its home"
          )
          probe = (probe + 1) & (bucketCount - 1)
        }
      }
      precondition(occupied == count, "count of entries")
    #endif
  }
}
