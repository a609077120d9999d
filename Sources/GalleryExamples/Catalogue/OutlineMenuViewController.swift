import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// The start screen: the catalogue as a sidebar outline, built with a
/// section snapshot. Groups start collapsed; Enter, → and ← expand and
/// collapse them with animation; Enter on an example opens it.
public final class OutlineMenuViewController: CollectionViewController, CatalogueScreen {
  public enum Section: Sendable {
    case main
  }

  /// One row of the menu: a group or an example, identified by its path.
  public struct MenuItem: Hashable, Sendable {
    let path: [String]
    let exampleID: String?

    var title: String { path.last ?? "" }
    var isGroup: Bool { exampleID == nil }
  }

  private let session: GallerySession
  private(set) var dataSource: CollectionViewDiffableDataSource<Section, MenuItem>! = nil

  public init(session: GallerySession) {
    self.session = session
    super.init(title: Catalogue.title, clock: session.clock)
  }

  public override func viewDidLoad() {
    collectionView.collectionViewLayout = CompositionalLayout.list(
      using: ListConfiguration(appearance: .sidebar)
    )
    configureDataSource()
  }

  public var catalogueID: String { "menu" }

  public override var summary: String {
    "The examples of Implementing Modern Collection Views, as the sample's sidebar outline: groups expand and collapse, Enter opens an example."
  }

  public override func primaryActionTitle(at indexPath: IndexPath) -> String? {
    dataSource.itemIdentifier(for: indexPath)?.isGroup == false ? "open" : nil
  }

  private func configureDataSource() {
    let containerCellRegistration = CellRegistration<CollectionViewListCell, MenuItem> {
      cell,
      _,
      menuItem in
      var contentConfiguration = ListContentConfiguration.sidebarHeader()
      contentConfiguration.text = menuItem.title
      cell.contentConfiguration = contentConfiguration
      cell.accessories = [.outlineDisclosure()]
    }
    let cellRegistration = CellRegistration<CollectionViewListCell, MenuItem> {
      cell,
      _,
      menuItem in
      var contentConfiguration = cell.defaultContentConfiguration()
      contentConfiguration.text = menuItem.title
      cell.contentConfiguration = contentConfiguration
      cell.accessories = [.disclosureIndicator()]
    }
    dataSource = CollectionViewDiffableDataSource<Section, MenuItem>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      if item.isGroup {
        collectionView.dequeueConfiguredReusableCell(
          using: containerCellRegistration,
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
    var sectionSnapshot = DiffableDataSourceSectionSnapshot<MenuItem>()
    func append(_ nodes: [CatalogueNode], under parent: MenuItem?, path: [String]) {
      for node in nodes {
        switch node {
        case .group(let title, let children, _):
          let item = MenuItem(path: path + [title], exampleID: nil)
          sectionSnapshot.append([item], to: parent)
          append(children, under: item, path: item.path)
        case .example(let example):
          sectionSnapshot.append(
            [MenuItem(path: path + [example.title], exampleID: example.id)],
            to: parent
          )
        }
      }
    }
    append(Catalogue.root, under: nil, path: [])
    dataSource.apply(sectionSnapshot, to: .main, animatingDifferences: false)
  }

  public override func didSelectItem(at indexPath: IndexPath) {
    guard let id = dataSource.itemIdentifier(for: indexPath)?.exampleID,
      let screen = Catalogue.makeScreen(id: id, session: session)
    else { return }
    navigationController?.pushViewController(screen, animated: true)
  }

  /// Expands the groups above the example `id` and focuses it, so that
  /// coming back from an example opened directly finds it in the menu.
  public func reveal(exampleID id: String) {
    // The menu is made and revealed before it is ever shown.
    loadViewIfNeeded()
    var sectionSnapshot = dataSource.snapshot(for: .main)
    guard let item = sectionSnapshot.items.first(where: { $0.exampleID == id }) else { return }
    var ancestors: [MenuItem] = []
    var parent = sectionSnapshot.parent(of: item)
    while let group = parent {
      ancestors.append(group)
      parent = sectionSnapshot.parent(of: group)
    }
    sectionSnapshot.expand(ancestors)
    dataSource.apply(sectionSnapshot, to: .main, animatingDifferences: false)
    if let indexPath = dataSource.indexPath(for: item) { collectionView.focusItem(at: indexPath) }
  }
}
