/// One section's items in order, with the position of each in a hash index:
/// the storage behind a snapshot's section.
@usableFromInline
struct SectionItems<Item: Hashable & Sendable>: Sendable {
  /// The items in order; `itemIdentifiers(inSection:)` hands out this array.
  @usableFromInline
  var elements: [Item]
  /// The position of each item in `elements`, under the item's fragment.
  @usableFromInline
  var positions: HashIndex
  /// The section's name in the snapshot's `_itemSections`. Unlike its index
  /// it stays the same while other sections come, go and move.
  @usableFromInline
  var token: UInt32

  @inlinable
  init(token: UInt32) {
    elements = []
    positions = HashIndex()
    self.token = token
  }
}

// MARK: - Lookups

extension SectionItems {
  /// The position of `item`, stored under `fragment`, if the section holds it.
  ///
  /// - Complexity: O(1) on average.
  @inlinable @inline(__always)
  func position(of item: Item, fragment: UInt32) -> Int? {
    elements.withUnsafeBufferPointer { elements in
      positions.value(of: fragment) { elements[Int($0)] == item }
    }.map { Int($0) }
  }

  /// The bucket of the item at `position`: the entry under its fragment
  /// with that position, no element compared.
  @inlinable
  func bucket(ofItemAt position: Int) -> Int {
    let fragment = HashIndex.fragment(of: elements[position])
    return positions.bucket(of: fragment) { $0 == UInt32(truncatingIfNeeded: position) }!
  }

  /// Finds a group of items, at most `HashIndex.groupSize`, in the
  /// section: `positions[offset]` becomes the position of `items[offset]`,
  /// or -1. `next`, the position after the last item found, moves on to
  /// the position after the last one found here.
  ///
  /// A list that keeps the section's order has each item just after the
  /// one before, or a few places on past some that are not in the list, so
  /// each item is first compared with the items there. Only the others are
  /// hashed (`fragments[offset]`, left 0 for the rest) and looked up, all
  /// together.
  ///
  /// - Complexity: O(k) on average for k items.
  @inlinable
  func locate(
    _ items: UnsafeBufferPointer<Item>,
    after next: inout Int,
    into positions: UnsafeMutableBufferPointer<Int>,
    fragments: UnsafeMutableBufferPointer<UInt32>
  ) {
    elements.withUnsafeBufferPointer { elements in
      // An index loop, not `enumerated()`: called from code that is not
      // specialised (a generic view applying a snapshot), the enumerated
      // iterator looked up its element's metadata for every item.
      for offset in items.indices {
        let item = items[offset]
        var candidate = next
        let end = min(next + 4, elements.count)
        while candidate < end && elements[candidate] != item { candidate += 1 }
        if candidate < end {
          positions[offset] = candidate
          fragments[offset] = 0
          next = candidate + 1
        } else {
          fragments[offset] = HashIndex.fragment(of: item)
        }
      }
      self.positions.values(
        of: UnsafeBufferPointer(rebasing: fragments[..<items.count]),
        into: positions
      ) { value, offset in elements[Int(value)] == items[offset] }
    }
    if let last = positions[..<items.count].lastIndex(where: { $0 >= 0 }) {
      next = positions[last] + 1
    }
  }
}

// MARK: - Edits

extension SectionItems {
  /// Inserts `items` at `position`, making room in the index and shifting
  /// the positions after them, but not indexing them yet: see
  /// `index(_:from:)`.
  ///
  /// - Complexity: O(k) for k items at the end, amortized over growth;
  ///   O(k + m) elsewhere, for m items in the section.
  @inlinable
  mutating func insertUnindexed(_ items: [Item], at position: Int) {
    let oldCount = elements.count
    if oldCount == 0 {
      // A section filled from scratch shares the caller's array.
      elements = items
    } else if position == oldCount {
      elements.append(contentsOf: items)
    } else {
      elements.insert(contentsOf: items, at: position)
    }
    positions.reserveCapacity(elements.count)
    positions.shiftValues(in: position..<oldCount, by: items.count)
  }

  /// Indexes the items at `firstPosition` and after, one for each of
  /// `fragments`. Returns whether one of them is in the section already;
  /// the index is then part way through, and the caller traps.
  ///
  /// - Complexity: O(k) on average for k fragments.
  @inlinable
  mutating func index(_ fragments: UnsafeBufferPointer<UInt32>, from firstPosition: Int) -> Bool {
    elements.withUnsafeBufferPointer { elements in
      positions.insertDistinct(fragments, values: firstPosition) { stored, offset in
        elements[Int(stored)] == elements[firstPosition + offset]
      }
    }
  }

  /// Removes the item at `position`.
  ///
  /// - Complexity: O(m) for m items in the section: the items after it
  ///   move, and one pass over the index shifts their positions.
  @inlinable
  mutating func remove(at position: Int) {
    positions.remove(at: bucket(ofItemAt: position))
    elements.remove(at: position)
    positions.shiftValues(in: (position + 1)..<(elements.count + 1), by: -1)
  }

  /// Removes the items at the positions `marks` marks, some but not all,
  /// the others keeping their order.
  ///
  /// - Complexity: O(m) for m items in the section; nothing is hashed.
  @inlinable
  mutating func remove(marked marks: MarkedPositions) {
    var marks = marks
    marks.countKept()
    var kept = 0
    elements.withUnsafeMutableBufferPointer { elements in
      marks.forEachUnmarked(below: elements.count) { position in
        elements.swapAt(kept, position)
        kept += 1
      }
    }
    elements.removeLast(marks.markedCount)
    positions = positions.rebuilt(bucketCount: HashIndex.bucketCount(forCapacity: kept)) {
      marks.keptPosition(of: Int($0))
    }
  }

  /// Removes every item. The index keeps its buckets for the items that
  /// replace them; the array does not, as the next insertion into an empty
  /// section takes the caller's array in its place.
  ///
  /// - Complexity: O(m) for m items in the section.
  @inlinable
  mutating func removeAll() {
    elements = []
    positions.removeAll()
  }

  /// Moves the item at `source` to `destination`, the items between
  /// shifting one place towards where it was.
  ///
  /// - Complexity: O(m) for m items in the section: the items between
  ///   move, and one pass over the index shifts their positions.
  @inlinable
  mutating func move(from source: Int, to destination: Int) {
    guard source != destination else { return }
    let bucket = bucket(ofItemAt: source)
    elements.withUnsafeMutableBufferPointer { buffer in
      let base = buffer.baseAddress!
      let moving = (base + source).move()
      if source < destination {
        (base + source).moveInitialize(from: base + source + 1, count: destination - source)
      } else {
        (base + destination + 1).moveInitialize(
          from: base + destination,
          count: source - destination
        )
      }
      (base + destination).initialize(to: moving)
    }
    if source < destination {
      positions.shiftValues(in: (source + 1)..<(destination + 1), by: -1)
    } else {
      positions.shiftValues(in: destination..<source, by: 1)
    }
    positions.setValue(UInt32(truncatingIfNeeded: destination), at: bucket)
  }
}

// MARK: - Invariants

extension SectionItems {
  /// Checks the index's own structure and that it has an entry an item;
  /// the snapshot's check finds every item at its position. Only with
  /// `GALLERY_INTERNAL_CHECKS`.
  @inlinable
  func _checkInvariants() {
    #if GALLERY_INTERNAL_CHECKS
      positions._checkInvariants()
      precondition(positions.count == elements.count, "one entry an item")
    #endif
  }
}
