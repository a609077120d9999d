import DiffableDataSource
import Foundation
import GalleryExamples

/// The lists the snapshot and difference figures work on: random UUIDs, as
/// an app's identifiers are, and their edits.
public enum ListFixtures {
  public typealias Snapshot = DiffableDataSourceSnapshot<Int, UUID>

  /// `count` new random identifiers.
  public static func randomIdentifiers(_ count: Int, _ random: inout SplitMix64) -> [UUID] {
    (0..<count).map { _ in UUID(using: &random) }
  }

  /// `old` with 10 % of its identifiers deleted, 2 % moved and 10 % new
  /// ones inserted, each at a random place.
  public static func edited(_ old: [UUID], _ random: inout SplitMix64) -> [UUID] {
    let count = old.count
    var keyed: [(key: Double, identifier: UUID)] = []
    keyed.reserveCapacity(count + count / 10)
    let fates = Array(old.indices).shuffled(using: &random)
    var isDeleted = [Bool](repeating: false, count: count)
    var isMoved = [Bool](repeating: false, count: count)
    for index in fates.prefix(count / 10) { isDeleted[index] = true }
    for index in fates.dropFirst(count / 10).prefix(count / 50) { isMoved[index] = true }
    for (index, identifier) in old.enumerated() where !isDeleted[index] {
      let key =
        isMoved[index] ? Double.random(in: 0..<Double(count), using: &random) : Double(index)
      keyed.append((key, identifier))
    }
    for _ in 0..<(count / 10) {
      keyed.append((Double.random(in: 0..<Double(count), using: &random), UUID(using: &random)))
    }
    keyed.sort { $0.key < $1.key }
    return keyed.map(\.identifier)
  }

  /// A snapshot of one section holding `items`, built as an app builds one.
  public static func snapshot(_ items: [UUID]) -> Snapshot {
    var snapshot = emptySnapshot()
    snapshot.appendItems(items)
    return snapshot
  }

  /// A snapshot of one empty section.
  public static func emptySnapshot() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections([0])
    return snapshot
  }

  /// A copy of `snapshot` with storage of its own, so that timing an edit
  /// leaves out the copy: `spare`, not in the snapshot, is appended to each
  /// section and deleted again.
  public static func ownCopy(of snapshot: Snapshot, spare: UUID) -> Snapshot {
    var copy = snapshot
    for section in snapshot.sectionIdentifiers {
      copy.appendItems([spare], toSection: section)
      copy.deleteItems([spare])
    }
    return copy
  }
}
