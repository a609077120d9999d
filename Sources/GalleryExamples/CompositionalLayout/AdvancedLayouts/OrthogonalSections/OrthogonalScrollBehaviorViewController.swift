import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Orthogonal Section Behaviors: one section per sideways scrolling
/// behaviour, each titled with its name, so ← → [ ] show how each comes
/// to rest.
final class OrthogonalScrollBehaviorViewController: ExampleViewController {
  static let headerElementKind = "header"
  static let itemsPerSection = 18

  private(set) var dataSource: CollectionViewDiffableDataSource<SectionKind, Int>! = nil

  enum SectionKind: Int, CaseIterable, Sendable {
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered, none

    func orthogonalScrollingBehavior() -> OrthogonalScrollingBehavior {
      switch self {
      case .none: .none
      case .continuous: .continuous
      case .continuousGroupLeadingBoundary: .continuousGroupLeadingBoundary
      case .paging: .paging
      case .groupPaging: .groupPaging
      case .groupPagingCentered: .groupPagingCentered
      }
    }
  }

  override func viewDidLoad() {
    navigationItem.title = "Orthogonal Section Behaviors"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
  }

  private func createLayout() -> CompositionalLayout {
    // 20pt between sections in the sample: a row here.
    let configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 1
    return CompositionalLayout(
      sectionProvider: { sectionIndex, _ in
        guard let sectionKind = SectionKind(rawValue: sectionIndex) else { return nil }

        let orthogonallyScrolls = sectionKind.orthogonalScrollingBehavior() != .none
        let containerGroupFractionalWidth = orthogonallyScrolls ? 0.85 : 1.0
        let containerGroup = OrthogonalContainerGroup.make(
          fractionalWidth: containerGroupFractionalWidth
        )
        let section = LayoutSection(group: containerGroup)
        section.orthogonalScrollingBehavior = sectionKind.orthogonalScrollingBehavior()

        let sectionHeader = LayoutBoundarySupplementaryItem(
          layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(1.0),
            heightDimension: .estimated(1)
          ),
          elementKind: Self.headerElementKind,
          alignment: .top
        )
        section.boundarySupplementaryItems = [sectionHeader]
        return section
      },
      configuration: configuration
    )
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<TextCell, Int> { cell, indexPath, identifier in
      cell.label.text = "\(indexPath.section), \(indexPath.item)"
      cell.label.textAlignment = .center
    }
    let headerRegistration = SupplementaryRegistration<TitleSupplementaryView>(
      elementKind: Self.headerElementKind
    ) { supplementaryView, elementKind, indexPath in
      supplementaryView.label.text =
        "." + String(describing: SectionKind(rawValue: indexPath.section)!)
    }
    dataSource = CollectionViewDiffableDataSource<SectionKind, Int>(
      collectionView: collectionView
    ) { collectionView, indexPath, identifier in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: identifier
      )
    }
    dataSource.supplementaryViewProvider = { collectionView, elementKind, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration,
        for: indexPath
      )
    }
    var snapshot = DiffableDataSourceSnapshot<SectionKind, Int>()
    var identifierOffset = 0
    for section in SectionKind.allCases {
      snapshot.appendSections([section])
      snapshot.appendItems(Array(identifierOffset..<identifierOffset + Self.itemsPerSection))
      identifierOffset += Self.itemsPerSection
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

}
