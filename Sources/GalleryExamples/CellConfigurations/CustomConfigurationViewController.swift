import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// Custom Configurations: 300 self-sizing cells — twelve symbols, 25 of
/// each, shuffled — flowing in rows with at least two columns (the sample's
/// 10pt) between them. Each cell is its icon on a tile, without a border,
/// and sets its background and content from its state as the sample's
/// custom configurations do: focus fills it with the focus colour,
/// selection with the tint, and the selection stays when focus moves on.
final class CustomConfigurationViewController: ExampleViewController {
  enum Section: Sendable {
    case main
  }

  /// One of the sample's SF Symbols, drawn as a glyph two columns wide
  /// in every terminal (single code point, emoji presentation, no VS16).
  enum Symbol: CaseIterable, Sendable {
    case trash, folder, paperplane, book, tag, camera, pin, lockShield, cubeBox, gift, eyeglasses
    case lightbulb

    var glyph: String {
      switch self {
      case .trash: "🚮"
      case .folder: "📁"
      case .paperplane: "📤"
      case .book: "📖"
      case .tag: "🔖"
      case .camera: "📷"
      case .pin: "📌"
      case .lockShield: "🔒"
      case .cubeBox: "📦"
      case .gift: "🎁"
      case .eyeglasses: "👓"
      case .lightbulb: "💡"
      }
    }
  }

  /// A cell: its symbol and which of the symbol's copies it is.
  struct Item: Hashable, Sendable {
    let symbol: Symbol
    let copy: Int
  }

  static let copiesOfEachSymbol = 25
  /// The sample's 10pt, at five points a column.
  static let minimumSpacing = 2.0

  private(set) var dataSource: CollectionViewDiffableDataSource<Section, Item>! = nil

  override func viewDidLoad() {
    navigationItem.title = "Custom Configurations"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
  }

  override func primaryActionTitle(at indexPath: IndexPath) -> String? { "select" }

  private func createLayout() -> CompositionalLayout {
    // Items as wide as their content; each row takes as many as fit and
    // shares out what is left between them.
    let item = LayoutItem(
      layoutSize: LayoutSize(widthDimension: .estimated(12), heightDimension: .fractionalHeight(1))
    )
    let group = LayoutGroup.horizontal(
      layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(3)),
      subitems: [item]
    )
    group.interItemSpacing = .flexible(Self.minimumSpacing)
    let section = LayoutSection(group: group)
    section.interGroupSpacing = 1
    section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
    return CompositionalLayout(section: section)
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<CustomConfigurationCell, Item> { cell, _, item in
      cell.image = item.symbol.glyph
    }
    dataSource = CollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
      collectionView,
      indexPath,
      item in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration,
        for: indexPath,
        item: item
      )
    }
    var random = SplitMix64(seed: context.seed)
    let items = Symbol.allCases.flatMap { symbol in
      (0..<Self.copiesOfEachSymbol).map { Item(symbol: symbol, copy: $0) }
    }
    var snapshot = DiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.main])
    snapshot.appendItems(items.shuffled(using: &random))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  override func didSelectItem(at indexPath: IndexPath) {
    collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
  }
}
