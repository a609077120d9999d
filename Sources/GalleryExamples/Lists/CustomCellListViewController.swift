import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI

/// List with Custom Cells: nine things in three categories, each row a
/// custom cell of two lines — an icon, a title and a grey one-sentence
/// description on the left, the category's icon and name on the right, and
/// a chevron. Rows are estimated one line and measured by their cell, as
/// the sample's self-sizing cells are.
final class CustomCellListViewController: ExampleViewController {
  enum Section {
    case main
  }

  enum Category: Hashable, Sendable {
    case music, transportation, weather

    var name: String {
      switch self {
      case .music: "Music"
      case .transportation: "Transportation"
      case .weather: "Weather"
      }
    }

    /// The sample's SF Symbols as emoji of unambiguous width (two cells
    /// everywhere), so the right-hand column lines up.
    var icon: String {
      switch self {
      case .music: "🎵"
      case .transportation: "🚦"
      case .weather: "⛅"
      }
    }
  }

  struct Item: Hashable, Sendable {
    let category: Category
    let icon: String
    let title: String
    let description: String
  }

  static let items = [
    Item(
      category: .music,
      icon: "🎧",
      title: "Headphones",
      description: "A portable device for listening to music."
    ),
    Item(
      category: .music,
      icon: "🔊",
      title: "Loudspeaker",
      description: "A device that turns a signal into sound for a whole room."
    ),
    Item(
      category: .transportation,
      icon: "🛫",
      title: "Plane",
      description: "A commercial airliner for flying long distances."
    ),
    Item(
      category: .transportation,
      icon: "🚊",
      title: "Tram",
      description: "A streetcar that runs on rails through the city."
    ),
    Item(
      category: .transportation,
      icon: "🚗",
      title: "Car",
      description: "A personal vehicle with four wheels."
    ),
    Item(
      category: .weather,
      icon: "🌀",
      title: "Hurricane",
      description: "A violent tropical cyclone with strong winds."
    ),
    Item(
      category: .weather,
      icon: "💨",
      title: "Tornado",
      description: "A violently rotating column of air, also called a twister."
    ),
    Item(
      category: .weather,
      icon: "🌊",
      title: "Tropical Storm",
      description: "A rotating storm system that forms over warm oceans."
    ),
    Item(
      category: .weather,
      icon: "⛄",
      title: "Snow",
      description: "Precipitation in the form of ice crystals."
    ),
  ]

  private(set) var dataSource: CollectionViewDiffableDataSource<Section, Item>! = nil

  override func viewDidLoad() {
    navigationItem.title = "List with Custom Cells"
    collectionView.collectionViewLayout = createLayout()
    configureDataSource()
  }

  private func createLayout() -> CompositionalLayout {
    let configuration = ListConfiguration(appearance: .plain)
    return CompositionalLayout.list(using: configuration)
  }

  private func configureDataSource() {
    let cellRegistration = CellRegistration<CustomListCell, Item> { cell, _, item in
      cell.updateWithItem(item)
      cell.accessories = [.disclosureIndicator()]
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
    var snapshot = DiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Self.items)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
