/// The lines of the view a layout fills that sections can measure their
/// content insets from (``LayoutSection/contentInsetsReference``): UIKit
/// reads them off the collection view; here whoever solves the layout says
/// what they are.
public struct LayoutGuides: Hashable, Sendable {
  /// Where nothing important should go: under a notch in UIKit, none in a
  /// terminal.
  public var safeAreaInsets: DirectionalEdgeInsets
  /// The standard margins of content, measured from the container's edges
  /// and including the safe area, as UIKit's `directionalLayoutMargins`
  /// are with `insetsLayoutMarginsFromSafeArea`.
  public var layoutMargins: DirectionalEdgeInsets
  /// The widest a readable column of text gets; nil has no limit, so the
  /// readable content guide is the layout margins.
  public var readableContentWidth: Double?

  public init(
    safeAreaInsets: DirectionalEdgeInsets = .zero,
    layoutMargins: DirectionalEdgeInsets = .zero,
    readableContentWidth: Double? = nil
  ) {
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.readableContentWidth = readableContentWidth
  }

  /// The insets `reference` puts before and after the content across
  /// `axis`, in a container `length` long across it.
  func insets(
    for reference: ContentInsetsReference,
    across axis: Axis,
    length: Double
  ) -> (leading: Double, trailing: Double) {
    switch reference {
    case .none:
      return (0, 0)
    case .automatic, .safeArea:
      return (safeAreaInsets.leading(axis), safeAreaInsets.trailing(axis))
    case .layoutMargins:
      return (layoutMargins.leading(axis), layoutMargins.trailing(axis))
    case .readableContent:
      let margins = (leading: layoutMargins.leading(axis), trailing: layoutMargins.trailing(axis))
      guard let width = readableContentWidth, length - width > margins.leading + margins.trailing
      else { return margins }
      // Centred in the container, but never closer to an edge than its margin.
      let side = (length - width) / 2
      return (max(side, margins.leading), max(side, margins.trailing))
    }
  }
}
