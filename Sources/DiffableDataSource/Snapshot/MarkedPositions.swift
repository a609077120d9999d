/// Positions in `0..<count` marked for removal, a bit each, that then tell
/// where each unmarked position moves once the marked ones are gone.
///
/// Removing many items from a large section looks up one new position per
/// surviving index entry, in the index's order rather than the items'. A
/// bit per position, with a count every 64, keeps those lookups within a
/// quarter of what an array of new positions would span, and so within a
/// cache level nearer the core.
@usableFromInline
struct MarkedPositions {
  /// 64 positions: which are marked, and how many unmarked ones come
  /// before them (filled by `countKept()`).
  @usableFromInline
  struct Block {
    @usableFromInline var marks: UInt64 = 0
    @usableFromInline var keptBefore: UInt32 = 0

    @inlinable init() {}
  }

  /// The blocks, in temporary memory that lives for the call of
  /// `withNoneMarked(count:_:)` that made them.
  @usableFromInline
  let _blocks: UnsafeMutableBufferPointer<Block>
  /// How many distinct positions are marked.
  @usableFromInline
  private(set) var markedCount = 0

  @inlinable
  init(_blocks: UnsafeMutableBufferPointer<Block>) {
    self._blocks = _blocks
  }

  /// Calls `body` with no position of `0..<count` marked. The marks live
  /// only for the call, in temporary memory: on the stack for a section
  /// of a screen's rows, so deleting a section's items allocates nothing
  /// for them.
  @inlinable
  static func withNoneMarked<Result>(
    count: Int,
    _ body: (inout MarkedPositions) -> Result
  ) -> Result {
    withUnsafeTemporaryAllocation(of: Block.self, capacity: (count + 63) >> 6) { blocks in
      blocks.initialize(repeating: Block())
      var marks = MarkedPositions(_blocks: blocks)
      return body(&marks)
    }
  }

  /// Marks `position`; marking it again changes nothing.
  @inlinable
  mutating func mark(_ position: Int) {
    let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: position & 63)
    let marks = _blocks[position >> 6].marks
    if marks & bit == 0 {
      _blocks[position >> 6].marks = marks | bit
      markedCount += 1
    }
  }

  /// Prepares `keptPosition(of:)`, once every position is marked.
  @inlinable
  mutating func countKept() {
    var kept: UInt32 = 0
    for index in _blocks.indices {
      _blocks[index].keptBefore = kept
      kept &+= UInt32(truncatingIfNeeded: 64 &- _blocks[index].marks.nonzeroBitCount)
    }
  }

  /// Calls `body` with each unmarked position of `0..<count`, in order.
  @inlinable
  func forEachUnmarked(below count: Int, _ body: (Int) -> Void) {
    for index in _blocks.indices {
      let base = index &<< 6
      var unmarked = ~_blocks[index].marks
      if count &- base < 64 { unmarked &= (1 &<< UInt64(truncatingIfNeeded: count &- base)) &- 1 }
      while unmarked != 0 {
        body(base &+ unmarked.trailingZeroBitCount)
        unmarked &= unmarked &- 1
      }
    }
  }

  /// Where `position` lands once the marked positions are removed (how
  /// many unmarked positions come before it), or nil if it is marked.
  @inlinable
  func keptPosition(of position: Int) -> UInt32? {
    let block = _blocks[position >> 6]
    let offset = position & 63
    let bit: UInt64 = 1 &<< UInt64(truncatingIfNeeded: offset)
    guard block.marks & bit == 0 else { return nil }
    let markedBelow = (block.marks & (bit &- 1)).nonzeroBitCount
    return block.keptBefore &+ UInt32(truncatingIfNeeded: offset &- markedBelow)
  }
}
