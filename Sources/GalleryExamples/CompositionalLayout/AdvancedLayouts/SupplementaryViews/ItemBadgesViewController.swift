import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Item Badges: a badge on each cell's top-trailing corner, pushed out past
/// it by 30% of the badge's own size, showing a count; a count of 0 hides it.
final class ItemBadgesViewController: ExampleViewController {
  static let badgeElementKind = "badge"

  enum Section {
    case main
  }

  private(set) var dataSource: CollectionViewDiffableDataSource<Section, Model>! = nil

  struct Model: Hashable, Sendable {
    let title: String
    let badgeCount: Int
  }

  override func viewDidLoad() {
    navigationItem.title = "Item Badges"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
  }

  private func createLayout() -> CompositionalLayout {
    let badgeAnchor = LayoutAnchor(
      edges: [.top, .trailing],
      fractionalOffset: Point(x: 0.3, y: -0.3)
    )
    // 20×20pt in the sample, a round label around a digit: here a pill of
    // three columns and one row, a digit with a space each side. 30% of it
    // outward is a column to the right; upward it rounds to the cell's top
    // edge, where the pill sits.
    let badgeSize = LayoutSize(widthDimension: .absolute(3), heightDimension: .absolute(1))
    let badge = LayoutSupplementaryItem(
      layoutSize: badgeSize,
      elementKind: Self.badgeElementKind,
      containerAnchor: badgeAnchor
    )

    let itemSize = LayoutSize(
      widthDimension: .fractionalWidth(0.25),
      heightDimension: .fractionalHeight(1.0)
    )
    let item = LayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
    // 5pt on every side in the sample, as in Inset Items Grid.
    item.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)

    let groupSize = LayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .fractionalWidth(0.2)
    )
    let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = LayoutSection(group: group)
    // 20pt in the sample.
    section.contentInsets = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
    return CompositionalLayout(section: section)
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<TextCell, Model> { cell, indexPath, model in
      cell.label.text = model.title
      cell.label.textAlignment = .center
    }
    let supplementaryRegistration = SupplementaryRegistration<BadgeView>(
      elementKind: Self.badgeElementKind
    ) { [unowned self] badgeView, string, indexPath in
      guard let model = dataSource.itemIdentifier(for: indexPath) else { return }
      let hasBadgeCount = model.badgeCount > 0
      badgeView.label.text = "\(model.badgeCount)"
      badgeView.isHidden = !hasBadgeCount
    }
    dataSource = CollectionViewDiffableDataSource<Section, Model>(
      collectionView: collectionView
    ) { collectionView, indexPath, model in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: model
      )
    }
    dataSource.supplementaryViewProvider = {
      $0.dequeueConfiguredReusableSupplementary(using: supplementaryRegistration, for: $2)
    }

    var generator = SplitMix64(seed: context.seed)
    let models = (0..<100).map {
      Model(title: "\($0)", badgeCount: Int.random(in: 0..<3, using: &generator))
    }
    var snapshot = DiffableDataSourceSnapshot<Section, Model>()
    snapshot.appendSections([.main])
    snapshot.appendItems(models)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
