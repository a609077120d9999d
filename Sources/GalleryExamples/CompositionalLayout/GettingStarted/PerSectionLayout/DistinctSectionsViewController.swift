import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Distinct Sections: one layout, a different shape per section — a list,
/// a five-column grid and a three-column grid — chosen by a section
/// provider from the section's index.
final class DistinctSectionsViewController: ExampleViewController {
  private(set) var dataSource: CollectionViewDiffableDataSource<SectionLayoutKind, Int>! = nil

  override func viewDidLoad() {
    navigationItem.title = "Distinct Sections"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
  }

  private func createLayout() -> CompositionalLayout {
    CompositionalLayout { sectionIndex, _ in
      guard let sectionLayoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
      let columns = sectionLayoutKind.columnCount

      // The group makes `columns` fit, so this width is ignored.
      let itemSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(1.0)
      )
      let item = LayoutItem(layoutSize: itemSize)
      // 2pt in the sample: a column apart sideways; under a row, so none up
      // and down.
      item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)

      // 44pt list rows in the sample: one line.
      let groupHeight: LayoutDimension = columns == 1 ? .absolute(1) : .fractionalWidth(0.2)
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
  /// Distinct Sections' fixed columns.
  var columnCount: Int {
    switch self {
    case .list: 1
    case .grid5: 5
    case .grid3: 3
    }
  }
}
