/// Where UIKit's `NSLayoutConstraint` keeps the names stack views and
/// content priorities use. Views here are placed by their frames,
/// autoresizing and stack views, not by constraints; only the names come
/// along, so UIKit's code reads the same.
public enum LayoutConstraint {
  /// The direction a stack view arranges its views in, and the one a
  /// content priority is for: UIKit's `NSLayoutConstraint.Axis`.
  public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical
  }
}
