import TerminalUI
import Testing

@testable import GalleryExamples

@Suite struct CustomCellListTests {
  @Test func goldenScreens() throws {
    for size in sizes {
      assertGolden(
        try render("custom-cell-list", size: size),
        named: "\(size.width)x\(size.height)"
      )
    }
  }

  @Test func nineItemsInTheSamplesThreeCategories() {
    let items = CustomCellListViewController.items
    #expect(
      items.map(\.title) == [
        "Headphones", "Loudspeaker", "Plane", "Tram", "Car", "Hurricane", "Tornado",
        "Tropical Storm", "Snow",
      ]
    )
    #expect(
      items.map(\.category.name) == [
        "Music", "Music", "Transportation", "Transportation", "Transportation", "Weather",
        "Weather", "Weather", "Weather",
      ]
    )
    for item in items {
      #expect(CharacterWidth.width(of: item.icon) == 2)
      #expect(CharacterWidth.width(of: item.category.icon) == 2)
    }
  }

  @Test func rowsAreTwoLinesWithASeparatorBetween() throws {
    let cells = parseFrames(try render("custom-cell-list", format: .frames)).filter {
      $0.kind == "cell"
    }
    // Eight rows fill 80×24; they overflow, so the scrollbar takes a column.
    #expect(cells.map(\.item) == Array(0..<8))
    #expect(cells.allSatisfy { $0.h == 2 && $0.x == 0 && $0.w == 79 })
    #expect(cells.map(\.y) == Array(stride(from: 1, to: 23, by: 3)))
    let lines = try render("custom-cell-list").split(separator: "\n")
    #expect(lines[3].hasPrefix(" ───"))
  }

  @Test func titleAndCategoryShareTheFirstLineAndTheDescriptionIsBelow() throws {
    let lines = try render("custom-cell-list").split(
      separator: "\n",
      omittingEmptySubsequences: false
    )
    #expect(lines[1].hasPrefix(" 🎧 Headphones"))
    // The sample's order: the category's name, its icon, the chevron.
    #expect(lines[1].hasSuffix("Music 🎵 › ┃"))
    #expect(lines[2].hasPrefix("    A portable device for listening to music."))
    // A narrow screen wraps the description onto a third line.
    let narrow = parseFrames(
      try render("custom-cell-list", size: CellSize(width: 40, height: 24), format: .frames)
    )
    #expect(narrow.first { $0.kind == "cell" && $0.item == 1 }?.h == 3)
  }
}
