import CollectionView
import SnapshotTesting
import TerminalUI
import Testing

@testable import GalleryExamples

@Suite struct EmojiExplorerListTests {
  @Test func goldenScreens() throws {
    for size in sizes {
      assertSnapshot(
        of: try render("emoji-explorer-list", size: size),
        as: .lines,
        named: "\(size.width)x\(size.height)"
      )
    }
  }

  @Test func oneSectionPerCategoryTwentyNineRows() throws {
    let (app, _) = try play("emoji-explorer-list")
    let screen = try #require(app.top as? EmojiExplorerListViewController)
    let snapshot = screen.collectionView.dataSource.snapshot()
    #expect(snapshot.sectionIdentifiers == Emoji.Category.allCases)
    #expect(
      snapshot.sectionIdentifiers.map { snapshot.numberOfItems(inSection: $0) }
        == [8, 3, 3, 3, 3, 3, 3, 3]
    )
    #expect(snapshot.itemIdentifiers.count == 29)
    #expect(Set(snapshot.itemIdentifiers).count == 29)
  }

  /// Every glyph is one two-column grapheme, so rows line up in any terminal.
  @Test func everyEmojiIsUnambiguouslyTwoColumns() {
    for emoji in Emoji.Category.allCases.flatMap(\.emojis) {
      #expect(emoji.text.unicodeScalars.count == 1, "\(emoji.title)")
      #expect(CharacterWidth.width(of: emoji.text) == 2, "\(emoji.title)")
    }
  }

  @Test func enterOpensTheFocusedEmojiAndEscReturns() throws {
    let (app, clock) = try play("emoji-explorer-list", keys: "down down enter")
    let detail = try #require(app.top as? EmojiDetailScreen)
    #expect(detail.emoji.title == "Fire")
    #expect(detail.title == "Outlines › Emoji Explorer - List › Fire")
    try play("esc", on: app, clock: clock)
    #expect(app.top is EmojiExplorerListViewController)
    #expect(
      try render("emoji-explorer-list", keys: "down down enter esc")
        == render("emoji-explorer-list", keys: "down down")
    )
  }
}
