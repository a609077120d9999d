import CompositionalLayout

/// Layouts the layout and allocation figures share.
public enum LayoutFixtures {
  /// The terminal the layouts are solved for.
  public static let terminal = Size(width: 80, height: 24)

  /// Conference News' shape: full-width rows whose height the text decides.
  public static func feed() -> CompositionalLayout {
    let rowSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(5))
    let item = LayoutItem(layoutSize: rowSize)
    item.contentInsets = DirectionalEdgeInsets(
      top: 0,
      leading: feedRowInset,
      bottom: 0,
      trailing: feedRowInset
    )
    let section = LayoutSection(group: .vertical(layoutSize: rowSize, subitems: [item]))
    section.interGroupSpacing = 1
    return CompositionalLayout(section: section)
  }

  /// `feed` (from ``feed()``, made beforehand so that a timing leaves it
  /// out) solved on the terminal for `rows` rows, each fitted to its text.
  public static func solve(_ feed: CompositionalLayout, rows: Int) -> SolvedLayout {
    feed.solve(containerSize: terminal, itemCounts: [rows], fitting: fittedRow)
  }

  /// The columns a feed row leaves on either side of its text.
  static let feedRowInset = 2.0

  /// How tall feed row `row` is at `width`: its text of 40 to 239
  /// characters wrapped to the width, and a line above and below.
  public static func feedRowHeight(_ row: Int, width: Double) -> Double {
    (Double(40 + row % 200) / width).rounded(.up) + 2
  }

  private static func fittedRow(_ request: SizeFittingRequest) -> Size {
    Size(
      width: request.proposedSize.width,
      height: feedRowHeight(request.indexPath.item, width: request.proposedSize.width)
    )
  }

  /// Ends the run unless `solved` is the feed of `rows` rows, each as tall
  /// as its text at the width its insets leave, a line between rows.
  public static func checkFeed(_ solved: SolvedLayout, rows: Int) {
    require(solved.numberOfItems(inSection: 0) == rows, "the feed holds \(rows) rows")
    let textWidth = terminal.width - 2 * feedRowInset
    var heights = 0.0
    for row in 0..<rows { heights += feedRowHeight(row, width: textWidth) }
    require(
      solved.contentSize.height == heights + Double(rows - 1),
      "rows fitted to their text make \(heights + Double(rows - 1)), not "
        + "\(solved.contentSize.height)"
    )
  }
}
