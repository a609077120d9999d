import CollectionView
import GalleryExamples
import PropertyBased
import Testing

@testable import GalleryApp
@testable import TerminalApp

/// Fuzzy matching, and the palette it ranks.
@Suite struct CommandPaletteTests {
  @Test func matchesCharactersInOrderIgnoringCaseAndAccents() throws {
    let match = try #require(FuzzyMatch(query: "osb", text: "Orthogonal Section Behaviors"))
    #expect(match.positions == [0, 11, 19])
    #expect(FuzzyMatch(query: "bso", text: "Orthogonal Section Behaviors") == nil)
    #expect(FuzzyMatch(query: "huasca", text: "HUASCARÁN")?.positions == Array(0..<6))
    #expect(FuzzyMatch(query: "an", text: "Huascarán")?.positions == [7, 8])
    #expect(FuzzyMatch(query: "", text: "anything")?.score == 0)
  }

  /// As fzf ranks: word starts and consecutive letters first.
  @Test func wordStartsAndRunsScoreHigher() throws {
    func score(_ query: String, _ text: String) -> Int {
      FuzzyMatch(query: query, text: text)?.score ?? .min
    }
    #expect(score("sl", "Simple List") > score("sl", "Insertion Sort Visualization"))
    #expect(score("grid", "Grid") > score("grid", "Group Ring Inset Divider"))
    #expect(score("list", "List") > score("list", "Little Items Stacked Tall"))
    #expect(score("list", "List") == score("list", "Lists › Simple"))
    #expect(score("cell", "Custom Cells") > score("cell", "Cancel all"))
    // The best placement, not the first: "ab" at the word start of "Ab".
    #expect(FuzzyMatch(query: "ab", text: "xaxb Ab")?.positions == [5, 6])
  }

  /// Whatever the text and query, a match exists exactly when the query's
  /// letters appear in order, and its positions spell the query.
  @Test func positionsSpellTheQuery() async {
    let alphabet = Array("abAB c-ÁéE")
    let letters = Gen.int(in: 0..<alphabet.count)
    await propertyCheck(input: letters.array(of: 0...12), letters.array(of: 0...4)) {
      textLetters,
      queryLetters in
      let text = String(textLetters.map { alphabet[$0] })
      let query = String(queryLetters.map { alphabet[$0] })
      let pattern = query.filter { $0 != " " }.map { SearchFolding.fold(String($0)) }
      let folded = text.map { SearchFolding.fold(String($0)) }
      var rest = pattern[...]
      for character in folded where rest.first == character { rest.removeFirst() }
      let match = FuzzyMatch(query: query, text: text)
      #expect((match != nil) == rest.isEmpty, "\(query) in \(text)")
      guard let match, !pattern.isEmpty else { return }
      #expect(match.positions.map { folded[$0] } == pattern)
      #expect(zip(match.positions, match.positions.dropFirst()).allSatisfy { $0 < $1 })
    }
  }

  @Test func goldenPalette() throws {
    assertGolden(try render("grid", keys: ":"), named: "open")
    assertGolden(try render("menu", keys: "ctrl-p \"osb\""), named: "osb")
  }

  /// Enter opens the best match over the menu; Esc closes, typing q or ?
  /// filters rather than quitting or helping.
  @Test func enterRunsTheBestMatch() throws {
    let (app, clock) = try play("grid", keys: ": \"osb\" enter")
    #expect(app.palette == nil)
    #expect(app.top.title.hasSuffix("Orthogonal Section Behaviors"))
    #expect(app.stack.count == 2)
    try play(": \"q?\"", on: app, clock: clock)
    #expect(app.palette?.query == "q?" && !app.isFinished && !app.showsHelp)
    try play("esc", on: app, clock: clock)
    #expect(app.palette == nil && app.stack.count == 2)
  }

  /// From a text field Ctrl-P still opens it, with the screen's commands
  /// and the app's: the source view opens from there.
  @Test func worksFromATextFieldAndRunsCommands() throws {
    let (app, clock) = try play("mountains-search", keys: "ctrl-p \"source\"")
    let palette = try #require(app.palette)
    #expect(palette.selectedEntry?.title == "source")
    try play("enter", on: app, clock: clock)
    #expect(app.top is SourceScreen)
  }

