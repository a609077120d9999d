import CollectionView
import DiffableDataSource
import TerminalUI
import Testing

@testable import GalleryExamples

/// Snapshot changes as a user sees them, frame by frame on the virtual
/// clock: rows sliding in from beyond the edge, deleted rows and whole
/// sections fading, movers drawn above what rests, and no torn borders.
@Suite struct AnimatedChangeTests {
  /// The frames of `keys` followed by each wait, drawn where the animation
  /// has got to; deleted elements included.
  private func frames(
    _ target: String,
    size: CellSize,
    keys: String,
    seed: UInt64 = 0,
    at times: [Double]
  ) throws -> [[Frame]] {
    try times.map { time in
      parseFrames(
        try render(
          target,
          size: size,
          keys: keys + " wait:\(time)",
          seed: seed,
          format: .frames,
          settle: false
        ),
        includingDeleted: true
      )
    }
  }

  private static let sixtieths = (0...15).map { Double($0) / 60 }

  @Test func aRowFromBelowTheViewportSlidesInAndNoTwoRowsShareALine() throws {
    // Collapsing Section 0 of List Appearances at 40×14: the rows below it
    // move up, Section 2's header from beyond the bottom edge.
    let size = CellSize(width: 40, height: 14)
    let all = try frames("list-appearances", size: size, keys: "enter", at: Self.sixtieths)
    var headerRows: [Int] = []
    for (step, frames) in all.enumerated() {
      let live = frames.filter { !$0.deleted }
      #expect(Set(live.map(\.y)).count == live.count, "frame \(step): \(live)")
      if let header = live.first(where: { $0.section == 2 && $0.item == 0 }) {
        headerRows.append(header.y)
      }
    }
    // It enters at the last content row and climbs, never jumping to its
    // place: every row between is passed through.
    #expect(headerRows.first == 12)
    #expect(headerRows.last == 11)
    #expect(Set(headerRows) == [11, 12])
    #expect(headerRows == headerRows.sorted(by: >))
    let settled = parseFrames(
      try render("list-appearances", size: size, keys: "enter", format: .frames)
    )
    #expect(settled.contains { $0.section == 2 && $0.item == 0 && $0.y == 11 })
  }

  @Test func deletedRowsFadeOutWhereTheyWere() throws {
    let size = CellSize(width: 40, height: 10)
    let all = try frames("list-appearances", size: size, keys: "enter", at: Self.sixtieths)
    var opacities: [Double] = []
    for frames in all {
      let ghosts = frames.filter(\.deleted)
      // Section 0's three rows, each on the row it had.
      #expect(ghosts.map(\.y) == [3, 5, 7] || ghosts.isEmpty)
      #expect(Set(ghosts.map(\.opacity)).count <= 1)
      if let ghost = ghosts.first { opacities.append(ghost.opacity) }
    }
    #expect(opacities.count >= 12)
    #expect(opacities == opacities.sorted(by: >) && opacities.last! < 0.1)
    #expect(Set(opacities).count > 8)
  }

  @Test func fadedColoursBlendTowardTheBackgroundAndDimWithoutColour() throws {
    let (app, clock) = try play(
      "list-appearances",
      size: CellSize(width: 40, height: 10),
      keys: "enter wait:0.15"
    )
    var truecolor = Canvas(size: app.size)
    app.draw(into: &truecolor, now: clock.now)
    // "Item 0" of the collapsed section, fading on row 3 (about a third left).
    let faded = truecolor[x: 3, y: 3]
    #expect(faded.character == "I")
    guard case .rgb(let red, let green, let blue) = faded.style.foreground else {
      Issue.record("a fading row's text is blended, not \(faded.style.foreground)")
      return
    }
    #expect(red == green && green == blue && red > 20 && red < 120)
    var eightColours = Canvas(size: app.size, colorDepth: .ansi8)
    app.draw(into: &eightColours, now: clock.now)
    #expect(eightColours[x: 3, y: 3].style.attributes.contains(.dim))
    #expect(eightColours[x: 3, y: 3].style.foreground == .default)
    #expect(!eightColours[x: 3, y: 1].style.attributes.contains(.dim))
  }

