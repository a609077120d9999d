import CollectionView
import CompositionalLayout
import TerminalUI
import Testing

@testable import GalleryExamples

@Suite struct CustomConfigurationsTests {
  typealias Controller = CustomConfigurationViewController

  @Test func goldenScreens() throws {
    for size in sizes {
      assertGolden(
        try render("custom-configurations", size: size),
        named: "\(size.width)x\(size.height)"
      )
    }
  }

  @Test func threeHundredCellsShuffledBySeed() throws {
    func items(seed: UInt64) throws -> [Controller.Item] {
      let screen = try #require(
        play("custom-configurations", seed: seed).app.top as? Controller
      )
      return screen.dataSource.snapshot().itemIdentifiers
    }
    let items0 = try items(seed: 0)
    #expect(items0.count == 300 && Set(items0).count == 300)
    for symbol in Controller.Symbol.allCases {
      #expect(items0.filter { $0.symbol == symbol }.count == 25)
    }
    // Shuffled: the first 25 are not all one symbol, as unshuffled they are.
    #expect(Set(items0.prefix(25).map(\.symbol)).count > 1)
    #expect(try items(seed: 0) == items0)
    #expect(try items(seed: 1) != items0)
  }

  /// End brings the last row into view, measured, with its last cell: rows
  /// measured as they come in hold more cells than their estimate, and the
  /// content that shrinks under the view keeps it at the end.
  @Test(arguments: sizes)
  func endShowsTheLastCellsMeasured(size: CellSize) throws {
    let frames = parseFrames(
      try render("custom-configurations", size: size, keys: "end", format: .frames)
    ).filter { $0.kind == "cell" }
    #expect(frames.contains { $0.item == 299 })
    // Every row in view is measured: as full as the width lets it be but
    // the last.
    let rows = Dictionary(grouping: frames, by: \.y).sorted { $0.key < $1.key }.map(\.value)
    let widest = rows.map(\.count).max() ?? 0
    #expect(rows.dropLast().allSatisfy { $0.count >= widest - 1 })
  }

  @Test(arguments: sizes)
  func rowsFlowWithAtLeastTwoColumnsBetweenCells(size: CellSize) throws {
    let frames = parseFrames(
      try render("custom-configurations", size: size, format: .frames)
    ).filter { $0.kind == "cell" }
    let rows = Dictionary(grouping: frames, by: \.y)
    #expect(rows.count > 3)
    for row in rows.values where row.count > 1 {
      let sorted = row.sorted { $0.x < $1.x }
      #expect(sorted.first!.x == 2 && sorted.last!.x + sorted.last!.w <= size.width - 2)
      for (left, right) in zip(sorted, sorted.dropFirst()) {
        #expect(right.x - (left.x + left.w) >= 2)
        #expect(right.item == left.item + 1)
      }
    }
    // Cells are their icon with two columns each side, and nothing else.
    let screen = try #require(play("custom-configurations", size: size).app.top as? Controller)
    for frame in frames {
      let item = try #require(
        screen.dataSource.itemIdentifier(for: IndexPath(item: frame.item, section: 0))
      )
      #expect(frame.w == CharacterWidth.width(of: item.symbol.glyph) + 4)
    }
  }

  @Test func enterSelectsAndTheSelectionStaysWhenFocusMoves() throws {
    let (app, clock) = try play("custom-configurations", keys: "right enter")
    let screen = try #require(app.top as? Controller)
    let chosen = try #require(
      screen.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0))
    )
    #expect(screen.dataSource.selectedItems(in: screen.collectionView) == [chosen])
    try play("down right left", on: app, clock: clock)
    #expect(screen.dataSource.focusedItem(in: screen.collectionView) != chosen)
    #expect(screen.dataSource.selectedItems(in: screen.collectionView) == [chosen])
    // The selected cell is filled with the tint; a plain one is not.
    let tint = sgr(background: Theme.dark.selected.background)
    let ansi = try render("custom-configurations", keys: "right enter down", format: .ansi)
    #expect(ansi.contains(tint))
    #expect(
      try !render("custom-configurations", keys: "right down", format: .ansi).contains(tint)
    )
    // Enter on another cell moves the selection there.
    try play("enter", on: app, clock: clock)
    #expect(
      screen.dataSource.selectedItems(in: screen.collectionView) == [
        screen.dataSource.focusedItem(in: screen.collectionView)!
      ]
    )
  }

  /// A borderless cell shows focus by filling its whole frame with the
  /// accent; a plain cell is its icon on its background configuration's
  /// tile, every cell of its frame filled, so that each cell shows where it
  /// is.
  @Test func focusFillsTheWholeCell() throws {
    let (app, clock) = try play("custom-configurations", keys: "right")
    let screen = try #require(app.top as? Controller)
    var canvas = Canvas(size: app.size)
    app.draw(into: &canvas, now: clock.now)
    let frames = screen.collectionView.drawnElements(at: clock.now).filter { $0.category == .cell }
    let focused = try #require(frames.first { $0.indexPath.item == 1 }).frame
    let plain = try #require(frames.first { $0.indexPath.item == 2 }).frame
    for y in focused.minY..<focused.maxY {
      for x in focused.minX..<focused.maxX where canvas[x: x, y: y].width > 0 {
        #expect(canvas[x: x, y: y].style == canvas.theme.focused)
      }
    }
    for y in plain.minY..<plain.maxY {
      for x in plain.minX..<plain.maxX {
        #expect(canvas[x: x, y: y].style == canvas.theme.groupedBackground, "\(x),\(y)")
      }
    }
    #expect(canvas[x: plain.minX, y: plain.minY].glyph.character == " ")
    // Between cells, the terminal's own background.
    #expect(canvas[x: plain.minX - 1, y: plain.minY].style == Style())
  }
}
