import CollectionView
import CompositionalLayout
import GalleryApp
import TerminalUI
import Testing

@testable import GalleryExamples

/// Orthogonal Sections and Orthogonal Section Behaviors at 80×24: groups
/// are 85% of 80 = 68 columns; items are inset a column each side.
@Suite struct OrthogonalExamplesTests {
  @Test(arguments: ["orthogonal-sections", "orthogonal-section-behaviors"])
  func goldenScreens(_ target: String) throws {
    for size in sizes {
      assertGolden(try render(target, size: size), named: "\(target)-\(size.width)x\(size.height)")
    }
  }

  /// The screen x of the first cell of `section`'s row, and its item.
  func firstCell(of section: Int, keys: String) throws -> (item: Int, x: Int)? {
    let frames = parseFrames(
      try render("orthogonal-section-behaviors", keys: keys, format: .frames)
    )
    return frames.filter { $0.kind == "cell" && $0.section == section }
      .min { $0.x < $1.x }
      .map { ($0.item, $0.x) }
  }

  /// Focus moves right three times in the row reached by `downs`: from item
  /// 0 to 1 (beside it), 3 (the next group), 4 (beside that).
  @Test(arguments: [
    // continuous: least scroll to show item 4 (116.6..<135): 55.
    (0, "", 1, -6, 6, 2),
    // continuousGroupLeadingBoundary: group 1's edge, then one group on.
    (1, "down", 3, 1, 6, 1),
    // paging: page 80 shows most of item 4's group; then page 160.
    (2, "down down", 3, -11, 6, -23),
    // groupPaging: group 1 at the start; ] moves one group.
    (3, "down down down", 3, 1, 6, 1),
  ])
  func rightRightRightThenPage(
    section: Int,
    downs: String,
    firstItem: Int,
    firstX: Int,
    pagedItem: Int,
    pagedX: Int
  ) throws {
    let after = try #require(try firstCell(of: section, keys: "\(downs) right right right"))
    #expect(after.item == firstItem && after.x == firstX)
    let paged = try #require(try firstCell(of: section, keys: "\(downs) right right right ]"))
    #expect(paged.x == pagedX)
    let frames = parseFrames(
      try render(
        "orthogonal-section-behaviors",
        keys: "\(downs) right right right ]",
        format: .frames
      )
    )
    #expect(frames.contains { $0.section == section && $0.item == pagedItem })
  }

