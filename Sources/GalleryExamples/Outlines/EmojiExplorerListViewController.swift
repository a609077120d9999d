import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Emoji Explorer - List: every category's emoji in an inset-grouped
/// section of its own; Enter opens the emoji's detail screen.
final class EmojiExplorerListViewController: ExampleViewController {
  private let emoji: [Emoji]
  private(set) var dataSource: CollectionViewDiffableDataSource<Emoji.Category, Emoji>! = nil

  init(context: ExampleContext, emoji: [Emoji]) {
    self.emoji = emoji
    super.init(context: context)
  }

  /// The screen on the session's emoji table.
  static func make(context: ExampleContext) throws -> EmojiExplorerListViewController {
    EmojiExplorerListViewController(context: context, emoji: try context.session.loadEmoji())
  }

  override func viewDidLoad() {
    navigationItem.title = "Emoji Explorer - List"
    collectionView.collectionViewLayout = CompositionalLayout.list(
      using: ListConfiguration(appearance: .insetGrouped)
    )
    configureDataSource()
    applyInitialSnapshot()
  }

  override func primaryActionTitle(at indexPath: IndexPath) -> String? { "open" }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<CollectionViewListCell, Emoji> { cell, _, emoji in
      cell.contentConfiguration = ListContentConfiguration(
        text: emoji.title,
        secondaryText: emoji.category.title,
        image: Image(emoji.text)
      )
      cell.accessories = [.disclosureIndicator()]
    }
    dataSource = CollectionViewDiffableDataSource<Emoji.Category, Emoji>(
      collectionView: collectionView
    ) { collectionView, indexPath, emoji in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: emoji
      )
    }
  }

  private func applyInitialSnapshot() {
    var snapshot = DiffableDataSourceSnapshot<Emoji.Category, Emoji>()
    for category in Emoji.Category.allCases {
      snapshot.appendSections([category])
      snapshot.appendItems(emoji.of(category), toSection: category)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  override func didSelectItem(at indexPath: IndexPath) {
    guard let emoji = dataSource.itemIdentifier(for: indexPath) else { return }
    navigationController?.pushViewController(
      EmojiDetailScreen(emoji: emoji, openedFrom: title),
      animated: true
    )
  }
}
