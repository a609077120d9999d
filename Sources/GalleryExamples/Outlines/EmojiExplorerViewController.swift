import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// Emoji Explorer: one layout of three kinds of section from a section
/// provider — a sideways row of recent emoji, a sidebar outline of the
/// categories, and an inset-grouped list of every emoji with stars. Each
/// section gets its own section snapshot; the outline's is a tree, so its
/// categories expand and collapse.
final class EmojiExplorerViewController: ExampleViewController {
  enum Section: Int, CaseIterable, Sendable {
    case recents, outline, list
  }

  /// A row or tile. The same emoji shows in several sections, so the
  /// section is part of its identity, as the sample's `Item` objects are.
  enum Item: Hashable, Sendable {
    case recent(Emoji)
    case category(Emoji.Category)
    case outlineEmoji(Emoji)
    case listEmoji(Emoji)

    var emoji: Emoji? {
      switch self {
      case .recent(let emoji), .outlineEmoji(let emoji), .listEmoji(let emoji): emoji
      case .category: nil
      }
    }
  }

  /// The categories of the outline and the list; recents have their row.
  static let categories = Emoji.Category.allCases.filter { $0 != .recents }
  static let starredAtStart = 5

  private let emoji: [Emoji]
  private(set) var starredEmojis: Set<Emoji>
  private(set) var dataSource: CollectionViewDiffableDataSource<Section, Item>! = nil

  init(context: ExampleContext, emoji: [Emoji]) {
    self.emoji = emoji
    var random = SplitMix64(seed: context.seed)
    starredEmojis = Set(
      Self.categories.flatMap(emoji.of).shuffled(using: &random).prefix(Self.starredAtStart)
    )
    super.init(context: context)
  }

  /// The screen on the session's emoji table.
  static func make(context: ExampleContext) throws -> EmojiExplorerViewController {
    EmojiExplorerViewController(context: context, emoji: try context.session.loadEmoji())
  }

  override func viewDidLoad() {
    navigationItem.title = "Emoji Explorer"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
    applyInitialSnapshots()
  }

  override func primaryActionTitle(at indexPath: IndexPath) -> String? {
    dataSource.itemIdentifier(for: indexPath)?.emoji != nil ? "open" : nil
  }

