import PropertyBased
import TerminalUI
import Testing

@testable import CollectionView

@Suite struct MoverIndexTests {
  /// The index answers as a look at every card would: whether one drawn
  /// later covers part of a rect but not all of it.
  @Test func itAnswersAsEveryCardLookedAtWould() async {
    let coordinate = Gen.int(in: -3...30)
    let extent = Gen.int(in: 0...6)
    let card = zip(coordinate, coordinate, extent, extent).map { x, y, width, height in
      CellRect(x: x, y: y, width: width, height: height)
    }
    await propertyCheck(
      count: 2_000,
      input: card.array(of: 0...12),
      card,
      Gen.int(in: 0...14)
    ) { rects, asked, order in
      let cards = rects.enumerated().map { (order: $0.offset, rect: $0.element) }
      let index = MoverIndex(cards)
      let expected = cards.contains { card in
        let overlap = card.rect.intersection(asked)
        return card.order > order && !overlap.isEmpty && overlap != asked
      }
      #expect(index.coversPart(of: asked, drawnAfter: order) == expected, "\(cards) \(asked)")
      #expect(index.isEmpty == !cards.contains { !$0.rect.isEmpty })
    }
  }
}
