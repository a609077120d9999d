import PropertyBased
import Testing

@testable import CompositionalLayout

/// The anatomy queries a layout inspector is built on: which definitions
/// each cell came from, the room each size was taken from, where groups and
/// section contents lie, and where rows that scroll sideways come to rest.
@Suite struct AnatomyTests {
  @Test func anItemKnowsItsGroupsTheirRoomsAndTheirBoxes() throws {
    let layout = CompositionalLayout(
      section: LayoutSection(group: NestedGroupTests.nestedGroup(width: 1, insets: 1))
    )
    let solved = layout.solve(containerSize: terminal80x24, itemCounts: [100])
    // Item 5 is the second of the column beside group 1's large item.
    let anatomy = try #require(solved.anatomy(ofItemAt: IndexPath(item: 5, section: 0)))
    #expect(anatomy.group == 1)
    #expect(anatomy.frame == solved.cellFrame(5))
    #expect(anatomy.levels.map(\.kind) == [.horizontalGroup, .verticalGroup, .item])
    let (outer, column, item) = (anatomy.levels[0], anatomy.levels[1], anatomy.levels[2])
    #expect(outer.layoutSize == size(.fractionalWidth(1), .fractionalHeight(0.4)))
    #expect(outer.container == terminal80x24)
    expectFrame(outer.frame, Rect(x: 0, y: 9.6, width: 80, height: 9.6))
    #expect(column.count == 2)
    #expect(column.layoutSize == size(.fractionalWidth(0.3), .fractionalHeight(1)))
    #expect(
      isClose(Rect(origin: .zero, size: column.container), Rect(x: 0, y: 0, width: 80, height: 9.6))
    )
    expectFrame(column.frame, Rect(x: 56, y: 9.6, width: 24, height: 9.6))
    #expect(item.layoutSize == size(.fractionalWidth(1), .fractionalHeight(0.3)))
    #expect(item.contentInsets == DirectionalEdgeInsets(all: 1))
    #expect(
      isClose(Rect(origin: .zero, size: item.container), Rect(x: 0, y: 0, width: 24, height: 9.6))
    )
    // The count shares the column's height: the box is 4.8 tall, the cell
    // 2.8 inside its insets.
    expectFrame(item.frame, Rect(x: 56, y: 14.4, width: 24, height: 4.8))
    #expect(anatomy.parentGroup == column)

    let large = try #require(solved.anatomy(ofItemAt: IndexPath(item: 3, section: 0)))
    #expect(large.levels.map(\.kind) == [.horizontalGroup, .item])
    expectFrame(large.levels[1].frame, Rect(x: 0, y: 9.6, width: 56, height: 9.6))
    #expect(solved.anatomy(ofItemAt: IndexPath(item: 100, section: 0)) == nil)
    #expect(solved.anatomy(ofItemAt: IndexPath(item: 0, section: 1)) == nil)
  }

  @Test func groupOutlinesListEachGroupOuterFirst() {
    let layout = CompositionalLayout(
      section: LayoutSection(group: NestedGroupTests.nestedGroup(width: 1, insets: 1))
    )
    let solved = layout.solve(containerSize: terminal80x24, itemCounts: [100])
    let outlines = solved.groupOutlines(in: Rect(x: 0, y: 0, width: 80, height: 12))
    #expect(outlines.map(\.group) == [0, 0, 1, 1])
    #expect(outlines.map(\.depth) == [0, 1, 0, 1])
    #expect(
      outlines.map(\.kind) == [.horizontalGroup, .verticalGroup, .horizontalGroup, .verticalGroup]
    )
    expectFrame(outlines[0].frame, Rect(x: 0, y: 0, width: 80, height: 9.6))
    expectFrame(outlines[1].frame, Rect(x: 56, y: 0, width: 24, height: 9.6))
    expectFrame(outlines[3].frame, Rect(x: 56, y: 9.6, width: 24, height: 9.6))
    // Only the column of group 1 meets a rectangle right of the large items.
    let right = solved.groupOutlines(in: Rect(x: 60, y: 10, width: 5, height: 1))
    #expect(right.map(\.group) == [1, 1])
  }

  @Test func aSectionKnowsItsInsetsAndWhereItsContentLies() throws {
    let item = LayoutItem(layoutSize: size(.fractionalWidth(0.5), .absolute(2)))
    let group = LayoutGroup.horizontal(
      layoutSize: size(.fractionalWidth(1), .absolute(2)),
      subitems: [item]
    )
    let section = LayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 4, bottom: 2, trailing: 6)
    section.interGroupSpacing = 1
    section.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        layoutSize: size(.fractionalWidth(1), .absolute(3)),
        elementKind: "header",
        alignment: .top
      )
    ]
    let solved = CompositionalLayout(section: section).solve(
      containerSize: terminal80x24,
      itemCounts: [6, 2]
    )
    let first = try #require(solved.anatomy(ofSection: 0))
    #expect(first.frame == Rect(x: 0, y: 0, width: 80, height: 3 + 1 + 8 + 2))
    // After the header and the top inset; inside the side insets; three
    // rows of 2 with 1 between.
    #expect(first.contentFrame == Rect(x: 4, y: 4, width: 70, height: 8))
    #expect(first.insetFrame == Rect(x: 0, y: 3, width: 80, height: 11))
    #expect(first.interGroupSpacing == 1)
    #expect(first.groupCount == 3 && first.itemCount == 6)
    #expect(first.orthogonalScrollingBehavior == .none)
    let second = try #require(solved.anatomy(ofSection: 1))
    #expect(second.contentFrame == Rect(x: 4, y: 18, width: 70, height: 2))
    // The section's group takes its fractions of the content size.
    let anatomy = try #require(solved.anatomy(ofItemAt: IndexPath(item: 0, section: 0)))
    #expect(anatomy.levels[0].container == Size(width: 70, height: 24 - 3))
    #expect(anatomy.levels[1].container == Size(width: 70, height: 2))
    #expect(solved.anatomy(ofSection: 2) == nil)
  }

  /// Two sections whose groups are the same shape and size share one solve;
  /// each still tells the room its own group's fractions were taken of.
  @Test func sharedTemplatesKeepTheirOwnRooms() throws {
    let layout = CompositionalLayout(sectionProvider: { index, _ in
      let item = LayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
      let group = LayoutGroup.horizontal(
        layoutSize: size(.absolute(10), .absolute(2)),
        subitems: [item]
      )
      let section = LayoutSection(group: group)
      section.contentInsets = DirectionalEdgeInsets(
        top: 0,
        leading: Double(index * 5),
        bottom: 0,
        trailing: 0
      )
      return section
    })
    let solved = layout.solve(containerSize: terminal80x24, itemCounts: [1, 1])
    let first = try #require(solved.anatomy(ofItemAt: IndexPath(item: 0, section: 0)))
    let second = try #require(solved.anatomy(ofItemAt: IndexPath(item: 0, section: 1)))
    #expect(first.levels[0].container.width == 80)
    #expect(second.levels[0].container.width == 75)
    expectFrame(second.frame, Rect(x: 5, y: 2, width: 10, height: 2))
  }

  @Test func customGroupsExplainTheirItemsAsPlacedByTheProvider() throws {
    let group = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(4))) {
      _ in
      [
        LayoutGroupCustomItem(frame: Rect(x: 2, y: 0, width: 10, height: 4)),
        LayoutGroupCustomItem(frame: Rect(x: 20, y: 1, width: 5, height: 2)),
      ]
    }
    let solved = CompositionalLayout(section: LayoutSection(group: group)).solve(
      containerSize: terminal80x24,
      itemCounts: [3]
    )
    let anatomy = try #require(solved.anatomy(ofItemAt: IndexPath(item: 2, section: 0)))
    #expect(anatomy.group == 1)
    #expect(anatomy.levels.map(\.kind) == [.customGroup, .customItem])
    #expect(anatomy.levels[1].layoutSize == nil)
    #expect(anatomy.levels[1].frame == Rect(x: 2, y: 4, width: 10, height: 4))
  }

  @Test func rowsThatScrollSidewaysShiftTheirBoxesAndListWhereTheyRest() throws {
    let solved = OrthogonalSectionTests.solved(.groupPaging)
    // Groups 68 wide: rests at each group's leading edge, the last clamped.
    let rests = solved.orthogonalRestingOffsets(ofSection: 0)
    #expect(rests == [0, 68, 136, 204, 272, 340].map { min($0, 408 - 80) })
    let section = try #require(solved.anatomy(ofSection: 0, orthogonalOffset: 100))
    #expect(section.orthogonalScrollingBehavior == .groupPaging)
    expectFrame(section.contentFrame, Rect(x: -100, y: 0, width: 408, height: 9.6))
    let item = try #require(
      solved.anatomy(ofItemAt: IndexPath(item: 3, section: 0), orthogonalOffsets: [0: 100])
    )
    expectFrame(item.levels[0].frame, Rect(x: 68 - 100, y: 0, width: 68, height: 9.6))
    #expect(item.frame == solved.cellFrame(3, offsets: [0: 100]))
    #expect(solved.orthogonalRestingOffsets(ofSection: 0) != [])
    #expect(OrthogonalSectionTests.solved(.continuous).orthogonalRestingOffsets(ofSection: 0) == [])
    #expect(OrthogonalSectionTests.solved(.none).orthogonalRestingOffsets(ofSection: 0) == [])
    let paging = OrthogonalSectionTests.solved(.paging).orthogonalRestingOffsets(ofSection: 0)
    #expect(paging == [0, 80, 160, 240, 320, 328])
  }

  /// Every resting offset is one the section's own steps reach: stepping
  /// forward from each lands on the next.
  @Test func restingOffsetsAreWhereStepsLand() {
    for behavior in OrthogonalScrollingBehavior.allCases
    where behavior != .none && behavior != .continuous {
      let solved = OrthogonalSectionTests.solved(behavior)
      let rests = solved.orthogonalRestingOffsets(ofSection: 0)
      for (rest, next) in zip(rests, rests.dropFirst()) {
        let step = solved.targetOrthogonalOffset(inSection: 0, from: rest, toward: .towardTrailing)
        #expect(abs(step - next) < 1e-9, "\(behavior) from \(rest): \(step), not \(next)")
      }
    }
  }

  /// Random layouts: each cell's anatomy ends in a box that holds the cell,
  /// each box lies inside its group's, and the outlines of any rectangle
  /// are the groups of the items that anatomy finds there.
  @Test func anatomiesNestAndOutlinesAgreeWithThem() async {
    await propertyCheck(
      count: 200,
      input: RectQueryPropertyTests.shapes,
      RectQueryPropertyTests.queries
    ) { shape, query in
      let solved = shape.solve()
      let rect = query.rect(in: solved)
      let offsets = query.orthogonalOffsets(sections: solved.numberOfSections)
      var found: Set<GroupOutline> = []
      for section in 0..<solved.numberOfSections {
        for item in 0..<solved.numberOfItems(inSection: section) {
          let path = IndexPath(item: item, section: section)
          guard let anatomy = solved.anatomy(ofItemAt: path, orthogonalOffsets: offsets) else {
            Issue.record("no anatomy for \(path) in \(shape)")
            return
          }
          #expect(
            anatomy.frame == solved.attributesForItem(at: path, orthogonalOffsets: offsets)?.frame
          )
          let last = anatomy.levels[anatomy.levels.count - 1]
          #expect(
            last.kind == .item && last.frame.contains(anatomy.frame, tolerance: 1e-9),
            "\(shape) \(path)"
          )
          for (parent, child) in zip(anatomy.levels, anatomy.levels.dropFirst()) {
            #expect(parent.frame.contains(child.frame, tolerance: 1e-9), "\(shape) \(path)")
          }
          for (depth, level) in anatomy.levels.dropLast().enumerated()
          where level.frame.intersects(rect) {
            found.insert(
              GroupOutline(
                section: section,
                group: anatomy.group,
                depth: depth,
                kind: level.kind,
                frame: level.frame
              )
            )
          }
        }
      }
      let outlines = solved.groupOutlines(in: rect, orthogonalOffsets: offsets)
      #expect(Set(outlines) == found, "\(shape) \(query)")
      #expect(outlines.count == Set(outlines).count)
    }
  }
}
