import CompositionalLayout

/// Layouts the layout and allocation figures share.
public enum LayoutFixtures {
  /// The terminal the layouts are solved for.
  public static let terminal = Size(width: 80, height: 24)

  /// Conference News' shape: full-width rows whose height the text decides.
  public static func feed() -> CompositionalLayout {
    let rowSize = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(5))
    let item = LayoutItem(layoutSize: rowSize)
    item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)
    let section = LayoutSection(group: .vertical(layoutSize: rowSize, subitems: [item]))
    section.interGroupSpacing = 1
    return CompositionalLayout(section: section)
  }

  /// `feed` (from ``feed()``, made beforehand so that a timing leaves it
  /// out) solved on the terminal for `rows` rows, each fitted to its text.
  public static func solve(_ feed: CompositionalLayout, rows: Int) -> SolvedLayout {
    feed.solve(containerSize: terminal, itemCounts: [rows], fitting: fittedRow)
  }

  /// A feed row's text: 40 to 239 characters, wrapped to the width offered,
  /// and a line above and below.
  private static func fittedRow(_ request: SizeFittingRequest) -> Size {
    let length = Double(40 + request.indexPath.item % 200)
    return Size(
      width: request.proposedSize.width,
      height: (length / request.proposedSize.width).rounded(.up) + 2
    )
  }
}
