import CollectionView
import GalleryApp
import TerminalApp
import TerminalUI
import Testing

@testable import GalleryExamples

@Suite struct TableViewEditingTests {
  private func names(_ app: App) throws -> [[String]] {
    let screen = try #require(app.top as? TableViewEditingViewController)
    let snapshot = screen.dataSource.snapshot()
    return snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0).map(\.name) }
  }

  private func storeNames(_ app: App) throws -> [[String]] {
    let screen = try #require(app.top as? TableViewEditingViewController)
    return TableViewEditingViewController.Section.allCases.map {
      (screen.store.mountains[$0] ?? []).map(\.name)
    }
  }

  private let visited = ["Makalu", "Cho Oyu", "Dhaulagiri", "Manaslu"]
  private let bucketList = ["Mount Everest", "K2", "Kangchenjunga", "Lhotse"]

  @Test func snapshotIsTheSamplesTwoSectionsOfFourMountains() throws {
    let (app, _) = try play("table-view-editing")
    let screen = try #require(app.top as? TableViewEditingViewController)
    let snapshot = screen.dataSource.snapshot()
    #expect(snapshot.sectionIdentifiers == [.visited, .bucketList])
    #expect(try names(app) == [visited, bucketList])
    #expect(snapshot == screen.store.snapshot)
    let everest = try #require(snapshot.itemIdentifiers(inSection: .bucketList).first)
    #expect(everest.formattedHeight == "8,848M")
  }

  @Test func heightsAreDigitGroupedWithAnM() {
    func formatted(_ height: Int) -> String {
      Mountain(id: 0, name: "", height: height).formattedHeight
    }
    #expect(formatted(8848) == "8,848M")
    #expect(formatted(512) == "512M")
    #expect(formatted(1_234_567) == "1,234,567M")
  }

  @Test func goldenScreens() throws {
    let cases: [(String, String)] = [
      ("start", ""), ("editing", "e"), ("deleted", "down delete"),
      ("moved-across", "e down down down shift-down"), ("picked-up", "e down m"),
    ]
    for (name, keys) in cases {
      assertGolden(try render("table-view-editing", keys: keys), named: name)
    }
    assertGolden(
      try render("table-view-editing", size: CellSize(width: 120, height: 40), keys: "e"),
      named: "editing-120x40"
    )
  }

  @Test func deleteRemovesTheFocusedRowWithAnimationInAndOutOfEditMode() throws {
    let (app, clock) = try play("table-view-editing", keys: "down delete")
    #expect(app.top.isAnimating)
    #expect(try names(app) == [["Makalu", "Dhaulagiri", "Manaslu"], bucketList])
    try play("e delete", on: app, clock: clock)
    #expect(try names(app) == [["Makalu", "Manaslu"], bucketList])
    #expect(try storeNames(app) == names(app))
    let frames = parseFrames(try render("table-view-editing", keys: "down delete", format: .frames))
    #expect(frames.filter { $0.kind == "cell" && $0.section == 0 }.count == 3)
  }

  @Test func shiftArrowsMoveRowsWithinAndAcrossSections() throws {
    let (app, clock) = try play("table-view-editing", keys: "e down down down shift-down")
    #expect(try names(app) == [Array(visited.prefix(3)), ["Manaslu"] + bucketList])
    try play("shift-down", on: app, clock: clock)
    #expect(try names(app)[1].prefix(2) == ["Mount Everest", "Manaslu"])
    try play("shift-up shift-up shift-up", on: app, clock: clock)
    #expect(try names(app) == [["Makalu", "Cho Oyu", "Manaslu", "Dhaulagiri"], bucketList])
    #expect(try storeNames(app) == names(app))
    // Outside edit mode shifted arrows do nothing.
    try play("e shift-up", on: app, clock: clock)
    #expect(try names(app)[0][2] == "Manaslu")
  }

  @Test func pickUpCarriesTheRowAndDropsOrCancels() throws {
    let (app, clock) = try play("table-view-editing", keys: "e m down down down down m")
    #expect(try names(app) == [Array(visited.dropFirst()), ["Makalu"] + bucketList])
    try play("m up esc", on: app, clock: clock)
    #expect(try names(app) == [Array(visited.dropFirst()), ["Makalu"] + bucketList])
    #expect(try storeNames(app) == names(app))
    let frames = parseFrames(
      try render("table-view-editing", keys: "e m down down down down m", format: .frames)
    )
    // The moved row is drawn in the bucket list, the first of five.
    #expect(frames.filter { $0.kind == "cell" && $0.section == 1 }.count == 5)
    #expect(frames.filter { $0.kind == "header" }.count == 2)
    #expect(frames.filter { $0.kind == "footer" }.count == 2)
  }

  @Test func theEditedListsSurviveLeavingAndReopening() throws {
    // From the menu: open the group, then the fourth example.
    let open = "down enter down down down down enter"
    let (app, clock) = try play("menu", keys: open + " e down down down shift-down delete esc")
    #expect(app.stack.count == 1)
    try play("enter", on: app, clock: clock)
    let expected = [Array(visited.prefix(3)), bucketList]
    #expect(try names(app) == expected)
    #expect(screenText(of: app).contains("Trips I've made!"))
    // Another session starts from the data file again.
    let fresh = try play("table-view-editing").app
    #expect(try names(fresh) == [visited, bucketList])
  }

  @Test func editTogglesWithE() throws {
    let editing = try render("table-view-editing", keys: "e")
    #expect(editing.contains("⊖ Makalu") && editing.contains("≡"))
    #expect(editing.split(separator: "\n").last?.contains("e Done") == true)
    let done = try render("table-view-editing", keys: "e e")
    #expect(!done.contains("⊖") && done.split(separator: "\n").last?.contains("e Edit") == true)
  }

  /// A terminal reports a press where a key script names a click: either
  /// on ⊖ shows the row's Delete action and either on that deletes the row,
  /// as UIKit's delete accessory does; either on ≡ picks the row up.
  @Test(arguments: [MouseEvent.Kind.click(.left), .press(.left)])
  func clicksOnTheEditingControls(_ kind: MouseEvent.Kind) throws {
    let editing = try render("table-view-editing", keys: "e")
    let rows = editing.split(separator: "\n").map(Array.init)
    let minus = try #require(rows[2].firstIndex(of: "⊖"))
    let handle = try #require(rows[4].firstIndex(of: "≡"))

    let (deleting, clock) = try play("table-view-editing", keys: "e")
    deleting.handle(.mouse(MouseEvent(kind, x: minus, y: 2)))
    try play("", on: deleting, clock: clock)
    let revealed = screenText(of: deleting).split(separator: "\n").map(Array.init)
    let button = try #require(revealed[2].firstIndex(of: "D"))
    #expect(String(revealed[2]).hasSuffix(" Delete"))
    deleting.handle(.mouse(MouseEvent(kind, x: button, y: 2)))
    try play("wait:1", on: deleting, clock: clock)
    let afterDelete = screenText(of: deleting)
    #expect(!afterDelete.contains("Makalu") && afterDelete.contains("Cho Oyu"))

    let (carrying, carryClock) = try play("table-view-editing", keys: "e")
    carrying.handle(.mouse(MouseEvent(kind, x: handle, y: 4)))
    try play("up", on: carrying, clock: carryClock)
    let carried = screenText(of: carrying).split(separator: "\n")
    #expect(carried[2].contains("Cho Oyu") && carried[4].contains("Makalu"))
    #expect(carried.last?.contains("drop") == true)
  }

  /// `u` steps back through the edits, one at a time, and `r` returns to
  /// the sample's start, itself undoable; the store follows each, and the
  /// footer offers them only when they would do something.
  @Test func undoStepsBackAndResetReturnsToTheStart() throws {
    // Wide enough for the whole footer; at 80 columns ": more" leads to
    // what does not fit.
    let (app, clock) = try play("table-view-editing", size: CellSize(width: 120, height: 24))
    let start = try names(app)
    var footer: Substring { screenText(of: app).split(separator: "\n").last ?? "" }
    #expect(!footer.contains("undo") && !footer.contains("reset"))
    try play("delete delete", on: app, clock: clock)
    let afterTwo = try names(app)
    #expect(afterTwo[0].count == start[0].count - 2)
    #expect(footer.contains("u undo") && footer.contains("r reset"))
    try play("u", on: app, clock: clock)
    #expect(try names(app)[0].count == start[0].count - 1)
    try play("u", on: app, clock: clock)
    #expect(try names(app) == start)
    #expect(!footer.contains("undo"))
    try play("e down shift-down delete r", on: app, clock: clock)
    #expect(try names(app) == start)
    try play("u", on: app, clock: clock)
    #expect(try names(app) != start)
    // The store holds what the screen shows: a new screen opens on it.
    let reopened = try #require(app.top as? TableViewEditingViewController)
    #expect(reopened.store.snapshot == reopened.dataSource.snapshot())
  }
}

