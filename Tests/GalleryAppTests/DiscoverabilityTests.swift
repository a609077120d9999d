import CollectionView
import Foundation
import TerminalUI
import Testing

@testable import GalleryApp
@testable import GalleryExamples
@testable import TerminalApp

/// At 80×24 every tool is within reach of what the footer shows, and help
/// scrolls rather than drop lines.
@Suite struct DiscoverabilityTests {
  static let targets = ["menu"] + Catalogue.examples.map(\.example.id)

  @Test(arguments: targets)
  func theFooterAlwaysOffersTheRest(_ target: String) throws {
    let footer = try render(target).split(separator: "\n").last ?? ""
    #expect(footer.contains(": more") || footer.contains("ctrl-p more"), "\(footer)")
    // The palette it opens lists every key the screen and the app offer.
    let (app, clock) = try play(target)
    // Commands, not notes such as "type filter".
    let actions = Set(
      app.keyBindings.filter { $0.importance != .helpOnly && !$0.keys.isEmpty }.map(\.action)
    )
    try play("ctrl-p", on: app, clock: clock)
    let listed = Set(app.keyBindings.isEmpty ? [] : try paletteTitles(app))
    let missing = actions.subtracting(listed).subtracting(["more"])
    #expect(missing.isEmpty, "\(target): not in the palette: \(missing.sorted())")
  }

  /// The palette's entries, every one of them, scrolled through.
  func paletteTitles(_ app: App) throws -> [String] {
    let palette = try #require(app.palette)
    return palette.entries.map(\.title)
  }

  @Test func helpScrollsToEveryLineItHas() throws {
    let (app, clock) = try play("emoji-explorer")
    let actions = app.keyBindings.map(\.action)
    try play("?", on: app, clock: clock)
    var seen = screenText(of: app)
    #expect(seen.contains("↓ more"))
    for _ in 0..<6 {
      try play("down", on: app, clock: clock)
      seen += screenText(of: app)
    }
    #expect(app.showsHelp)
    let missing = (actions + ["scroll the row under the pointer", "to its next stop"])
      .filter { !seen.contains($0) }
    #expect(missing.isEmpty, "not in the help: \(missing)")
    try play("x", on: app, clock: clock)
    #expect(!app.showsHelp)
  }

  /// Where the diff readout is offered, help says what its signs mean.
  @Test func helpExplainsTheDiffReadout() throws {
    let (app, clock) = try play("wifi-settings")
    try play("? pgdn pgdn pgdn", on: app, clock: clock)
    let help = screenText(of: app)
    for line in [
      "+ ", "inserted", "− ", "deleted", "↕ ", "moved", "⟳ ", "reloaded or reconfigured",
    ] {
      #expect(help.contains(line), "\(line)")
    }
    let (grid, gridClock) = try play("grid")
    try play("? pgdn pgdn pgdn", on: grid, clock: gridClock)
    #expect(!screenText(of: grid).contains("reloaded or reconfigured"))
  }

  @Test func theSnapshotPanelCountsInWords() throws {
    let one = try render("list-appearances", size: CellSize(width: 100, height: 16), keys: "p")
    #expect(!one.contains("1 items"))
  }
}
