import CompositionalLayout
import DiffableDataSource

/// Follows items across a change one way, one at a time, working out each
/// section's share of the change once for the run of items in it: a view
/// goes through what is on screen section by section.
struct ItemFollower {
  typealias Crossing = SnapshotDifference.Positions.SectionCrossing

  private let crossing: (Int) -> Crossing
  private var last: (section: Int, crossing: Crossing)?

  /// From old index paths to new ones.
  static func forward(_ positions: SnapshotDifference.Positions) -> ItemFollower {
    ItemFollower(crossing: positions.newItems(ofOldSection:))
  }

  /// From new index paths to old ones.
  static func backward(_ positions: SnapshotDifference.Positions) -> ItemFollower {
    ItemFollower(crossing: positions.oldItems(ofNewSection:))
  }

  private init(crossing: @escaping (Int) -> Crossing) {
    self.crossing = crossing
  }

  /// Where the item at `indexPath` is on the other side; nil when it is gone.
  mutating func follow(_ indexPath: IndexPath) -> IndexPath? {
    if last?.section != indexPath.section {
      last = (indexPath.section, crossing(indexPath.section))
    }
    return last!.crossing.indexPath(forItem: indexPath.item)
  }
}
