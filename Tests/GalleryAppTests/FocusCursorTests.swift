import CollectionView
import Foundation
import TerminalApp
import TerminalUI
import Testing

@testable import GalleryApp

/// After every frame the terminal's cursor rests on what has the focus, so
/// screen readers and braille displays can follow it.
@Suite struct FocusCursorTests {
  static func pilot(_ target: String, keys: String) throws -> Pilot {
    let (app, clock) = try HeadlessRender.makeApp(
      target: target,
      size: CellSize(width: 80, height: 24),
      seed: 0
    )
    let pilot = Pilot(app: app, clock: clock)
    try pilot.run(keys)
    return pilot
  }

  @Test(arguments: [("grid", "right down"), ("list", "down down"), ("emoji-explorer", "down")])
  func theCursorRestsOnTheFocusedItem(target: String, keys: String) throws {
    let pilot = try Self.pilot(target, keys: keys + " wait:1")
    let focused = try #require(
      pilot.app.top.inspectedCollectionView?.layoutInspection(at: pilot.clock.now)?.focusedIndexPath
    )
    let cell = try #require(
      pilot.drawnElements.first { $0.category == .cell && $0.indexPath == focused && !$0.isDeleted }
    )
    let cursor = try #require(pilot.cursor)
    #expect(cursor == CellPoint(x: max(cell.frame.x, 0), y: max(cell.frame.y, 1)))
  }

  @Test func whileTypingTheCursorIsAfterTheQuery() throws {
    let pilot = try Self.pilot("mountains-search", keys: "\"ma\"")
    let row = Array(pilot.text.split(separator: "\n", omittingEmptySubsequences: false)[1])
    let slash = try #require(row.firstIndex(of: "/"))
    // "/ ma": the cursor on the cell after the a.
    #expect(pilot.cursor == CellPoint(x: slash + 4, y: 1))
    try pilot.run("esc")
    #expect(pilot.cursor?.y ?? 0 > 1)
  }

  @Test func thePaletteAndHelpTakeTheCursor() throws {
    let pilot = try Self.pilot("grid", keys: "ctrl-p")
    let cursor = try #require(pilot.cursor)
    // On the selected entry, drawn in the focus colours.
    let canvas = try #require(pilot.terminal.lastCanvas)
    #expect(canvas[x: cursor.x, y: cursor.y].style == canvas.theme.focused)
    try pilot.run("esc ?")
    let help = try #require(pilot.cursor)
    #expect(
      pilot.text.split(separator: "\n", omittingEmptySubsequences: false)[help.y - 2].contains(
        "Keys"
      )
    )
  }

  /// In a real terminal (a tmux pane) the cursor is where the headless run
  /// puts it, after each key.
  @Test(
    .enabled(
      if: TmuxPane.executable != nil || isContinuousIntegration,
      "tmux is not installed (with CI=true this fails instead)"
    )
  )
  func aRealTerminalsCursorFollowsTheFocus() throws {
    try GalleryRun.start(["grid"]) { run in
      try run.pane.waitForScreen("Grid") { $0.contains("Grid") && $0.contains("move") }
      for (key, script) in [("Right", "right"), ("Down", "right down")] {
        try run.pane.sendKeys(key)
        let expected = try #require(try Self.pilot("grid", keys: script + " wait:1").cursor)
        try poll("the cursor at \(expected)") {
          try run.pane.display("#{cursor_x},#{cursor_y}") == "\(expected.x),\(expected.y)"
            ? () : nil
        }
      }
      try run.pane.sendKeys("q")
      try run.expectTerminalGivenBack(status: 0)
    }
  }
}
