import CollectionView
import CompositionalLayout
import Foundation
import GalleryApp
import TerminalApp
import TerminalUI
import Testing

@testable import GalleryExamples

@Suite struct ListAppearancesTests {
  private typealias Screen = ListAppearancesViewController

  private func screen(_ app: App) throws -> Screen {
    try #require(app.top as? Screen)
  }

  private func visibleTitles(_ app: App, section: Int) throws -> [String] {
    try screen(app).dataSource.snapshot(for: section).visibleItems.map(\.title)
  }

  @Test func goldenScreens() throws {
    let cases: [(String, String)] = [
      ("plain", ""), ("collapsed", "enter down enter"), ("sidebar-plain", "a"),
      ("sidebar", "a a"), ("grouped", "a a a"), ("inset-grouped", "a a a a"),
    ]
    for (name, keys) in cases {
      assertGolden(try render("list-appearances", keys: keys), named: name)
    }
    assertGolden(
      try render("list-appearances", size: CellSize(width: 120, height: 40)),
      named: "plain-120x40"
    )
  }

  @Test func fiveSectionsOfAHeaderOverThreeExpandedChildren() throws {
    let (app, _) = try play("list-appearances")
    let snapshot = try screen(app).dataSource.snapshot()
    #expect(snapshot.sectionIdentifiers == Array(0..<5))
    for section in 0..<5 {
      #expect(
        try visibleTitles(app, section: section) == [
          "Section \(section)", "Item 0", "Item 1", "Item 2",
        ]
      )
    }
  }

  @Test func enterOnAHeaderCollapsesAndExpandsItsSectionWithAnimation() throws {
    let (app, clock) = try play("list-appearances", keys: "enter")
    #expect(app.top.isAnimating)
    #expect(try visibleTitles(app, section: 0) == ["Section 0"])
    #expect(try visibleTitles(app, section: 1).count == 4)
    let frames = parseFrames(try render("list-appearances", keys: "enter", format: .frames))
    #expect(frames.filter { $0.kind == "cell" && $0.section == 0 }.count == 1)
    // Section 1's header after the collapsed Section 0 and a blank line.
    #expect(frames.first { $0.kind == "cell" && $0.section == 1 && $0.item == 0 }?.y == 3)
    // Enter on a child does nothing; on the header again it expands.
    try play("wait:1 down down enter", on: app, clock: clock)
    #expect(try visibleTitles(app, section: 1).count == 4)
    try play("up up enter", on: app, clock: clock)
    #expect(try visibleTitles(app, section: 0).count == 4)
    // A header's disclosure is at its trailing edge, as UIKit's header style
    // puts it.
    let header = try #require(
      screenText(of: app).split(separator: "\n").first { $0.contains("Section 0") }
    )
    #expect(
      header.hasPrefix(" Section 0")
        && header.dropLast().trimmingCharacters(in: .whitespaces).hasSuffix("▾")
    )
  }

  @Test func aCyclesTheAppearancesKeepingFocus() throws {
    let (app, clock) = try play("list-appearances", keys: "down down down down down")
    let focused = try screen(app).dataSource.focusedItem(in: screen(app).collectionView)
    #expect(focused == .child(section: 1, index: 0))
    let expected: [(ListConfiguration.Appearance, String)] = [
      (.sidebarPlain, "Sidebar Plain"), (.sidebar, "Sidebar"), (.grouped, "Grouped"),
      (.insetGrouped, "Inset Grouped"), (.plain, "Plain"),
    ]
    for (appearance, name) in expected {
      try play("a", on: app, clock: clock)
      #expect(try screen(app).appearance == appearance)
      #expect(screenText(of: app).hasPrefix(" Lists › List Appearances — \(name)\n"))
      #expect(try screen(app).dataSource.focusedItem(in: screen(app).collectionView) == focused)
    }
  }

  /// Sidebar and Sidebar Plain differ as UIKit's do: the sidebar's rows
  /// lie on the grouped background, set in from the sides, under a bold
  /// sidebar header; the plain sidebar's run edge to edge on the terminal's
  /// background, under a plain list's header bar.
  @Test func theSidebarIsGroupedAndSidebarPlainIsPlain() throws {
    func drawn(_ keys: String) throws -> (canvas: Canvas, header: CellRect, child: CellRect) {
      let (app, clock) = try play("list-appearances", keys: keys)
      var canvas = Canvas(size: app.size)
      app.draw(into: &canvas, now: clock.now)
      let cells = app.top.drawnElements(at: clock.now).filter { $0.category == .cell }
      func frame(_ item: Int) throws -> CellRect {
        try #require(cells.first { $0.indexPath == IndexPath(item: item, section: 1) }).frame
      }
      return (canvas, try frame(0), try frame(1))
    }
    let theme = Theme.dark
    let sidebar = try drawn("a a")
    let plain = try drawn("a")
    #expect(sidebar.child.x == 1 && sidebar.child.maxX == plain.child.maxX - 1)
    #expect(plain.child.x == 0)
    for x in sidebar.child.minX..<sidebar.child.maxX {
      #expect(
        sidebar.canvas[x: x, y: sidebar.child.y].style.background
          == theme.groupedBackground.background
      )
      #expect(plain.canvas[x: x, y: plain.child.y].style.background == .default)
    }
    // "Section 1" from the header's second column.
    let sidebarTitle = sidebar.canvas[x: sidebar.header.x + 1, y: sidebar.header.y]
    #expect(sidebarTitle.character == "S")
    #expect(sidebarTitle.style.attributes.contains(.bold))
    #expect(sidebarTitle.style.background == theme.groupedBackground.background)
    let plainTitle = plain.canvas[x: plain.header.x + 1, y: plain.header.y]
    #expect(plainTitle.character == "S")
    #expect(plainTitle.style == theme.headerBar)
  }

  @Test func childrenHaveAChevronExceptInTheSidebarStyles() throws {
    func itemRow(_ keys: String) throws -> Substring {
      let lines = try render("list-appearances", keys: keys).split(separator: "\n")
      return try #require(lines.first { $0.contains("Item 0") })
    }
    #expect(try itemRow("").contains("›"))
    #expect(try !itemRow("a").contains("›"))
    #expect(try !itemRow("a a").contains("›"))
    #expect(try itemRow("a a a").contains("›"))
    #expect(try itemRow("a a a a").contains("›"))
  }
}
