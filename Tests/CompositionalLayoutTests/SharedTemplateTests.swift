import PropertyBased
import Testing

@testable import CompositionalLayout

/// Sections whose providers build groups of the same shape share one solve
/// of it: what each section lays out must be what it lays out alone, and
/// only groups that truly lay out alike may share (``ItemShape``).
@Suite struct SharedTemplateTests {
  /// A group built from a few choices, every one of which the solver reads.
  struct Shape: Sendable, CustomStringConvertible {
    var vertical: Bool
    /// `count` repetitions of one item, or that many items of their own.
    var counted: Bool
    var count: Int
    var itemWidth: Double
    var spacing: Double
    var itemInset: Double
    var leadingEdge: Double
    var nested: Bool

    var description: String {
      "vertical \(vertical) counted \(counted) count \(count) width \(itemWidth) spacing \(spacing) inset \(itemInset) edge \(leadingEdge) nested \(nested)"
    }

    /// A new group of this shape, as a section provider makes one.
    func makeGroup() -> LayoutGroup {
      func item() -> LayoutItem {
        let item = LayoutItem(
          layoutSize: size(.fractionalWidth(itemWidth), .fractionalHeight(1))
        )
        item.contentInsets = DirectionalEdgeInsets(all: itemInset)
        if leadingEdge > 0 {
          item.edgeSpacing = LayoutEdgeSpacing(
            leading: .fixed(leadingEdge),
            top: nil,
            trailing: nil,
            bottom: nil
          )
        }
        return item
      }
      let groupSize = size(.fractionalWidth(1), .absolute(vertical ? 6 : 2))
      var subitem: LayoutItem = item()
      if nested {
        subitem = LayoutGroup.vertical(
          layoutSize: size(.fractionalWidth(itemWidth), .fractionalHeight(1)),
          subitems: [item()]
        )
      }
      let group: LayoutGroup
      switch (vertical, counted) {
      case (false, true):
        group = .horizontal(layoutSize: groupSize, repeatingSubitem: subitem, count: count)
      case (true, true):
        group = .vertical(layoutSize: groupSize, repeatingSubitem: subitem, count: count)
      case (false, false):
        group = .horizontal(
          layoutSize: groupSize,
          subitems: [subitem] + (1..<count).map { _ in item() }
        )
      case (true, false):
        group = .vertical(
          layoutSize: groupSize,
          subitems: [subitem] + (1..<count).map { _ in item() }
        )
      }
      group.interItemSpacing = .fixed(spacing)
      return group
    }
  }

  static let shapes =
    zip(
      Gen.bool,
      Gen.bool,
      Gen.int(in: 1...4),
      Gen.int(in: 1...4),
      Gen.int(in: 0...2),
      Gen.int(in: 0...1),
      Gen.int(in: 0...1),
      Gen.bool
    ).map { vertical, counted, count, width, spacing, inset, edge, nested in
      Shape(
        vertical: vertical,
        counted: counted,
        count: count,
        itemWidth: Double(width) / 4,
        spacing: Double(spacing),
        itemInset: Double(inset),
        leadingEdge: Double(edge),
        nested: nested
      )
    }

  /// Sections of three shapes (alike by chance at times), in any order, as
  /// a section provider lays them out: the shapes, and per section which
  /// shape (the choice modulo 3) and whether it is inset, which changes the
  /// room its groups have (the choice divided by 3).
  static let sequences = zip(shapes.array(of: 3), Gen.int(in: 0...5).array(of: 2...8))

  static func section(_ group: LayoutGroup, inset: Bool) -> LayoutSection {
    let section = LayoutSection(group: group)
    if inset { section.contentInsets = DirectionalEdgeInsets(all: 3) }
    return section
  }

  @Test func eachSectionLaysOutAsItDoesAlone() async {
    await propertyCheck(count: 300, input: Self.sequences) { input in
      let (shapes, choices) = input
      let itemCounts = choices.map { _ in 7 }
      let together = CompositionalLayout { index, _ in
        Self.section(shapes[choices[index] % 3].makeGroup(), inset: choices[index] >= 3)
      }
      .solve(containerSize: terminal80x24, itemCounts: itemCounts)
      for (section, choice) in choices.enumerated() {
        let shape = shapes[choice % 3]
        let alone = CompositionalLayout(
          section: Self.section(shape.makeGroup(), inset: choice >= 3)
        )
        .solve(containerSize: terminal80x24, itemCounts: [7])
        let origin = together.frame(ofSection: section).origin
        for item in 0..<7 {
          // Within rounding: the section's origin is added and taken away.
          guard let expected = alone.cellFrame(item) else {
            #expect(together.cellFrame(item, section) == nil)
            continue
          }
          expectFrame(
            together.cellFrame(item, section)?.offsetBy(dx: -origin.x, dy: -origin.y),
            expected
          )
        }
      }
    }
  }

