import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// List Appearances: five outline sections, each a section snapshot whose
/// first item is its header (header mode firstItemInSection) over three
/// children. Enter on a header collapses or expands its section; `a` steps
/// through the five list appearances, named in the title bar, keeping the
/// focused row.
final class ListAppearancesViewController: ExampleViewController<
  Int, ListAppearancesViewController.Item
>
{
  /// A header row, or a child row under the header of its section.
  enum Item: Hashable, Sendable {
    case header(section: Int)
    case child(section: Int, index: Int)

    var title: String {
      switch self {
      case .header(let section): "Section \(section)"
      case .child(_, let index): "Item \(index)"
      }
    }
  }

  private(set) var appearance = ListConfiguration.Appearance.plain

  override func viewDidLoad() {
    updateLayout()
    configureDataSource()
  }

  override var keyBindings: [KeyBinding] {
    super.keyBindings + [
      KeyBinding("a", "appearance", events: [.character("a")]) { [unowned self] _ in
        appearance = Self.next(after: appearance)
        updateLayout()
        return .handled
      }
    ]
  }

  override func primaryActionTitle(at indexPath: IndexPath) -> String? {
    guard case .header(let section) = collectionView.itemIdentifier(at: indexPath) else {
      return nil
    }
    return collectionView.expansionActionTitle(of: .header(section: section), in: section)
  }

  /// The layout for the current appearance, and its name in the title bar,
  /// where the sample's navigation bar button shows it.
  private func updateLayout() {
    var configuration = ListConfiguration(appearance: appearance)
    configuration.headerMode = .firstItemInSection
    collectionView.layout = CompositionalLayout.list(using: configuration)
    title = "\(context.title) — \(Self.name(of: appearance))"
  }

  private var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }

  private func configureDataSource() {
    collectionView.cellRenderer = CellRenderer {
      [unowned self] canvas, rect, indexPath, item, state in
      guard let section = collectionView.sectionIdentifier(at: indexPath.section) else { return }
      let sectionSnapshot = collectionView.dataSource.snapshot(for: section)
      var content: ListContentConfiguration
      switch item {
      case .header:
        content = isSidebar ? .sidebarHeader() : .header()
        content.accessories = [
          .outlineDisclosure(isExpanded: sectionSnapshot.isExpanded(item), style: .header)
        ]
      case .child:
        content = .cell()
        content.accessories = isSidebar ? [] : [.disclosureIndicator]
        content.indentationLevel = sectionSnapshot.level(of: item)
      }
      content.text = item.title
      content.draw(on: &canvas, in: rect, state: state)
    }
    let sections = Array(0..<5)
    var snapshot = DiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections(sections)
    collectionView.dataSource.apply(snapshot, animatingDifferences: false)
    for section in sections {
      var sectionSnapshot = DiffableDataSourceSectionSnapshot<Item>()
      let header = Item.header(section: section)
      sectionSnapshot.append([header])
      sectionSnapshot.append((0..<3).map { Item.child(section: section, index: $0) }, to: header)
      sectionSnapshot.expand([header])
      collectionView.dataSource.apply(sectionSnapshot, to: section, animatingDifferences: false)
    }
  }

  override func didSelectItem(at indexPath: IndexPath) {
    guard case .header(let section) = collectionView.itemIdentifier(at: indexPath) else { return }
    collectionView.toggleExpansion(of: .header(section: section), in: section)
  }

  /// The sample's order: Plain → Sidebar Plain → Sidebar → Grouped → Inset
  /// Grouped → Plain.
  static func next(after appearance: ListConfiguration.Appearance) -> ListConfiguration.Appearance {
    switch appearance {
    case .plain: .sidebarPlain
    case .sidebarPlain: .sidebar
    case .sidebar: .grouped
    case .grouped: .insetGrouped
    case .insetGrouped: .plain
    }
  }

  static func name(of appearance: ListConfiguration.Appearance) -> String {
    switch appearance {
    case .plain: "Plain"
    case .sidebarPlain: "Sidebar Plain"
    case .sidebar: "Sidebar"
    case .grouped: "Grouped"
    case .insetGrouped: "Inset Grouped"
    }
  }
}
