import CompositionalLayout

/// Figures for the layout engine: solving and querying the sample's grid at
/// scale, and a self-sizing feed.
enum LayoutBenchmarks {
  static let terminal = Size(width: 80, height: 24)

  static func grid() -> CompositionalLayout {
    let item = LayoutItem(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(0.2),
        heightDimension: .fractionalHeight(1)
      )
    )
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(
        widthDimension: .fractionalWidth(1),
        heightDimension: .fractionalWidth(0.2)
      ),
      subitems: [item]
    )
    return CompositionalLayout(section: LayoutSection(group: group))
  }

  /// Conference News' shape: full-width rows whose height the text decides.
  static func feed() -> CompositionalLayout {
    let rowSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(5))
    let item = LayoutItem(layoutSize: rowSize)
    item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
    let section = LayoutSection(group: .vertical(layoutSize: rowSize, subitems: [item]))
    section.interGroupSpacing = 1
    return CompositionalLayout(section: section)
  }

  static func run() {
    let layout = grid()
    Measurement(name: "layout.grid.10k.solve.ms", unit: .milliseconds, iterations: 100).run {
      blackHole(layout.solve(containerSize: terminal, itemCounts: [10_000]))
    }
    let middle = Rect(x: 0, y: 800_000, width: 80, height: 24)
    Measurement(name: "layout.grid.1m.solve_and_visible.ms", unit: .milliseconds, iterations: 100)
      .run {
        let solved = layout.solve(containerSize: terminal, itemCounts: [1_000_000])
        blackHole(solved.elements(in: middle))
      }
    let solved = layout.solve(containerSize: terminal, itemCounts: [1_000_000])
    var top = 0.0
    Measurement(name: "layout.grid.1m.visible.us", unit: .microseconds, iterations: 10_000).run {
      top = (top + 7_919).truncatingRemainder(dividingBy: solved.contentSize.height)
      blackHole(solved.elements(in: Rect(x: 0, y: top, width: 80, height: 24)))
    }
    let feed = feed()
    Measurement(name: "layout.estimated.10k.solve.ms", unit: .milliseconds).run {
      blackHole(
        feed.solve(containerSize: terminal, itemCounts: [10_000]) { request in
          let length = Double(40 + request.indexPath.item % 200)
          return Size(
            width: request.proposedSize.width,
            height: (length / request.proposedSize.width).rounded(.up) + 2
          )
        }
      )
    }
  }
}