  /// Focus moved along a sideways row, by any behaviour, lies wholly in the
  /// 79 columns beside the scrollbar: paging too, whose pages fall across
  /// items (item 3 spans columns 68–112, over the edge of the 79-column
  /// page), so no page shows such an item whole.
  @Test(arguments: OrthogonalScrollBehaviorViewController.SectionKind.allCases.dropLast())
  func theFocusedItemIsWhollyInView(_ kind: OrthogonalScrollBehaviorViewController.SectionKind)
    throws
  {
    let downs = Array(repeating: "down", count: kind.rawValue).joined(separator: " ")
    let (app, clock) = try play("orthogonal-section-behaviors", keys: downs)
    let screen = try #require(app.top as? OrthogonalScrollBehaviorViewController)
    let rights = OrthogonalScrollBehaviorViewController.itemsPerSection
    for key in Array(repeating: "right", count: rights) + Array(repeating: "left", count: rights) {
      try play(key, on: app, clock: clock)
      _ = screenText(of: app)
      let focused = try #require(screen.collectionView.focusedIndexPath)
      #expect(focused.section == kind.rawValue)
      let cell = try #require(
        drawnFrames(app).first {
          $0.kind == "cell" && $0.section == focused.section && $0.item == focused.item
        }
      )
      #expect(cell.x >= 0 && cell.x + cell.w <= 79, "\(kind) item \(focused.item): \(cell)")
    }
  }

  @Test func groupPagingCenteredCentresTheGroupWithNeighboursPeeking() throws {
    let keys = "down down down down right right right"
    let frames = parseFrames(
      try render("orthogonal-section-behaviors", keys: keys, format: .frames)
    )
    .filter { $0.kind == "cell" && $0.section == 4 }
    // Group 1 (items 3, 4, 5) spans columns 7..<72: centred in the 79
    // beside the scrollbar.
    let item3 = try #require(frames.first { $0.item == 3 })
    #expect(item3.x == 7)
    // Slivers of groups 0 and 2 on both sides.
    #expect(frames.contains { $0.item == 1 && $0.x < 0 })
    #expect(frames.contains { $0.item == 6 && $0.x > 72 && $0.x < 79 })
    let paged = parseFrames(
      try render("orthogonal-section-behaviors", keys: keys + " ]", format: .frames)
    )
    #expect(paged.contains { $0.section == 4 && $0.item == 6 && $0.x == 7 })
  }

  @Test func noneStacksItsGroupsFullWidth() throws {
    let frames = parseFrames(
      try render(
        "orthogonal-section-behaviors",
        size: .init(width: 80, height: 24),
        keys: "end",
        format: .frames
      )
    ).filter { $0.section == 5 && $0.kind == "cell" }
    #expect(frames.contains { $0.item % 3 == 0 && $0.x == 1 && $0.w == 53 })
    #expect(Set(frames.filter { $0.item % 3 == 0 }.map(\.x)) == [1])
  }

  @Test func sidewaysScrollAnimatesWithAShortEaseOut() throws {
    let keys = "down right right right"
    let start = try #require(try firstCell(of: 1, keys: keys).map(\.x))
    let midway = parseFrames(
      try render(
        "orthogonal-section-behaviors",
        keys: keys + " wait:0.05",
        format: .frames,
        settle: false
      )
    ).filter { $0.section == 1 && $0.item == 3 }.first?.x
    let settled = parseFrames(
      try render("orthogonal-section-behaviors", keys: keys, format: .frames)
    )
    .first { $0.section == 1 && $0.item == 3 }?.x
    #expect(start == 1)
    #expect(settled == 1)
    let unsettled = parseFrames(
      try render("orthogonal-section-behaviors", keys: keys, format: .frames, settle: false)
    ).first { $0.section == 1 && $0.item == 3 }?.x
    #expect(unsettled == 68)
    #expect(midway.map { $0 > 1 && $0 < 68 } == true)
  }

  @Test func upAndDownLandOnTheNearestItemAndRowsKeepTheirOffsets() throws {
    // Scroll row 0 to item 4, go down to row 1, which has not moved.
    let frames = parseFrames(
      try render("orthogonal-sections", keys: "right right right down", format: .frames)
    )
    let row0 = frames.filter { $0.section == 0 && $0.kind == "cell" }
    let row1 = frames.filter { $0.section == 1 && $0.kind == "cell" }
    #expect(row0.contains { $0.item == 4 && $0.x == 61 })
    #expect(row1.contains { $0.item == 0 && $0.x == 1 })
    // Back up: row 0 kept its offset, and focus returns to the item above.
    let back = parseFrames(
      try render("orthogonal-sections", keys: "right right right down up", format: .frames)
    )
    #expect(back.contains { $0.section == 0 && $0.item == 4 && $0.x == 61 })
  }

  @Test func mouseWheelOverARowScrollsThatRow() throws {
    // The sideways wheel over the second row moves that row (continuous)
    // a few columns, and leaves the first row and the page alone.
    let wheeled = parseFrames(
      try render("orthogonal-sections", keys: "wheelright@30,12", format: .frames)
    )
    let start = parseFrames(try render("orthogonal-sections", format: .frames))
    let columns = Int(CollectionView.tiltWheelColumns)
    #expect(
      wheeled.filter { $0.section == 1 }.map { $0.x + columns }
        == start.filter { $0.section == 1 }.map(\.x)
    )
    #expect(wheeled.contains { $0.section == 0 && $0.item == 0 && $0.x == 1 && $0.y == 1 })
    let back = parseFrames(
      try render("orthogonal-sections", keys: "wheelright@30,12 wheelleft@30,12", format: .frames)
    )
    #expect(back.contains { $0.section == 1 && $0.item == 0 && $0.x == 1 })
    // The vertical wheel scrolls the page, wherever the pointer is.
    let down = parseFrames(
      try render("orthogonal-sections", keys: "wheeldown@30,12", format: .frames)
    )
    #expect(down.contains { $0.section == 1 && $0.item == 0 && $0.x == 1 && $0.y == 7 })
    #expect(down.contains { $0.section == 0 && $0.item == 0 && $0.x == 1 && $0.y == -2 })
  }
}

/// What a resize and the mouse do to sideways rows and partly visible items.
@Suite struct RevealTests {
  @Test(arguments: [
    "down right right right right right right", "down down right right right right",
  ])
  func aResizeKeepsTheFocusedItemOfASidewaysRowInView(_ keys: String) throws {
    let (app, clock) = try play(
      "orthogonal-section-behaviors",
      size: CellSize(width: 100, height: 30),
      keys: keys
    )
    let screen = try #require(app.top as? OrthogonalScrollBehaviorViewController)
    let focused = try #require(screen.collectionView.focusedIndexPath)
    try play("resize:60x30", on: app, clock: clock)
    _ = screenText(of: app)
    let cells = drawnFrames(app).filter { $0.kind == "cell" && $0.section == focused.section }
    let cell = try #require(cells.first { $0.item == focused.item })
    // Whole, inside the 59 columns beside the scrollbar.
    #expect(cell.x >= 0 && cell.x + cell.w <= 59, "\(cell)")
    // The next → carries on forward rather than scrolling back.
    let before = screen.collectionView.orthogonalOffset(ofSection: focused.section)
    try play("right", on: app, clock: clock)
    #expect(screen.collectionView.orthogonalOffset(ofSection: focused.section) >= before)
    #expect(screen.collectionView.focusedIndexPath.map(\.item) ?? 0 > focused.item)
  }

