import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Section Headers/Footers: every section of rows opens with a header and
/// closes with a footer, both sized by their content.
class SectionHeadersFootersViewController: ExampleViewController {
  private(set) var dataSource: CollectionViewDiffableDataSource<Int, Int>! = nil

  static let sectionHeaderElementKind = "section-header"
  static let sectionFooterElementKind = "section-footer"

  override func viewDidLoad() {
    navigationItem.title = "Section Headers/Footers"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
  }

  private func createLayout() -> CompositionalLayout {
    let itemSize = LayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .fractionalHeight(1.0)
    )
    let item = LayoutItem(layoutSize: itemSize)
    // 44pt in the sample: a line of text and the separator's line.
    let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(2))
    let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = LayoutSection(group: group)
    // 5pt in the sample, half a row: the rows stay together as a list.
    section.interGroupSpacing = 0
    // 10pt in the sample.
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)

    // Estimated at 44pt in the sample; the title decides: one line.
    let headerFooterSize = LayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .estimated(1)
    )
    let sectionHeader = makeSectionHeader(layoutSize: headerFooterSize)
    let sectionFooter = LayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize,
      elementKind: Self.sectionFooterElementKind,
      alignment: .bottom
    )
    section.boundarySupplementaryItems = [sectionHeader, sectionFooter]

    return CompositionalLayout(section: section)
  }

  /// The header of every section; Pinned Section Headers pins it.
  func makeSectionHeader(layoutSize: LayoutSize) -> LayoutBoundarySupplementaryItem {
    LayoutBoundarySupplementaryItem(
      layoutSize: layoutSize,
      elementKind: Self.sectionHeaderElementKind,
      alignment: .top
    )
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<ListCell, Int> {
      [unowned self] cell, indexPath, identifier in
      cell.label.text = "\(indexPath.section),\(indexPath.item)"
      // A row's separator, but under the last row, where the footer is.
      cell.showsSeparator =
        indexPath.item + 1 < collectionView.numberOfItems(inSection: indexPath.section)
    }
    let headerRegistration = SupplementaryRegistration<TitleSupplementaryView>(
      elementKind: Self.sectionHeaderElementKind
    ) { supplementaryView, elementKind, indexPath in
      supplementaryView.label.text = "\(elementKind) for section \(indexPath.section)"
    }
    let footerRegistration = SupplementaryRegistration<TitleSupplementaryView>(
      elementKind: Self.sectionFooterElementKind
    ) { supplementaryView, elementKind, indexPath in
      supplementaryView.label.text = "\(elementKind) for section \(indexPath.section)"
      supplementaryView.kind = .footer
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
    dataSource.supplementaryViewProvider = { collectionView, kind, index in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: kind == Self.sectionHeaderElementKind ? headerRegistration : footerRegistration,
        for: index
      )
    }
    dataSource.apply(.numberedSections(5, itemsPerSection: 5), animatingDifferences: false)
  }

}
