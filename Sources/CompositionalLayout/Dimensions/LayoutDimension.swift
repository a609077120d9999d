/// One side of an element's size: a fraction of its container, a fixed
/// length, or an estimate the element's content refines.
public enum LayoutDimension: Hashable, Sendable {
  /// A fraction of the container's width.
  case fractionalWidth(Double)
  /// A fraction of the container's height.
  case fractionalHeight(Double)
  /// A fixed length.
  case absolute(Double)
  /// A first guess; the real length comes from the layout's size-fitting
  /// callback, which measures the element's content.
  case estimated(Double)
  /// A first guess, as ``estimated(_:)``, after which every sibling in the
  /// group with this dimension takes the largest length their contents
  /// asked for: UIKit's `uniformAcrossSiblings(estimate:)`, for a row of
  /// cards that all grow to the tallest.
  case uniformAcrossSiblings(estimate: Double)

  public var isFractionalWidth: Bool {
    if case .fractionalWidth = self { true } else { false }
  }
  public var isFractionalHeight: Bool {
    if case .fractionalHeight = self { true } else { false }
  }
  public var isAbsolute: Bool {
    if case .absolute = self { true } else { false }
  }
  public var isEstimated: Bool {
    if case .estimated = self { true } else { false }
  }
  public var isUniformAcrossSiblings: Bool {
    if case .uniformAcrossSiblings = self { true } else { false }
  }

  /// The number the dimension was made with.
  public var dimension: Double {
    switch self {
    case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value),
      .estimated(let value), .uniformAcrossSiblings(let value):
      value
    }
  }

  /// The length this dimension gives along `axis` inside `container`.
  ///
  /// A fraction of the other axis is converted by `aspectRatio` (the height of
  /// one unit of y in units of x): `.fractionalWidth(0.2)` as a height in an
  /// 80-wide container with ratio 2 is 0.2 × 80 ÷ 2 = 8. An estimate gives its
  /// guess.
  func resolve(along axis: Axis, in container: Size, aspectRatio: Double) -> Double {
    switch self {
    case .fractionalWidth(let fraction):
      let length = fraction * container.width
      return axis == .horizontal ? length : length / aspectRatio
    case .fractionalHeight(let fraction):
      let length = fraction * container.height
      return axis == .vertical ? length : length * aspectRatio
    case .absolute(let length), .estimated(let length), .uniformAcrossSiblings(let length):
      return length
    }
  }
}
