import DiffableDataSource
import Foundation
import GalleryExamples

/// A list in sections before and after an edit: the same section
/// identifiers in the same order, each with its items before (`old`) and
/// after (`new`).
public struct SectionedEdit: Sendable {
  public let sections: [Int]
  public let old: [[UUID]]
  public let new: [[UUID]]
}

extension ListFixtures {
  /// `sectionCount` sections of `itemsPerSection` random identifiers each,
  /// and their edit: of all the items, 10 % deleted, 2 % moved to a random
  /// place in their section, 2 % moved to a random place in another
  /// section, and 10 % new ones inserted at a random place in a random
  /// section.
  public static func sectionedEdit(
    sectionCount: Int,
    itemsPerSection: Int,
    _ random: inout SplitMix64
  ) -> SectionedEdit {
    let total = sectionCount * itemsPerSection
    let old = (0..<sectionCount).map { _ in randomIdentifiers(itemsPerSection, &random) }
    // Fates by flat position, as `edited(_:_:)` deals them.
    enum Fate { case stays, deleted, movedWithin, movedAcross }
    var fates = [Fate](repeating: .stays, count: total)
    let shuffled = Array(0..<total).shuffled(using: &random)
    for position in shuffled.prefix(total / 10) { fates[position] = .deleted }
    for position in shuffled.dropFirst(total / 10).prefix(total / 50) {
      fates[position] = .movedWithin
    }
    for position in shuffled.dropFirst(total / 10 + total / 50).prefix(total / 50) {
      fates[position] = .movedAcross
    }
    // Each new section's items with the keys that order them: an item that
    // stays keeps its old position as its key.
    var keyed = [[(key: Double, identifier: UUID)]](repeating: [], count: sectionCount)
    let span = Double(itemsPerSection)
    for (section, items) in old.enumerated() {
      for (index, identifier) in items.enumerated() {
        switch fates[section * itemsPerSection + index] {
        case .stays: keyed[section].append((Double(index), identifier))
        case .deleted: break
        case .movedWithin:
          keyed[section].append((Double.random(in: 0..<span, using: &random), identifier))
        case .movedAcross:
          let other = (section + Int.random(in: 1..<sectionCount, using: &random)) % sectionCount
          keyed[other].append((Double.random(in: 0..<span, using: &random), identifier))
        }
      }
    }
    for _ in 0..<(total / 10) {
      let section = Int.random(in: 0..<sectionCount, using: &random)
      keyed[section].append((Double.random(in: 0..<span, using: &random), UUID(using: &random)))
    }
    let new = keyed.map { section in section.sorted { $0.key < $1.key }.map(\.identifier) }
    return SectionedEdit(sections: Array(0..<sectionCount), old: old, new: new)
  }

  /// A snapshot of `sections`, each holding its entry of `items`, built as
  /// an app builds one: the sections, then each one's items.
  public static func sectionedSnapshot(sections: [Int], items: [[UUID]]) -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(sections)
    for (section, sectionItems) in zip(sections, items) {
      snapshot.appendItems(sectionItems, toSection: section)
    }
    return snapshot
  }
}
