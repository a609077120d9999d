import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// Conference App → Videos: a sideways row of video cards per collection,
/// each titled; cards are 85% of the width, or 42.5% when the terminal is
/// wide enough for two and a peek of the third.
final class ConferenceVideoSessionsViewController: ExampleViewController {
  static let titleElementKind = "header"

  /// A video of the sample's table. Identity is its line in the table, as
  /// the sample gives each video a UUID.
  struct Video: HashedByID, Sendable {
    let id: Int
    let title: String
    let category: String
  }

  struct VideoCollection: Hashable, Sendable {
    let title: String
    let videos: [Video]
  }

  /// The sample's five collections, from `videos.tsv` (collection, title,
  /// category a line), each in the order its first video comes; `progress`
  /// hears how far the reading has got.
  static func loadCollections(
    from resources: Resources,
    progress: ReadProgress? = nil
  ) throws -> [VideoCollection] {
    var titles: [String] = []
    var videos: [String: [Video]] = [:]
    try TabSeparatedTable.forEachRow(
      of: DataTable.videos.rawValue,
      columns: ["collection", "title", "category"],
      from: resources,
      progress: progress
    ) { row in
      let collection = row.fields[0]
      if videos[collection] == nil { titles.append(collection) }
      videos[collection, default: []].append(
        Video(id: row.line, title: row.fields[1], category: row.fields[2])
      )
    }
    return titles.map { VideoCollection(title: $0, videos: videos[$0]!) }
  }

  private let collections: [VideoCollection]
  private(set) var dataSource: CollectionViewDiffableDataSource<VideoCollection, Video>! = nil
  private var currentSnapshot: DiffableDataSourceSnapshot<VideoCollection, Video>?

  init(context: ExampleContext, collections: [VideoCollection]) {
    self.collections = collections
    super.init(context: context)
  }

  /// The screen on the session's videos table.
  static func make(context: ExampleContext) throws -> ConferenceVideoSessionsViewController {
    ConferenceVideoSessionsViewController(
      context: context,
      collections: try context.session.loadVideos()
    )
  }

  override func viewDidLoad() {
    navigationItem.title = "Conference Videos"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
  }

  private func createLayout() -> CompositionalLayout {
    let sectionProvider = { (_: Int, layoutEnvironment: LayoutEnvironment) -> LayoutSection? in
      let itemSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(1.0)
      )
      let item = LayoutItem(layoutSize: itemSize)

      // With the room (500pt in the sample, 100 columns here), two cards and a peek of the third.
      let groupFractionalWidth =
        layoutEnvironment.container.effectiveContentSize.width > 100 ? 0.425 : 0.85
      // 250pt in the sample: an image, two lines of title and a category.
      // The image's box keeps three rows inside it, an odd number, so the
      // play mark has a middle row.
      let groupSize = LayoutSize(
        widthDimension: .fractionalWidth(groupFractionalWidth),
        heightDimension: .absolute(8)
      )
      let group = LayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

      let section = LayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      section.interGroupSpacing = 2
      section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2)

      let titleSize = LayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .estimated(1)
      )
      let titleSupplementary = LayoutBoundarySupplementaryItem(
        layoutSize: titleSize,
        elementKind: ConferenceVideoSessionsViewController.titleElementKind,
        alignment: .top
      )
      section.boundarySupplementaryItems = [titleSupplementary]
      return section
    }

    let configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 1
    return CompositionalLayout(sectionProvider: sectionProvider, configuration: configuration)
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<ConferenceVideoCell, Video> { cell, _, video in
      cell.titleLabel.text = video.title
      cell.categoryLabel.text = video.category
    }
    dataSource = CollectionViewDiffableDataSource<VideoCollection, Video>(
      collectionView: collectionView
    ) { collectionView, indexPath, video in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: video
      )
    }
    let supplementaryRegistration = SupplementaryRegistration<TitleSupplementaryView>(
      elementKind: Self.titleElementKind
    ) { [unowned self] supplementaryView, _, indexPath in
      if let snapshot = currentSnapshot {
        let videoCategory = snapshot.sectionIdentifiers[indexPath.section]
        supplementaryView.label.text = videoCategory.title
      }
    }
    dataSource.supplementaryViewProvider = { collectionView, _, index in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: supplementaryRegistration,
        for: index
      )
    }
    var snapshot = DiffableDataSourceSnapshot<VideoCollection, Video>()
    for collection in collections {
      snapshot.appendSections([collection])
      snapshot.appendItems(collection.videos)
    }
    currentSnapshot = snapshot
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
