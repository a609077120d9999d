/// Which axes of an element's size its content decides.
struct EstimatedAxes: Hashable, Sendable {
  var width: Bool
  var height: Bool

  init(width: Bool, height: Bool) {
    self.width = width
    self.height = height
  }

  /// The axes of `size` that are estimated, uniform across siblings or not.
  init(_ size: LayoutSize) {
    self.init(
      width: size.widthDimension.isEstimated || size.widthDimension.isUniformAcrossSiblings,
      height: size.heightDimension.isEstimated || size.heightDimension.isUniformAcrossSiblings
    )
  }

  /// These axes and those of `size` that are uniform across siblings: the
  /// axes an element is not inset on, since its content decided them even
  /// after its siblings evened them out.
  func includingUniform(of size: LayoutSize) -> EstimatedAxes {
    EstimatedAxes(
      width: width || size.widthDimension.isUniformAcrossSiblings,
      height: height || size.heightDimension.isUniformAcrossSiblings
    )
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