  @Test func aClickOnAPartlyVisibleItemFocusesItAndShowsItWhole() throws {
    // Grid row 3 (items 10–14) starts on line 17 of 22 at 80×24.
    let (grid, _) = try play("grid", keys: "click@5,20")
    let gridScreen = try #require(grid.top as? GridViewController)
    #expect(gridScreen.collectionView.focusedIndexPath == IndexPath(item: 10, section: 0))
    _ = screenText(of: grid)
    let cell = try #require(drawnFrames(grid).first { $0.kind == "cell" && $0.item == 10 })
    #expect(cell.y >= 1 && cell.y + cell.h <= 23)
    // The large item of the first row's second group peeks at the right
    // edge; a click scrolls the row to show it whole.
    let row = parseFrames(try render("orthogonal-sections", keys: "click@75,3", format: .frames))
    let peeking = try #require(row.first { $0.kind == "cell" && $0.section == 0 && $0.item == 3 })
    #expect(peeking.x >= 0 && peeking.x + peeking.w <= 79)
  }

  /// Cells are labelled "section, item" as in the sample, and Behaviors
  /// puts the sample's 20pt (a row) between sections, on top of the gap the
  /// items' insets leave in Orthogonal Sections.
  @Test func labelsAndSectionSpacingFollowTheSample() throws {
    let text = try render("orthogonal-sections")
    #expect(text.contains(" 0, 0 ") && text.contains(" 1, 0 ") && text.contains(" 0, 1 "))
    #expect(try render("orthogonal-section-behaviors").contains(" 1, 0 "))
    func bottom(ofSection section: Int, in frames: [Frame]) -> Int {
      frames.filter { $0.kind == "cell" && $0.section == section }.map { $0.y + $0.h }.max()!
    }
    let plain = parseFrames(try render("orthogonal-sections", format: .frames))
    let plainGap =
      plain.filter { $0.kind == "cell" && $0.section == 1 }.map(\.y).min()!
      - bottom(ofSection: 0, in: plain)
    let behaviors = parseFrames(try render("orthogonal-section-behaviors", format: .frames))
    let header = try #require(behaviors.first { $0.kind == "header" && $0.section == 1 })
    #expect(header.y - bottom(ofSection: 0, in: behaviors) == plainGap + 1)
  }

  /// One tick of a tilt wheel moves a row that rests anywhere by a few
  /// columns, and a snapping row to its next resting place: never past
  /// items a viewport at a time.
  @Test func aTiltWheelTickMovesToTheNextRestingPlace() throws {
    let (continuous, _) = try play("orthogonal-sections", keys: "wheelright@19,4")
    let rows = try #require(continuous.top as? OrthogonalScrollingViewController)
    #expect(rows.collectionView.orthogonalOffset(ofSection: 0) == CollectionView.tiltWheelColumns)

    // Each behaviour's row, ticked once where its header's next line is,
    // against the same row paged by its behaviour's step.
    let size = CellSize(width: 100, height: 40)
    let (app, clock) = try play("orthogonal-section-behaviors", size: size)
    let view = try #require(app.top as? OrthogonalScrollBehaviorViewController).collectionView
    let (pagedApp, _) = try play("orthogonal-section-behaviors", size: size)
    let pagedView = try #require(pagedApp.top as? OrthogonalScrollBehaviorViewController)
      .collectionView
    let headers = drawnFrames(app).filter { $0.kind != "cell" }
    #expect(headers.count >= 2)
    for header in headers where header.y + 2 < 38 {
      let section = header.section
      try play("wheelright@20,\(header.y + 2)", on: app, clock: clock)
      pagedView.pageRow(section, .towardTrailing)
      let offset = view.orthogonalOffset(ofSection: section)
      if section == 0 {
        // The first row is `.continuous`.
        #expect(offset == CollectionView.tiltWheelColumns)
      } else {
        #expect(
          offset == pagedView.orthogonalOffset(ofSection: section) && offset > 0,
          "\(section)"
        )
      }
    }
  }
}