/// The block of a grouped section follows its rows as they move: a delete
/// that moves the rows below up never lays the block (nor anything) over
/// the footer that moves up with them, and no frame shows the block where
/// no row of its section is.
@Suite struct SectionBlockMotionTests {
  /// Each frame of `keys` on `target` after `setUp`, 60 a second, with the
  /// elements it draws.
  private func frames(
    _ target: String,
    setUp: String,
    keys: String
  ) throws -> (app: App, rest: Canvas, frames: [(Canvas, [DrawnElement])]) {
    let size = CellSize(width: 60, height: 24)
    let (app, clock) = try play(target, size: size, keys: setUp)
    try play(keys, on: app, clock: clock)
    #expect(app.top.isAnimating)
    var rest = Canvas(width: size.width, height: size.height, traits: app.traits)
    app.draw(into: &rest, now: .infinity)
    let frames = (0...15).map { step in
      let time = clock.now + Double(step) / 60
      var canvas = Canvas(width: size.width, height: size.height, traits: app.traits)
      app.draw(into: &canvas, now: time)
      return (canvas, app.top.drawnElements(at: time))
    }
    return (app, rest, frames)
  }

  @Test func aDeleteKeepsTheFooterInItsOwnColours() throws {
    let (app, rest, frames) = try frames("table-view-editing", setUp: "down", keys: "delete")
    let settled = try #require(
      app.top.drawnElements(at: .infinity).first {
        $0.kind == "footer" && $0.indexPath.section == 0
      }
    ).frame
    for (step, (canvas, drawn)) in frames.enumerated() {
      let footer = try #require(
        drawn.first { $0.kind == "footer" && $0.indexPath.section == 0 }
      ).frame
      for dy in 0..<footer.height {
        for dx in 0..<footer.width {
          #expect(
            canvas[x: footer.x + dx, y: footer.y + dy].style.background
              == rest[x: settled.x + dx, y: settled.y + dy].style.background,
            "t=\(step)/60 (\(dx), \(dy))"
          )
        }
      }
    }
  }

  @Test(arguments: [
    ("table-view-editing", "down", "delete"),
    ("table-view-editing", "down down down down", "delete"),
    ("table-view-editing", "e down down down", "shift-down"),
  ])
  func theBlockNeverReachesPastItsLastRow(target: String, setUp: String, keys: String) throws {
    let (app, _, frames) = try frames(target, setUp: setUp, keys: keys)
    let block = app.traits.theme.groupedBackground.background
    for (step, (canvas, drawn)) in frames.enumerated() {
      // The lines from below each section's last row as drawn to the
      // next section's first row.
      var rows: [Int: (top: Int, bottom: Int)] = [:]
      for element in drawn where element.category == .cell && !element.isDeleted {
        let span = rows[element.indexPath.section] ?? (.max, .min)
        rows[element.indexPath.section] = (
          min(span.top, element.frame.minY), max(span.bottom, element.frame.maxY)
        )
      }
      let sections = rows.keys.sorted()
      // A deleted row fades on its block with the separator lines above
      // and below it.
      let ghosts = drawn.filter(\.isDeleted).map { $0.frame.insetBy(dx: 0, dy: -1) }
      for (index, section) in sections.enumerated() {
        let end = index + 1 < sections.count ? rows[sections[index + 1]]!.top : canvas.height - 1
        for y in rows[section]!.bottom..<max(rows[section]!.bottom, end) {
          let stray = (0..<canvas.width - 1).filter { x in
            canvas[x: x, y: y].style.background == block
              && !ghosts.contains { $0.contains(x: x, y: y) }
          }
          #expect(stray.isEmpty, "t=\(step)/60 line \(y): the block at \(stray)")
        }
      }
    }
  }
}
