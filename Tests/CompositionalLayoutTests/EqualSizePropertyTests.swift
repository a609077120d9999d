import CompositionalLayout
import PropertyBased
import Testing

/// Random grids on a display: whatever the width, the columns, the count and
/// the spacing, every cell has one whole-pixel size, rows keep one pitch, no
/// row overflows its section, and snapping keeps the number of columns.
@Suite struct EqualSizePropertyTests {
  struct GridCase: Sendable, CustomStringConvertible {
    var width: Double
    var columns: Int
    /// `repeatingSubitem:count:` rather than a subitem 1/columns wide.
    var counted: Bool
    var spacing: Double
    var inset: Double
    var itemCount: Int
    var displayScale: Double

    var description: String {
      "width \(width) columns \(columns) counted \(counted) spacing \(spacing) inset \(inset) items \(itemCount) scale \(displayScale)"
    }

    func solve(displayScale: Double) -> SolvedLayout {
      let fraction = 1 / Double(columns)
      let item = LayoutItem(
        layoutSize: size(
          counted ? .fractionalWidth(1) : .fractionalWidth(fraction),
          .fractionalHeight(1)
        )
      )
      // Square-looking rows: a height taken from the width, through the aspect ratio.
      let rowSize = size(.fractionalWidth(1), .fractionalWidth(fraction))
      let group =
        counted
        ? LayoutGroup.horizontal(layoutSize: rowSize, repeatingSubitem: item, count: columns)
        : LayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
      if counted { group.interItemSpacing = .fixed(spacing) }
      let section = LayoutSection(group: group)
      section.interGroupSpacing = spacing
      section.contentInsets = DirectionalEdgeInsets(all: inset)
      return CompositionalLayout(section: section).solve(
        containerSize: Size(width: width, height: 24),
        itemCounts: [itemCount],
        displayScale: displayScale
      )
    }
  }

  static let cases =
    zip(
      Gen.int(in: 12...240),
      Gen.int(in: 1...9),
      Gen.bool,
      Gen.int(in: 0...3),
      Gen.int(in: 0...4),
      Gen.int(in: 1...80),
      Gen.int(in: 1...3)
    ).map { width, columns, counted, spacing, inset, items, scale in
      GridCase(
        // Room for the insets and the spacing at least: a layout whose
        // spacing alone overflows it has nothing to keep equal.
        width: Double(width + 2 * inset + 2 * (columns - 1)),
        columns: columns,
        counted: counted,
        // Halves too, which a display of one pixel a unit rounds.
        spacing: Double(spacing) / 2,
        inset: Double(inset),
        itemCount: items,
        displayScale: Double(scale)
      )
    }

  @Test func repeatedCellsShareOneWholeSizeInsideTheirSection() async {
    await propertyCheck(count: 400, input: Self.cases) { gridCase in
      let scale = gridCase.displayScale
      let solved = gridCase.solve(displayScale: scale)
      let cells = solved.allCells
      #expect(cells.count == gridCase.itemCount, "\(gridCase)")
      guard let first = cells.first?.frame else { return }
      // A third of a unit is no exact binary fraction: whole to a hair.
      func isWhole(_ value: Double) -> Bool {
        abs((value * scale).rounded() - value * scale) < 1e-9
      }
      for cell in cells {
        let frame = cell.frame
        #expect(frame.size == first.size, "\(cell) is not \(first.size) in \(gridCase)")
        #expect(
          isWhole(frame.minX) && isWhole(frame.minY) && isWhole(frame.width)
            && isWhole(frame.height),
          "\(cell) is off the pixels in \(gridCase)"
        )
        #expect(frame.minX >= gridCase.inset, "\(cell) in \(gridCase)")
        #expect(
          frame.maxX <= gridCase.width - gridCase.inset + 1e-9,
          "\(cell) overflows in \(gridCase)"
        )
      }
      let rows = Set(cells.map(\.frame.minY)).sorted()
      let pitches = Set(zip(rows, rows.dropFirst()).map { (($1 - $0) * scale).rounded() })
      #expect(pitches.count <= 1, "rows \(rows) in \(gridCase)")
      // Snapping decides sizes, never how many items share a row.
      let exact = gridCase.solve(displayScale: 0)
      #expect(
        cells.filter { $0.frame.minY == first.minY }.count
          == exact.allCells.filter { abs($0.frame.minY - exact.allCells[0].frame.minY) < 1e-9 }
          .count,
        "\(gridCase)"
      )
    }
  }
}
