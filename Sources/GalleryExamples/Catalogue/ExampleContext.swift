import CollectionView

/// What an example is made with: the session it runs in (clock, seed, data
/// files, lasting models) and its place in the menu.
public struct ExampleContext {
  public let session: GallerySession
  /// The titles of the menu's groups that lead to the example, then its
  /// own item's: the title bar's path, which ends with the screen's own
  /// title (its navigation item's, as the sample's screens set it).
  public let menuPath: [String]
  /// What the example shows, for the help overlay.
  public let summary: String
  /// The example's id.
  public let id: String

  public init(session: GallerySession, menuPath: [String], summary: String, id: String) {
    self.session = session
    self.menuPath = menuPath
    self.summary = summary
    self.id = id
  }

  /// The clock its animations and timers run on.
  public var clock: AnimationClock { session.clock }
  /// Fixes every random choice (badge counts, Wi-Fi changes, shuffles).
  public var seed: UInt64 { session.seed }
}
