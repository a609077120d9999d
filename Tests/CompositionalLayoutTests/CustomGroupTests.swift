import CompositionalLayout
import Testing

@Suite struct CustomGroupTests {
  @Test func customGroupPlacesItemsWhereItsProviderSays() {
    var containers: [Size] = []
    let group = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(6))) {
      environment in
      let room = environment.container.contentSize
      containers.append(room)
      return [
        LayoutGroupCustomItem(frame: Rect(x: 0, y: 0, width: room.width / 2, height: room.height)),
        LayoutGroupCustomItem(
          frame: Rect(x: room.width / 2, y: 0, width: room.width / 2, height: room.height / 2),
          zIndex: 3
        ),
      ]
    }
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 1
    let solved = CompositionalLayout(section: section).solve(
      containerSize: Size(width: 40, height: 20),
      itemCounts: [5]
    )
    #expect(containers == [Size(width: 40, height: 6)])
    expectFrame(solved.cellFrame(0), Rect(x: 0, y: 0, width: 20, height: 6))
    expectFrame(solved.cellFrame(1), Rect(x: 20, y: 0, width: 20, height: 3))
    expectFrame(solved.cellFrame(3), Rect(x: 20, y: 7, width: 20, height: 3))
    expectFrame(solved.cellFrame(4), Rect(x: 0, y: 14, width: 20, height: 6))
    #expect(solved.attributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
    #expect(solved.contentSize.height == 20)

    let wide = CompositionalLayout(section: section).solve(
      containerSize: Size(width: 100, height: 20),
      itemCounts: [5]
    )
    #expect(containers.last == Size(width: 100, height: 6))
    expectFrame(wide.cellFrame(3), Rect(x: 50, y: 7, width: 50, height: 3))
  }

  @Test func emptyCustomGroupIsReportedNotLooped() {
    let group = LayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(6))) { _ in [] }
    let solved = CompositionalLayout(section: LayoutSection(group: group))
      .solve(containerSize: terminal80x24, itemCounts: [5])
    #expect(solved.diagnostics == [.emptyCustomGroup(section: 0)])
    #expect(solved.cellFrame(0) == nil)
    #expect(solved.contentSize.height == 0)
  }
}
