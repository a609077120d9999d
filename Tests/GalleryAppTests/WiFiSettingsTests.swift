import CollectionView
import TerminalUI
import Testing

@testable import GalleryApp
@testable import GalleryExamples

@Suite struct WiFiSettingsTests {
  @Test func snapshotIsTheSamplesSectionsAndRows() throws {
    let session = GallerySession(clock: VirtualClock(), seed: 0)
    let screen = try #require(
      Catalogue.makeScreen(id: "wifi-settings", session: session) as? WiFiSettingsViewController
    )
    screen.loadViewIfNeeded()
    let on = screen.makeSnapshot()
    #expect(on.sectionIdentifiers == [.config, .networks])
    #expect(on.itemIdentifiers(inSection: .config) == [.wifiEnabled, .currentNetwork])
    let names = WiFiController.allNetworks.map(\.name)
    #expect(names.count == 17)
    #expect(
      on.itemIdentifiers(inSection: .networks)
        == names.sorted().map { .availableNetwork(WiFiController.Network(name: $0)) }
    )
    screen.wifiController.wifiEnabled = false
    let off = screen.makeSnapshot()
    #expect(off.sectionIdentifiers == [.config])
    #expect(off.itemIdentifiers == [.wifiEnabled])
  }

  @Test func goldenScreens() throws {
    let cases: [(String, String)] = [
      ("on", ""), ("off", "enter"), ("on-again", "enter enter"), ("after-6s", "wait:6"),
    ]
    for (name, keys) in cases {
      assertGolden(try render("wifi-settings", keys: keys), named: name)
    }
    assertGolden(
      try render("wifi-settings", size: CellSize(width: 120, height: 40)),
      named: "on-120x40"
    )
  }

  @Test func switchingOffRemovesTheCurrentNetworkAndTheNetworksSection() throws {
    let off = parseFrames(try render("wifi-settings", keys: "enter", format: .frames))
    #expect(off.map(\.section) == [0])
    let on = parseFrames(try render("wifi-settings", keys: "space space", format: .frames))
    #expect(Set(on.map(\.section)) == [0, 1])
    #expect(try render("wifi-settings", keys: "enter enter") == render("wifi-settings"))
    // Enter on any other row leaves the switch alone.
    #expect(
      try render("wifi-settings", keys: "down enter") == render("wifi-settings", keys: "down")
    )
  }

  @Test func switchingOffAnimatesRowsAway() throws {
    // Midway the knob is halfway along and the rows below are still there,
    // fading; settled, they are gone.
    let midway = try render("wifi-settings", keys: "enter wait:0.12", settle: false)
    #expect(midway.contains("━◉━"))
    #expect(midway.contains(WiFiSettingsViewController.currentNetworkName))
    #expect(
      !(try render("wifi-settings", keys: "enter").contains(
        WiFiSettingsViewController.currentNetworkName
      ))
    )
    let (app, clock) = try play("wifi-settings", keys: "enter")
    #expect(app.top.isAnimating)
    try play("wait:0.3", on: app, clock: clock)
    #expect(!app.top.isAnimating)
  }

  @Test func networksChangeEveryTwoSecondsDeterministically() throws {
    let (app, clock) = try play("wifi-settings")
    let screen = try #require(app.top as? WiFiSettingsViewController)
    #expect(screen.nextTimerDeadline == 2)
    var lists: [[WiFiSettingsViewController.Item]] = []
    for _ in 0..<3 {
      try play("wait:2", on: app, clock: clock)
      lists.append(
        screen.dataSource.snapshot().itemIdentifiers(inSection: .networks)
      )
    }
    #expect(screen.nextTimerDeadline == 8)
    let sixSeconds = try play("wifi-settings", keys: "wait:6").app
    let other = try #require(sixSeconds.top as? WiFiSettingsViewController)
    #expect(
      other.dataSource.snapshot() == screen.dataSource.snapshot()
    )
    #expect(try render("wifi-settings", keys: "wait:6") == render("wifi-settings", keys: "wait:6"))
    for list in lists {
      let names = list.compactMap { item -> String? in
        if case .availableNetwork(let network) = item { network.name } else { nil }
      }
      #expect(names == names.sorted() && !names.isEmpty)
    }
  }

  @Test func anotherSeedGivesAnotherList() throws {
    let screens = try (0..<4).map { try render("wifi-settings", keys: "wait:6", seed: $0) }
    #expect(Set(screens).count > 1)
    #expect(try screens[0] != render("wifi-settings"))
  }

  /// Hidden by "Terminal too small", the list is not scanned; once the
  /// terminal is large enough again, one scan brings it up to date rather
  /// than one for every two seconds missed.
  @Test func noScansWhileTooSmallToShow() throws {
    let (app, clock) = try play("wifi-settings", keys: "resize:10x3")
    #expect(app.nextTimerDeadline == nil && !app.isAnimating)
    try play("wait:60 resize:80x24", on: app, clock: clock)
    #expect(app.nextTimerDeadline == clock.now + 2)
    #expect(try screenText(of: app) == render("wifi-settings", keys: "wait:2"))
  }

  @Test func noScansWhileOff() throws {
    let (app, clock) = try play("wifi-settings", keys: "enter")
    #expect(app.top.nextTimerDeadline == nil)
    try play("wait:10 enter", on: app, clock: clock)
    #expect(app.top.nextTimerDeadline == clock.now + 2)
  }

  /// On the focused row, on and off differ by more than the knob: on is a
  /// filled green track, off a grey line on the terminal's background,
  /// neither in the focus bar's colours.
  @Test func theSwitchReadsOnOrOffOnTheFocusedRow() throws {
    func switchStyles(_ keys: String) throws -> [Style] {
      let (app, _) = try play("wifi-settings", keys: keys)
      var canvas = Canvas(width: app.size.width, height: app.size.height, traits: app.traits)
      app.draw(into: &canvas, now: .infinity)
      let row = (0..<canvas.width).map { canvas[x: $0, y: 1] }
      let knob = try #require(row.firstIndex { $0.glyph.character == "◉" })
      let start = row[knob - 1].glyph.character == "━" ? knob - 2 : knob
      return (start..<start + 3).map { row[$0].style }
    }
    let theme = Theme.dark
    let on = try switchStyles("")
    let off = try switchStyles("enter")
    #expect(on.allSatisfy { $0 == theme.switchOn })
    #expect(
      off.allSatisfy {
        $0.foreground == theme.switchOff.foreground && !$0.attributes.contains(.reverse)
      }
    )
    #expect(on.allSatisfy { $0 != theme.focused } && off.allSatisfy { $0 != theme.focused })
  }
}
