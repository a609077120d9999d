/// What a view controller shows in the bar above it: UIKit's
/// `UINavigationItem`. The app's title bar ends with the title of the
/// screen on top.
public final class NavigationItem {
  /// The screen's own title; nil leaves the view controller's title.
  public var title: String?

  public init(title: String? = nil) {
    self.title = title
  }
}
