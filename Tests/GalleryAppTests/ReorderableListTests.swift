import CollectionView
import SnapshotTesting
import TerminalUI
import Testing

@testable import GalleryExamples

@Suite struct ReorderableListTests {
  private typealias Screen = ReorderableListViewController

  private func screen(_ app: App) throws -> Screen {
    try #require(app.top as? Screen)
  }

  /// The emoji on screen, by section.
  private func shown(_ app: App) throws -> [[String]] {
    let snapshot = try screen(app).collectionView.dataSource.snapshot()
    return snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).map(\.text) }
  }

  /// The emoji in the backing store, by category.
  private func stored(_ app: App) throws -> [[String]] {
    let store = try screen(app).backingStore
    return Screen.Category.allCases.map { (store[$0] ?? []).map(\.text) }
  }

  private let initial = Screen.Category.allCases.map { $0.emoji.map(\.text) }

  @Test func goldenScreens() throws {
    for size in sizes {
      assertSnapshot(
        of: try render("reorderable-list", size: size),
        as: .lines,
        named: "\(size.width)x\(size.height)"
      )
    }
    assertSnapshot(
      of: try render("reorderable-list", keys: "down down shift-down"),
      as: .lines,
      named: "moved-across"
    )
  }

  @Test func eightCategoriesOfTwentyNineEmojiOfWidthTwo() throws {
    let (app, _) = try play("reorderable-list")
    #expect(try shown(app).count == 8)
    #expect(try shown(app).joined().count == 29)
    #expect(try shown(app) == initial)
    for text in initial.joined() {
      #expect(CharacterWidth.width(of: text) == 2 && text.unicodeScalars.count == 1)
    }
    let row = try render("reorderable-list").split(separator: "\n")[1]
    #expect(row.hasPrefix("   🎉 ") && row.contains("Recents › ≡"))
  }

  @Test func shiftArrowsMoveWithinAndAcrossSections() throws {
    let (app, clock) = try play("reorderable-list", keys: "shift-down down shift-up")
    #expect(try shown(app)[0] == ["🚀", "🎯", "🎉"])
    try play("down shift-down", on: app, clock: clock)
    #expect(try shown(app)[0] == ["🚀", "🎯"])
    #expect(try shown(app)[1] == ["🎉", "😀", "😂", "😍", "😎"])
    try play("shift-up shift-up", on: app, clock: clock)
    #expect(try shown(app)[0] == ["🚀", "🎉", "🎯"])
    #expect(try shown(app)[1] == ["😀", "😂", "😍", "😎"])
    #expect(try stored(app) == shown(app))
  }

  @Test func pickUpCarriesAcrossSectionsAndEscPutsBack() throws {
    let (app, clock) = try play("reorderable-list", keys: "m down down down down m")
    #expect(try shown(app)[0] == ["🚀", "🎯"])
    #expect(try shown(app)[1] == ["😀", "🎉", "😂", "😍", "😎"])
    try play("m up up esc", on: app, clock: clock)
    #expect(try shown(app)[1] == ["😀", "🎉", "😂", "😍", "😎"])
    #expect(try stored(app) == shown(app))
  }

  @Test(arguments: ["", "t"])
  func theBackingStoreFollowsTheMovesByEitherMethod(_ method: String) throws {
    let moves = " down down shift-down shift-down down down down down shift-up"
    let (app, clock) = try play("reorderable-list", keys: method + moves)
    let moved = try shown(app)
    #expect(moved != initial)
    #expect(try stored(app) == moved)
    // Reloading the backing store shows the rows where they were left.
    try play("r", on: app, clock: clock)
    #expect(try shown(app) == moved)
    // Reloading the initial store puts every row back, and the store too.
    try play("i", on: app, clock: clock)
    #expect(try shown(app) == initial)
    try play("r", on: app, clock: clock)
    #expect(try shown(app) == initial)
  }

  @Test func tTogglesTheMethodShownInTheTitle() throws {
    let (app, clock) = try play("reorderable-list")
    #expect(try screen(app).reorderingMethod == .collectionDifference)
    #expect(screenText(of: app).hasPrefix(" Lists › Reorderable List — Collection Difference"))
    try play("t", on: app, clock: clock)
    #expect(try screen(app).reorderingMethod == .finalSnapshot)
    #expect(screenText(of: app).hasPrefix(" Lists › Reorderable List — Final Snapshot Items"))
    try play("t", on: app, clock: clock)
    #expect(try screen(app).reorderingMethod == .collectionDifference)
  }
}
