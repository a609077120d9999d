import CollectionView
import TerminalUI
import Testing

@testable import GalleryExamples

/// Emoji Explorer: Recents row, outline, starred list, detail screen. At
/// 80×24 focus starts on the first tile; one ↓ reaches "Smileys", eight
/// reach the list's first row.
@Suite struct EmojiExplorerTests {
  static let toListRow = "down down down down down down down down"

  @Test func goldenScreens() throws {
    for size in sizes {
      assertGolden(
        try render("emoji-explorer", size: size),
        named: "start-\(size.width)x\(size.height)"
      )
    }
    let cases: [(String, String)] = [
      ("expanded", "down right"), ("detail", "enter"),
      ("unstarred", Self.toListRow + " shift-right enter wait:1"),
    ]
    for (name, keys) in cases {
      assertGolden(try render("emoji-explorer", keys: keys), named: name)
    }
  }

  @Test func snapshotsAreTheSamplesThreeSections() throws {
    let (app, _) = try play("emoji-explorer")
    let screen = try #require(app.top as? EmojiExplorerViewController)
    let snapshot = screen.dataSource.snapshot()
    #expect(snapshot.sectionIdentifiers == [.recents, .outline, .list])
    #expect(snapshot.numberOfItems(inSection: .recents) == 8)
    let outline = screen.dataSource.snapshot(for: .outline)
    #expect(
      outline.rootItems.map { item -> String? in
        if case .category(let category) = item { category.title } else { nil }
      } == ["Smileys", "Nature", "Food", "Activities", "Travel", "Objects", "Symbols"]
    )
    #expect(outline.items.count == 28 && outline.visibleItems.count == 7)
    #expect(snapshot.numberOfItems(inSection: .list) == 21)
  }

  /// The screen x and item of the leftmost Recents tile after `rights`.
  private func firstTile(rights: Int) throws -> (item: Int, x: Int)? {
    let keys = Array(repeating: "right", count: rights).joined(separator: " ")
    return parseFrames(try render("emoji-explorer", keys: keys, format: .frames))
      .filter { $0.kind == "cell" && $0.section == 0 }
      .min { $0.x < $1.x }
      .map { ($0.item, $0.x) }
  }

  @Test func recentsComeToRestWithATilesLeadingEdgeAtTheStart() throws {
    // Tiles are 21–22 columns with 2 between, four in view: the row stays
    // put until the fourth, then each step brings the next tile's edge to
    // the inset (column 2), never partway through a tile.
    #expect(try firstTile(rights: 2)?.item == 0)
    for rights in 3...6 {
      let tile = try #require(try firstTile(rights: rights))
      #expect(tile.item == rights - 2 && tile.x == 2)
    }
  }

  /// Rows of the outline section on screen.
  private func outlineRows(_ keys: String) throws -> Int {
    parseFrames(try render("emoji-explorer", size: sizes[1], keys: keys, format: .frames))
      .filter { $0.kind == "cell" && $0.section == 1 }.count
  }

  @Test func categoriesExpandAndCollapse() throws {
    #expect(try outlineRows("") == 7)
    #expect(try outlineRows("down right") == 10)
    #expect(try outlineRows("down enter") == 10)
    #expect(try outlineRows("down right left") == 7)
    #expect(try outlineRows("down enter enter") == 7)
    #expect(try outlineRows("down right down down down down right") == 13)
    // ← on a child collapses its parent and focuses it.
    let (app, _) = try play("emoji-explorer", keys: "down right down left")
    let screen = try #require(app.top as? EmojiExplorerViewController)
    #expect(screen.dataSource.focusedItem(in: screen.collectionView) == .category(.smileys))
    #expect(screen.dataSource.snapshot(for: .outline).visibleItems.count == 7)
    let expanded = try render("emoji-explorer", keys: "down right")
    let smileys = try #require(expanded.split(separator: "\n").first { $0.contains("Smileys") })
    #expect(smileys.hasPrefix("  Smileys ") && smileys.contains("▾"))
    #expect(smileys.firstIndex(of: "▾")! > smileys.firstIndex(of: "y")!)
    #expect(expanded.contains("😂 Laughing"))
  }

  /// The star is the list row's leading swipe action: Shift-→ shows it
  /// over the row, Enter (or Shift-→ again, a full swipe) performs it.
  @Test func fiveSeededStarsAndTheLeadingSwipeActionTogglesOne() throws {
    let (app, clock) = try play("emoji-explorer", keys: Self.toListRow)
    let screen = try #require(app.top as? EmojiExplorerViewController)
    #expect(screen.starredEmojis.count == 5)
    let first = try #require(Emoji.load(from: .builtIn).of(.smileys).first)
    #expect(screen.dataSource.focusedItem(in: screen.collectionView) == .listEmoji(first))
    let wasStarred = screen.starredEmojis.contains(first)
    func rowText() -> Substring? {
      screenText(of: app).split(separator: "\n").first { $0.contains("Happy") }
    }
    #expect(rowText()?.contains("✶") == wasStarred)
    try play("shift-right", on: app, clock: clock)
    // The row slides aside for its action.
    #expect(rowText()?.hasPrefix("   \(wasStarred ? "⋆ Unstar" : "✶ Star")  😀 Happy") == true)
    try play("enter wait:1", on: app, clock: clock)
    #expect(screen.starredEmojis.contains(first) == !wasStarred)
    #expect(rowText()?.contains("✶") == !wasStarred)
    try play("shift-right shift-right", on: app, clock: clock)
    #expect(screen.starredEmojis.contains(first) == wasStarred)
    // Stars belong to list rows: a tile offers no swipe action.
    #expect(!screenText(of: try play("emoji-explorer").app).contains("shift-→"))
    let onTile = try play("emoji-explorer", keys: "shift-right").app
    #expect((onTile.top as? EmojiExplorerViewController)?.starredEmojis == screen.starredEmojis)
    let seeds = try (0..<4).map { seed in
      try #require(play("emoji-explorer", seed: seed).app.top as? EmojiExplorerViewController)
        .starredEmojis
    }
    #expect(Set(seeds).count > 1)
  }

  @Test func enterOpensTheDetailScreenAndEscReturns() throws {
    for (keys, name) in [("right enter", "Whiskey"), ("down right down enter", "Happy")] {
      let (app, clock) = try play("emoji-explorer", keys: keys)
      let detail = try #require(app.top as? EmojiDetailScreen)
      #expect(detail.emoji.title == name)
      #expect(screenText(of: app).contains(name))
      try play("esc", on: app, clock: clock)
      #expect(app.top is EmojiExplorerViewController)
    }
    #expect(try render("emoji-explorer", keys: "enter esc") == render("emoji-explorer"))
    // Enter on a list row opens its emoji.
    let list = try play("emoji-explorer", keys: Self.toListRow + " enter").app
    #expect((list.top as? EmojiDetailScreen)?.emoji.title == "Happy")
  }
}
