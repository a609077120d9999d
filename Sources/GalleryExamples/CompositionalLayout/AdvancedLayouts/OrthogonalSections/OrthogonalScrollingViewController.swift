import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Orthogonal Sections: five sections that each scroll sideways on their
/// own, every group the nested shape — a large item beside two stacked ones.
final class OrthogonalScrollingViewController: ExampleViewController {

  private(set) var dataSource: CollectionViewDiffableDataSource<Int, Int>! = nil
  static let sectionCount = 5
  static let itemsPerSection = 30

  override func viewDidLoad() {
    navigationItem.title = "Orthogonal Sections"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
  }

  private func createLayout() -> CompositionalLayout {
    CompositionalLayout { _, _ in
      let containerGroup = OrthogonalContainerGroup.make(fractionalWidth: 0.85)

      let section = LayoutSection(group: containerGroup)
      section.orthogonalScrollingBehavior = .continuous
      return section
    }
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<TextCell, Int> { cell, indexPath, identifier in
      cell.label.text = "\(indexPath.section), \(indexPath.item)"
      cell.label.textAlignment = .center
    }
    dataSource = CollectionViewDiffableDataSource<Int, Int>(
      collectionView: collectionView
    ) { collectionView, indexPath, identifier in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: identifier
      )
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    var identifierOffset = 0
    for section in 0..<Self.sectionCount {
      snapshot.appendSections([section])
      snapshot.appendItems(Array(identifierOffset..<identifierOffset + Self.itemsPerSection))
      identifierOffset += Self.itemsPerSection
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

}
