import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// Custom Configurations: 300 self-sizing cells — twelve symbols, 25 of
/// each, shuffled — flowing in rows with at least two columns (the sample's
/// 10pt) between them. The cell draws itself from its state, as the
/// sample's custom content configuration does: focus tints it, selection
/// fills it with the tint and inverts the icon, and the selection stays
/// when focus moves on.
final class CustomConfigurationViewController: ExampleViewController<
  CustomConfigurationViewController.Section, CustomConfigurationViewController.Item
>
{
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

    /// The symbol's SF Symbols name.
    var name: String {
      switch self {
      case .trash: "trash"
      case .folder: "folder"
      case .paperplane: "paperplane"
      case .book: "book"
      case .tag: "tag"
      case .camera: "camera"
      case .pin: "pin"
      case .lockShield: "lock.shield"
      case .cubeBox: "cube.box"
      case .gift: "gift"
      case .eyeglasses: "eyeglasses"
      case .lightbulb: "lightbulb"
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

  override func viewDidLoad() {
    collectionView.layout = createLayout()
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

  /// The cell's text: the symbol's glyph and name.
  private static func label(of item: Item) -> String {
    "\(item.symbol.glyph) \(item.symbol.name)"
  }

  private func configureDataSource() {
    collectionView.cellRegistration = CellRegistration(
      fit: { request, item in
        // A border and a space each side of the label.
        Size(
          width: Double(CharacterWidth.width(of: Self.label(of: item)) + 4),
          height: request.proposedSize.height
        )
      },
      draw: { canvas, rect, _, item, state in
        Self.draw(item, on: &canvas, in: rect, state: state)
      }
    )
    var random = SplitMix64(seed: context.seed)
    let items = Symbol.allCases.flatMap { symbol in
      (0..<Self.copiesOfEachSymbol).map { Item(symbol: symbol, copy: $0) }
    }
    var snapshot = DiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.main])
    snapshot.appendItems(items.shuffled(using: &random))
    collectionView.dataSource.apply(snapshot, animatingDifferences: false)
  }

  private static func draw(
    _ item: Item,
    on canvas: inout Canvas,
    in rect: CellRect,
    state: CellState
  ) {
    // The theme's selection colour stands in for the sample's tint.
    let theme = canvas.theme
    let tint = theme.selected.background
    let fill = state.isSelected ? theme.selected.adding(.bold) : Style()
    canvas.fill(rect, style: fill)
    let border =
      state.isFocused
      ? theme.focusBorder.over(fill) : state.isSelected ? fill : theme.separator
    canvas.drawBox(rect, box: state.isFocused ? .heavy : .rounded, style: border)
    let y = rect.y + rect.height / 2
    // The icon inverts when selected: tint on the text colour instead of
    // on the fill.
    let icon =
      state.isSelected ? Style(foreground: tint, background: theme.selected.foreground) : fill
    let x = canvas.put(item.symbol.glyph, x: rect.x + 2, y: y, style: icon)
    var text = fill
    if state.isFocused && !state.isSelected {
      text.foreground = tint
      text.attributes.insert(.bold)
    }
    canvas.put(item.symbol.name, x: x + 1, y: y, width: max(0, rect.maxX - 2 - x), style: text)
  }

  override func didSelectItem(at indexPath: IndexPath) {
    guard let item = collectionView.itemIdentifier(at: indexPath) else { return }
    collectionView.selectedItems = [item]
  }
}
