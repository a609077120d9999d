import CollectionView
import GalleryApp
import TerminalApp
import TerminalUI
import Testing

@testable import GalleryExamples

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An example whose data is read on another thread, as the interactive
/// gallery reads it: the progress first, then the example with its own
/// keys in the footer, as `render` shows it.
@Suite struct DataLoadingScreenTests {
  @Test(arguments: ["mountains-search", "emoji-explorer", "conference-videos"])
  func theProgressGivesWayToTheExample(_ id: String) throws {
    let clock = VirtualClock()
    let app = try Session.makeApp(
      target: id,
      clock: clock,
      seed: 0,
      size: CellSize(width: 80, height: 24),
      resources: .builtIn,
      readsDataInBackground: true
    )
    let table: DataTable =
      id == "mountains-search" ? .mountains : id == "emoji-explorer" ? .emoji : .videos
    #expect(screenText(of: app).contains("Reading \(table.rawValue)"))
    let loading = try #require(app.top as? DataLoadingScreen)
    // The reading runs on its own thread, in real time; the app looks at
    // it on the virtual clock.
    try poll("the example") {
      try play("wait:0.05", on: app, clock: clock)
      return loading.isLoaded ? () : nil
    }
    let (rendered, _) = try play(id, resources: .builtIn)
    #expect(screenText(of: app) == screenText(of: rendered))
  }
}
