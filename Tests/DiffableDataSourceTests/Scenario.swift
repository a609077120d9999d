import DiffableDataSource
import PropertyBased

/// A pair of snapshots for the property tests: an old state and a new one made
/// from it by random edits. Items and sections are small integers, so that a
/// failing case prints readably.
struct Scenario: Sendable, CustomStringConvertible {
  typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

  var old: Snapshot
  var new: Snapshot

  var description: String {
    func show(_ snapshot: Snapshot) -> String {
      guard snapshot.numberOfItems <= 60 else {
        return "\(snapshot.numberOfSections) sections, \(snapshot.numberOfItems) items"
      }
      let sections = snapshot.sectionIdentifiers.map { section in
        "\(section): \(snapshot.itemIdentifiers(inSection: section))"
      }
      return sections.joined(separator: "; ")
        + " reload \(snapshot.reloadedItemIdentifiers) reconfigure \(snapshot.reconfiguredItemIdentifiers)"
        + " reload sections \(snapshot.reloadedSectionIdentifiers)"
    }
    return "old: \(show(old))\nnew: \(show(new))"
  }

  /// Small pairs, edited through the snapshot API one operation at a time.
  static let edited = Generator(run: { random in
    var random = random
    let old = randomSnapshot(items: Int.random(in: 0...200, using: &random), using: &random)
    return Scenario(old: old, new: randomlyEdited(old, using: &random))
  })

  /// Large pairs whose new state deals the old items, minus some and plus new
  /// ones, into a partly new set of sections, keeping most of their order.
  static let redealt = Generator(run: { random in
    var random = random
    let old = randomSnapshot(items: Int.random(in: 500...3_000, using: &random), using: &random)
    return Scenario(old: old, new: randomlyRedealt(old, using: &random))
  })

  static func randomSnapshot(
    items count: Int,
    using random: inout some RandomNumberGenerator
  ) -> Snapshot {
    var snapshot = Snapshot()
    let sections = Array(
      (0..<12).shuffled(using: &random).prefix(Int.random(in: 0...6, using: &random))
    )
    snapshot.appendSections(sections)
    guard !sections.isEmpty else { return snapshot }
    var items = [[Int]](repeating: [], count: sections.count)
    for item in (0..<count).shuffled(using: &random) {
      items[Int.random(in: 0..<sections.count, using: &random)].append(item)
    }
    for (section, sectionItems) in zip(sections, items) {
      snapshot.appendItems(sectionItems, toSection: section)
    }
    return snapshot
  }

  /// Fresh identifiers: new sections from 100, new items from 100,000.
  private static func unused(
    _ range: Range<Int>,
    in isUsed: (Int) -> Bool,
    using random: inout some RandomNumberGenerator
  ) -> Int {
    var candidate = Int.random(in: range, using: &random)
    while isUsed(candidate) { candidate = Int.random(in: range, using: &random) }
    return candidate
  }

