import CollectionView
import CompositionalLayout
import DiffableDataSource

/// Emoji Explorer - List: every category's emoji in an inset-grouped
/// section of its own; Enter opens the emoji's detail screen.
final class EmojiExplorerListViewController: ExampleViewController<Emoji.Category, Emoji> {
  private let emoji: [Emoji]

  init(context: ExampleContext, emoji: [Emoji]) {
    self.emoji = emoji
    super.init(context: context)
  }

  /// The screen on the session's emoji table.
  static func make(context: ExampleContext) throws -> EmojiExplorerListViewController {
    EmojiExplorerListViewController(context: context, emoji: try context.session.loadEmoji())
  }

  override func viewDidLoad() {
    collectionView.layout = CompositionalLayout.list(
      using: ListConfiguration(appearance: .insetGrouped)
    )
    configureDataSource()
  }

  override func primaryActionTitle(at indexPath: IndexPath) -> String? { "open" }

  private func configureDataSource() {
    collectionView.cellRenderer = CellRenderer {
      canvas,
      rect,
      _,
      emoji,
      state in
      let content = ListContentConfiguration(
        text: emoji.title,
        secondaryText: emoji.category.title,
        image: emoji.text,
        accessories: [.disclosureIndicator]
      )
      content.draw(on: &canvas, in: rect, state: state)
    }
    var snapshot = DiffableDataSourceSnapshot<Emoji.Category, Emoji>()
    for category in Emoji.Category.allCases {
      snapshot.appendSections([category])
      snapshot.appendItems(emoji.of(category), toSection: category)
    }
    collectionView.dataSource.apply(snapshot, animatingDifferences: false)
  }

  override func didSelectItem(at indexPath: IndexPath) {
    guard let emoji = collectionView.itemIdentifier(at: indexPath) else { return }
    pendingResponse = .push(EmojiDetailScreen(emoji: emoji, openedFrom: title))
  }
}
