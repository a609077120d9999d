import TerminalApp
import TerminalUI
import Testing

@testable import GalleryApp
@testable import GalleryExamples

/// Key scripts through the whole app: expand, open, scroll, back.
@Suite struct InteractionTests {
  @Test func menuStartsCollapsedAndEnterExpands() throws {
    let collapsed = try render("menu")
    #expect(collapsed.contains("▸ Compositional Layout"))
    #expect(!collapsed.contains("Getting Started"))
    let expanded = try render("menu", keys: "enter")
    #expect(expanded.contains("▾ Compositional Layout"))
    #expect(expanded.contains("▸ Getting Started"))
    let collapsedAgain = try render("menu", keys: "enter enter")
    #expect(!collapsedAgain.contains("Getting Started"))
  }

  @Test func rightAndLeftExpandAndCollapse() throws {
    #expect(try render("menu", keys: "right").contains("Getting Started"))
    #expect(!(try render("menu", keys: "right left").contains("Getting Started")))
    // ← on a child collapses its parent and focuses it: the top-level
    // groups alone are left.
    let screen = try render("menu", keys: "right down left", format: .frames)
    #expect(parseFrames(screen).count == Catalogue.root.count)
  }

  @Test func enterOnAnExampleOpensItAndEscComesBackWithTheMenuAsItWas() throws {
    let opened = try render("menu", keys: "enter down enter down down enter")
    #expect(opened.hasPrefix(" Compositional Layout › Getting Started › Grid"))
    #expect(opened.contains("│      1      │"))
    let back = try render("menu", keys: "enter down enter down down enter esc")
    #expect(back.hasPrefix(" Modern Collection Views"))
    #expect(back.contains("Two-Column Grid"))
  }

  @Test func escFromAnExampleOpenedDirectlyFindsItInTheMenu() throws {
    let menu = try render("two-column-grid", keys: "esc")
    #expect(menu.hasPrefix(" Modern Collection Views"))
    #expect(menu.contains("▾ Getting Started"))
    let reopened = try render("two-column-grid", keys: "esc enter")
    #expect(reopened.hasPrefix(" Compositional Layout › Getting Started › Two-Column Grid"))
  }

  /// The menu under an example opened directly is made only when Esc
  /// goes back to it, and then looks as if it had been there all along.
  @Test func theMenuUnderADirectOpenIsMadeOnlyWhenNeeded() throws {
    let (app, clock) = try play("two-column-grid", keys: "down right")
    let menu = try #require(app.stack.first as? DeferredScreen)
    #expect(app.stack.count == 2 && !menu.isMade)
    try play("esc", on: app, clock: clock)
    #expect(menu.isMade && app.stack.count == 1)
    let direct = try render("menu", keys: "enter down enter down")
    #expect(screenText(of: app) == direct)
  }

  /// The menu made late takes the app's traits as any screen on its stack
  /// does: here the light palette.
  @Test func theMenuUnderADirectOpenTakesTheAppsTraits() throws {
    let (app, clock) = try HeadlessRender.makeApp(
      target: "grid",
      size: CellSize(width: 80, height: 24),
      seed: 0,
      appearance: .light,
      resources: .forCurrentProcess()
    )
    try play("esc", on: app, clock: clock)
    let menu = try #require(app.stack.first as? DeferredScreen)
    let controller = try #require(menu.screen as? ViewController)
    #expect(controller.view.traits.appearance == .light)
  }

  @Test func pageDownScrollsAndFocusFollows() throws {
    let top = try render("list")
    #expect(top.split(separator: "\n")[1].hasPrefix(" 0"))
    let paged = try render("list", keys: "pgdn")
    let firstRow = paged.split(separator: "\n")[1]
    #expect(firstRow.hasPrefix(" 21"))
    let end = try render("grid", keys: "end", format: .frames)
    #expect(parseFrames(end).contains { $0.item == 93 })
  }