  static func randomlyEdited(
    _ old: Snapshot,
    using random: inout some RandomNumberGenerator
  ) -> Snapshot {
    var new = old
    for _ in 0..<Int.random(in: 0...12, using: &random) {
      let sections = new.sectionIdentifiers
      let items = new.itemIdentifiers
      let newSection = unused(100..<200, in: { new.indexOfSection($0) != nil }, using: &random)
      let newItems = (0..<Int.random(in: 1...5, using: &random)).map { _ in
        unused(100_000..<200_000, in: { new.indexOfItem($0) != nil }, using: &random)
      }
      let fresh = Array(Set(newItems))
      switch Int.random(in: 0..<12, using: &random) {
      case 0 where !sections.isEmpty:
        new.deleteSections([sections.randomElement(using: &random)!])
      case 1:
        new.appendSections([newSection])
      case 2 where !sections.isEmpty:
        let anchor = sections.randomElement(using: &random)!
        if Bool.random(using: &random) {
          new.insertSections([newSection], beforeSection: anchor)
        } else {
          new.insertSections([newSection], afterSection: anchor)
        }
      case 3 where sections.count >= 2:
        let pair = sections.shuffled(using: &random).prefix(2)
        if Bool.random(using: &random) {
          new.moveSection(pair.first!, beforeSection: pair.last!)
        } else {
          new.moveSection(pair.first!, afterSection: pair.last!)
        }
      case 4 where !items.isEmpty:
        let count = Int.random(in: 1...max(1, items.count / 5), using: &random)
        new.deleteItems((0..<count).map { _ in items.randomElement(using: &random)! })
      case 5 where !sections.isEmpty:
        new.appendItems(fresh, toSection: sections.randomElement(using: &random)!)
      case 6 where !items.isEmpty:
        let anchor = items.randomElement(using: &random)!
        if Bool.random(using: &random) {
          new.insertItems(fresh, beforeItem: anchor)
        } else {
          new.insertItems(fresh, afterItem: anchor)
        }
      case 7, 8:
        guard items.count >= 2 else { continue }
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          let pair = items.shuffled(using: &random).prefix(2)
          if Bool.random(using: &random) {
            new.moveItem(pair.first!, beforeItem: pair.last!)
          } else {
            new.moveItem(pair.first!, afterItem: pair.last!)
          }
        }
      case 9 where !items.isEmpty:
        new.reloadItems((0..<3).map { _ in items.randomElement(using: &random)! })
      case 10 where !items.isEmpty:
        new.reconfigureItems((0..<3).map { _ in items.randomElement(using: &random)! })
      case 11 where !sections.isEmpty:
        new.reloadSections([sections.randomElement(using: &random)!])
      default:
        break
      }
    }
    return new
  }

  static func randomlyRedealt(
    _ old: Snapshot,
    using random: inout some RandomNumberGenerator
  ) -> Snapshot {
    // Sections: most survive, a few are new, the order is sometimes shuffled.
    var sections = old.sectionIdentifiers.filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      sections.insert(
        unused(100..<200, in: sections.contains, using: &random),
        at: Int.random(in: 0...sections.count, using: &random)
      )
    }
    if Bool.random(using: &random) { sections.shuffle(using: &random) }
    var new = Snapshot()
    new.appendSections(sections)
    guard !sections.isEmpty else { return new }

    // Items: sorted by their old global index plus noise, so most keep their
    // order and some jump; most stay in their section if it survives.
    let jitter = Double([0, 2, 20, 500].randomElement(using: &random)!)
    let dropRate = [0, 0.05, 0.5, 1].randomElement(using: &random)!
    var keyed: [(key: Double, item: Int, section: Int)] = []
    for (index, item) in old.itemIdentifiers.enumerated()
    where Double.random(in: 0..<1, using: &random) >= dropRate {
      let oldSection = old.sectionIdentifier(containingItem: item)!
      let section =
        sections.contains(oldSection) && Int.random(in: 0..<10, using: &random) > 0
        ? oldSection : sections.randomElement(using: &random)!
      keyed.append((Double(index) + Double.random(in: 0...jitter, using: &random), item, section))
    }
    for item in 100_000..<(100_000 + Int.random(in: 0...200, using: &random)) {
      let key = Double.random(in: 0...Double(old.numberOfItems), using: &random)
      keyed.append((key, item, sections.randomElement(using: &random)!))
    }
    keyed.sort { $0.key < $1.key }
    var itemsBySection: [Int: [Int]] = [:]
    for entry in keyed { itemsBySection[entry.section, default: []].append(entry.item) }
    for section in sections { new.appendItems(itemsBySection[section] ?? [], toSection: section) }
    let items = new.itemIdentifiers
    if !items.isEmpty {
      new.reloadItems((0..<10).map { _ in items.randomElement(using: &random)! })
      new.reconfigureItems((0..<10).map { _ in items.randomElement(using: &random)! })
    }
    new.reloadSections(sections.filter { _ in Bool.random(using: &random) })
    return new
  }
}
