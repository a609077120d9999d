import CollectionView
import CompositionalLayout
import DiffableDataSource
import TerminalUI
import Testing

@testable import TerminalApp

/// The developer tools are a plug-in: an app without it offers none of
/// them anywhere, and `Pilot` reads what was drawn either way.
@Suite struct DeveloperToolsTests {
  /// A list that has applied a snapshot: everything the tools look at.
  final class Numbers: CollectionViewController {
    var dataSource: CollectionViewDiffableDataSource<Int, Int>!

    override func viewDidLoad() {
      let cell = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, number in
        var content = cell.defaultContentConfiguration()
        content.text = "Number \(number)"
        cell.contentConfiguration = content
      }
      dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) {
        collectionView,
        indexPath,
        number in
        collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: number)
      }
      var snapshot = DiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(1...5))
      dataSource.apply(snapshot, animatingDifferences: false)
    }
  }

  func makeApp(tools: Bool) -> (App, Pilot) {
    let clock = VirtualClock()
    let app = App(
      root: Numbers(title: "Numbers"),
      clock: clock,
      size: CellSize(width: 120, height: 24)
    )
    if tools {
      app.screenClock = ScaledClock(base: clock)
      app.install(DeveloperTools())
    }
    let pilot = Pilot(app: app, clock: clock)
    pilot.redraw()
    return (app, pilot)
  }

  let toolActions: Set = ["inspect", "snapshot", "diff", "slow motion"]

  @Test func aPlainAppOffersNoToolAnywhere() throws {
    let (app, pilot) = makeApp(tools: false)
    #expect(app.plugins.isEmpty)
    let footer = try #require(pilot.text.split(separator: "\n").last)
    for key in ["i inspect", "p snapshot", "d diff", "s slow motion"] {
      #expect(!footer.contains(key), "\(footer)")
    }
    #expect(toolActions.isDisjoint(with: app.keyBindings.map(\.action)))
    pilot.press(.character("?"))
    pilot.redraw()
    #expect(!pilot.text.contains("inspect") && !pilot.text.contains("diff readout"))
    pilot.press(.key(.escape))
    pilot.press(.ctrl("p"))
    let palette = try #require(app.palette)
    #expect(toolActions.isDisjoint(with: palette.entries.map(\.title)))
    #expect(palette.entries.contains { $0.title == "quit" })
    // The tools' keys do nothing: `i` and `d` leave the screen as it was.
    pilot.press(.key(.escape))
    pilot.redraw()
    let before = pilot.text
    pilot.press(.character("i"), .character("d"))
    pilot.redraw()
    #expect(pilot.text == before)
    // What was drawn is there for tests all the same.
    #expect(pilot.drawnElements.filter { $0.category == .cell }.count == 5)
  }

  @Test func theToolsPlugInOffersThemInFooterHelpAndPalette() throws {
    let (app, pilot) = makeApp(tools: true)
    let tools = try #require(app.plugin(DeveloperTools.self))
    let footer = try #require(pilot.text.split(separator: "\n").last)
    for key in ["i inspect", "p snapshot", "d diff", "s slow motion"] {
      #expect(footer.contains(key), "\(footer)")
    }
    pilot.press(.character("?"))
    pilot.redraw()
    #expect(pilot.text.contains("The diff readout (d) counts"))
    pilot.press(.key(.escape), .ctrl("p"))
    #expect(toolActions.isSubset(of: try #require(app.palette).entries.map(\.title)))
    pilot.press(.key(.escape), .character("i"))
    #expect(tools.showsInspector)
    pilot.press(.character("d"))
    pilot.redraw()
    // The readout takes the row above the footer.
    let lines = pilot.text.split(separator: "\n")
    #expect(lines[lines.count - 2].contains("sections +1"), "\(lines[lines.count - 2])")
    #expect(pilot.drawnElements.filter { $0.category == .cell }.count == 5)
  }

  @Test func thePalettesTitleIsTheApps() throws {
    let (app, pilot) = makeApp(tools: false)
    pilot.press(.ctrl("p"))
    pilot.redraw()
    #expect(pilot.text.contains("Commands") && !pilot.text.contains("examples"))
    app.paletteTitle = "Everything"
    pilot.press(.key(.escape), .ctrl("p"))
    pilot.redraw()
    #expect(pilot.text.contains("Everything"))
  }
}
