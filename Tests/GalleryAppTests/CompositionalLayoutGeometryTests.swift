import CollectionView
import CompositionalLayout
import GalleryApp
import TerminalApp
import TerminalUI
import Testing

@testable import GalleryExamples

/// `--format frames` of the geometry that makes each per-section and
/// advanced layout example what it is. Screen rows start at y = 1, under the
/// title bar.
@Suite struct CompositionalLayoutGeometryTests {
  // MARK: Adaptive Sections

  /// Cells side by side in the first row of each section.
  static func columnCounts(_ frames: [Frame]) -> [Int] {
    let cells = frames.filter { $0.kind == "cell" }
    return (0..<3).map { section in
      let inSection = cells.filter { $0.section == section }
      let firstRow = inSection.map(\.y).min()
      return inSection.filter { $0.y == firstRow }.count
    }
  }

  @Test func adaptiveColumnsDoubleOverAHundredColumns() throws {
    let narrow = try render(
      "adaptive-sections",
      size: .init(width: 80, height: 70),
      format: .frames
    )
    #expect(Self.columnCounts(parseFrames(narrow)) == [1, 5, 3])
    let wide = try render("adaptive-sections", size: .init(width: 160, height: 70), format: .frames)
    #expect(Self.columnCounts(parseFrames(wide)) == [2, 10, 6])
    // At exactly 100 columns it is still narrow.
    let edge = try render("adaptive-sections", size: .init(width: 100, height: 80), format: .frames)
    #expect(Self.columnCounts(parseFrames(edge)) == [1, 5, 3])
  }

  @Test func adaptiveColumnsFollowALiveResize() throws {
    let app = try Session.makeApp(
      target: "adaptive-sections",
      clock: VirtualClock(),
      seed: 0,
      size: CellSize(width: 80, height: 70)
    )
    func columns() -> [Int] {
      var canvas = Canvas(size: app.size)
      app.draw(into: &canvas, now: 0)
      return Self.columnCounts(drawnFrames(app, at: 0))
    }
    #expect(columns() == [1, 5, 3])
    app.handle(.resize(width: 160, height: 70))
    #expect(columns() == [2, 10, 6])
    app.handle(.resize(width: 80, height: 70))
    #expect(columns() == [1, 5, 3])
  }

  @Test func distinctSectionsKeepTheirColumnsWhenWide() throws {
    let wide = try render("distinct-sections", size: .init(width: 160, height: 80), format: .frames)
    #expect(Self.columnCounts(parseFrames(wide)) == [1, 5, 3])
  }

  // MARK: Item Badges

  /// Each badge with the cell it belongs to.
  static func badgesAndCells(_ frames: [Frame]) -> [(badge: Frame, cell: Frame)] {
    frames.filter { $0.kind == "badge" }.map { badge in
      (badge, frames.first { $0.kind == "cell" && $0.item == badge.item }!)
    }
  }

  @Test(arguments: sizes + [CellSize(width: 88, height: 30), CellSize(width: 97, height: 33)])
  func badgesStickOutOfTheirCellsTopTrailingCorner(_ size: CellSize) throws {
    let frames = parseFrames(try render("item-badges", size: size, format: .frames))
    let pairs = Self.badgesAndCells(frames)
    #expect(pairs.count > 4)
    for (badge, cell) in pairs {
      // A 3×1 pill, pushed out by 30% of that: 0.9 of a column, one once
      // snapped, and 0.3 of a row, which leaves it on the cell's top edge,
      // on every row whatever fraction the row falls on.
      #expect(badge.w == 3 && badge.h == 1)
      #expect(badge.x + badge.w == cell.x + cell.w + 1)
      #expect(badge.y == cell.y)
      // The label, on the cell's middle row, stays clear of it.
      #expect(cell.h < 3 || cell.y + (cell.h - 1) / 2 > badge.y)
      // Drawn after (over) its cell.
      #expect(frames.firstIndex(of: badge)! > frames.firstIndex(of: cell)!)
    }
  }

