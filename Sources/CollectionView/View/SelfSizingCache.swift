import CompositionalLayout

/// The sizes a view measured its estimated elements at, as UIKit's
/// self-sizing keeps them: by identity, so a size follows its item through
/// changes, and kept until the item is reloaded or reconfigured, or the
/// room it was measured in changes.
///
/// What the view has measured is what it has shown (and a little beyond),
/// so the cache holds a few screens' worth, not the data set: the layout
/// takes the estimate for everything else (``SelfSizingScope``).
struct SelfSizingCache {
  /// The answers of the app's measuring for an element, in the last two
  /// rooms it was measured in: a view tries its content without the
  /// scrollbar's column and then with it, and each would otherwise measure
  /// everything again.
  struct Measurement {
    /// The latest room, on the axes the content does not choose, and its
    /// answer.
    var room: Size
    var size: Size
    /// The room before, and its answer.
    var earlier: (room: Size, size: Size)?

    /// The answer for `room`, if kept.
    func size(in room: Size) -> Size? {
      if room == self.room { return size }
      if let earlier, earlier.room == room { return earlier.size }
      return nil
    }
  }

  /// A header, footer or side view: its kind and its section's identity
  /// (nil for the layout's own, at their index in `item`).
  struct SupplementaryKey: Hashable {
    var kind: String
    var section: AnyHashable?
    var item: Int
  }

  private var items: [AnyHashable: Measurement] = [:]
  private var supplementaries: [SupplementaryKey: Measurement] = [:]

  /// The room `request` offers on the axes its element does not choose:
  /// an answer for other room is measured again.
  private static func room(of request: SizeFittingRequest) -> Size {
    Size(
      width: request.widthIsEstimated ? 0 : request.proposedSize.width,
      height: request.heightIsEstimated ? 0 : request.proposedSize.height
    )
  }

  /// The size measured for the item `identity` in the room `request`
  /// offers, measuring it with `measure` when there is none.
  mutating func size(
    ofItem identity: AnyHashable,
    for request: SizeFittingRequest,
    measure: () -> Size
  ) -> Size {
    Self.size(in: &items[identity], room: Self.room(of: request), measure: measure)
  }

  /// The size measured for the supplementary `key` in the room `request`
  /// offers, measuring it with `measure` when there is none.
  mutating func size(
    of key: SupplementaryKey,
    for request: SizeFittingRequest,
    measure: () -> Size
  ) -> Size {
    Self.size(in: &supplementaries[key], room: Self.room(of: request), measure: measure)
  }

  /// The answer `kept` holds for `room`, else one `measure` gives, which
  /// `kept` then holds too.
  private static func size(
    in kept: inout Measurement?,
    room: Size,
    measure: () -> Size
  ) -> Size {
    if let size = kept?.size(in: room) { return size }
    let size = measure()
    kept = Measurement(room: room, size: size, earlier: kept.map { ($0.room, $0.size) })
    return size
  }

  /// Forgets the items' sizes: they are measured again when next shown.
  mutating func forgetItems(_ identities: some Sequence<AnyHashable>) {
    for identity in identities { items[identity] = nil }
  }

  /// Forgets the sizes of the headers, footers and side views of the
  /// sections `identities` stand for.
  mutating func forgetSupplementaries(ofSections identities: Set<AnyHashable>) {
    guard !identities.isEmpty else { return }
    supplementaries = supplementaries.filter { key, _ in
      key.section.map { !identities.contains($0) } ?? true
    }
  }

  /// Forgets every size.
  mutating func forgetAll() {
    items = [:]
    supplementaries = [:]
  }

  /// A scope measuring `window` and what was measured before, at the
  /// places `source` now shows it; sizes of items and sections no longer
  /// shown are dropped.
  /// - Complexity: O(m log m) for the m sizes kept.
  mutating func scope(window: Range<Double>, source: (any ItemSource)?) -> SelfSizingScope {
    var measuredItems: [Int: [Int]] = [:]
    var gone: [AnyHashable] = []
    for identity in items.keys {
      if let path = source?.indexPath(ofItem: identity) {
        measuredItems[path.section, default: []].append(path.item)
      } else {
        gone.append(identity)
      }
    }
    forgetItems(gone)
    for section in measuredItems.keys { measuredItems[section]!.sort() }
    var measuredSections: Set<Int> = []
    var goneSections: Set<AnyHashable> = []
    for key in supplementaries.keys {
      guard let section = key.section else { continue }
      if let index = source?.sectionIndex(of: section) {
        measuredSections.insert(index)
      } else {
        goneSections.insert(section)
      }
    }
    forgetSupplementaries(ofSections: goneSections)
    return SelfSizingScope(
      window: window,
      measuredItems: measuredItems,
      measuredSections: measuredSections
    )
  }
}
