import TerminalApp
import Testing

/// A view controller written as the sample writes its own (a collection
/// view made with `frame: view.bounds`, autoresized, added to `view`; a
/// delegate that pushes a detail screen through `navigationController`),
/// driven through the app shell as a user would.
@Suite struct ViewControllerShapeTests {
  final class DetailViewController: ViewController {
    let number: Int

    init(number: Int, clock: AnimationClock) {
      self.number = number
      super.init(title: "", clock: clock)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      navigationItem.title = "Number \(number)"
    }
  }

  final class ListViewController: ViewController {
    enum Section { case main }
    var dataSource: CollectionViewDiffableDataSource<Section, Int>! = nil
    var collectionView: CollectionView! = nil

    override func viewDidLoad() {
      super.viewDidLoad()
      navigationItem.title = "List"
      configureHierarchy()
      configureDataSource()
    }

    private func createLayout() -> CollectionViewLayout {
      let config = ListConfiguration(appearance: .insetGrouped)
      return CompositionalLayout.list(using: config)
    }

    private func configureHierarchy() {
      collectionView = CollectionView(frame: view.bounds, collectionViewLayout: createLayout())
      collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(collectionView)
    }

    private func configureDataSource() {
      let cellRegistration = CellRegistration<CollectionViewListCell, Int> {
        cell,
        indexPath,
        item in
        var content = cell.defaultContentConfiguration()
        content.text = "\(item)"
        cell.contentConfiguration = content
      }
      dataSource = CollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
        (collectionView: CollectionView, indexPath: IndexPath, identifier: Int)
          -> CollectionViewCell? in
        return collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration,
          for: indexPath,
          item: identifier
        )
      }
      var snapshot = DiffableDataSourceSnapshot<Section, Int>()
      snapshot.appendSections([.main])
      snapshot.appendItems(Array(0..<94))
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  static func makePilot() -> (App, Pilot, ListViewController) {
    let clock = VirtualClock()
    let list = ListViewController(title: "", clock: clock)
    let app = App(root: list, clock: clock, size: CellSize(width: 40, height: 12))
    return (app, Pilot(app: app, clock: clock), list)
  }

  @Test func theSamplesHierarchyFillsTheScreenAndFollowsItsSize() {
    let (_, pilot, list) = Self.makePilot()
    pilot.redraw()
    #expect(list.collectionView.frame == list.view.bounds)
    #expect(list.view.frame == CellRect(x: 0, y: 1, width: 40, height: 10))
    #expect(pilot.text.contains(" List"))
    #expect(pilot.text.contains("  0"))
    pilot.resize(to: CellSize(width: 60, height: 20))
    #expect(list.collectionView.frame == CellRect(x: 0, y: 1, width: 60, height: 18))
    #expect(list.collectionView.clock === list.clock)
  }

  @Test func theDelegateSelectsAndPushesThroughTheNavigationController() throws {
    let (app, pilot, list) = Self.makePilot()
    final class Pusher: CollectionViewDelegate {
      unowned let list: ListViewController
      var selected: [IndexPath] = []
      init(_ list: ListViewController) { self.list = list }
      func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
        collectionView.deselectItem(at: indexPath, animated: true)
        list.navigationController?.pushViewController(
          DetailViewController(number: indexPath.item, clock: list.clock),
          animated: true
        )
      }
    }
    let pusher = Pusher(list)
    list.collectionView.delegate = pusher
    try pilot.run("down down enter")
    #expect(pusher.selected == [IndexPath(item: 2, section: 0)])
    #expect(app.stack.count == 2)
    #expect(pilot.text.split(separator: "\n")[0].contains("Number 2"))
    try pilot.run("esc")
    #expect(app.stack.count == 1)
    #expect(list.collectionView.indexPathsForSelectedItems == nil)
    #expect(list.navigationController === app)
  }

  @Test func anyPaletteReplacesTheFramesColours() {
    let (app, pilot, _) = Self.makePilot()
    app.theme = AppTheme(
      titleBar: Style(foreground: .rgb(1, 2, 3), background: .rgb(250, 240, 230)),
      footer: Style(foreground: .rgb(4, 5, 6), background: .rgb(200, 210, 220)),
      footerKey: Style(foreground: .rgb(7, 8, 9), background: .rgb(200, 210, 220))
    )
    pilot.redraw()
    #expect(pilot.ansiText.contains("48;2;250;240;230"))
    #expect(pilot.ansiText.contains("48;2;200;210;220"))
    #expect(!pilot.ansiText.contains("48;2;40;90;200"))
  }
}

/// Any palette for the views and cells, not only the dark and light ones.
@Suite struct ViewThemeTests {
  @Test func anAppsThemeColoursItsCells() {
    let (app, pilot, _) = ViewControllerShapeTests.makePilot()
    var theme = Theme.dark
    theme.focused = Style(foreground: .rgb(9, 9, 9), background: .rgb(1, 200, 100))
    app.traits.theme = theme
    pilot.redraw()
    // The focused row's bar in the app's colour, not the dark palette's.
    #expect(pilot.ansiText.contains("48;2;1;200;100"))
    // The dark palette's amber focus is gone.
    #expect(Theme.dark.focused.foreground == .rgb(255, 200, 0))
    #expect(!pilot.ansiText.contains("38;2;255;200;0;48;2;0;0;0"))
  }
}
