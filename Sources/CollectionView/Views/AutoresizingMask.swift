/// How a view follows its superview's changes of size: UIKit's
/// `UIView.AutoresizingMask`. Every view moves with its superview; a
/// flexible width or height grows and shrinks with it, and a flexible left
/// or top margin keeps the view at its superview's right or bottom edge.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
}