  /// However small the cells, the badges leave every label of the first
  /// row readable: a boxed cell's label is below its top edge, and a filled
  /// block's on its lower middle row.
  @Test(arguments: [46, 50, 56, 80])
  func badgesNeverHideALabel(_ width: Int) throws {
    let rows = try render("item-badges", size: CellSize(width: width, height: 16))
      .split(separator: "\n")
    #expect(rows.contains { Set($0.split(separator: " ")).isSuperset(of: ["0", "1", "2", "3"]) })
  }

  @Test(arguments: [0, 1, 42] as [UInt64])
  func onlyNonZeroCountsHaveBadges(_ seed: UInt64) throws {
    let screen = try #require(
      Catalogue.makeScreen(
        id: "item-badges",
        session: GallerySession(clock: VirtualClock(), seed: seed)
      )
        as? ItemBadgesViewController
    )
    screen.loadViewIfNeeded()
    let models = screen.dataSource.snapshot().itemIdentifiers
    #expect(Set(models.map(\.badgeCount)) == [0, 1, 2])
    let frames = parseFrames(
      try render("item-badges", size: .init(width: 80, height: 200), seed: seed, format: .frames)
    )
    let cells = frames.filter { $0.kind == "cell" }.map(\.item)
    let badges = frames.filter { $0.kind == "badge" }.map(\.item)
    #expect(badges == cells.filter { models[$0].badgeCount > 0 })
    // The count is drawn in the badge.
    let text = try render("item-badges", size: .init(width: 80, height: 200), seed: seed)
      .split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
    for badge in frames where badge.kind == "badge" {
      #expect(text[badge.y][badge.x + 1] == Character("\(models[badge.item].badgeCount)"))
    }
  }

  @Test func theSeedFixesTheCounts() throws {
    let first = try render("item-badges", seed: 7, format: .frames)
    #expect(try render("item-badges", seed: 7, format: .frames) == first)
    #expect(try render("item-badges", seed: 8, format: .frames) != first)
  }

  // MARK: Pinned Section Headers

  /// Sections of a header, five rows of two lines (text and separator)
  /// and a footer of two (its bar and a blank line): 13 lines each, 65 in
  /// all, 22 on screen at 80×24, so the view scrolls 43 lines.
  static let sectionLength = 13

  static func header(_ frames: [Frame], atY y: Int) -> Frame? {
    frames.last { $0.kind == "section-header" && $0.y == y }
  }

  @Test func theCurrentSectionsHeaderStaysOnTheTopLine() throws {
    // At the top every header is where it is laid out.
    let top = parseFrames(try render("pinned-section-headers", format: .frames))
    #expect(top.filter { $0.kind == "section-header" }.map(\.y) == [1, 14])
    // 9 downs focus section 1's last row, two lines below the bottom: the
    // view scrolled two lines and section 0's header stays pinned.
    let down9 = parseFrames(
      try render("pinned-section-headers", keys: downs(9), format: .frames)
    )
    #expect(Self.header(down9, atY: 1)?.section == 0)
    #expect(down9.first { $0.kind == "section-footer" && $0.section == 0 }?.y == 10)
    // A page down scrolls 21 lines, into section 1: its header is pinned,
    // its footer three lines below, section 2's header two after it;
    // section 0's header has left.
    let paged = parseFrames(try render("pinned-section-headers", keys: "pgdn", format: .frames))
    #expect(Self.header(paged, atY: 1)?.section == 1)
    #expect(paged.first { $0.kind == "section-footer" && $0.section == 1 }?.y == 4)
    #expect(Self.header(paged, atY: 6)?.section == 2)
    #expect(!paged.contains { $0.kind == "section-header" && $0.section == 0 })
  }

  @Test func atEveryScrollOffsetTheHeaderIsPinnedUntilTheNextPushesItUp() throws {
    for offset in 0...43 {
      let app = try Session.makeApp(
        target: "pinned-section-headers",
        clock: VirtualClock(),
        seed: 0,
        size: CellSize(width: 80, height: 24)
      )
      var canvas = Canvas(size: app.size)
      app.draw(into: &canvas, now: 0)
      let screen = try #require(app.top as? PinnedSectionHeadersViewController)
      // Every footer measured first (their estimate is a line short), so
      // the content is its full length and the offset is the one asked.
      screen.collectionView.setContentOffset(.infinity, animated: false)
      app.draw(into: &canvas, now: .infinity)
      screen.collectionView.setContentOffset(0, animated: false)
      app.draw(into: &canvas, now: .infinity)
      screen.collectionView.scroll(by: Double(offset))
      app.draw(into: &canvas, now: .infinity)
      let frames = drawnFrames(app)
      let current = offset / Self.sectionLength
      let pinned = try #require(Self.header(frames, atY: 1))
      #expect(pinned.section == current, "offset \(offset)")
      // Drawn over the rows and footers it covers.
      #expect(frames.last { $0.y == 1 } == pinned)
      for header in frames where header.kind == "section-header" && header.section != current {
        #expect(header.y == header.section * Self.sectionLength - offset + 1)
      }
      // Footers never pin.
      for footer in frames where footer.kind == "section-footer" {
        #expect(footer.y == footer.section * Self.sectionLength + 11 - offset + 1)
      }
    }
  }

  @Test func movingUpUnderAPinnedHeaderScrollsTheFocusedRowClearOfIt() throws {
    // From the end, 19 ups focus section 1's first row.
    let (app, _) = try play(
      "pinned-section-headers",
      keys: "end " + Array(repeating: "up", count: 19).joined(separator: " ")
    )
    _ = screenText(of: app)
    let screen = try #require(app.top as? PinnedSectionHeadersViewController)
    #expect(screen.collectionView.focusedIndexPath == IndexPath(item: 0, section: 1))
    let frames = drawnFrames(app)
    let header = try #require(frames.first { $0.kind == "section-header" && $0.section == 1 })
    let cell = try #require(frames.first { $0.kind == "cell" && $0.section == 1 && $0.item == 0 })
    #expect(header.y == 1 && cell.y == 2)
  }

  // MARK: Section Background Decoration

  @Test(arguments: sizes)
  func backgroundsSitInsetAroundTheirSectionsCells(_ size: CellSize) throws {
    let frames = parseFrames(
      try render("section-background-decoration", size: size, keys: "down down", format: .frames)
    )
    let backgrounds = frames.filter { $0.kind == "background" }
    var whole = 0
    for background in backgrounds {
      let cells = frames.filter { $0.kind == "cell" && $0.section == background.section }
      guard let first = cells.first, let last = cells.last, cells.count == 5 else { continue }
      whole += 1
      // Section insets of 2 rows and 4 columns, the background 1 and 2 in:
      // its border has a row and a column of its own, a column of padding
      // beside the rows.
      #expect(background.x == first.x - 2)
      #expect(background.x + background.w == first.x + first.w + 2)
      #expect(background.y == first.y - 1)
      #expect(background.y + background.h == last.y + last.h + 1)
      #expect(background.x == 2 && background.w == size.width - 5)
      // Drawn before (below) its cells.
      #expect(frames.firstIndex(of: background)! < frames.firstIndex(of: first)!)
    }
    #expect(whole >= 1)
  }

  /// The border is drawn once, as the fill's one edge: the fill keeps to
  /// the cells inside it, and the ring of cells around the fill, on the
  /// terminal's own background, draws eighth-of-a-cell lines on the edges
  /// they share with it, so no half cell of fill shows past a line.
  @Test(arguments: Appearance.allCases)
  func theBackgroundsBorderIsItsFillsOneEdge(_ appearance: Appearance) throws {
    let app = try Session.makeApp(
      target: "section-background-decoration",
      clock: VirtualClock(),
      seed: 0,
      size: CellSize(width: 80, height: 24)
    )
    var canvas = Canvas(size: app.size, appearance: appearance)
    app.draw(into: &canvas, now: 0)
    let background = try #require(drawnFrames(app, at: 0).first { $0.kind == "background" })
    let fill = canvas.galleryTheme.sectionFill.background
    let (left, right) = (background.x, background.x + background.w - 1)
    let (top, bottom) = (background.y, background.y + background.h - 1)
    func expectRing(_ x: Int, _ y: Int, _ line: Character) {
      #expect(canvas[x: x, y: y].character == line, "(\(x), \(y)) \(appearance)")
      #expect(canvas[x: x, y: y].style.background == .default, "(\(x), \(y)) \(appearance)")
    }
    for x in left + 1..<right {
      expectRing(x, top, "▁")
      expectRing(x, bottom, "▔")
    }
    for y in top + 1..<bottom {
      expectRing(left, y, "▕")
      expectRing(right, y, "▏")
      // The fill starts right inside the lines.
      #expect(canvas[x: left + 1, y: y].style.background == fill)
      #expect(canvas[x: right - 1, y: y].style.background == fill)
    }
    for (x, y) in [(left, top), (right, top), (left, bottom), (right, bottom)] {
      #expect(canvas[x: x, y: y].character == " ", "corner (\(x), \(y)) \(appearance)")
      #expect(canvas[x: x, y: y].style.background == .default)
    }
  }

  @Test func everyRowButTheLastOfItsSectionHasASeparator() throws {
    let app = try Session.makeApp(
      target: "section-background-decoration",
      clock: VirtualClock(),
      seed: 0,
      size: CellSize(width: 80, height: 24)
    )
    var canvas = Canvas(size: app.size)
    app.draw(into: &canvas, now: 0)
    // The separator is a dim line on the row's second line, never an
    // underline under its text.
    for cell in drawnFrames(app, at: 0) where cell.kind == "cell" && cell.y + 1 < canvas.height - 1
    {
      let text = Array(canvas.row(cell.y))[cell.x + 2]
      let below = Array(canvas.row(cell.y + 1))[cell.x + 2]
      #expect(!text.style.attributes.contains(.underline))
      #expect((below.character == "─") == (cell.item != 4), "\(cell.section),\(cell.item)")
    }
  }

  // MARK: Nested Groups

  @Test(arguments: sizes)
  func aLargeItemBesideTwoStackedItems(_ size: CellSize) throws {
    let frames = parseFrames(try render("nested-groups", size: size, format: .frames))
    let cells = frames.filter { $0.kind == "cell" }
    var groups = 0
    for large in cells where large.item % 3 == 0 {
      guard let upper = cells.first(where: { $0.item == large.item + 1 }),
        let lower = cells.first(where: { $0.item == large.item + 2 })
      else { continue }
      groups += 1
      // Item insets: 2 columns and a row on every side.
      let column = Double(large.w + 4) / Double(size.width)
      #expect(abs(column - 0.7) < 0.02)
      #expect(upper.x == large.x + large.w + 4 && lower.x == upper.x)
      // The scrollbar's column is beside the last item's inset.
      #expect(upper.x + upper.w == size.width - 3 && upper.w == lower.w)
      // The column's two items share the large item's height, as equal
      // halves snapped down to whole rows: at most a row is left below.
      #expect(upper.y == large.y && upper.h == lower.h)
      #expect((0...1).contains(large.y + large.h - (lower.y + lower.h)))
      #expect(lower.y > upper.y + upper.h)
    }
    #expect(groups >= 2)
    // The repeating group is 40% of the content's height.
    let first = try #require(cells.first { $0.item == 0 })
    let second = try #require(cells.first { $0.item == 3 })
    let group = Double(second.y - first.y) / Double(size.height - 2)
    #expect(abs(group - 0.4) < 0.06)
  }

  @Test(arguments: [CellSize(width: 80, height: 24), CellSize(width: 100, height: 30)])
  func arrowsWalkThroughTheNestedColumn(_ size: CellSize) throws {
    let (app, clock) = try play("nested-groups", size: size)
    let screen = try #require(app.top as? NestedGroupsViewController)
    var visited: [Int] = []
    for key in ["right", "down", "down", "left", "up"] {
      try play(key, on: app, clock: clock)
      visited.append(screen.collectionView.focusedIndexPath?.item ?? -1)
    }
    // Right from the large item goes to the upper of the two beside it.
    #expect(visited == [1, 2, 4, 3, 0])
  }
}

/// `count` down arrows, as a key script.
func downs(_ count: Int) -> String {
  Array(repeating: "down", count: count).joined(separator: " ")
}

/// What the app's top screen draws at `time` (by default settled), as
/// `--format frames` reports it.
func drawnFrames(_ app: App, at time: Double = .infinity) -> [Frame] {
  app.top.drawnElements(at: time).map {
    Frame(
      kind: $0.kind,
      section: $0.indexPath.section,
      item: $0.indexPath.item,
      x: $0.frame.x,
      y: $0.frame.y,
      w: $0.frame.width,
      h: $0.frame.height
    )
  }
}
