import CollectionView

/// A place the command palette offers to go to, besides the screen's
/// commands: choosing it opens its screen over the app's root screen.
public struct Destination {
  /// What the palette lists and searches.
  public var title: String
  /// A word beside the title, such as "example".
  public var detail: String
  /// Makes the screen; nil when it cannot be opened now.
  public var makeScreen: () -> Screen?

  public init(title: String, detail: String = "", makeScreen: @escaping () -> Screen?) {
    self.title = title
    self.detail = detail
    self.makeScreen = makeScreen
  }
}