  @Test func gridFramesAreFiveEqualCellsARowFifteenByEight() throws {
    // A fifth of the 79 columns beside the scrollbar, snapped once to 15
    // and tiled, the 4 columns left over split 2 and 2; 7.9 rows high,
    // snapped to 8.
    let frames = parseFrames(try render("grid", format: .frames))
    #expect(frames.allSatisfy { $0.kind == "cell" && $0.w == 15 && $0.h == 8 })
    let firstRow = frames.filter { $0.y == 1 }
    #expect(firstRow.map(\.item) == [0, 1, 2, 3, 4])
    #expect(firstRow.map(\.x) == [2, 17, 32, 47, 62])
    #expect(frames.map(\.y).max() == 17)
  }

  @Test func downMovesFocusToTheCellBelowAndScrollsItIntoView() throws {
    let frames = parseFrames(try render("grid", keys: "down down down", format: .frames))
    // Item 15 is focused on the fourth row, brought fully into view.
    let focusedRow = frames.filter { $0.item == 15 }
    #expect(focusedRow.first.map { $0.y + $0.h } == 23)
  }

  @Test func qQuitsAndQuestionMarkShowsHelp() throws {
    #expect(try play("grid", keys: "q").app.isFinished)
    #expect(try play("grid", keys: "ctrl-c").app.isFinished)
    #expect(!(try play("grid", keys: "down").app.isFinished))
    // Nothing after q is played: the loop has ended.
    let (quit, _) = try play("grid", keys: "q right")
    let screen = try #require(quit.top as? GridViewController)
    #expect(screen.dataSource.focusedItem(in: screen.collectionView) == 0)
    #expect(try render("grid", keys: "?").contains(" Keys "))
    #expect(!(try render("grid", keys: "? x").contains(" Keys ")))
  }

  @Test func sameArgumentsSameOutput() throws {
    let first = try render("two-column-grid", keys: "down right pgdn", format: .ansi)
    let second = try render("two-column-grid", keys: "down right pgdn", format: .ansi)
    #expect(first == second)
    #expect(first.contains("\u{1B}["))
  }

  @Test func noSettleShowsAnExpansionMidway() throws {
    // Expanding Compositional Layout: its three children fade in below it
    // while the groups after it slide down out of their way.
    let settled = parseFrames(try render("menu", keys: "enter", format: .frames))
    let midway = parseFrames(
      try render("menu", keys: "enter wait:0.1", format: .frames, settle: false)
    )
    #expect(settled.count == Catalogue.root.count + 3)
    let appearing = midway.filter { $0.opacity < 1 }
    #expect(appearing.map(\.y) == [2, 3, 4])
    #expect(appearing.allSatisfy { $0.opacity > 0.1 })
    // Lists, the third group, is on its way from row 3 to row 6.
    let lists = try #require(settled.first { $0.item == 5 })
    let listsMidway = try #require(midway.first { $0.item == 5 })
    #expect(lists.y == 6 && listsMidway.y > 3 && listsMidway.y < 6)
    #expect(
      try render("menu", keys: "enter wait:1", settle: false) == render("menu", keys: "enter")
    )
  }
}

@Suite struct ColourTests {
  /// Focus shows by shape as well as colour: a focused cell's box is heavy
  /// and a focused row's bar is reverse video, so both survive monochrome.
  @Test func withoutColourFocusStillShows() throws {
    func monochrome(_ target: String) throws -> String {
      try HeadlessRender.render(
        target: target,
        size: CellSize(width: 80, height: 24),
        script: [],
        seed: 0,
        format: .ansi,
        settle: true,
        colorDepth: .monochrome
      )
    }
    let grid = try monochrome("grid")
    #expect(!grid.contains("38;2;") && !grid.contains("48;2;"))
    // The row starts 2 columns in: half the columns left over by five
    // whole-column cells.
    #expect(grid.split(separator: "\n")[1].hasPrefix("  ┏━"))
    #expect(grid.components(separatedBy: "┏").count == 2)
    #expect(try monochrome("list").contains("\u{1B}[0;1;7m 0 "))
    let truecolor = try render("grid", format: .ansi)
    #expect(truecolor.split(separator: "\n")[1].hasPrefix("  \u{1B}[0;33m┏━"))
  }
}
