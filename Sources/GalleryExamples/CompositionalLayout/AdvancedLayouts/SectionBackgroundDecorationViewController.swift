import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Section Background Decoration: behind each section's rows a background
/// the layout places by itself, inset from the section's edges; the last
/// row of a section has no separator, the background's border closes it.
final class SectionBackgroundDecorationViewController: ExampleViewController {
  static let sectionBackgroundDecorationElementKind = "background"
  private(set) var dataSource: CollectionViewDiffableDataSource<Int, Int>! = nil

  override func viewDidLoad() {
    navigationItem.title = "Section Background Decoration View"
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
    // 10pt in the sample: twice the background's inset, as there, which
    // leaves the background's border a row and two columns of its own.
    section.contentInsets = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)

    let sectionBackgroundDecoration = LayoutDecorationItem.background(
      elementKind: Self.sectionBackgroundDecorationElementKind
    )
    // 5pt in the sample.
    sectionBackgroundDecoration.contentInsets = DirectionalEdgeInsets(
      top: 1,
      leading: 2,
      bottom: 1,
      trailing: 2
    )
    section.decorationItems = [sectionBackgroundDecoration]

    let layout = CompositionalLayout(section: section)
    layout.register(
      SectionBackgroundDecorationView.self,
      forDecorationViewOfKind: Self.sectionBackgroundDecorationElementKind
    )
    return layout
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<ListCell, Int> { [unowned self] cell, indexPath, _ in
      let sectionIdentifier = dataSource.snapshot().sectionIdentifiers[indexPath.section]
      let numberOfItemsInSection = dataSource.snapshot().numberOfItems(inSection: sectionIdentifier)
      let isLastCell = indexPath.item + 1 == numberOfItemsInSection
      cell.label.text = "\(indexPath.section),\(indexPath.item)"
      cell.showsSeparator = !isLastCell
      cell.isOnSectionBackground = true
    }
    dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView,
      indexPath,
      identifier in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: identifier
      )
    }
    dataSource.apply(.numberedSections(5, itemsPerSection: 5), animatingDifferences: false)
  }
}
