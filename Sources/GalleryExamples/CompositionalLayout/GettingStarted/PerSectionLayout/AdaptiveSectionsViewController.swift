import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Adaptive Sections: Distinct Sections whose column counts double when the
/// usable width is wide. The section provider runs on every solve, so a
/// resize across the threshold changes the columns at once.
final class AdaptiveSectionsViewController: ExampleViewController {
  private(set) var dataSource: CollectionViewDiffableDataSource<SectionLayoutKind, Int>! = nil

  override func viewDidLoad() {
    navigationItem.title = "Adaptive Sections"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
  }

  private func createLayout() -> CompositionalLayout {
    CompositionalLayout { sectionIndex, layoutEnvironment in
      guard let layoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
      let columns = layoutKind.columnCount(
        for: layoutEnvironment.container.effectiveContentSize.width
      )

      let itemSize = LayoutSize(
        widthDimension: .fractionalWidth(0.2),
        heightDimension: .fractionalHeight(1.0)
      )
      let item = LayoutItem(layoutSize: itemSize)
      // 2pt in the sample: a column apart sideways; under a row, so none up
      // and down.
      item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)

      // 44pt list rows in the sample: one line.
      let groupHeight: LayoutDimension =
        layoutKind == .list ? .absolute(1) : .fractionalWidth(0.2)
      let groupSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: groupHeight
      )
      let group = LayoutGroup.horizontal(
        layoutSize: groupSize,
        subitem: item,
        count: columns
      )
      let section = LayoutSection(group: group)
      // 20pt in the sample.
      section.contentInsets = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
      return section
    }
  }

  private func configureDataSource() {
    dataSource = SectionLayoutKind.makeDataSource(collectionView: collectionView)
    dataSource.apply(
      SectionLayoutKind.initialSnapshot(),
      animatingDifferences: false
    )
  }
}

extension SectionLayoutKind {
  /// Adaptive Sections' columns: doubled when the usable width is wide.
  func columnCount(for width: Double) -> Int {
    // Over 800pt in the sample: wider than 100 columns here.
    let wideMode = width > 100
    switch self {
    case .list: return wideMode ? 2 : 1
    case .grid5: return wideMode ? 10 : 5
    case .grid3: return wideMode ? 6 : 3
    }
  }
}