  @Test func wifiSectionsFadeWithTheirRowsAndTheKnobSlides() throws {
    let size = CellSize(width: 60, height: 30)
    let on = parseFrames(try render("wifi-settings", size: size, format: .frames))
    let networks = on.filter { $0.section == 1 }
    #expect(networks.count > 3)
    // Off: the networks section and the current network fade out in place.
    let off = parseFrames(
      try render(
        "wifi-settings",
        size: size,
        keys: "enter wait:0.1",
        format: .frames,
        settle: false
      ),
      includingDeleted: true
    )
    let fading = off.filter(\.deleted)
    #expect(Set(fading.map(\.section)) == [0, 1])
    #expect(fading.filter { $0.section == 1 }.map(\.y) == networks.map(\.y))
    #expect(fading.allSatisfy { $0.opacity > 0.3 && $0.opacity < 0.9 })
    #expect(!off.contains { $0.section == 1 && !$0.deleted })
    // On again: the section comes back fading in at its final rows.
    let back = parseFrames(
      try render(
        "wifi-settings",
        size: size,
        keys: "enter wait:1 enter wait:0.1",
        format: .frames,
        settle: false
      ),
      includingDeleted: true
    )
    let appearing = back.filter { $0.section == 1 && !$0.deleted }
    #expect(appearing.map(\.y) == networks.map(\.y))
    #expect(appearing.allSatisfy { $0.opacity > 0.1 && $0.opacity < 0.9 })
    // The knob slides through the middle of the switch.
    let text = try render("wifi-settings", size: size, keys: "enter wait:0.12", settle: false)
    #expect(text.contains("━◉━"))
    #expect(try render("wifi-settings", size: size, keys: "enter").contains("◉━━"))
    #expect(try render("wifi-settings", size: size).contains("━━◉"))
  }

