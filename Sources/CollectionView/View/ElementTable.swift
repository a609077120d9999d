import CompositionalLayout

/// Values by ``ElementKey``: cells in dense slots, section by section, and
/// supplementaries and decorations in a dictionary. A frame looks up every
/// cell on screen — thousands of them — and finds each by index, not hash.
///
/// Every section's slots lie in one array, each section's in a run of its
/// own: a change that moves cells in every row of a grid (Insertion Sort's
/// step) plans into one block, not one a row.
struct ElementTable<Value> {
  /// Where the slots of one section lie in `slots`: items from `base` on,
  /// in room for `capacity` of them from `start`.
  private struct Run {
    /// Room for a row of a wide screen's small cells (Insertion Sort's 100
    /// swatches at 200 columns).
    static var initialCapacity: Int { 128 }

    var base = 0
    var start = 0
    var capacity = 0
  }

  private var runs: [Run] = []
  private var slots: [Value?] = []
  private var others: [ElementKey: Value] = [:]
  /// How many keys hold a value.
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  subscript(key: ElementKey) -> Value? {
    get {
      guard key.category == .cell else { return others[key] }
      return slot(of: key.indexPath).flatMap { slots[$0] }
    }
    set {
      guard key.category == .cell else {
        let old: Value?
        if let newValue {
          old = others.updateValue(newValue, forKey: key)
        } else {
          old = others.removeValue(forKey: key)
        }
        count += (newValue != nil ? 1 : 0) - (old != nil ? 1 : 0)
        return
      }
      let path = key.indexPath
      guard path.section >= 0 && path.item >= 0 else { return }
      let slot: Int
      if let existing = self.slot(of: path) {
        slot = existing
      } else {
        guard newValue != nil else { return }
        slot = makeRoom(for: path.item, inSection: path.section)
      }
      let old = slots[slot]
      slots[slot] = newValue
      count += (newValue != nil ? 1 : 0) - (old != nil ? 1 : 0)
    }
  }

  /// Where the cell at `path` lies in `slots`, if its section's run
  /// reaches it.
  private func slot(of path: IndexPath) -> Int? {
    guard path.section >= 0 && path.section < runs.count else { return nil }
    let run = runs[path.section]
    let offset = path.item - run.base
    return offset >= 0 && offset < run.capacity ? run.start + offset : nil
  }

  /// Gives the section a run that reaches `item`, and returns the item's
  /// slot. A new run starts from item 0 when that is within the first
  /// room: a change whose first moving cell is not its section's first (a
  /// swatch sliding left past the others) would otherwise grow the run at
  /// the front, a copy each time. Only a section seen from far down starts at the item. A run
  /// that must grow takes at least twice the room, on the side `item`
  /// lies: cells set from the bottom up grow it downwards, each growth
  /// doubling it, not doubling it upwards for every cell. It moves to the
  /// end of the slots, or grows in place when it is last and grows up.
  private mutating func makeRoom(for item: Int, inSection section: Int) -> Int {
    // Room for sixteen sections' runs, then doubling: a screen of rows
    // takes a few growths, not one for every few rows.
    if section >= runs.capacity { runs.reserveCapacity(max(section + 1, 2 * runs.capacity, 16)) }
    while runs.count <= section { runs.append(Run()) }
    let old = runs[section]
    var run = old
    if old.capacity == 0 {
      run.base = item < Run.initialCapacity ? 0 : item
      run.capacity = Run.initialCapacity
    } else {
      let end = max(old.base + old.capacity, item + 1)
      run.capacity = max(2 * old.capacity, end - min(old.base, item))
      run.base = item < old.base ? max(0, end - run.capacity) : old.base
    }
    let isLast = old.capacity > 0 && old.start + old.capacity == slots.count
    if isLast && run.base == old.base {
      run.start = old.start
    } else {
      run.start = slots.count
    }
    let needed = run.start + run.capacity
    if needed > slots.capacity {
      slots.reserveCapacity(max(needed, 2 * slots.capacity, 4 * Run.initialCapacity))
    }
    // Grown by appends: `repeatElement` goes through the unspecialised
    // sequence path, thousands of instructions a call.
    while slots.count < needed { slots.append(nil) }
    if run.start != old.start {
      for offset in 0..<old.capacity {
        slots[run.start + old.base - run.base + offset] = slots[old.start + offset]
        slots[old.start + offset] = nil
      }
    }
    runs[section] = run
    return run.start + item - run.base
  }

  /// Every key with its value: cells section by section, then the rest.
  func forEach(_ body: (ElementKey, Value) -> Void) {
    for (section, run) in runs.enumerated() {
      for offset in 0..<run.capacity {
        guard let value = slots[run.start + offset] else { continue }
        body(
          ElementKey(
            category: .cell,
            kind: .none,
            indexPath: IndexPath(item: run.base + offset, section: section)
          ),
          value
        )
      }
    }
    for (key, value) in others { body(key, value) }
  }
}
