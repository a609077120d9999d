import CompositionalLayout

/// Values by ``ElementKey``: cells in dense slots, section by section, and
/// supplementaries and decorations in a dictionary. A frame looks up every
/// cell on screen — thousands of them — and finds each by index, not hash.
struct ElementTable<Value> {
  /// The slots of one section: items from `base` on.
  private struct Slots {
    /// Room for a row of a wide screen's small cells (Insertion Sort's 100
    /// swatches at 200 columns).
    static var initialCapacity: Int { 128 }

    var base = 0
    var values: [Value?] = []

    func value(at item: Int) -> Value? {
      let index = item - base
      return index >= 0 && index < values.count ? values[index] : nil
    }

    /// Sets the value of `item`, growing the slots to reach it; returns the
    /// value it replaces.
    mutating func set(_ value: Value?, at item: Int) -> Value? {
      if values.isEmpty {
        guard value != nil else { return nil }
        // Slots from item 0 when it is within the first room: a change
        // whose first moving cell is not its section's first (a swatch
        // sliding left past the others) would otherwise grow the slots at
        // the front, a copy each time. Only a section seen from far down
        // starts at its first item set.
        base = item < Self.initialCapacity ? 0 : item
        // A section's slots fill an item at a time, a screenful in all:
        // room for one from the start, not a doubling for each of its
        // first hundred items.
        values.reserveCapacity(Self.initialCapacity)
      }
      // Grown by arrays and appends: `repeatElement` goes through the
      // unspecialised sequence path, thousands of instructions a call.
      if item < base {
        guard value != nil else { return nil }
        values.insert(contentsOf: [Value?](repeating: nil, count: base - item), at: 0)
        base = item
      }
      let index = item - base
      if index >= values.count {
        guard value != nil else { return nil }
        while values.count <= index { values.append(nil) }
      }
      let old = values[index]
      values[index] = value
      return old
    }
  }

  private var cells: [Slots] = []
  private var others: [ElementKey: Value] = [:]
  /// How many keys hold a value.
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  subscript(key: ElementKey) -> Value? {
    get {
      guard key.category == .cell else { return others[key] }
      let path = key.indexPath
      guard path.section >= 0 && path.section < cells.count else { return nil }
      return cells[path.section].value(at: path.item)
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
      if path.section >= cells.count {
        guard newValue != nil else { return }
        cells.append(contentsOf: repeatElement(Slots(), count: path.section + 1 - cells.count))
      }
      // In place: the section's slots are not copied on the way.
      let old = cells[path.section].set(newValue, at: path.item)
      count += (newValue != nil ? 1 : 0) - (old != nil ? 1 : 0)
    }
  }

  /// Every key with its value: cells section by section, then the rest.
  func forEach(_ body: (ElementKey, Value) -> Void) {
    for (section, slots) in cells.enumerated() {
      for (offset, value) in slots.values.enumerated() {
        guard let value else { continue }
        body(
          ElementKey(
            category: .cell,
            kind: .none,
            indexPath: IndexPath(item: slots.base + offset, section: section)
          ),
          value
        )
      }
    }
    for (key, value) in others { body(key, value) }
  }
}
