import TerminalUI

/// Where a frame draws its cards on their way, by screen row, with the
/// order each is drawn in: what tells an element beneath that a card
/// covers part of it. By row, because a card lies over a few rows and a
/// frame of thousands of elements asks once for each.
struct MoverIndex {
  private var byRow: [Int: [(order: Int, rect: CellRect)]] = [:]

  /// Whether the frame draws no card on its way.
  var isEmpty: Bool { byRow.isEmpty }

  /// Notes a card drawn `order`th at `rect`.
  mutating func add(_ rect: CellRect, order: Int) {
    for y in rect.minY..<rect.maxY { byRow[y, default: []].append((order, rect)) }
  }

  /// Whether a card drawn after the `order`th element covers some of
  /// `rect` but not all of it.
  func coversPart(of rect: CellRect, drawnAfter order: Int) -> Bool {
    for y in rect.minY..<rect.maxY {
      guard let cards = byRow[y] else { continue }
      for card in cards where card.order > order {
        let overlap = card.rect.intersection(rect)
        if !overlap.isEmpty && overlap != rect { return true }
      }
    }
    return false
  }
}
