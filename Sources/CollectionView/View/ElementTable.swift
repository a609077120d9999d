import CompositionalLayout

/// Values by ``ElementKey``: cells in dense slots, section by section, and
/// supplementaries and decorations in a dictionary. A frame looks up every
/// cell on screen — thousands of them — and finds each by index, not hash.
struct ElementTable<Value> {
  /// The slots of one section: items from `base` on.
  private struct Slots {
    var base = 0
    var values: [Value?] = []
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
      let slots = cells[path.section]
      let index = path.item - slots.base
      return index >= 0 && index < slots.values.count ? slots.values[index] : nil
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
      var slots = cells[path.section]
      cells[path.section] = Slots()
      defer { cells[path.section] = slots }
      if slots.values.isEmpty {
        guard newValue != nil else { return }
        slots.base = path.item
      }
      if path.item < slots.base {
        guard newValue != nil else { return }
        slots.values.insert(contentsOf: repeatElement(nil, count: slots.base - path.item), at: 0)
        slots.base = path.item
      }
      let index = path.item - slots.base
      if index >= slots.values.count {
        guard newValue != nil else { return }
        slots.values.append(contentsOf: repeatElement(nil, count: index + 1 - slots.values.count))
      }
      count += (newValue != nil ? 1 : 0) - (slots.values[index] != nil ? 1 : 0)
      slots.values[index] = newValue
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
            kind: nil,
            indexPath: IndexPath(item: slots.base + offset, section: section)
          ),
          value
        )
      }
    }
    for (key, value) in others { body(key, value) }
  }
}