  @Test func theInsertionSortWalkerIsDrawnAboveTheRowItCrosses() throws {
    let size = CellSize(width: 24, height: 6)
    // Steps run every 0.125 s from the Enter; the fifth, at 0.5 s, moves
    // each row's sixth swatch as far left as it goes.
    let (app, clock) = try play("insertion-sort", size: size, keys: "enter wait:0.49", seed: 3)
    let screen = try #require(app.top as? InsertionSortViewController)
    let before = screen.dataSource.snapshot()
    var canvas = Canvas(size: size)
    app.draw(into: &canvas, now: clock.now)
    let oldFrames = screen.collectionView.drawnElements(at: clock.now)
    try play("wait:0.01", on: app, clock: clock)
    let after = screen.dataSource.snapshot()
    let duration = screen.collectionView.transitionDuration
    var walkers = 0
    for row in after.sectionIdentifiers {
      let old = before.itemIdentifiers(inSection: row)
      let new = after.itemIdentifiers(inSection: row)
      guard let walker = new.indices.first(where: { old.firstIndex(of: new[$0])! > $0 + 1 })
      else { continue }
      walkers += 1
      let node = new[walker]
      let from = try #require(
        oldFrames.first {
          $0.indexPath == IndexPath(item: old.firstIndex(of: node)!, section: row.index)
        }
      ).frame
      let path = IndexPath(item: walker, section: row.index)
      func drawnFrame(at time: Double) throws -> CellRect {
        app.draw(into: &canvas, now: time)
        return try #require(
          screen.collectionView.drawnElements(at: time).last {
            $0.indexPath == path && !$0.isDeleted
          }
        ).frame
      }
      let to = try drawnFrame(at: .infinity)
      var probe = Canvas(size: CellSize(width: 2, height: 1))
      InsertionSortViewController.Swatch(node).draw(on: &probe, in: probe.bounds)
      let colour = probe[x: 0, y: 0].style.background
      // A cell shows the colour in its background, or on the block of an
      // edge part-way across it.
      func shows(_ cell: Cell) -> Bool {
        cell.style.background == colour
          || ("▏▎▍▌▋▊▉".contains(cell.character) && cell.style.foreground == colour)
      }
      for step in 1..<6 {
        let now = try drawnFrame(at: clock.now + duration * Double(step) / 6)
        // Where it is drawn lies between where it was and where it goes…
        #expect(now.y == from.y && to.x <= now.x && now.x <= from.x, "step \(step)")
        // …and both its cells show its own colour, over the swatches it crosses.
        #expect(shows(canvas[x: now.x, y: now.y]), "step \(step)")
        #expect(shows(canvas[x: now.x + 1, y: now.y]), "step \(step)")
      }
      #expect(to.x < from.x - 2)
    }
    #expect(walkers >= 2)
  }

  /// Mid-filter, every result drawn whole in view is drawn whole: its
  /// height ends one column before its frame's trailing edge, wherever the
  /// frame is on its way.
  @Test func filteringMountainsDrawsEveryResultWhole() throws {
    let size = CellSize(width: 80, height: 24)
    let (app, clock) = try play("mountains-search", size: size, keys: "\"k\"")
    let start = clock.now
    var checked = 0
    var partlyCovered = 0
    for step in 0...15 {
      var canvas = Canvas(size: size)
      app.draw(into: &canvas, now: start + Double(step) / 60)
      let elements = app.top.drawnElements(at: start + Double(step) / 60)
      for (index, element) in elements.enumerated() where element.category == .cell {
        let frame = element.frame
        let (x, y) = (frame.maxX - 2, frame.minY)
        let above = elements[(index + 1)...].map(\.frame).filter { !$0.intersection(frame).isEmpty }
        // In view, opaque, and no cell drawn after it over any of it.
        guard frame.minY >= 2, frame.maxY <= size.height - 1, frame.minX >= 0,
          frame.maxX <= size.width - 1, element.opacity == 1
        else { continue }
        if above.isEmpty {
          #expect(canvas[x: x, y: y].character == "m", "\(frame), step \(step)")
          checked += 1
        } else if !above.contains(where: { $0.intersection(frame) == frame }) {
          // Partly under a card on its way: none of its text shows, so no
          // stub of it can be read.
          for row in frame.minY..<frame.maxY {
            for column in frame.minX..<frame.maxX
            where !above.contains(where: { $0.contains(x: column, y: row) }) {
              #expect(
                canvas[x: column, y: row].character == " ",
                "a stub of \(frame) at \(column),\(row), step \(step)"
              )
            }
          }
          partlyCovered += 1
        }
      }
    }
    #expect(checked > 100)
    #expect(partlyCovered > 10)
  }

  @Test func keysQueuedWithoutADrawBetweenSeeTheNewLayout() throws {
    // After `a`, the appearance changes the layout; the queued `down` must
    // move from where focus is in it, as it does with a frame between.
    let queued = try render("list-appearances", keys: "a down")
    let drawn = try render("list-appearances", keys: "a wait:0 down")
    #expect(queued == drawn)
    let (app, _) = try play("list-appearances", keys: "a down")
    let screen = try #require(app.top as? ListAppearancesViewController)
    #expect(screen.collectionView.focusedIndexPath == IndexPath(item: 1, section: 0))
  }
}

