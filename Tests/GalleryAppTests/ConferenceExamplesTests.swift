import GalleryApp
import TerminalApp
import TerminalUI
import Testing

@testable import GalleryExamples

@Suite struct ConferenceExamplesTests {
  @Test(arguments: ["conference-videos", "conference-news"])
  func goldenScreens(_ target: String) throws {
    for size in sizes {
      assertGolden(try render(target, size: size), named: "\(target)-\(size.width)x\(size.height)")
    }
  }

  @Test func videoCardsAre85PercentOrTwoAndAPeekWhenWide() throws {
    let narrow = parseFrames(try render("conference-videos", format: .frames))
    let firstCard = try #require(
      narrow.first { $0.kind == "cell" && $0.section == 0 && $0.item == 0 }
    )
    // 85% of the 75 columns inside the 2-column insets and the scrollbar.
    #expect(firstCard.x == 2 && firstCard.w == 64)
    #expect(narrow.filter { $0.kind == "header" }.map(\.section).starts(with: [0, 1]))
    let wide = parseFrames(
      try render("conference-videos", size: CellSize(width: 120, height: 40), format: .frames)
    )
    let wideCards = wide.filter { $0.kind == "cell" && $0.section == 2 }
    // 42.5% of 116: two cards and a peek of the third.
    #expect(wideCards.map(\.w).first == 49)
    #expect(wideCards.count == 3)
    #expect(wideCards.last.map { $0.x + $0.w > 120 } == true)
  }

  /// The play mark sits on the middle row of its image's box, as far from
  /// the top edge as from the bottom, narrow or wide.
  @Test(arguments: [CellSize(width: 80, height: 24), CellSize(width: 160, height: 40)])
  func thePlayMarkIsCentredInItsImage(_ size: CellSize) throws {
    let rows = try render("conference-videos", size: size)
      .split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    var marks = 0
    for (y, row) in rows.enumerated() {
      for (x, character) in row.enumerated() where character == "▸" {
        marks += 1
        let edges: Set<Character> = ["─", "━"]
        let top = try #require((0..<y).last { edges.contains(rows[$0][x]) })
        let bottom = try #require((y + 1..<rows.count).first { edges.contains(rows[$0][x]) })
        #expect(y - top == bottom - y, "▸ at (\(x), \(y)) between rows \(top) and \(bottom)")
      }
    }
    #expect(marks >= 2)
  }

  @Test func newsHeightsFollowTheWrappedTextAtEachWidth() throws {
    func heights(_ width: Int) throws -> [Int] {
      parseFrames(
        try render("conference-news", size: CellSize(width: width, height: 120), format: .frames)
      ).filter { $0.kind == "cell" }.sorted { $0.item < $1.item }.map(\.h)
    }
    // Title, date, body lines, and a separator but after the last item.
    let narrow = try heights(60)
    let wide = try heights(120)
    #expect(narrow.count == 5 && wide.count == 5)
    #expect(zip(narrow, wide).allSatisfy { $0 >= $1 })
    #expect(narrow != wide)
    #expect(wide == [5, 5, 4, 5, 4])
  }

  @Test func newsSeparatesItemsButNotAfterTheLast() throws {
    let screen = try render("conference-news", size: CellSize(width: 100, height: 60))
    let separators = screen.split(separator: "\n").filter { $0.contains("────────") }
    #expect(separators.count == 4)
  }

  @Test func newsRewrapsOnResize() throws {
    let before = try render("conference-news", size: CellSize(width: 100, height: 30))
    let after = try render("conference-news", size: CellSize(width: 50, height: 30))
    #expect(before.split(separator: "\n")[3].count > 50)
    #expect(after.split(separator: "\n").allSatisfy { $0.count <= 50 })
  }

  /// Videos shows the sample's table: five collections in table order, each
  /// video's title and category as the table has them.
  @Test func videosAreTheSamplesTable() throws {
    let collections = try ConferenceVideoSessionsViewController.loadCollections(from: .builtIn)
    #expect(
      collections.map(\.title) == [
        "The New iPad Pro", "iPhone and Apple Watch", "App Store Connect", "Apps on Your Wrist",
        "Speaking with Siri",
      ]
    )
    #expect(collections.map(\.videos.count) == [2, 4, 5, 7, 5])
    let first = try #require(collections.first?.videos.first)
    #expect(
      first.title == "Bringing Your Apps to the New iPad Pro" && first.category == "Tech Talks"
    )
    #expect(Set(collections.flatMap(\.videos).map(\.id)).count == 23)
    let screen = try render("conference-videos")
    #expect(
      screen.contains("Bringing Your Apps to the New iPad Pro") && screen.contains("Tech Talks")
    )
  }

  /// Dates in the sample's `.short` style (US English), with a zero-padded
  /// two-digit year.
  @Test func newsDatesAreShortStyle() throws {
    typealias NewsDate = ConferenceNewsFeedViewController.NewsDate
    #expect(NewsDate(year: 2019, month: 3, day: 14).description == "3/14/19")
    #expect(NewsDate(year: 2005, month: 12, day: 1).description == "12/1/05")
    let rows = try render("conference-news").split(separator: "\n")
    #expect(rows[3].hasPrefix("  3/14/19 "))
  }

  /// An override folder that is not there opens the error screen, not a
  /// crash or an empty screen (a folder without the table reads the
  /// built-in one).
  @Test func videosWithoutTheirTableShowWhy() throws {
    let (app, _) = try play(
      "conference-videos",
      resources: Resources(overrideDirectory: "/nonexistent-gallery-data")
    )
    let text = screenText(of: app)
    #expect(
      text.contains("This example cannot open")
        && text.contains("/nonexistent-gallery-data: not found")
    )
  }

  @Test(arguments: [
    ("title\tcollection\tcategory\n", "x.tsv:1: expected the header 'collection, title, category'"),
    ("collection\ttitle\tcategory\nA\tB\n", "x.tsv:2: expected 3 tab-separated fields, found 2"),
    ("collection\ttitle\tcategory\n\nA\t\tC\n", "x.tsv:3: the title is empty"),
    ("collection\ttitle\tcategory\n", "x.tsv: holds no rows"),
    ("", "x.tsv: holds no rows"),
  ])
  func malformedTablesNameTheLine(_ text: String, _ message: String) {
    #expect {
      try TabSeparatedTable.parse(
        Array(text.utf8),
        columns: ["collection", "title", "category"],
        path: "x.tsv"
      )
    } throws: { error in
      "\(error)".hasPrefix(message)
    }
  }
}
