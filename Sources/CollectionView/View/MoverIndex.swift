import TerminalUI

/// Where a frame draws its cards on their way, by screen row, with the
/// order each is drawn in: what tells an element beneath that a card
/// covers part of it. By row, because a card lies over a few rows and a
/// frame of thousands of elements asks once for each.
///
/// Built once a frame from all the cards, into flat arrays (each row's
/// cards one after another, as a compressed sparse row table): a handful
/// of allocations a frame, where a dictionary of arrays by row made one
/// for every row a card crossed.
struct MoverIndex {
  /// A card: the order it is drawn in, and its cells.
  typealias Card = (order: Int, rect: CellRect)

  private let cards: [Card]
  /// The first row any card covers.
  private let top: Int
  /// Where each row's cards start in `entries`, from `top`; one more than
  /// there are rows, the last the end of the last row.
  private let rowStarts: [Int]
  /// Indices into `cards`, row after row.
  private let entries: [Int]

  /// No cards.
  init() {
    self.init([])
  }

  /// The index of `cards`, in any order.
  init(_ cards: [Card]) {
    self.cards = cards
    var top = Int.max
    var bottom = Int.min
    for card in cards where !card.rect.isEmpty {
      top = min(top, card.rect.minY)
      bottom = max(bottom, card.rect.maxY)
    }
    guard top < bottom else {
      (self.top, rowStarts, entries) = (0, [0], [])
      return
    }
    self.top = top
    // Counted by row, summed into starts, then filled row by row, each
    // row's cursor running from its start.
    var starts = [Int](repeating: 0, count: bottom - top + 1)
    for card in cards where !card.rect.isEmpty {
      for y in card.rect.minY..<card.rect.maxY { starts[y - top + 1] += 1 }
    }
    for row in 1..<starts.count { starts[row] += starts[row - 1] }
    var entries = [Int](repeating: 0, count: starts[starts.count - 1])
    withUnsafeTemporaryAllocation(of: Int.self, capacity: starts.count) { cursors in
      _ = cursors.initialize(from: starts)
      for (index, card) in cards.enumerated() where !card.rect.isEmpty {
        for y in card.rect.minY..<card.rect.maxY {
          entries[cursors[y - top]] = index
          cursors[y - top] += 1
        }
      }
    }
    rowStarts = starts
    self.entries = entries
  }

  /// Whether the frame draws no card on its way.
  var isEmpty: Bool { entries.isEmpty }

  /// Whether a card drawn after the `order`th element covers some of
  /// `rect` but not all of it.
  func coversPart(of rect: CellRect, drawnAfter order: Int) -> Bool {
    let first = max(rect.minY, top)
    let end = min(rect.maxY, top + rowStarts.count - 1)
    guard first < end else { return false }
    for y in first..<end {
      for entry in entries[rowStarts[y - top]..<rowStarts[y - top + 1]] {
        let card = cards[entry]
        guard card.order > order else { continue }
        let overlap = card.rect.intersection(rect)
        if !overlap.isEmpty && overlap != rect { return true }
      }
    }
    return false
  }
}
