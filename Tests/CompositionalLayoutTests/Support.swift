import CompositionalLayout
import Testing

/// A layout size from two dimensions, to keep test layouts short.
func size(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
  LayoutSize(widthDimension: width, heightDimension: height)
}

/// Frames here are fractional (the renderer snaps them); compare them with a
/// tolerance far below a cell.
func isClose(_ lhs: Rect, _ rhs: Rect, tolerance: Double = 1e-9) -> Bool {
  abs(lhs.minX - rhs.minX) <= tolerance && abs(lhs.minY - rhs.minY) <= tolerance
    && abs(lhs.width - rhs.width) <= tolerance && abs(lhs.height - rhs.height) <= tolerance
}

func expectFrame(
  _ actual: Rect?,
  _ expected: Rect,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("no frame; expected \(expected)", sourceLocation: sourceLocation)
    return
  }
  #expect(isClose(actual, expected), "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

extension SolvedLayout {
  func cellFrame(_ item: Int, _ section: Int = 0, offsets: [Int: Double] = [:]) -> Rect? {
    attributesForItem(at: IndexPath(item: item, section: section), orthogonalOffsets: offsets)?
      .frame
  }

  /// Every cell of every section, found one by one.
  var allCells: [LayoutAttributes] {
    (0..<numberOfSections).flatMap { section in
      (0..<numberOfItems(inSection: section)).compactMap {
        attributesForItem(at: IndexPath(item: $0, section: section))
      }
    }
  }
}

let terminal80x24 = Size(width: 80, height: 24)
let terminal120x40 = Size(width: 120, height: 40)
