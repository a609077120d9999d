import CollectionView
import TerminalUI
import Testing

@testable import GalleryExamples

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct EmojiExplorerListTests {
  @Test func goldenScreens() throws {
    for size in sizes {
      assertGolden(
        try render("emoji-explorer-list", size: size),
        named: "\(size.width)x\(size.height)"
      )
    }
  }

  @Test func oneSectionPerCategoryTwentyNineRows() throws {
    let (app, _) = try play("emoji-explorer-list")
    let screen = try #require(app.top as? EmojiExplorerListViewController)
    let snapshot = screen.dataSource.snapshot()
    #expect(snapshot.sectionIdentifiers == Emoji.Category.allCases)
    #expect(
      snapshot.sectionIdentifiers.map { snapshot.numberOfItems(inSection: $0) }
        == [8, 3, 3, 3, 3, 3, 3, 3]
    )
    #expect(snapshot.itemIdentifiers.count == 29)
    #expect(Set(snapshot.itemIdentifiers).count == 29)
  }

  /// The sample's table, entry for entry: a repeated glyph is an item of
  /// its own in each category.
  @Test func theEmojiAreTheSamplesTable() throws {
    let emoji = try Emoji.load(from: .builtIn)
    #expect(emoji.count == 29)
    #expect(
      emoji.of(.recents).map(\.title) == [
        // The sample names the watch with Apple's logo, a private-use character.
        "Rolling on the floor laughing", "Whiskey", "Cool", "Mountains", "Camping",
        "\u{F8FF} Watch", "Best", "LGTM",
      ]
    )
    #expect(emoji.of(.symbols).map(\.text) == ["❤️", "☮️", "💯"])
    let rolling = emoji.filter { $0.text == "🤣" }
    #expect(rolling.map(\.category) == [.recents, .smileys] && rolling[0] != rolling[1])
    #expect(Set(emoji).count == 29)
  }

  /// Without the table (its folder is not there), each screen that shows
  /// it says why; an unknown
  /// category is an error naming its line.
  @Test func withoutTheTableTheScreensSayWhy() throws {
    for id in ["emoji-explorer", "emoji-explorer-list", "reorderable-list"] {
      let (app, _) = try play(
        id,
        resources: Resources(overrideDirectory: "/nonexistent-gallery-data")
      )
      #expect(screenText(of: app).contains("/nonexistent-gallery-data: not found"), "\(id)")
    }
    let table = "category\temoji\tname\nsmileys\t😀\tHappy\nplants\t🌵\tCactus\n"
    withTemporaryFolder(holding: ["emoji.tsv": table]) { directory in
      #expect {
        try Emoji.load(from: Resources(overrideDirectory: directory))
      } throws: { error in
        "\(error)" == directory + "/emoji.tsv:3: unknown category 'plants'"
      }
    }
  }

  /// Glyphs whose width terminals disagree on (VS16, ZWJ, text
  /// presentation) are drawn by the canvas's fallback, so every row's
  /// trailing chevron lands in the same column.
  @Test func rowsLineUpWhateverTheGlyph() throws {
    let (app, clock) = try play("emoji-explorer-list", size: CellSize(width: 80, height: 90))
    var canvas = Canvas(size: app.size)
    app.draw(into: &canvas, now: clock.now)
    var chevrons: [Int] = []
    var titleStarts: [Int] = []
    for y in 1..<canvas.height - 1 {
      let row = (0..<canvas.width).map { canvas[x: $0, y: y].glyph.character }
      if let x = row.lastIndex(of: "›") { chevrons.append(x) }
      let text = String(row)
      if ["Cool", "Mountains", "Camping", "Happy", "Love"].contains(where: text.contains),
        let x = row.firstIndex(where: \.isUppercase)
      {
        titleStarts.append(x)
      }
    }
    #expect(chevrons.count == 29)
    #expect(Set(chevrons).count == 1)
    // Narrow glyphs (🏔, ❤) get the same image column as wide ones.
    #expect(titleStarts.count == 7 && Set(titleStarts).count == 1)
    for (text, drawn) in [("⛺️", "⛺"), ("⌚️", "⌚"), ("🚴‍♀️", "🚴"), ("❤️", "❤️")] {
      #expect(CharacterWidth.glyphs(for: Character(text)).map(\.character) == [Character(drawn)])
    }
  }

  /// Love and Peace are emoji in the sample's table (❤ and ☮ asked for
  /// their emoji form): drawn as emoji, two columns, not as small text
  /// symbols.
  @Test func loveAndPeaceAreDrawnAsEmoji() throws {
    let (app, clock) = try play("emoji-explorer-list", size: CellSize(width: 80, height: 90))
    var canvas = Canvas(size: app.size)
    app.draw(into: &canvas, now: clock.now)
    for (emoji, name) in [("❤️", "Love"), ("☮️", "Peace")] {
      let y = try #require(
        (0..<canvas.height).first { y in
          String((0..<canvas.width).map { canvas[x: $0, y: y].character }).contains(name)
        }
      )
      let cell = try #require(
        (0..<canvas.width).map { canvas[x: $0, y: y] }.first { $0.character == Character(emoji) }
      )
      #expect(cell.width == 2, "\(name)")
    }
  }

  @Test func enterOpensTheFocusedEmojiAndEscReturns() throws {
    let (app, clock) = try play("emoji-explorer-list", keys: "down down enter")
    let detail = try #require(app.top as? EmojiDetailScreen)
    #expect(detail.emoji.title == "Cool")
    #expect(detail.title == "Outlines › Emoji Explorer - List › Cool")
    try play("esc", on: app, clock: clock)
    #expect(app.top is EmojiExplorerListViewController)
    #expect(
      try render("emoji-explorer-list", keys: "down down enter esc")
        == render("emoji-explorer-list", keys: "down down")
    )
  }
}
