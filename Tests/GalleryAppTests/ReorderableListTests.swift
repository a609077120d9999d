import CollectionView
import GalleryApp
import TerminalApp
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
    let snapshot = try screen(app).dataSource.snapshot()
    return snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).map(\.text) }
  }

  /// The emoji in the backing store, by category.
  private func stored(_ app: App) throws -> [[String]] {
    let store = try screen(app).backingStore
    return Emoji.Category.allCases.map { (store[$0] ?? []).map(\.text) }
  }

  /// The sample's table by category: what the screen starts with.
  private let initial = Emoji.Category.allCases.map { category in
    try! Emoji.load(from: .builtIn).of(category).map(\.text)
  }

  @Test func goldenScreens() throws {
    for size in sizes {
      assertGolden(
        try render("reorderable-list", size: size),
        named: "\(size.width)x\(size.height)"
      )
    }
    assertGolden(
      try render("reorderable-list", keys: "down down shift-down"),
      named: "moved-across"
    )
  }

  @Test func eightCategoriesOfTheSamplesTwentyNineEmoji() throws {
    let (app, _) = try play("reorderable-list")
    #expect(try shown(app).count == 8)
    #expect(try shown(app).joined().count == 29)
    #expect(try shown(app) == initial)
    #expect(initial[0] == ["🤣", "🥃", "😎", "🏔", "⛺️", "⌚️", "💯", "✅"])
    let row = try render("reorderable-list").split(separator: "\n")[1]
    #expect(row.hasPrefix("   🤣 ") && row.contains("Recents › ≡"))
  }

  @Test func shiftArrowsMoveWithinAndAcrossSections() throws {
    let (recents, smileys) = (initial[0], initial[1])
    let (app, clock) = try play("reorderable-list", keys: "shift-down down shift-up")
    let reordered = [recents[1], recents[2], recents[0]] + recents[3...]
    #expect(try shown(app)[0] == reordered)
    // Down to the last recent, then across into Smileys and back.
    try play(
      Array(repeating: "down", count: 6).joined(separator: " ") + " shift-down",
      on: app,
      clock: clock
    )
    #expect(try shown(app)[0] == Array(reordered.dropLast()))
    #expect(try shown(app)[1] == [recents[7]] + smileys)
    try play("shift-up shift-up", on: app, clock: clock)
    #expect(try shown(app)[0] == reordered.dropLast(2) + [recents[7], recents[6]])
    #expect(try shown(app)[1] == smileys)
    #expect(try stored(app) == shown(app))
  }

  @Test func pickUpCarriesAcrossSectionsAndEscPutsBack() throws {
    let (recents, smileys) = (initial[0], initial[1])
    let downs = Array(repeating: "down", count: 9).joined(separator: " ")
    let (app, clock) = try play("reorderable-list", keys: "m \(downs) m")
    #expect(try shown(app)[0] == Array(recents.dropFirst()))
    #expect(try shown(app)[1] == [smileys[0], recents[0]] + smileys.dropFirst())
    try play("m up up esc", on: app, clock: clock)
    #expect(try shown(app)[1] == [smileys[0], recents[0]] + smileys.dropFirst())
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
    try play("0", on: app, clock: clock)
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

  /// `u` undoes a move, and the backing store follows.
  @Test func undoPutsAMoveBack() throws {
    let (app, clock) = try play("reorderable-list", keys: "shift-down shift-down")
    #expect(try shown(app) != initial)
    try play("u", on: app, clock: clock)
    #expect(try shown(app)[0] == [initial[0][1], initial[0][0]] + initial[0][2...])
    try play("u", on: app, clock: clock)
    #expect(try shown(app) == initial)
    #expect(try stored(app) == initial)
  }
}

/// A row picked up to be carried looks lifted off the list, not like the
/// focus it also is: a platter of its own colours, with a shadow.
@Suite struct CarriedRowLookTests {
  private func canvas(_ keys: String) throws -> (Canvas, App) {
    let size = CellSize(width: 60, height: 20)
    let (app, clock) = try play("reorderable-list", size: size, keys: keys)
    var canvas = Canvas(width: size.width, height: size.height, traits: app.traits)
    app.draw(into: &canvas, now: clock.now)
    return (canvas, app)
  }

  @Test func aCarriedRowIsLiftedNotFocused() throws {
    // The second row, focused, then picked up; the first beside it at rest.
    let (focused, _) = try canvas("down")
    let (carried, app) = try canvas("down m")
    let row = try #require(
      app.top.drawnElements(at: .infinity).first { $0.category == .cell && $0.indexPath.item == 1 }
    ).frame
    let text = CellPoint(x: row.x + 1, y: row.y)
    let carriedStyle = carried[x: text.x, y: text.y].style
    #expect(carriedStyle != focused[x: text.x, y: text.y].style)
    #expect(carriedStyle.background != carried[x: text.x, y: row.y - 2].style.background)
    #expect(!carriedStyle.attributes.contains(.reverse))
    // Its shadow, where its separator line was.
    #expect(carried[x: text.x + 1, y: row.maxY].character == "▀")
    #expect(focused[x: text.x + 1, y: row.maxY].character == "─")
  }
}
