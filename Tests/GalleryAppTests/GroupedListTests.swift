import CollectionView
import TerminalApp
import TerminalUI
import Testing

@testable import GalleryApp

/// Grouped lists look grouped: an inset-grouped section's rows sit on a
/// block set in from the sides, sections a blank line apart.
@Suite struct GroupedListTests {
  /// The runs of content rows whose cells at `column` are on the theme's
  /// grouped block (or the focus bar, which covers it), as (first row, row
  /// count).
  static func blocks(_ target: String, keys: String = "", column: Int) throws -> [(Int, Int)] {
    let (app, _) = try play(target, keys: keys)
    var canvas = Canvas(width: app.size.width, height: app.size.height, traits: app.traits)
    app.draw(into: &canvas, now: .infinity)
    let block = canvas.theme.groupedBackground.background
    let focused = canvas.theme.focused
    var runs: [(Int, Int)] = []
    for y in 1..<canvas.height - 1 {
      let style = canvas[x: column, y: y].style
      guard style.background == block || style == focused else { continue }
      if let last = runs.last, last.0 + last.1 == y {
        runs[runs.count - 1].1 += 1
      } else {
        runs.append((y, 1))
      }
    }
    return runs
  }

  @Test func wiFiIsTwoInsetBlocks() throws {
    // The config section (the switch, the current network) and the
    // networks, a blank line between; nothing in the inset margins.
    let runs = try Self.blocks("wifi-settings", keys: "down", column: 10)
    #expect(runs.count == 2)
    #expect(runs.first.map { $0.0 == 1 && $0.1 == 3 } == true, "\(runs)")
    #expect(runs.count == 2 && runs[1].0 == 5)
    #expect(try Self.blocks("wifi-settings", keys: "down", column: 0).isEmpty)
  }

  @Test func wiFiOffIsOneBlock() throws {
    #expect(try Self.blocks("wifi-settings", keys: "enter", column: 10).map(\.1) == [1])
  }

  @Test func eachCategoryOfTheReorderableListIsABlock() throws {
    // Recents (8 emoji: 15 rows with separators), then the next category.
    let runs = try Self.blocks("reorderable-list", column: 10)
    #expect(runs.count >= 2)
    #expect(runs.first.map { $0.1 } == 15)
  }

  @Test func plainListsHaveNoBlocks() throws {
    // Only the focus bar.
    #expect(try Self.blocks("list-appearances", column: 10).map(\.1) == [1])
    #expect(
      try Self.blocks("list-appearances", keys: "a a a a", column: 10).map(\.1).max() ?? 0 > 1
    )
  }

  /// A grouped list is a block edge to edge, an inset-grouped one a block
  /// set in from the sides: the two read differently from each other and
  /// from a plain list.
  @Test func groupedRunsEdgeToEdgeAndInsetGroupedIsSetIn() throws {
    let grouped = try Self.blocks("list-appearances", keys: "a a a down", column: 0)
    #expect(grouped.map(\.1).max() ?? 0 > 1, "\(grouped)")
    #expect(try Self.blocks("list-appearances", keys: "a a a a down", column: 0).isEmpty)
    #expect(try Self.blocks("list-appearances", keys: "down", column: 0).map(\.1) == [1])
  }

  /// While rows move or go, the block they sit on stays whole: no cell
  /// where the block is both before and after the change shows the
  /// terminal's own background in any frame (a moving row is opaque on
  /// its block, a deleted one fades with its piece of the block).
  @Test(arguments: [
    ("table-view-editing", "down down", "e shift-down"),
    ("table-view-editing", "down down", "e shift-up"),
    ("table-view-editing", "down", "delete"),
    ("reorderable-list", "down down down", "m down"),
    ("reorderable-list", "down down", "m up m"),
  ])
  func aBlockStaysWholeWhileItsRowsMove(_ target: String, before: String, change: String) throws {
    let column = 10
    let beforeRows = Set(
      try Self.blocks(target, keys: before, column: column).flatMap { $0.0..<$0.0 + $0.1 }
    )
    let afterRows = Set(
      try Self.blocks(target, keys: before + " " + change, column: column).flatMap {
        $0.0..<$0.0 + $0.1
      }
    )
    let kept = beforeRows.intersection(afterRows)
    #expect(kept.count > 3)
    let (app, clock) = try play(target, keys: before)
    try play(change, on: app, clock: clock)
    var frames = 0
    while app.isAnimating {
      var canvas = Canvas(width: app.size.width, height: app.size.height, traits: app.traits)
      app.draw(into: &canvas, now: clock.now)
      for y in kept.sorted() {
        #expect(
          canvas[x: column, y: y].style.background != .default,
          "\(target) \(change): a hole at row \(y) in frame \(frames)"
        )
      }
      frames += 1
      try play("wait:0.016", on: app, clock: clock)
    }
    #expect(frames > 5)
  }
}