/// Separators go with their rows: a collapsing section's rows take the
/// lines above and below them as they fade, at the rows' opacity, rather
/// than leave the lines to vanish in the first frame.
@Suite struct SeparatorMotionTests {
  @Test func aCollapsedSectionsSeparatorsFadeWithItsRows() throws {
    let size = CellSize(width: 60, height: 12)
    let (app, clock) = try play("list-appearances", size: size)
    let separator = app.traits.theme.separator.foreground
    try play("enter", on: app, clock: clock)
    let start = clock.now
    var seen: [Int] = []
    for step in 1...14 {
      var canvas = Canvas(width: size.width, height: size.height, traits: app.traits)
      let time = start + Double(step) / 60
      app.draw(into: &canvas, now: time)
      // The line under Section 0's header, which its first row had above it.
      let line = (5..<50).map { canvas[x: $0, y: 2] }
      // It is there from the first frame, not popped.
      if step <= 5 { #expect(line.allSatisfy { $0.glyph.character == "─" }, "frame \(step)") }
      let ghost = app.top.drawnElements(at: time).first { $0.isDeleted && $0.frame.y == 3 }
      guard let ghost else { continue }
      #expect(line.allSatisfy { $0.glyph.character == "─" }, "frame \(step)")
      // Faded as its row is: neither at full strength nor gone.
      #expect(line.allSatisfy { $0.style.foreground != separator }, "frame \(step)")
      #expect(ghost.opacity < 1)
      seen.append(step)
    }
    #expect(!seen.isEmpty)
    var settled = Canvas(width: size.width, height: size.height, traits: app.traits)
    app.draw(into: &settled, now: .infinity)
    #expect(!(5..<50).contains { settled[x: $0, y: 2].glyph.character == "─" })
  }
}

/// An element on its way to a new place is drawn opaque in its own
/// colours, as UIKit's cells move: the same colours it has at rest, no
/// tint laid over it.
@Suite struct MovingCardTests {
  @Test(arguments: [
    // Filtering the results: cells in the terminal's own colours.
    ("mountains-search", "", "\"m\""),
    // Collapsing Section 0: rows of a plain list, then of an inset-grouped
    // one on their section's block.
    ("list-appearances", "", "enter"),
    ("list-appearances", "a a a a", "enter"),
  ])
  func everyMoverKeepsItsOwnColours(target: String, setUp: String, keys: String) throws {
    let size = CellSize(width: 80, height: 24)
    let (app, clock) = try play(target, size: size, keys: setUp)
    try play(keys, on: app, clock: clock)
    let settledElements = app.top.drawnElements(at: .infinity)
    var rest = Canvas(width: size.width, height: size.height, traits: app.traits)
    app.draw(into: &rest, now: .infinity)
    let content = CellRect(x: 0, y: 1, width: 79, height: 22)
    var movers = 0
    for step in 1...8 {
      let time = clock.now + Double(step) / 60
      var canvas = Canvas(width: size.width, height: size.height, traits: app.traits)
      app.draw(into: &canvas, now: time)
      let drawn = app.top.drawnElements(at: time)
      for (order, element) in drawn.enumerated()
      where element.category == .cell && !element.isDeleted && element.opacity == 1 {
        guard
          let settled = settledElements.first(where: {
            $0.category == .cell && $0.indexPath == element.indexPath
          })?.frame,
          settled != element.frame, settled.size == element.frame.size,
          content.intersection(element.frame) == element.frame,
          content.intersection(settled) == settled,
          // Whole: no card drawn after it lies over it.
          !drawn[(order + 1)...].contains(where: {
            !$0.frame.intersection(element.frame).isEmpty
          })
        else { continue }
        movers += 1
        for dy in 0..<element.frame.height {
          for dx in 0..<element.frame.width {
            let moving = canvas[x: element.frame.x + dx, y: element.frame.y + dy].style
            let still = rest[x: settled.x + dx, y: settled.y + dy].style
            #expect(
              moving.background == still.background,
              "t=\(step)/60 \(element.indexPath) at (\(dx), \(dy))"
            )
          }
        }
      }
    }
    #expect(movers > 5)
  }
}

/// Two rows trading places both stay in sight in every frame: the one
/// beneath is drawn beside the one above rather than hidden under it.
@Suite struct SwapMotionTests {
  @Test(arguments: [
    ("reorderable-list", "m down", ["🤣", "🥃"]),
    ("table-view-editing", "e shift-down", ["Makalu", "Cho Oyu"]),
  ])
  func bothRowsOfASwapShowInEveryFrame(target: String, keys: String, names: [String]) throws {
    let size = CellSize(width: 80, height: 24)
    let (app, clock) = try play(target, size: size)
    try play(keys, on: app, clock: clock)
    #expect(app.top.isAnimating)
    let lines = { (screen: String) in screen.split(separator: "\n").map(String.init) }
    let settled = lines(screenText(of: app))
    // The change swapped them.
    let rows = names.map { name in settled.firstIndex { $0.contains(name) } ?? -1 }
    #expect(rows[0] > rows[1] && rows[1] > 0)
    for step in 0...15 {
      var canvas = Canvas(width: size.width, height: size.height, traits: app.traits)
      app.draw(into: &canvas, now: clock.now + Double(step) / 60)
      let screen = lines(canvas.plainText())
      for name in names {
        #expect(screen.contains { $0.contains(name) }, "frame \(step): \(name) hidden")
      }
    }
  }
}
