import TerminalUI
import Testing

/// Equal items look equal on screen: `--format frames` of the grids, Nested
/// Groups and the sideways rows give every copy of a repeated item one size
/// at every terminal size. Only cells wholly on screen count: a cell the
/// screen's edge clips is smaller by design.
@Suite struct EqualCellsTests {
  static let screens = [
    CellSize(width: 60, height: 20),
    CellSize(width: 80, height: 24),
    CellSize(width: 83, height: 25),
    CellSize(width: 100, height: 30),
    CellSize(width: 120, height: 40),
    CellSize(width: 160, height: 50),
  ]

  /// The cells wholly inside the content area: below the title bar, above
  /// the footer.
  static func visibleCells(
    _ example: String,
    size: CellSize,
    keys: String = ""
  ) throws -> [Frame] {
    let frames = parseFrames(try render(example, size: size, keys: keys, format: .frames))
    return frames.filter { frame in
      frame.kind == "cell" && frame.x >= 0 && frame.x + frame.w <= size.width && frame.y >= 1
        && frame.y + frame.h <= size.height - 1
    }
  }

  /// The sizes the cells of each kind come in, a kind being what `kind`
  /// says a cell stands for (its place in its group, its section).
  static func sizes<Kind: Hashable>(
    of cells: [Frame],
    by kind: (Frame) -> Kind
  ) -> [Kind: Set<String>] {
    Dictionary(grouping: cells, by: kind).mapValues { Set($0.map { "\($0.w)×\($0.h)" }) }
  }

  @Test(arguments: ["grid", "item-badges"], screens)
  func everyGridCellIsOneSize(_ example: String, _ size: CellSize) throws {
    let cells = try Self.visibleCells(example, size: size)
    #expect(cells.count >= 4, "\(example) at \(size) shows \(cells.count) cells")
    let sizes = Set(cells.map { "\($0.w)×\($0.h)" })
    #expect(sizes.count == 1, "\(example) at \(size): \(sizes.sorted())")
    // Rows and columns keep one pitch too.
    let columns = Set(cells.map(\.x)).sorted()
    let rows = Set(cells.map(\.y)).sorted()
    #expect(Set(zip(columns, columns.dropFirst()).map { $1 - $0 }).count <= 1, "\(columns)")
    #expect(Set(zip(rows, rows.dropFirst()).map { $1 - $0 }).count <= 1, "\(rows)")
  }

  /// The columns snapping cells to whole widths leaves over split on both
  /// sides: the first column a cell uses is as far from the left edge as the
  /// last is from the scrollbar's column, give or take one.
  @Test(arguments: ["grid", "inset-items-grid", "item-badges", "two-column-grid"], screens)
  func gridRowsKeepEqualMarginsEachSide(_ example: String, _ size: CellSize) throws {
    let cells = try Self.visibleCells(example, size: size)
    let left = try #require(cells.map(\.x).min())
    let right = (size.width - 1) - (try #require(cells.map { $0.x + $0.w }.max()))
    #expect(abs(left - right) <= 1, "\(example) at \(size): \(left) left, \(right) right")
  }

  @Test(arguments: screens)
  func nestedGroupsRepeatOneGroupWithAnEqualPair(_ size: CellSize) throws {
    let cells = try Self.visibleCells("nested-groups", size: size)
    // Item 3n is the large one, 3n + 1 and 3n + 2 the pair beside it.
    let sizes = Self.sizes(of: cells) { $0.item % 3 }
    #expect(sizes.count == 3, "nested-groups at \(size) shows \(cells.count) cells")
    #expect(sizes.values.allSatisfy { $0.count == 1 }, "at \(size): \(sizes)")
    #expect(sizes[1] == sizes[2], "the pair at \(size): \(sizes)")
    let groupTops = Set(cells.filter { $0.item % 3 == 0 }.map(\.y)).sorted()
    let pitches = Set(zip(groupTops, groupTops.dropFirst()).map { $1 - $0 })
    #expect(pitches.count <= 1, "group tops \(groupTops) at \(size)")
  }

  @Test(arguments: ["orthogonal-sections", "orthogonal-section-behaviors"], screens)
  func sidewaysRowsRepeatOneGroup(_ example: String, _ size: CellSize) throws {
    for keys in ["", "right right right right right", "down down down right right right"] {
      let cells = try Self.visibleCells(example, size: size, keys: keys)
      let sizes = Self.sizes(of: cells) { [$0.section, $0.item % 3] }
      #expect(!sizes.isEmpty, "\(example) at \(size) after \(keys) shows no whole cell")
      #expect(
        sizes.values.allSatisfy { $0.count == 1 },
        "\(example) at \(size) after \(keys): \(sizes)"
      )
      for section in Set(cells.map(\.section)) {
        if let top = sizes[[section, 1]], let bottom = sizes[[section, 2]] {
          #expect(top == bottom, "the pair in section \(section) at \(size) after \(keys)")
        }
      }
    }
  }

  @Test(arguments: screens)
  func conferenceVideoCardsAreOneSizeARow(_ size: CellSize) throws {
    let cells = try Self.visibleCells("conference-videos", size: size, keys: "right right right")
    let sizes = Self.sizes(of: cells, by: \.section)
    #expect(!sizes.isEmpty, "conference-videos at \(size) shows no whole card")
    #expect(sizes.values.allSatisfy { $0.count == 1 }, "at \(size): \(sizes)")
  }
}
