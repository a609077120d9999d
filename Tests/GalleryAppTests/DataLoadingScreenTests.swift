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

/// An example whose data file, in a folder of one's own, is read on
/// another thread, as the interactive gallery reads it: the progress
/// first, then the example with its own keys in the footer, as `render`
/// shows it. The built-in data is read at once, so that keys typed before
/// the first frame reach the example.
@Suite struct DataLoadingScreenTests {
  @Test(arguments: ["mountains-search", "emoji-explorer", "conference-videos"])
  func theProgressGivesWayToTheExample(_ id: String) throws {
    let table: DataTable =
      id == "mountains-search" ? .mountains : id == "emoji-explorer" ? .emoji : .videos
    let builtIn: [DataTable: [UInt8]] = [
      .mountains: PackageResources.mountains_csv, .emoji: PackageResources.emoji_tsv,
      .videos: PackageResources.videos_tsv,
    ]
    let contents = String(decoding: builtIn[table]!, as: UTF8.self)
    try withTemporaryFolder(holding: [table.rawValue: contents]) { folder in
      try Self.expectProgressThenExample(id, table: table, folder: folder)
    }
  }

  static func expectProgressThenExample(_ id: String, table: DataTable, folder: String) throws {
    let clock = VirtualClock()
    let app = try Session.makeApp(
      target: id,
      clock: clock,
      seed: 0,
      size: CellSize(width: 80, height: 24),
      resources: Resources(overrideDirectory: folder),
      readsDataInBackground: true
    )
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

  @Test func theBuiltInDataIsReadAtOnce() throws {
    let app = try Session.makeApp(
      target: "mountains-search",
      clock: VirtualClock(),
      seed: 0,
      size: CellSize(width: 80, height: 24),
      resources: .builtIn,
      readsDataInBackground: true
    )
    #expect(!(app.top is DataLoadingScreen))
  }
}
