/// The first item of each group of a section whose groups take their size
/// from their content: a product while every group holds as many items (a
/// feed's rows, one item each), so no array is kept; listed once they differ.
struct FirstItems: Sendable {
  /// The number of items every group holds, while they all hold as many.
  private var shared: Int?
  /// Each group's first item, once groups differ.
  private var listed: [Int] = []
  /// The number of groups.
  private(set) var count = 0
  /// The number of items in all the groups.
  private(set) var itemCount = 0

  /// Adds a group after the others, holding `items` items (at least one).
  /// - Complexity: O(1) amortised; O(groups) once, when a group first holds
  ///   a different number of items.
  mutating func append(holding items: Int) {
    if count == 0 {
      shared = items
    } else if shared != items {
      list()
    }
    if shared == nil { listed.append(itemCount) }
    count += 1
    itemCount += items
  }

  /// Adds `groups` groups after the others, each holding `items` items
  /// (at least one).
  /// - Complexity: O(1) while every group holds as many items, else
  ///   O(`groups`) amortised.
  mutating func append(groups: Int, holding items: Int) {
    guard groups > 0 else { return }
    if count == 0 { shared = items } else if shared != items { list() }
    if shared == nil {
      for group in 0..<groups { listed.append(itemCount + group * items) }
    }
    count += groups
    itemCount += groups * items
  }

  /// Lists the first items of the groups so far, which all hold as many
  /// items: once in a section, so kept out of ``append(holding:)``, which is
  /// per group.
  @inline(never)
  private mutating func list() {
    guard let shared else { return }
    listed = (0..<count).map { $0 * shared }
    self.shared = nil
  }

  subscript(group: Int) -> Int {
    if let shared { group * shared } else { listed[group] }
  }

  /// The group holding `item`, and the item's position in it.
  /// - Complexity: O(1) while every group holds as many items, else
  ///   O(log groups).
  func location(ofItem item: Int) -> (group: Int, ordinal: Int)? {
    guard item >= 0, item < itemCount else { return nil }
    if let shared { return (item / shared, item % shared) }
    let group = listed.partitionPoint { $0 > item } - 1
    return (group, item - listed[group])
  }
}
