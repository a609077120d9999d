import CollectionView

/// What an example is made with: the session it runs in (clock, seed, data
/// files, lasting models) and its place in the menu.
public struct ExampleContext {
  public let session: GallerySession
  /// The menu path, for the title bar.
  public let title: String
  /// What the example shows, for the help overlay.
  public let summary: String
  /// The example's id.
  public let id: String

  public init(session: GallerySession, title: String, summary: String, id: String) {
    self.session = session
    self.title = title
    self.summary = summary
    self.id = id
  }

  /// The clock its animations and timers run on.
  public var clock: AnimationClock { session.clock }
  /// Fixes every random choice (badge counts, Wi-Fi changes, shuffles).
  public var seed: UInt64 { session.seed }
}
