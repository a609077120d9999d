import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// List Appearances: five outline sections, each a section snapshot whose
/// first item is its header (header mode firstItemInSection) over three
/// children. Enter on a header collapses or expands its section; `a` steps
/// through the five list appearances, named in the title bar, keeping the
/// focused row.
final class ListAppearancesViewController: ExampleViewController {
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
  private(set) var dataSource: CollectionViewDiffableDataSource<Int, Item>! = nil

  override func viewDidLoad() {
    updateLayout()
    configureDataSource()
    applyInitialSnapshots()
  }

  override var keyBindings: [KeyBinding] { super.keyBindings + [appearanceBinding] }

  private lazy var appearanceBinding = KeyBinding("appearance", keys: [.character("a")]) {
    [unowned self] _ in
    appearance = Self.next(after: appearance)
    updateLayout()
    return .handled
  }

  /// The layout for the current appearance, and its name in the title bar,
  /// where the sample's navigation bar button shows it.
  private func updateLayout() {
    var configuration = ListConfiguration(appearance: appearance)
    configuration.headerMode = .firstItemInSection
    collectionView.collectionViewLayout = CompositionalLayout.list(using: configuration)
    navigationItem.title = "List Appearances — \(Self.name(of: appearance))"
  }

  private var isSidebar: Bool { appearance == .sidebar || appearance == .sidebarPlain }

  private func configureDataSource() {
    let headerRegistration = CellRegistration<CollectionViewListCell, Item> {
      [unowned self] cell, _, item in
      // UIKit's header for the appearance: a sidebar's own, bold on the
      // sidebar's grey; a plain sidebar's is a plain list's, on its bar.
      var content = appearance == .sidebar ? ListContentConfiguration.sidebarHeader() : .header()
      content.text = item.title
      cell.contentConfiguration = content
      cell.accessories = [
        .outlineDisclosure(options: ListCellAccessory.OutlineDisclosureOptions(style: .header))
      ]
    }
    let cellRegistration = CellRegistration<CollectionViewListCell, Item> {
      [unowned self] cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      cell.contentConfiguration = content
      cell.accessories = isSidebar ? [] : [.disclosureIndicator()]
    }
    dataSource = CollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) {
      collectionView,
      indexPath,
      item in
      if case .header = item {
        collectionView.dequeueConfiguredReusableCell(
          using: headerRegistration,
          for: indexPath,
          item: item
        )
      } else {
        collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration,
          for: indexPath,
          item: item
        )
      }
    }
  }

  private func applyInitialSnapshots() {
    let sections = Array(0..<5)
    var snapshot = DiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections(sections)
    dataSource.apply(snapshot, animatingDifferences: false)
    for section in sections {
      var sectionSnapshot = DiffableDataSourceSectionSnapshot<Item>()
      let header = Item.header(section: section)
      sectionSnapshot.append([header])
      sectionSnapshot.append((0..<3).map { Item.child(section: section, index: $0) }, to: header)
      sectionSnapshot.expand([header])
      dataSource.apply(sectionSnapshot, to: section, animatingDifferences: false)
    }
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
