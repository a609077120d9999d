/// Which axes of an element's size its content decides.
struct EstimatedAxes: Hashable, Sendable {
  var width: Bool
  var height: Bool

  init(width: Bool, height: Bool) {
    self.width = width
    self.height = height
  }

  init(_ size: LayoutSize) {
    self.init(width: size.widthDimension.isEstimated, height: size.heightDimension.isEstimated)
  }

  static let none = EstimatedAxes(width: false, height: false)

  var any: Bool { width || height }

  subscript(axis: Axis) -> Bool {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  /// Content insets with the estimated axes' sides removed: on those axes the
  /// content decides the size, so there is nothing to inset.
  func applicableInsets(_ insets: DirectionalEdgeInsets) -> DirectionalEdgeInsets {
    DirectionalEdgeInsets(
      top: height ? 0 : insets.top,
      leading: width ? 0 : insets.leading,
      bottom: height ? 0 : insets.bottom,
      trailing: width ? 0 : insets.trailing
    )
  }
}