  private func createLayout() -> CompositionalLayout {
    // The layout lives as long as the collection view this controller
    // holds: a strong reference back would keep the screen alive for ever.
    CompositionalLayout { [unowned self] sectionIndex, environment in
      guard let sectionKind = Section(rawValue: sectionIndex) else { return nil }
      switch sectionKind {
      case .recents:
        let item = LayoutItem(
          layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .fractionalHeight(1)
          )
        )
        // The sample's tiles are 28% of the width; four rows hold the
        // border, the emoji and its name.
        let group = LayoutGroup.horizontal(
          layoutSize: LayoutSize(
            widthDimension: .fractionalWidth(0.28),
            heightDimension: .absolute(4)
          ),
          subitems: [item]
        )
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 2
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        return section
      case .outline:
        return LayoutSection.list(
          using: ListConfiguration(appearance: .sidebar),
          layoutEnvironment: environment
        )
      case .list:
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
          guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
          return leadingSwipeActionConfigurationForListCellItem(item)
        }
        return LayoutSection.list(using: configuration, layoutEnvironment: environment)
      }
    }
  }

  private func configureDataSource() {
    // The registrations are made up front; the cell provider picks one.
    let gridCellRegistration = CellRegistration<EmojiTileCell, Emoji> { cell, _, emoji in
      cell.emoji = emoji
    }
    let listCellRegistration = CellRegistration<CollectionViewListCell, Item> {
      [unowned self] cell, _, item in
      guard let emoji = item.emoji else { return }
      cell.contentConfiguration = ListContentConfiguration(
        text: emoji.title,
        secondaryText: emoji.category.title,
        image: Image(emoji.text)
      )
      cell.accessories = accessoriesForListCellItem(emoji)
    }
    let outlineHeaderCellRegistration = CellRegistration<CollectionViewListCell, String> {
      cell,
      _,
      title in
      var content = ListContentConfiguration.sidebarHeader()
      content.text = title
      cell.contentConfiguration = content
      cell.accessories = [
        .outlineDisclosure(options: ListCellAccessory.OutlineDisclosureOptions(style: .header))
      ]
    }
    let outlineCellRegistration = CellRegistration<CollectionViewListCell, Emoji> {
      cell,
      _,
      emoji in
      cell.contentConfiguration = ListContentConfiguration(
        text: emoji.title,
        image: Image(emoji.text)
      )
      cell.accessories = [.disclosureIndicator()]
    }
    dataSource = CollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
      collectionView,
      indexPath,
      item in
      switch item {
      case .recent(let emoji):
        collectionView.dequeueConfiguredReusableCell(
          using: gridCellRegistration,
          for: indexPath,
          item: emoji
        )
      case .listEmoji:
        collectionView.dequeueConfiguredReusableCell(
          using: listCellRegistration,
          for: indexPath,
          item: item
        )
      case .category(let category):
        collectionView.dequeueConfiguredReusableCell(
          using: outlineHeaderCellRegistration,
          for: indexPath,
          item: category.title
        )
      case .outlineEmoji(let emoji):
        collectionView.dequeueConfiguredReusableCell(
          using: outlineCellRegistration,
          for: indexPath,
          item: emoji
        )
      }
    }
  }

  /// A star before the chevron for a starred emoji.
  private func accessoriesForListCellItem(_ emoji: Emoji) -> [ListCellAccessory] {
    (starredEmojis.contains(emoji) ? [.star(isFilled: true)] : []) + [.disclosureIndicator()]
  }

  /// The sample's leading swipe action on a list row: stars or unstars its
  /// emoji.
  private func leadingSwipeActionConfigurationForListCellItem(
    _ item: Item
  ) -> SwipeActionsConfiguration? {
    guard case .listEmoji(let emoji) = item else { return nil }
    let isStarred = starredEmojis.contains(emoji)
    let starAction = ContextualAction(style: .normal, title: isStarred ? "Unstar" : "Star") {
      [unowned self] _, _, completion in
      toggleStar(emoji)
      completion(true)
    }
    starAction.image = isStarred ? "⋆" : "✶"
    return SwipeActionsConfiguration(actions: [starAction])
  }

  private func applyInitialSnapshots() {
    var snapshot = DiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections(Section.allCases)
    dataSource.apply(snapshot, animatingDifferences: false)

    var recents = DiffableDataSourceSectionSnapshot<Item>()
    recents.append(emoji.of(.recents).map(Item.recent))
    dataSource.apply(recents, to: .recents, animatingDifferences: false)

    var outline = DiffableDataSourceSectionSnapshot<Item>()
    for category in Self.categories {
      outline.append([.category(category)])
      outline.append(emoji.of(category).map(Item.outlineEmoji), to: .category(category))
    }
    dataSource.apply(outline, to: .outline, animatingDifferences: false)

    var list = DiffableDataSourceSectionSnapshot<Item>()
    list.append(Self.categories.flatMap(emoji.of).map(Item.listEmoji))
    dataSource.apply(list, to: .list, animatingDifferences: false)
  }

  /// Stars or unstars the emoji of a list row and reconfigures that row
  /// alone.
  func toggleStar(_ emoji: Emoji) {
    if starredEmojis.remove(emoji) == nil { starredEmojis.insert(emoji) }
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([.listEmoji(emoji)])
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  override func didSelectItem(at indexPath: IndexPath) {
    guard let emoji = dataSource.itemIdentifier(for: indexPath)?.emoji else { return }
    navigationController?.pushViewController(
      EmojiDetailScreen(emoji: emoji, openedFrom: title),
      animated: true
    )
  }
}
