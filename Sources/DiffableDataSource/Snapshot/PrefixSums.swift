/// The number of items in each section and the sums of those before each,
/// in a Fenwick tree: changing one section's count and finding where a
/// section starts both cost O(log s), so appending to one of many sections
/// need not rewrite the offsets of all the sections after it.
@usableFromInline
struct PrefixSums: Sendable {
  /// `_tree[i]` (from 1) sums the counts of the `i & -i` sections up to and
  /// including section `i - 1`.
  @usableFromInline
  var _tree: [Int]
  /// The sum of every count.
  @usableFromInline
  var total: Int

  /// The number of sections counted.
  @inlinable
  var sectionCount: Int { _tree.count - 1 }

  /// The sums of `counts`.
  ///
  /// - Complexity: O(s) for s counts.
  @inlinable
  init(_ counts: some Collection<Int>) {
    var tree = [0]
    tree.reserveCapacity(counts.count + 1)
    tree.append(contentsOf: counts)
    for index in tree.indices.dropFirst() {
      let parent = index + (index & -index)
      if parent < tree.count { tree[parent] += tree[index] }
    }
    _tree = tree
    total = counts.reduce(0, +)
  }

  /// Adds a section with `count` items after the last.
  ///
  /// - Complexity: amortized O(1): the new node adds up its children, as
  ///   many as the trailing zeros of its index, one on average.
  @inlinable
  mutating func append(_ count: Int) {
    // The new node sums the sections it covers: the new one and, through
    // the nodes that cover them, those before it down to its range's start.
    let index = _tree.count
    let start = index - (index & -index)
    var sum = count
    var child = index - 1
    while child > start {
      sum += _tree[child]
      child -= child & -child
    }
    _tree.append(sum)
    total += count
  }

  /// Adds `delta` to the count of section `index`.
  ///
  /// - Complexity: O(log s).
  @inlinable
  mutating func add(_ delta: Int, toSection index: Int) {
    total += delta
    _tree.withUnsafeMutableBufferPointer { tree in
      var node = index + 1
      while node < tree.count {
        tree[node] += delta
        node += node & -node
      }
    }
  }

  /// The sum of the counts of the sections before `index`.
  ///
  /// - Complexity: O(log s).
  @inlinable
  func sum(before index: Int) -> Int {
    _tree.withUnsafeBufferPointer { tree in
      var sum = 0
      var node = index
      while node > 0 {
        sum += tree[node]
        node -= node & -node
      }
      return sum
    }
  }
}
