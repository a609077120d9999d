import CollectionView

/// What an example is made with: the session it runs in (clock, seed, data
/// files, lasting models) and its place in the menu.
public struct ExampleContext {
  public let session: GallerySession
  /// The menu path, for the title bar.
  public let title: String
  /// What the example shows, for the help overlay.
  public let summary: String
  /// The Swift files it is written in (``Example/sources``).
  public let sources: [String]

  public init(session: GallerySession, title: String, summary: String, sources: [String]) {
    self.session = session
    self.title = title
    self.summary = summary
    self.sources = sources
  }

  /// The clock its animations and timers run on.
  public var clock: AnimationClock { session.clock }
  /// Fixes every random choice (badge counts, Wi-Fi changes, shuffles).
  public var seed: UInt64 { session.seed }
}
