import CompositionalLayout
import PropertyBased
import Testing

/// Random grids and self-sizing stacks: whatever the layout, a range query
/// finds exactly the cells a scan of every cell finds, and cells stay apart.
@Suite struct ElementQueryPropertyTests {
  struct GridCase: Sendable, CustomStringConvertible {
    var columns: Int
    var rowHeight: Double
    var interGroupSpacing: Double
    var inset: Double
    var width: Double
    var itemCount: Int
    var estimated: Bool
    var query: Rect

    var description: String {
      "columns \(columns) row \(rowHeight) spacing \(interGroupSpacing) inset \(inset) width \(width) items \(itemCount) estimated \(estimated) query \(query)"
    }

    func solve() -> SolvedLayout {
      let item = LayoutItem(
        layoutSize: size(.fractionalWidth(1 / Double(columns)), .fractionalHeight(1))
      )
      let height: LayoutDimension = estimated ? .estimated(rowHeight) : .absolute(rowHeight)
      let group = LayoutGroup.horizontal(
        layoutSize: size(.fractionalWidth(1), height),
        subitems: [item]
      )
      let section = LayoutSection(group: group)
      section.interGroupSpacing = interGroupSpacing
      section.contentInsets = DirectionalEdgeInsets(all: inset)
      let rowHeight = rowHeight
      return CompositionalLayout(section: section).solve(
        containerSize: Size(width: width, height: 24),
        itemCounts: [itemCount, itemCount / 2],
        fitting: estimated
          ? { request in
            Size(
              width: request.proposedSize.width,
              height: rowHeight + Double(request.indexPath.item % 3)
            )
          }
          : nil
      )
    }
  }

  static let cases =
    zip(
      Gen.int(in: 1...8),
      Gen.int(in: 1...6),
      Gen.int(in: 0...3),
      Gen.int(in: 0...4),
      Gen.int(in: 20...200),
      Gen.int(in: 0...400),
      Gen.bool,
      Gen.int(in: -10...300),
      Gen.int(in: 1...60)
    ).map { columns, row, spacing, inset, width, items, estimated, top, height in
      GridCase(
        columns: columns,
        rowHeight: Double(row),
        interGroupSpacing: Double(spacing),
        inset: Double(inset),
        width: Double(width),
        itemCount: items,
        estimated: estimated,
        query: Rect(x: 0, y: Double(top), width: Double(width), height: Double(height))
      )
    }

  @Test func rangeQueryFindsExactlyTheCellsAScanFinds() async {
    await propertyCheck(count: 300, input: Self.cases) { gridCase in
      let solved = gridCase.solve()
      let scanned = solved.allCells.filter { $0.frame.intersects(gridCase.query) }.map(\.indexPath)
      let queried = solved.elements(in: gridCase.query).map(\.indexPath)
      #expect(Set(queried) == Set(scanned), "\(gridCase)")
      #expect(queried.count == scanned.count, "\(gridCase)")
    }
  }

  @Test func cellsNeverOverlapAndStayInsideTheContent() async {
    await propertyCheck(count: 300, input: Self.cases) { gridCase in
      let solved = gridCase.solve()
      // Fractions leave rounding noise far below a cell.
      let content = Rect(
        x: -1e-9,
        y: -1e-9,
        width: solved.contentSize.width + 2e-9,
        height: solved.contentSize.height + 2e-9
      )
      let cells = solved.allCells
      #expect(cells.count == gridCase.itemCount + gridCase.itemCount / 2)
      for cell in cells {
        #expect(content.contains(cell.frame) || cell.frame.width == 0, "\(cell) outside \(content)")
      }
      let byRow = Dictionary(grouping: cells, by: \.frame.minY)
      for (_, row) in byRow {
        let sorted = row.sorted { $0.frame.minX < $1.frame.minX }
        for (left, right) in zip(sorted, sorted.dropFirst()) {
          #expect(left.frame.maxX <= right.frame.minX + 1e-9, "\(left) overlaps \(right)")
        }
      }
    }
  }
}
