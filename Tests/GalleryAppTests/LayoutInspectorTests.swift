import CollectionView
import CompositionalLayout
import GalleryExamples
import TerminalUI
import Testing

@testable import GalleryApp
@testable import TerminalApp

/// The layout inspector: sizes translated into cells, the panel for the
/// focused item, outlines over what is drawn, resting rulers beside rows
/// that scroll sideways, and `i` on every screen without a clash.
@Suite struct LayoutInspectorTests {
  /// A number and its unit, and an arrow and what it gives, stay on one
  /// line of the panel.
  @Test func aSizeIsNeverBrokenBetweenANumberAndItsUnit() {
    let text = SizeExplanation.explain(
      .fractionalWidth(0.2),
      side: .width,
      container: Size(width: 79, height: 24),
      aspectRatio: 2,
      box: 15
    )
    #expect(text.hasSuffix("15.8\u{A0}→\u{A0}15\u{A0}columns"))
  }

  @Test func sizesAreTranslatedIntoCells() {
    let room = Size(width: 80, height: 24)
    func explain(
      _ dimension: LayoutDimension,
      _ side: SizeExplanation.Side,
      box: Double,
      count: Int? = nil
    ) -> String {
      // No-break spaces read as spaces.
      String(
        SizeExplanation.explain(
          dimension,
          side: side,
          container: room,
          aspectRatio: 2,
          box: box,
          sharedBy: count
        ).map { $0 == "\u{A0}" ? " " : $0 }
      )
    }
    #expect(explain(.fractionalWidth(0.2), .width, box: 16) == "of 80 columns = 16 columns")
    // A fraction of the width as a height: rows are twice as tall.
    #expect(explain(.fractionalWidth(0.2), .height, box: 8) == "of 80 columns = 16 ÷ 2 = 8 rows")
    #expect(
      explain(.fractionalHeight(0.5), .width, box: 24) == "of 24 rows = 12 × 2 = 24 columns"
    )
    #expect(explain(.fractionalHeight(0.4), .height, box: 10) == "of 24 rows = 9.6 → 10 rows")
    #expect(
      explain(.fractionalHeight(0.3), .height, box: 12, count: 2)
        == "of 24 rows = 7.2 rows, but the group's count of 2 makes it 12 rows"
    )
    #expect(explain(.absolute(1), .height, box: 1) == "= 1 row")
    #expect(
      SizeExplanation.explain(
        .fractionalHeight(1),
        side: .height,
        container: Size(width: 80, height: 1),
        aspectRatio: 2,
        box: 1
      ) == "of 1 row = 1\u{A0}row"
    )
    #expect(explain(.estimated(44), .height, box: 3) == "measured: 3 rows")
    #expect(
      explain(.uniformAcrossSiblings(estimate: 1), .height, box: 4)
        == "the largest sibling's: 4 rows"
    )
    #expect(SizeExplanation.number(9.6) == "9.6")
    #expect(SizeExplanation.number(2.88) == "2.88")
    #expect(SizeExplanation.number(0.05) == "0.05")
    #expect(SizeExplanation.number(19.999) == "20")
    #expect(SizeExplanation.number(-1.5) == "-1.5")
  }

  /// The panel reads the focused item's anatomy: the Grid's second cell
  /// is a fifth of the 79 columns beside the scrollbar, snapped down to
  /// whole cells, in a row a fifth of the width tall in rows.
  @Test func thePanelExplainsTheFocusedItem() throws {
    let (app, clock) = try play("grid", keys: "i right")
    let inspection = try #require(app.top.inspectedCollectionView?.layoutInspection(at: clock.now))
    #expect(inspection.focusedIndexPath == IndexPath(item: 1, section: 0))
    // No-break spaces read as spaces.
    let rows = InspectorPanel.rows(for: inspection, width: 60, height: 40).map {
      String($0.map(\.text).joined().map { $0 == "\u{A0}" ? " " : $0 })
    }
    #expect(
      rows == [
        "item [0, 1]",
        "frame x 17 y 0 · 15 × 8 cells",
        "",
        "Item",
        "width  .fractionalWidth(0.2)",
        "       of 79 columns = 15.8 → 15 columns",
        "height .fractionalHeight(1.0)",
        "       of 8 rows = 8 rows",
        "",
        "Group, horizontal",
        "width  .fractionalWidth(1.0)",
        "       of 79 columns = 79 columns",
        "height .fractionalWidth(0.2)",
        "       of 79 columns = 15.8 ÷ 2 = 7.9 → 8 rows",
        "spacing none",
        "",
        "Section 0 · 94 items in 19 groups",
        "insets none",
        "spacing 0 between groups",
        "scrolls with the page",
      ]
    )
    // Short of room, the groups shrink to a line and the item stays whole.
    let short = InspectorPanel.rows(for: inspection, width: 60, height: 14).map {
      String($0.map(\.text).joined().map { $0 == "\u{A0}" ? " " : $0 })
    }
    #expect(short.contains("Group, horizontal · 79 × 8 cells"))
    #expect(short.contains("       of 79 columns = 15.8 → 15 columns"))
    #expect(short.count <= 14)
    // The panel follows the focus.
    try play("down", on: app, clock: clock)
    let moved = try #require(app.top.inspectedCollectionView?.layoutInspection(at: clock.now))
    #expect(
      InspectorPanel.rows(for: moved, width: 60, height: 40).first?.map(\.text).joined()
        == "item [0, 6]"
    )
  }

  /// The Nested Groups' column of two shares its height: each item's box
  /// is a half of it whatever its own fraction asked.
  @Test func aCountIsExplainedAsAShare() throws {
    let (app, clock) = try play(
      "nested-groups",
      size: CellSize(width: 120, height: 40),
      keys: "i right"
    )
    let inspection = try #require(app.top.inspectedCollectionView?.layoutInspection(at: clock.now))
    let rows = InspectorPanel.rows(for: inspection, width: 60, height: 60).map {
      $0.map(\.text).joined()
    }
    #expect(rows.contains("Nested group, vertical"))
    #expect(rows.contains("count  2 equal subitems"))
    let plain = rows.joined(separator: " ").replacingOccurrences(of: "\u{A0}", with: " ")
      .split(separator: " ").joined(separator: " ")
    #expect(plain.contains("of 15 rows = 4.5 rows, but the group's count of 2 makes it 7 rows"))
  }

  /// Rows that scroll sideways get a ruler with a tick per resting place
  /// and their status, which follows the row as it pages.
  @Test func restingRulersFollowTheRows() throws {
    let size = CellSize(width: 110, height: 34)
    let (app, clock) = try play("orthogonal-section-behaviors", size: size, keys: "i down")
    var text = screenText(of: app)
    let inspection = try #require(app.top.inspectedCollectionView?.layoutInspection(at: clock.now))
    let rests = inspection.layout.orthogonalRestingOffsets(ofSection: 1)
    #expect(rests.count == 6)
    func rulerLine(_ status: String) -> Substring? {
      text.split(separator: "\n").first { $0.contains("▲") && $0.contains(status) }
    }
    var ruler = try #require(rulerLine("group 1 of 6"))
    #expect(ruler.filter { $0 == "▲" }.count == rests.count)
    #expect(ruler.contains("offset 0 of 449"))
    try play("]", on: app, clock: clock)
    text = screenText(of: app)
    ruler = try #require(rulerLine("group 2 of 6"))
    #expect(ruler.contains("offset 93 of 449"))
    // The row's window (under its first cell, the tick) starts at the
    // second resting place.
    let window = try #require(ruler.firstIndex(of: "━"))
    let ticks = ruler.indices.filter { ruler[$0] == "▲" }
    #expect(window == ruler.index(after: ticks[1]))
  }

  /// Outlines are drawn where elements are drawn: mid-slide, each bar of
  /// Insertion Sort has its edges in the items' colour where it is now.
  @Test func outlinesFollowTheAnimation() throws {
    let (app, clock) = try play(
      "insertion-sort",
      size: CellSize(width: 120, height: 20),
      keys: "i enter wait:0.58"
    )
    var canvas = Canvas(size: app.size)
    app.draw(into: &canvas, now: clock.now)
    let drawn = app.top.drawnElements(at: clock.now).filter {
      $0.category == .cell && !$0.isDeleted
    }
    let inspection = try #require(app.top.inspectedCollectionView?.layoutInspection(at: clock.now))
    let moving = drawn.filter { element in
      let rest = inspection.layout.attributesForItem(at: element.indexPath).map {
        inspection.cells(of: $0.frame)
      }
      return rest != element.frame
    }
    #expect(!moving.isEmpty)
    let panel = try #require(app.developerTools.inspectorPlacement(at: clock.now)).panel
    let item = InspectorTheme.dark.item.foreground
    for element in drawn where element.frame.maxX <= panel.x {
      let row = canvas.row(element.frame.y)
      #expect(row[row.startIndex + element.frame.x].style.foreground == item, "\(element)")
      #expect(row[row.startIndex + element.frame.maxX - 1].style.foreground == item, "\(element)")
    }
  }

  /// The panel never covers the item it explains: on every screen, at
  /// two sizes, as the focus moves through the first items, the focused
  /// item's outline shows, the panel beside it, above or below; where no
  /// such place is left, the panel is an overlay the user turns aside.
  @Test(arguments: Catalogue.examples.map(\.example.id))
  func thePanelNeverCoversTheFocusedItem(_ id: String) throws {
    for size in [CellSize(width: 80, height: 24), CellSize(width: 120, height: 40)] {
      let (app, clock) = try play(id, size: size, keys: "")
      guard !app.top.capturesKeys else { return }
      try play("i", on: app, clock: clock)
      for step in 0..<8 {
        let inspection = try #require(
          app.top.inspectedCollectionView?.layoutInspection(at: clock.now)
        )
        let placement = try #require(app.developerTools.inspectorPlacement(at: clock.now))
        let focused = app.top.drawnElements(at: clock.now).first {
          $0.category == .cell && $0.indexPath == inspection.focusedIndexPath
        }
        if let focused, !placement.isOverlay {
          let shown = focused.frame.intersection(inspection.contentFrame)
          #expect(placement.panel.intersection(shown).isEmpty, "\(id) \(size) step \(step)")
          // The focused item's outline is what shows at its corner: its
          // character, or its colour over text.
          var canvas = Canvas(size: app.size)
          app.draw(into: &canvas, now: clock.now)
          if shown == focused.frame, shown.width >= 2 {
            let corner = canvas.row(shown.y)[canvas.row(shown.y).startIndex + shown.x]
            // (On the focus bar the outline keeps the bar's colours.)
            #expect(
              corner.style.foreground == InspectorTheme.dark.item.foreground
                || corner.style.attributes.contains(.reverse),
              "\(id) \(size) step \(step)"
            )
          }
        }
        try play(step.isMultiple(of: 2) ? "down" : "right", on: app, clock: clock)
      }
    }
  }

  /// At 40 columns the panel lies over the view, with the key that turns
  /// it aside on its edge; aside, the item shows outlined, with the key
  /// back on the screen's edge, and the focus still moves.
  @Test func atFortyColumnsThePanelIsAnOverlayTurnedAside() throws {
    let (app, clock) = try play("grid", size: CellSize(width: 40, height: 20), keys: "i")
    #expect(app.developerTools.inspectorPlacement(at: clock.now)?.isOverlay == true)
    var text = screenText(of: app)
    #expect(text.contains("Layout inspector"))
    #expect(text.contains("v view item"))
    #expect(!text.contains("┏"))
    #expect(app.keyBindings.contains { $0.matches(.character("v")) && $0.action == "view item" })
    try play("v", on: app, clock: clock)
    text = screenText(of: app)
    #expect(!text.contains("Layout inspector"))
    #expect(text.contains("v details"))
    // The section's outline, and 2 columns in (half the columns five
    // whole-column cells leave over) the focused item's.
    #expect(text.split(separator: "\n")[1].hasPrefix("┏━┏━━━━━┓"))
    try play("right v", on: app, clock: clock)
    text = screenText(of: app)
    #expect(text.contains("item [0, 1]"))
    try play("i", on: app, clock: clock)
    #expect(!app.developerTools.showsInspector)
    #expect(!app.keyBindings.contains { $0.matches(.character("v")) })
    // Shown again, the panel comes back over the view, not aside.
    try play("i", on: app, clock: clock)
    #expect(screenText(of: app).contains("Layout inspector"))
  }

  /// A one-row outline (a header) keeps both its brackets where the
  /// panel cuts it: the closing one at the panel's edge.
  @Test func oneRowOutlinesAreWhole() throws {
    let (app, _) = try play("emoji-explorer", size: CellSize(width: 80, height: 24), keys: "i")
    let lines = screenText(of: app).split(separator: "\n")
    let header = try #require(lines.first { $0.contains("Nature") })
    #expect(header.contains("[Nature"))
    #expect(header.contains("]│"))
  }

  /// An outline along a row of text leaves the text whole, the blanks
  /// between its words too: the news title on the edge of its cell reads
  /// as words, not as words strung on a line.
  @Test func outlinesNeverCoverText() throws {
    let plain = try render("conference-news").split(separator: "\n")
    let inspected = try render("conference-news", keys: "i").split(separator: "\n")
    let title = "Conference 2019 Registration Now Open"
    let row = try #require(plain.firstIndex { $0.contains(title) })
    #expect(inspected[row].contains(title))
  }

  /// The outline over the focus bar draws its lines in the bar's own
  /// colours: the bar stays the bar, never a black row in its place.
  @Test func theFocusBarKeepsItsColoursUnderTheOutline() throws {
    let (app, clock) = try play("section-headers-footers", keys: "i")
    var canvas = Canvas(width: app.size.width, height: app.size.height, traits: app.traits)
    app.draw(into: &canvas, now: clock.now)
    let focused = try #require(
      app.top.drawnElements(at: clock.now).first {
        $0.category == .cell && $0.indexPath == IndexPath(item: 0, section: 0)
      }
    )
    let row = canvas.row(focused.frame.y)
    for x in focused.frame.minX..<focused.frame.maxX {
      let cell = row[row.startIndex + x]
      #expect(cell.style.attributes.contains(.reverse), "column \(x)")
    }
  }

  /// A section's content insets take the insets' colour, its content not.
  @Test func sectionInsetsAreShaded() throws {
    let (app, clock) = try play(
      "section-headers-footers",
      size: CellSize(width: 100, height: 24),
      keys: "i"
    )
    var canvas = Canvas(size: app.size)
    app.draw(into: &canvas, now: clock.now)
    let inspection = try #require(app.top.inspectedCollectionView?.layoutInspection(at: clock.now))
    let section = try #require(inspection.layout.anatomy(ofSection: 0))
    #expect(section.contentInsets.leading == 2)
    let content = inspection.cells(of: section.contentFrame)
    let insets = InspectorTheme.dark.insets
    let row = canvas.row(content.y + 1)
    #expect(row[row.startIndex + content.x - 1].style.background == insets)
    #expect(row[row.startIndex + content.x - 2].style.background == insets)
    #expect(row[row.startIndex + content.x + 1].style.background != insets)
  }

  /// `i` inspects on every screen, beside the screen's own keys: no key
  /// does two things anywhere.
  @Test(arguments: ["menu"] + Catalogue.examples.map(\.example.id))
  func iInspectsEverywhereWithoutAClash(_ id: String) throws {
    let (app, clock) = try play(id, keys: "")
    var seen: [InputEvent] = []
    let working = app.keyBindings.flatMap { binding in
      (binding.keys + binding.alternatives).filter(binding.matches)
    }
    for event in working {
      #expect(!seen.contains(event), "\(id): \(event) does two things")
      seen.append(event)
    }
    guard !app.top.capturesKeys else { return }
    #expect(app.keyBindings.contains { $0.matches(.character("i")) && $0.action == "inspect" })
    try play("i", on: app, clock: clock)
    #expect(app.developerTools.showsInspector)
    #expect(screenText(of: app).contains("Layout inspector"))
  }

  @Test func goldenInspector() throws {
    let cases: [(String, CellSize, String)] = [
      ("grid", CellSize(width: 80, height: 24), "i right down"),
      ("nested-groups", CellSize(width: 100, height: 30), "i right"),
      ("orthogonal-section-behaviors", CellSize(width: 110, height: 34), "i down ]"),
      ("list-appearances", CellSize(width: 90, height: 24), "i down"),
      ("section-headers-footers", CellSize(width: 90, height: 24), "i"),
    ]
    for (id, size, keys) in cases {
      assertGolden(try render(id, size: size, keys: keys), named: id)
    }
  }
}
