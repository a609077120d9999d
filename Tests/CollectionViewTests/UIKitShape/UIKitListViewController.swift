import CollectionView

// A list controller as UIKit code writes it, the UI prefixes dropped and
// nothing else changed: made with its layout and no clock, registrations
// by their nested names, the data source assigned to the view, the layout
// switched with animation.
final class UIKitListViewController: CollectionViewController {
  enum Section {
    case main
  }

  var dataSource: CollectionViewDiffableDataSource<Section, Int>! = nil

  convenience init() {
    self.init(collectionViewLayout: UIKitListViewController.createLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "List"
    configureDataSource()
  }

  static func createLayout() -> CompositionalLayout {
    let config = ListConfiguration(appearance: .insetGrouped)
    return CompositionalLayout.list(using: config)
  }

  static func createGridLayout() -> CompositionalLayout {
    let itemSize = LayoutSize(
      widthDimension: .fractionalWidth(0.5),
      heightDimension: .fractionalHeight(1.0)
    )
    let item = LayoutItem(layoutSize: itemSize)
    let groupSize = LayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(2))
    let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    return CompositionalLayout(section: LayoutSection(group: group))
  }

  func configureDataSource() {
    let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, Int> {
      cell,
      indexPath,
      item in
      var content = cell.defaultContentConfiguration()
      content.text = "\(item)"
      cell.contentConfiguration = content
    }
    dataSource = CollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
      (collectionView: CollectionView, indexPath: IndexPath, item: Int) -> CollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: item
      )
    }
    collectionView.dataSource = dataSource
    var snapshot = DiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<94))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func showGrid() {
    collectionView.setCollectionViewLayout(
      UIKitListViewController.createGridLayout(),
      animated: true
    )
  }
}