  /// A query can match only a title that holds its characters in order:
  /// one longer than the title, or with a character the title lacks, is
  /// turned away before any table is made, however long (a paste).
  @Test func aQueryThatCannotMatchCostsNoTable() {
    var matcher = FuzzyMatcher()
    let title = FuzzyText("Compositional Layout › Grid")
    let paste = FuzzyPattern(String(repeating: "e", count: 100_000))
    #expect(matcher.match(paste, in: title) == nil)
    #expect(matcher.match(FuzzyPattern("gridx"), in: title) == nil)
    #expect(matcher.tableCapacity == 0)
    #expect(matcher.match(FuzzyPattern("grid"), in: title)?.positions == [23, 24, 25, 26])
    #expect(matcher.tableCapacity > 0)
  }

  /// The tables grow with the title, never with the query: a query that
  /// can match is no longer than the title.
  @Test func tablesGrowWithTheTitleOnly() {
    var matcher = FuzzyMatcher()
    let length = 200
    let title = FuzzyText(String(repeating: "ab", count: length / 2))
    for queryLength in [1, 10, length / 2, length, length + 1, 10 * length] {
      _ = matcher.match(FuzzyPattern(String(repeating: "a", count: queryLength)), in: title)
    }
    // Two rows of scores and two of runs, and where each match follows
    // from for a query no longer than the title; twice that for growth.
    #expect(matcher.tableCapacity <= 2 * (4 * length + length * length))
  }

  /// The query holds no more characters than the longest title, the most
  /// that can match: a 100,000-character paste is cut there, matches
  /// nothing, and the palette says why; Backspace matches again.
  @Test func aPasteLongerThanAnyTitleIsCut() throws {
    let paste = String(repeating: "e", count: 100_000)
    let (app, clock) = try play("menu", keys: ": paste:\"\(paste)\"")
    let palette = try #require(app.palette)
    let longest = palette.entries.map(\.title.count).max()!
    #expect(palette.queryLimit == longest)
    #expect(palette.query.count == longest && palette.isQueryCut)
    #expect(palette.results.isEmpty)
    #expect(screenText(of: app).contains("no title is longer than \(longest) characters"))
    try play("ctrl-u \"grid\" paste:\"\(paste)\" backspace", on: app, clock: clock)
    #expect(palette.query.count == longest - 1 && !palette.isQueryCut)
    let screen = screenText(of: app)
    #expect(screen.contains("no matches") && !screen.contains("no title is longer"))
  }

  /// Typing goes no further than the longest title either.
  @Test func typingStopsAtTheLongestTitle() throws {
    let (app, _) = try play("menu", keys: ": \"\(String(repeating: "x", count: 3_000))\"")
    let palette = try #require(app.palette)
    #expect(palette.query == String(repeating: "x", count: palette.queryLimit))
    #expect(palette.isQueryCut && palette.results.isEmpty)
  }

  /// Arrows choose; a click runs the row it lands on.
  @Test func arrowsChooseAndAClickRuns() throws {
    let (app, clock) = try play("menu", keys: ": \"grid\" down")
    let palette = try #require(app.palette)
    #expect(palette.selection == 1)
    let second = try #require(palette.results.dropFirst().first?.entry.title)
    let text = screenText(of: app).split(separator: "\n", omittingEmptySubsequences: false)
    let row = try #require(
      text.firstIndex {
        $0.contains(second.split(separator: "›").last!.trimmingCharacters(in: .whitespaces))
      }
    )
    try play("click@10,\(row)", on: app, clock: clock)
    #expect(app.palette == nil)
    #expect(
      app.top.title.hasSuffix(
        String(second.split(separator: "›").last!).trimmingCharacters(in: .whitespaces)
      )
    )
  }
}

extension FuzzyMatch {
  /// The best match of `query` in `text`, found by a matcher of its own.
  fileprivate init?(query: String, text: String) {
    var matcher = FuzzyMatcher()
    guard let match = matcher.match(FuzzyPattern(query), in: FuzzyText(text)) else { return nil }
    self = match
  }
}
