import DiffableDataSource

/// Ends `make bench` unless `difference`, taken from `old` to `new`, is
/// right and minimal: replayed on `old`'s sections and items it gives
/// `new`'s, and it moves no more items than must move. An item must move
/// when its section changes (it counts once), and within a section that
/// keeps it, every item outside a longest run of survivors still in their
/// old order.
public func checkDifference<Section: Hashable, Item: Hashable>(
  _ difference: SnapshotDifference,
  from old: DiffableDataSourceSnapshot<Section, Item>,
  to new: DiffableDataSourceSnapshot<Section, Item>
) {
  func sections(_ snapshot: DiffableDataSourceSnapshot<Section, Item>) -> [(
    section: Section, items: [Item]
  )] {
    snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
  }
  let target = sections(new)
  let replayed = difference.applied(
    to: sections(old),
    insertedSection: { target[$0] },
    insertedItem: { target[$0.section].items[$0.item] }
  )
  require(
    replayed.map(\.section) == target.map(\.section)
      && replayed.map(\.items) == target.map(\.items),
    "the difference, replayed on the old snapshot, does not give the new one"
  )
  let minimum = minimumItemMoves(from: old, to: new)
  require(
    difference.itemMoves.count == minimum,
    "the difference moves \(difference.itemMoves.count) items where \(minimum) must move"
  )
}

/// The fewest item moves that take `old` to `new` (see
/// ``checkDifference(_:from:to:)``).
func minimumItemMoves<Section: Hashable, Item: Hashable>(
  from old: DiffableDataSourceSnapshot<Section, Item>,
  to new: DiffableDataSourceSnapshot<Section, Item>
) -> Int {
  var moves = 0
  for section in new.sectionIdentifiers {
    var oldPositions: [Int] = []
    for item in new.itemIdentifiers(inSection: section) {
      guard let owner = old.sectionIdentifier(containingItem: item) else { continue }
      if owner == section {
        oldPositions.append(old.indexOfItem(item)!)
      } else {
        moves += 1
      }
    }
    moves += oldPositions.count - longestIncreasingRunLength(oldPositions)
  }
  return moves
}

/// The length of a longest strictly increasing subsequence of `values`, by
/// patience sorting: O(n log n).
func longestIncreasingRunLength(_ values: [Int]) -> Int {
  var tails: [Int] = []
  for value in values {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if tails[middle] < value { low = middle + 1 } else { high = middle }
    }
    if low == tails.count { tails.append(value) } else { tails[low] = value }
  }
  return tails.count
}
