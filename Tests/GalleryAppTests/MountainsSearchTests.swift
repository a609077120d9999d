import CollectionView
import TerminalUI
import Testing

@testable import GalleryExamples

@Suite struct MountainsSearchTests {
  private func makeScreen() throws -> MountainsViewController {
    let session = GallerySession(clock: VirtualClock(), seed: 0)
    let screen = try #require(
      Catalogue.makeScreen(id: "mountains-search", session: session) as? MountainsViewController
    )
    screen.loadViewIfNeeded()
    return screen
  }

  @Test func snapshotIsOneSectionOfEveryMountainByName() throws {
    let screen = try makeScreen()
    let snapshot = screen.snapshot(for: "")
    #expect(snapshot.sectionIdentifiers == [.main])
    let names = snapshot.itemIdentifiers.map { screen.mountainsController.mountain($0).name }
    #expect(names.count == 387)
    #expect(names == names.sorted())
    #expect(names.first == "Acamarachi")
    #expect(names.contains("Huascarán Sur") && names.contains("Popocatépetl"))
    #expect(screen.dataSource.snapshot() == snapshot)
  }

  @Test(arguments: ["mount", "ISH", "CARÁN", "peak (", "zzz", ""])
  func filterIsACaseInsensitiveSubstringOfTheName(_ filter: String) throws {
    let screen = try makeScreen()
    let mountains = screen.mountainsController.mountains
    let expected = mountains.filter {
      filter.isEmpty || $0.name.lowercased().contains(filter.lowercased())
    }.sorted { $0.name < $1.name }.map(\.id)
    #expect(screen.snapshot(for: filter).itemIdentifiers == expected)
  }

  @Test func typingFiltersEveryKeystroke() throws {
    let (app, clock) = try play("mountains-search", keys: "\"mo\"")
    let screen = try #require(app.top as? MountainsViewController)
    #expect(screen.searchField.text == "mo")
    #expect(screen.capturesKeys)
    let afterTwo = screen.dataSource.snapshot().numberOfItems
    try play("u", on: app, clock: clock)
    let afterThree = screen.dataSource.snapshot().numberOfItems
    #expect(afterTwo > afterThree && afterThree > 0)
  }

  @Test func goldenScreens() throws {
    let cases: [(String, String)] = [
      ("all", ""), ("mount", "\"mount\""), ("ish", "\"ISH\""), ("no-match", "\"xyzzy\""),
    ]
    for (name, keys) in cases {
      for size in sizes {
        assertGolden(
          try render("mountains-search", size: size, keys: keys),
          named: "\(name)-\(size.width)x\(size.height)"
        )
      }
    }
  }

  @Test func caseDoesNotMatterAndNoMatchSaysSo() throws {
    let lower = try render("mountains-search", keys: "\"ish\"").split(separator: "\n")
    let upper = try render("mountains-search", keys: "\"ISH\"").split(separator: "\n")
    #expect(lower.dropFirst(2) == upper.dropFirst(2))
    #expect(upper[1].contains("ISH") && upper[1].contains("5 of 387"))
    let none = try render("mountains-search", keys: "\"xyzzy\"")
    #expect(none.contains("No mountains match “xyzzy”"))
    #expect(none.contains("0 of 387"))
    #expect(try render("mountains-search", keys: "\"mount\"").contains("47 of 387"))
  }

  @Test func backspacingToNothingShowsEverythingAgain() throws {
    let start = try render("mountains-search")
    let back = try render(
      "mountains-search",
      keys: "\"mount\" backspace backspace backspace backspace backspace"
    )
    #expect(back == start)
    #expect(start.contains("387 mountains"))
    let cleared = try render("mountains-search", keys: "\"mount\" ctrl-u")
    #expect(cleared == start)
  }

  @Test func threeColumnsWhenWide() throws {
    let narrow = parseFrames(try render("mountains-search", format: .frames))
    // Two columns of 36 in the 75 inside the insets and the scrollbar, a
    // result a row: at least 30 results at 80×24.
    #expect(Set(narrow.map(\.x)) == [2, 40])
    #expect(narrow.allSatisfy { $0.h == 1 && $0.w == 36 })
    #expect(narrow.filter { $0.y + $0.h <= 22 }.count >= 30)
    let wide = parseFrames(
      try render("mountains-search", size: CellSize(width: 120, height: 40), format: .frames)
    )
    #expect(Set(wide.map(\.x)).count == 3)
    // 10pt spacing: two columns between cells; rows follow one another.
    let firstRow = wide.filter { $0.y == wide[0].y }.sorted { $0.x < $1.x }
    #expect(firstRow[1].x - (firstRow[0].x + firstRow[0].w) == 2)
    let secondRowY = try #require(wide.map(\.y).filter { $0 > wide[0].y }.min())
    #expect(secondRowY == wide[0].y + 1)
    let tall = parseFrames(
      try render("mountains-search", size: CellSize(width: 200, height: 60), format: .frames)
    )
    #expect(tall.count >= 150)
  }

  /// Mid-animation, a mountain that stays is strictly between where it was
  /// and where it goes.
  @Test func itemsThatStaySlideToTheirNewPlaces() throws {
    let screen = try makeScreen()
    let all = screen.snapshot(for: "").itemIdentifiers
    let filtered = screen.snapshot(for: "am").itemIdentifiers
    let start = parseFrames(try render("mountains-search", format: .frames))
    let end = parseFrames(try render("mountains-search", keys: "\"am\"", format: .frames))
    let middle = parseFrames(
      try render("mountains-search", keys: "\"am\" wait:0.1", format: .frames, settle: false)
    )
    var checked = 0
    for (newIndex, id) in filtered.enumerated() {
      let oldIndex = try #require(all.firstIndex(of: id))
      guard oldIndex != newIndex,
        let from = start.first(where: { $0.item == oldIndex }),
        let to = end.first(where: { $0.item == newIndex }),
        let now = middle.first(where: { $0.item == newIndex })
      else { continue }
      // Strictly between where there is a cell between; a move of one
      // row or column can only be at one end or the other.
      func between(_ value: Int, _ a: Int, _ b: Int) -> Bool {
        abs(a - b) < 2
          ? min(a, b) <= value && value <= max(a, b) : min(a, b) < value && value < max(a, b)
      }
      #expect(between(now.x, from.x, to.x) && between(now.y, from.y, to.y), "item \(id)")
      #expect(from.x != to.x || from.y != to.y)
      checked += 1
    }
    #expect(checked >= 3)
  }

  @Test func keysMoveBetweenFieldAndResults() throws {
    let (app, clock) = try play("mountains-search", keys: "\"q?\"")
    let screen = try #require(app.top as? MountainsViewController)
    // q and ? typed rather than quitting or asking for help.
    #expect(!app.isFinished && !app.showsHelp)
    #expect(screen.searchField.text == "q?")
    try play("ctrl-u down", on: app, clock: clock)
    #expect(screen.collectionView.isFirstResponder)
    try play("right", on: app, clock: clock)
    #expect(screen.collectionView.focusedIndexPath.map { [$0.section, $0.item] } == [0, 1])
    // Typing in the results goes to the field; h j k l and q are letters.
    try play("\"hq\"", on: app, clock: clock)
    #expect(screen.searchField.isFirstResponder && screen.searchField.text == "hq")
    #expect(!app.isFinished)
    try play("down backspace", on: app, clock: clock)
    #expect(screen.searchField.isFirstResponder && screen.searchField.text == "h")
    try play("ctrl-u down", on: app, clock: clock)
    try play("/ a", on: app, clock: clock)
    #expect(screen.searchField.isFirstResponder && screen.searchField.text == "a")
    try play("tab up", on: app, clock: clock)
    #expect(screen.searchField.isFirstResponder)
    try play("esc", on: app, clock: clock)
    #expect(screen.collectionView.isFirstResponder && app.stack.count == 2)
    try play("esc", on: app, clock: clock)
    #expect(app.stack.count == 1)
  }

  @Test func theFooterOffersOnlyWhatWorksWhileTyping() throws {
    let footer = try render("mountains-search").split(separator: "\n").last ?? ""
    #expect(footer.contains("type filter") && !footer.contains("q quit"))
    let inResults =
      try render("mountains-search", size: CellSize(width: 120, height: 24), keys: "down")
      .split(separator: "\n").last ?? ""
    #expect(inResults.contains("/ search") && inResults.contains("type filter"))
    #expect(inResults.contains("esc back") && inResults.contains("? help"))
  }

  /// In the results the app's keys work again: ? opens help (the query
  /// stays as it was) and Esc goes back; `/` in the field is the search
  /// key pressed again, never text.
  @Test func helpFromTheResultsAndNoSlashInTheQuery() throws {
    let (app, clock) = try play("mountains-search", keys: "\"ma\" esc ?")
    let screen = try #require(app.top as? MountainsViewController)
    #expect(app.showsHelp && screen.searchField.text == "ma")
    try play("esc", on: app, clock: clock)
    #expect(!app.showsHelp && app.stack.count == 2)
    try play("/ / \"k\"", on: app, clock: clock)
    #expect(screen.searchField.isFirstResponder && screen.searchField.text == "mak")
    try play("esc backspace", on: app, clock: clock)
    #expect(screen.searchField.text == "ma" && app.stack.count == 2)
    try play("esc esc", on: app, clock: clock)
    #expect(app.stack.count == 1)
  }

  @Test func aLongPasteLosesNothing() throws {
    let text = String(repeating: "ab", count: 1_000)
    let (app, _) = try play("mountains-search", keys: "\"\(text)\"")
    let screen = try #require(app.top as? MountainsViewController)
    #expect(screen.searchField.text == text)
    #expect(screen.dataSource.snapshot().numberOfItems == 0)
  }

  /// Case, diacritics and the way an accent is written make no difference.
  @Test(arguments: ["huascaran", "HUASCARÁN", "Huascara\u{301}n", "HUASCARA\u{301}N", "scarán n"])
  func matchingIgnoresCaseDiacriticsAndNormalisation(_ query: String) throws {
    let controller = MountainsController(mountains: try MountainsFile.load(from: .builtIn))
    let names = controller.filteredMountains(with: query).map { controller.mountain($0).name }
    #expect(names.allSatisfy { $0.hasPrefix("Huascarán") } && names.contains("Huascarán Norte"))
  }

  /// Names sort as `String`'s `<` sorts them, whether all ASCII (compared
  /// as bytes) or not.
  @Test(arguments: [false, true])
  func mountainsAreInNameOrder(withAccents: Bool) {
    let names =
      ["b", "B", "Ab", "A", "Abc", "a b", "a", "A-1", "A1", "Z", "_x", "~", "Mount 10", "Mount 9"]
      + (withAccents ? ["Árbol", "Ärø", "Zürich", "Ab\u{301}"] : [])
    let mountains = names.enumerated().map { Mountain(id: $0 + 1, name: $1, height: 1) }
    let controller = MountainsController(mountains: mountains)
    #expect(controller.mountains.map(\.name) == names.sorted())
    for mountain in mountains { #expect(controller.mountain(mountain.id).name == mountain.name) }
  }

  /// A result shows the part of its name that matches in the accent, and
  /// its height in grey at the trailing edge.
  @Test func resultsHighlightTheMatchAndShowTheHeight() throws {
    let (app, _) = try play("mountains-search", keys: "\"ACO\"")
    var canvas = Canvas(size: app.size)
    app.draw(into: &canvas, now: .infinity)
    let rows = canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
    let y = try #require(rows.firstIndex { $0.contains("Aconcagua") })
    let row = Array(rows[y])
    let name = try #require(row.firstIndex(of: "A"))
    let highlight = canvas.theme.accent.adding(.bold)
    #expect((name..<name + 3).allSatisfy { canvas[x: $0, y: y].style == highlight })
    #expect(canvas[x: name + 3, y: y].style == Style())
    let height = try #require(String(row).range(of: "6,962 m"))
    let heightX = String(row).distance(from: String(row).startIndex, to: height.lowerBound)
    #expect(canvas[x: heightX, y: y].style == Theme.secondaryText)
  }

  /// A match the name's ellipsis cuts short is highlighted as far as the
  /// name shows, and the name keeps its one ellipsis.
  @Test func aMatchCutShortByTheEllipsisIsClippedWithIt() throws {
    let (app, _) = try play(
      "mountains-search",
      size: CellSize(width: 100, height: 12),
      keys: "\"courma\""
    )
    var canvas = Canvas(size: app.size)
    app.draw(into: &canvas, now: .infinity)
    let rows = canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
    let y = try #require(rows.firstIndex { $0.contains("Mont Blanc") })
    let row = String(rows[y])
    #expect(row.contains("Mont Blanc de Courm… 4,748 m"))
    let ellipsis = row.distance(from: row.startIndex, to: try #require(row.firstIndex(of: "…")))
    let highlight = canvas.theme.accent.adding(.bold)
    #expect((ellipsis - 5..<ellipsis).allSatisfy { canvas[x: $0, y: y].style == highlight })
    #expect(canvas[x: ellipsis, y: y].style == Style())

    // Without Unicode the ellipsis is three dots, which the match leaves be.
    var ascii = Canvas(size: app.size, repertoire: .ascii)
    app.draw(into: &ascii, now: .infinity)
    let asciiRow = String(
      ascii.plainText().split(separator: "\n", omittingEmptySubsequences: false)[y]
    )
    #expect(asciiRow.contains("Mont Blanc de Cou... 4,748 m"))
    let dots = asciiRow.distance(
      from: asciiRow.startIndex,
      to: try #require(asciiRow.range(of: "...")).lowerBound
    )
    #expect((dots - 3..<dots).allSatisfy { ascii[x: $0, y: y].style == highlight })
    #expect((dots..<dots + 3).allSatisfy { ascii[x: $0, y: y].style == Style() })
  }
}