  @Test func groupsBuiltAlikeHaveOneShape() {
    let shape = Shape(
      vertical: false,
      counted: true,
      count: 3,
      itemWidth: 0.5,
      spacing: 1,
      itemInset: 1,
      leadingEdge: 1,
      nested: true
    )
    #expect(ItemShape(shape.makeGroup()) != nil)
    #expect(ItemShape(shape.makeGroup()) == ItemShape(shape.makeGroup()))
    var others: [Shape] = []
    for change in 0..<7 {
      var other = shape
      switch change {
      case 0: other.vertical = true
      case 1: other.counted = false
      case 2: other.count = 2
      case 3: other.itemWidth = 0.25
      case 4: other.spacing = 0
      case 5: other.itemInset = 0
      default: other.leadingEdge = 0
      }
      others.append(other)
    }
    var flat = shape
    flat.nested = false
    others.append(flat)
    for other in others {
      #expect(ItemShape(shape.makeGroup()) != ItemShape(other.makeGroup()), "\(other)")
      #expect(!ItemShape(shape.makeGroup())!.matches(other.makeGroup()), "\(other)")
    }
  }

  /// A shape matches a group exactly when the group's own shape equals
  /// it: the check that spares building one says what comparing would.
  @Test func aShapeMatchesTheGroupsOfEqualShape() async {
    await propertyCheck(count: 500, input: Self.shapes, Self.shapes) { shape, other in
      let group = other.makeGroup()
      let expected = ItemShape(shape.makeGroup()) == ItemShape(group)
      #expect(ItemShape(shape.makeGroup())!.matches(group) == expected, "\(shape) \(other)")
      #expect(ItemShape(group)!.matches(group))
    }
  }

  @Test func supplementariesAndCustomGroupsShareNothing() {
    func badged() -> LayoutGroup {
      let badge = LayoutSupplementaryItem(
        layoutSize: size(.absolute(1), .absolute(1)),
        elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [.top, .trailing])
      )
      let item = LayoutItem(
        layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)),
        supplementaryItems: [badge]
      )
      return .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(2)), subitems: [item])
    }
    #expect(ItemShape(badged()) == nil)
    let custom = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(2))) { _ in
      []
    }
    #expect(ItemShape(custom) == nil)
    let holdsCustom = LayoutGroup.vertical(
      layoutSize: size(.fractionalWidth(1), .absolute(4)),
      subitems: [custom]
    )
    #expect(ItemShape(holdsCustom) == nil)
    // Nor does a shape match them: an item that has none matches none.
    let plain = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(2)),
      subitems: [LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))]
    )
    let shape = ItemShape(plain)!
    #expect(shape.matches(plain))
    for unshaped in [badged(), custom, holdsCustom] { #expect(!shape.matches(unshaped)) }
  }

  /// A provider may hand out one group for every section, changed for each:
  /// what it was for the last section must not stand for what it is now.
  @Test func oneGroupChangedForEachSectionIsSolvedForEach() {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(2)),
      subitems: [item]
    )
    let together = CompositionalLayout { index, _ in
      group.interItemSpacing = .fixed(Double(index))
      item.contentInsets = DirectionalEdgeInsets(all: Double(index % 2))
      return LayoutSection(group: group)
    }
    .solve(containerSize: terminal80x24, itemCounts: [4, 4, 4])
    // Section 2: spacing 2, no insets; items 20 wide, so 18 + 2 a pitch.
    let origin = together.frame(ofSection: 2).origin
    expectFrame(
      together.cellFrame(1, 2)?.offsetBy(dx: -origin.x, dy: -origin.y),
      Rect(x: 22, y: 0, width: 20, height: 2)
    )
    // Section 1: spacing 1, insets of 1.
    let first = together.frame(ofSection: 1).origin
    expectFrame(
      together.cellFrame(1, 1)?.offsetBy(dx: -first.x, dy: -first.y),
      Rect(x: 21 + 1, y: 1, width: 18, height: 0)
    )
  }
}
