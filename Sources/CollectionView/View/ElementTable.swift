import CompositionalLayout

/// Values by ``ElementKey``: cells in dense slots, section by section, and
/// supplementaries and decorations in a dictionary. A frame looks up every
/// cell on screen — thousands of them — and finds each by index, not hash.
///
/// Every section's slots are a run of one array, not an array each: a
/// change that moves cells in each of a screen's many small sections (a
/// step of Insertion Sort) plans them with a few doublings of one block,
/// not a block for every section.
struct ElementTable<Value> {
  /// Where one section's slots are in `slots`: items from `base` on, room
  /// for `capacity` of them from `start`; a capacity of 0 for none yet.
  private struct Segment {
    var start = 0
    var base = 0
    var capacity = 0
  }

  /// Room for a row of a wide screen's small cells (Insertion Sort's 100
  /// swatches at 200 columns).
  private static var initialCapacity: Int { 128 }

  private var segments: [Segment] = []
  /// The sections' runs one after another. A run that outgrows its room
  /// moves to the end at twice the size, and its old place stays unused.
  private var slots: [Value?] = []
  private var others: [ElementKey: Value] = [:]
  /// How many keys hold a value.
  private(set) var count = 0

  var isEmpty: Bool { count == 0 }

  subscript(key: ElementKey) -> Value? {
    get {
      guard key.category == .cell else { return others[key] }
      let path = key.indexPath
      guard path.section >= 0 && path.section < segments.count else { return nil }
      let segment = segments[path.section]
      let index = path.item - segment.base
      return index >= 0 && index < segment.capacity ? slots[segment.start + index] : nil
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
      if path.section >= segments.count {
        guard newValue != nil else { return }
        // Grown by appends: `repeatElement` goes through the unspecialised
        // sequence path, thousands of instructions a call.
        while segments.count <= path.section { segments.append(Segment()) }
      }
      var segment = segments[path.section]
      let index = path.item - segment.base
      guard segment.capacity > 0 && index >= 0 && index < segment.capacity else {
        guard newValue != nil else { return }
        segment = relocated(segment, toReach: path.item)
        segments[path.section] = segment
        slots[segment.start + path.item - segment.base] = newValue
        count += 1
        return
      }
      let old = slots[segment.start + index]
      slots[segment.start + index] = newValue
      count += (newValue != nil ? 1 : 0) - (old != nil ? 1 : 0)
    }
  }

  /// `segment` given room for `item` too, at the end of `slots`, its
  /// values moved there. A new section's slots start at item 0 when it is
  /// within the first room: a change whose first moving cell is not its
  /// section's first (a swatch sliding left past the others) would
  /// otherwise move them at once. Only a section seen from far down
  /// starts at the first item set.
  private mutating func relocated(_ segment: Segment, toReach item: Int) -> Segment {
    var moved = Segment(start: slots.count)
    if segment.capacity == 0 {
      moved.base = item < Self.initialCapacity ? 0 : item
      moved.capacity = Self.initialCapacity
    } else {
      moved.base = min(segment.base, item)
      let end = max(segment.base + segment.capacity, item + 1)
      moved.capacity = max(2 * segment.capacity, end - moved.base)
    }
    // Doubled by hand: an append at a time would grow by each section's
    // room, not by doubling the whole.
    let needed = slots.count + moved.capacity
    if needed > slots.capacity { slots.reserveCapacity(max(needed, 2 * slots.capacity)) }
    for _ in 0..<moved.capacity { slots.append(nil) }
    let shift = segment.base - moved.base
    for offset in 0..<segment.capacity {
      slots.swapAt(segment.start + offset, moved.start + shift + offset)
    }
    return moved
  }

  /// Every key with its value: cells section by section, then the rest.
  func forEach(_ body: (ElementKey, Value) -> Void) {
    for (section, segment) in segments.enumerated() {
      for offset in 0..<segment.capacity {
        guard let value = slots[segment.start + offset] else { continue }
        body(
          ElementKey(
            category: .cell,
            kind: .none,
            indexPath: IndexPath(item: segment.base + offset, section: section)
          ),
          value
        )
      }
    }
    for (key, value) in others { body(key, value) }
  }
}
