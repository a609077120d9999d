import CompositionalLayout

/// The item identifiers of a snapshot by index path, for O(1) lookups while
/// drawing: one flat array, section after section. Generic code indexing an
/// array of arrays looks the inner array's type up on every access, which a
/// frame of thousands of cells would pay for each of them.
struct SectionedItems<Item> {
  /// Every item, section after section.
  private(set) var all: [Item] = []
  /// `offsets[s]` is the index in `all` of section `s`'s first item; one
  /// extra last entry holds the total.
  private var offsets: [Int]

  init() {
    offsets = [0]
  }

  /// The items of `counts.count` sections, `counts[s]` of them in section `s`.
  init(_ all: [Item], counts: [Int]) {
    self.all = all
    // Made at its full size: appended to, the offsets of a screen of small
    // sections were copied at every doubling, on every apply.
    offsets = [Int](unsafeUninitializedCapacity: counts.count + 1) { offsets, initialized in
      var total = 0
      offsets[0] = 0
      for (section, count) in counts.enumerated() {
        total += count
        offsets[section + 1] = total
      }
      initialized = counts.count + 1
    }
    precondition(offsets[offsets.count - 1] == all.count, "section counts add up to the items")
  }

  var numberOfSections: Int { offsets.count - 1 }

  func numberOfItems(inSection section: Int) -> Int {
    section >= 0 && section < numberOfSections ? offsets[section + 1] - offsets[section] : 0
  }

  /// Where the item at `indexPath` is in ``all``; nil when there is none.
  /// Drawing asks this rather than for an optional item: in generic code
  /// an `Item?` looks its type up at run time, once per cell drawn.
  func index(of indexPath: IndexPath) -> Int? {
    let (section, item) = (indexPath.section, indexPath.item)
    guard section >= 0 && section < numberOfSections, item >= 0,
      item < offsets[section + 1] - offsets[section]
    else { return nil }
    return offsets[section] + item
  }

  /// Where the item at `indexPath` is, or the nearest one before it (else
  /// after it) when its section has fewer items or none.
  func nearest(to indexPath: IndexPath) -> IndexPath? {
    guard !all.isEmpty else { return nil }
    let section = min(max(indexPath.section, 0), numberOfSections - 1)
    let count = numberOfItems(inSection: section)
    if count > 0 {
      return IndexPath(item: min(max(indexPath.item, 0), count - 1), section: section)
    }
    if let before = (0..<section).last(where: { numberOfItems(inSection: $0) > 0 }) {
      return IndexPath(item: numberOfItems(inSection: before) - 1, section: before)
    }
    let after = (section..<numberOfSections).first { numberOfItems(inSection: $0) > 0 }!
    return IndexPath(item: 0, section: after)
  }
}
