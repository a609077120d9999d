import CollectionView
import Testing

/// Stack views arrange their views as UIKit's do, in whole cells: lengths
/// from intrinsic sizes and the distribution, places across from the
/// alignment, again whenever a view's size or visibility changes.
@Suite struct StackViewTests {
  /// A view asking for `width` × `height` cells (noIntrinsicMetric for
  /// none).
  final class Box: View {
    var size: CellSize {
      didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: Int, _ height: Int = View.noIntrinsicMetric) {
      size = CellSize(width: width, height: height)
      super.init(frame: .zero)
    }

    override var intrinsicContentSize: CellSize { size }
  }

  static func row(
    _ views: [View],
    width: Int,
    spacing: Int = 0,
    distribution: StackView.Distribution = .fill
  ) -> StackView {
    let stack = StackView(arrangedSubviews: views)
    stack.spacing = spacing
    stack.distribution = distribution
    stack.frame = CellRect(x: 3, y: 2, width: width, height: 4)
    stack.layoutIfNeeded()
    return stack
  }

  static func widths(_ stack: StackView) -> [Int] { stack.arrangedSubviews.map(\.frame.width) }
  static func xs(_ stack: StackView) -> [Int] { stack.arrangedSubviews.map(\.frame.x) }

  @Test func fillGivesTheRoomLeftToTheViewWithoutAnIntrinsicSize() {
    for width in [20, 31, 10] {
      let stack = Self.row([Box(5), Box(-1), Box(3)], width: width, spacing: 1)
      #expect(Self.widths(stack) == [5, width - 10, 3], "width \(width)")
      #expect(Self.xs(stack) == [3, 9, 3 + 6 + width - 10 + 1])
      #expect(stack.arrangedSubviews.allSatisfy { $0.frame.y == 2 && $0.frame.height == 4 })
    }
    // A cell short: the views resisting alike give it up by their sizes,
    // the first among equals.
    #expect(Self.widths(Self.row([Box(5), Box(-1), Box(3)], width: 9, spacing: 1)) == [4, 0, 3])
  }

  @Test func fillGrowsTheLeastHuggingViewAndShrinksTheLeastResisting() {
    let label = Box(6)
    let detail = Box(6)
    detail.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    #expect(Self.widths(Self.row([label, detail], width: 20)) == [6, 14])
    let firm = Box(8)
    let soft = Box(8)
    soft.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    #expect(Self.widths(Self.row([firm, soft], width: 12)) == [8, 4])
    #expect(Self.widths(Self.row([firm, soft], width: 6)) == [6, 0])
  }

  @Test func fillEquallyAndProportionallyShareEveryCell() {
    let equal = Self.row(
      [Box(1), Box(9), Box(-1)],
      width: 20,
      spacing: 1,
      distribution: .fillEqually
    )
    #expect(Self.widths(equal) == [6, 6, 6])
    let odd = Self.row([Box(1), Box(9), Box(-1)], width: 21, distribution: .fillEqually)
    #expect(Self.widths(odd) == [7, 7, 7])
    let uneven = Self.row([Box(1), Box(1), Box(1)], width: 8, distribution: .fillEqually)
    #expect(Self.widths(uneven) == [3, 3, 2])
    let proportional = Self.row(
      [Box(1), Box(3)],
      width: 12,
      distribution: .fillProportionally
    )
    #expect(Self.widths(proportional) == [3, 9])
    #expect(
      Self.widths(Self.row([Box(2), Box(3)], width: 7, distribution: .fillProportionally))
        == [3, 4]
    )
  }

  @Test func spacingDistributionsShareTheGaps() {
    let spaced = Self.row(
      [Box(2), Box(2), Box(2)],
      width: 12,
      spacing: 1,
      distribution: .equalSpacing
    )
    #expect(Self.widths(spaced) == [2, 2, 2])
    #expect(Self.xs(spaced) == [3, 3 + 5, 3 + 10])
    let centred = Self.row([Box(2), Box(4), Box(2)], width: 14, distribution: .equalCentering)
    // Centres at 1, 7 and 13.
    #expect(Self.xs(centred) == [3, 3 + 5, 3 + 12])
    // Too little room: as fill.
    let tight = Self.row([Box(4), Box(4)], width: 6, spacing: 1, distribution: .equalSpacing)
    #expect(Self.widths(tight).reduce(0, +) == 5)
  }

  @Test func alignmentPlacesViewsAcross() {
    for (alignment, y, height) in [
      (StackView.Alignment.fill, 2, 4), (.top, 2, 1), (.center, 3, 1), (.bottom, 5, 1),
    ] {
      let stack = StackView(arrangedSubviews: [Box(3, 1), Box(-1)])
      stack.alignment = alignment
      stack.frame = CellRect(x: 0, y: 2, width: 10, height: 4)
      #expect(stack.arrangedSubviews[0].frame == CellRect(x: 0, y: y, width: 3, height: height))
      // A view with no intrinsic height fills the breadth whatever the alignment.
      #expect(stack.arrangedSubviews[1].frame.height == 4)
    }
  }

  @Test func aColumnStacksDownAndSizesItself() {
    let title = Label()
    title.text = "Mountains"
    let list = Box(-1, -1)
    let footer = Box(-1, 1)
    let column = StackView(arrangedSubviews: [title, list, footer])
    column.axis = .vertical
    column.spacing = 1
    #expect(column.intrinsicContentSize == CellSize(width: 9, height: 4))
    column.frame = CellRect(x: 0, y: 0, width: 30, height: 12)
    #expect(
      column.arrangedSubviews.map(\.frame) == [
        CellRect(x: 0, y: 0, width: 30, height: 1),
        CellRect(x: 0, y: 2, width: 30, height: 8),
        CellRect(x: 0, y: 11, width: 30, height: 1),
      ]
    )
  }

  /// A view's new size or visibility is arranged in the next layout pass,
  /// through stacks in stacks.
  @Test func changesAreArrangedInTheNextLayoutPass() {
    let count = Label()
    count.text = "12"
    let field = Box(-1)
    let bar = StackView(arrangedSubviews: [field, count])
    let list = Box(-1, -1)
    let column = StackView(arrangedSubviews: [bar, list])
    column.axis = .vertical
    let root = View(frame: .zero)
    root.addSubview(column)
    column.frame = CellRect(x: 0, y: 0, width: 20, height: 10)
    #expect(field.frame.width == 18)
    count.text = "1,024"
    #expect(field.frame.width == 18)
    root.layoutIfNeeded()
    #expect(field.frame.width == 15)
    #expect(count.frame == CellRect(x: 15, y: 0, width: 5, height: 1))
    bar.isHidden = true
    root.layoutIfNeeded()
    #expect(list.frame == CellRect(x: 0, y: 0, width: 20, height: 10))
    bar.isHidden = false
    list.removeFromSuperview()
    root.layoutIfNeeded()
    // The one view left takes the column's room.
    #expect(column.arrangedSubviews.count == 1)
    #expect(bar.frame == CellRect(x: 0, y: 0, width: 20, height: 10))
  }

  @Test func removingAnArrangedViewKeepsItASubview() {
    let kept = Box(4)
    let stack = Self.row([kept, Box(-1)], width: 10)
    stack.removeArrangedSubview(kept)
    stack.layoutIfNeeded()
    #expect(stack.subviews.contains { $0 === kept })
    #expect(stack.arrangedSubviews.count == 1)
    #expect(stack.arrangedSubviews[0].frame.width == 10)
  }
}
