import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// Emoji Explorer: one layout of three kinds of section from a section
/// provider — a sideways row of recent emoji, a sidebar outline of the
/// categories, and an inset-grouped list of every emoji with stars. Each
/// section gets its own section snapshot; the outline's is a tree, so its
/// categories expand and collapse.
final class EmojiExplorerViewController: ExampleViewController<
  EmojiExplorerViewController.Section, EmojiExplorerViewController.Item
>
{
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
    collectionView.layout = createLayout()
    configureDataSource()
    applyInitialSnapshots()
  }

  override var keyBindings: [KeyBinding] {
    var bindings = super.keyBindings + collectionView.outlineBindings(in: .outline)
    if case .listEmoji(let emoji)? = collectionView.focusedItem {
      bindings.append(
        KeyBinding(
          "s",
          starredEmojis.contains(emoji) ? "unstar" : "star",
          helpKeys: "s f",
          events: [.character("s"), .character("f")]
        ) { [unowned self] _ in
          toggleStar(emoji)
          return .handled
        }
      )
    }
    return bindings
  }

  override func primaryActionTitle(at indexPath: IndexPath) -> String? {
    guard let item = collectionView.itemIdentifier(at: indexPath) else { return nil }
    if item.emoji != nil { return "open" }
    return collectionView.expansionActionTitle(of: item, in: .outline)
  }

  private func createLayout() -> CompositionalLayout {
    CompositionalLayout { sectionIndex, environment in
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
        return LayoutSection.list(
          using: ListConfiguration(appearance: .insetGrouped),
          layoutEnvironment: environment
        )
      }
    }
  }

  private func configureDataSource() {
    collectionView.cellRenderer = CellRenderer {
      [unowned self] canvas, rect, indexPath, item, state in
      switch item {
      case .recent(let emoji):
        Self.drawTile(emoji, on: &canvas, in: rect, state: state)
      case .category(let category):
        var content = ListContentConfiguration.sidebarHeader()
        content.text = category.title
        let isExpanded = collectionView.dataSource.snapshot(for: .outline).isExpanded(item)
        content.accessories = [.outlineDisclosure(isExpanded: isExpanded, style: .header)]
        content.draw(on: &canvas, in: rect, state: state)
      case .outlineEmoji(let emoji):
        var content = ListContentConfiguration(
          text: emoji.title,
          image: emoji.text,
          accessories: [.disclosureIndicator]
        )
        content.indentationLevel = collectionView.dataSource.snapshot(for: .outline).level(of: item)
        content.draw(on: &canvas, in: rect, state: state)
      case .listEmoji(let emoji):
        let content = ListContentConfiguration(
          text: emoji.title,
          secondaryText: emoji.category.title,
          image: emoji.text,
          accessories: (starredEmojis.contains(emoji) ? [.star(isFilled: true)] : [])
            + [.disclosureIndicator]
        )
        content.draw(on: &canvas, in: rect, state: state)
      }
    }
  }

  /// A recent emoji's tile: a rounded box with the emoji and, below it,
  /// its name, which focus highlights.
  private static func drawTile(
    _ emoji: Emoji,
    on canvas: inout Canvas,
    in rect: CellRect,
    state: CellState
  ) {
    canvas.fill(rect)
    canvas.drawBox(
      rect,
      box: state.isFocused ? .heavy : .rounded,
      style: state.isFocused ? canvas.theme.focusBorder : canvas.theme.separator
    )
    let inner = rect.insetBy(dx: 1, dy: 1)
    canvas.put(emoji.text, x: inner.x, y: inner.y, width: inner.width, alignment: .center)
    canvas.put(
      state.isFocused ? " \(emoji.title) " : emoji.title,
      x: inner.x,
      y: inner.y + 1,
      width: inner.width,
      style: state.isFocused ? canvas.theme.focused : Theme.secondaryText,
      alignment: .center
    )
  }

  private func applyInitialSnapshots() {
    var snapshot = DiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections(Section.allCases)
    collectionView.dataSource.apply(snapshot, animatingDifferences: false)

    var recents = DiffableDataSourceSectionSnapshot<Item>()
    recents.append(emoji.of(.recents).map(Item.recent))
    collectionView.dataSource.apply(recents, to: .recents, animatingDifferences: false)

    var outline = DiffableDataSourceSectionSnapshot<Item>()
    for category in Self.categories {
      outline.append([.category(category)])
      outline.append(emoji.of(category).map(Item.outlineEmoji), to: .category(category))
    }
    collectionView.dataSource.apply(outline, to: .outline, animatingDifferences: false)

    var list = DiffableDataSourceSectionSnapshot<Item>()
    list.append(Self.categories.flatMap(emoji.of).map(Item.listEmoji))
    collectionView.dataSource.apply(list, to: .list, animatingDifferences: false)
  }

  /// The sample's leading swipe action: stars or unstars the emoji of a
  /// list row and reconfigures that row alone.
  func toggleStar(_ emoji: Emoji) {
    if starredEmojis.remove(emoji) == nil { starredEmojis.insert(emoji) }
    var snapshot = collectionView.dataSource.snapshot()
    snapshot.reconfigureItems([.listEmoji(emoji)])
    collectionView.dataSource.apply(snapshot, animatingDifferences: true)
  }

  override func didSelectItem(at indexPath: IndexPath) {
    guard let item = collectionView.itemIdentifier(at: indexPath) else { return }
    if let emoji = item.emoji {
      pendingResponse = .push(EmojiDetailScreen(emoji: emoji, openedFrom: title))
    } else {
      collectionView.toggleExpansion(of: item, in: .outline)
    }
  }
}
