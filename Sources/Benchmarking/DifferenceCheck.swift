import DiffableDataSource

/// Fails `make bench` unless `difference` is the difference from `old` to
/// `new` that the figures promise to time: replayed on `old`, it gives
/// `new`; and it changes no more than it must, which a difference that
/// replays could still do (delete and insert an item that stays, move one
/// that need not move).
///
/// What it must do is counted here from the two structures, independently
/// of the difference's own algorithm:
/// - section deletes, inserts and moves: the sections one side lacks, and
///   the surviving ones outside a longest run kept in order;
/// - item deletes and inserts: the items of a surviving section that are in
///   no surviving section on the other side;
/// - item moves: each item whose surviving section changed, once, plus in
///   each surviving section the items that stay in it less a longest run of
///   them kept in order.
public func checkDifference<Section: Hashable, Item: Hashable>(
  _ difference: SnapshotDifference,
  from old: [(section: Section, items: [Item])],
  to new: [(section: Section, items: [Item])],
  _ name: String
) {
  func fail(_ problem: String) -> Never { failBenchmark("\(name): the difference \(problem)") }

  let replayed = difference.applied(
    to: old,
    insertedSection: { new[$0] },
    insertedItem: { new[$0.section].items[$0.item] }
  )
  guard replayed.map(\.section) == new.map(\.section) else { fail("replays to other sections") }
  guard replayed.map(\.items) == new.map(\.items) else { fail("replays to other items") }

  let newSectionIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.section, $0) })
  let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.section, $0) })
  let survivingInNewOrder = new.compactMap { oldSectionIndex[$0.section] }
  let sectionMoves = survivingInNewOrder.count - increasingRunLength(survivingInNewOrder)
  guard difference.sectionDeletes.count == old.count - survivingInNewOrder.count,
    difference.sectionInserts.count == new.count - survivingInNewOrder.count,
    difference.sectionMoves.count == sectionMoves
  else { fail("changes more sections than it must") }

  // Where each item of a surviving old section was.
  var oldPlace: [Item: (section: Int, item: Int)] = [:]
  for (sectionIndex, entry) in old.enumerated() where newSectionIndex[entry.section] != nil {
    for (position, item) in entry.items.enumerated() { oldPlace[item] = (sectionIndex, position) }
  }
  var common = 0
  var moves = 0
  var newItemsInSurvivors = 0
  for entry in new {
    guard let oldSection = oldSectionIndex[entry.section] else { continue }
    newItemsInSurvivors += entry.items.count
    var stayingOldPositions: [Int] = []
    for item in entry.items {
      guard let place = oldPlace[item] else { continue }
      common += 1
      if place.section == oldSection {
        stayingOldPositions.append(place.item)
      } else {
        moves += 1
      }
    }
    moves += stayingOldPositions.count - increasingRunLength(stayingOldPositions)
  }
  guard difference.itemDeletes.count == oldPlace.count - common,
    difference.itemInserts.count == newItemsInSurvivors - common
  else { fail("deletes or inserts items it could have kept") }
  guard difference.itemMoves.count == moves else {
    fail("moves \(difference.itemMoves.count) items where \(moves) must move")
  }
}

/// ``checkDifference(_:from:to:_:)`` for a difference between two
/// snapshots, named by its figure.
public func checkDifference<Section: Hashable, Item: Hashable>(
  _ difference: SnapshotDifference,
  from old: DiffableDataSourceSnapshot<Section, Item>,
  to new: DiffableDataSourceSnapshot<Section, Item>,
  _ name: String
) {
  func sections(_ snapshot: DiffableDataSourceSnapshot<Section, Item>) -> [(
    section: Section, items: [Item]
  )] {
    snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) }
  }
  checkDifference(difference, from: sections(old), to: sections(new), name)
}

/// The length of a longest strictly increasing subsequence of `values`, by
/// patience sorting.
private func increasingRunLength(_ values: [Int]) -> Int {
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
