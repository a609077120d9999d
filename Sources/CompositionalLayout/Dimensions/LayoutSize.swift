/// The size of an item, group or supplementary, one dimension per axis.
public struct LayoutSize: Hashable, Sendable {
  public var widthDimension: LayoutDimension
  public var heightDimension: LayoutDimension

  public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }

  subscript(axis: Axis) -> LayoutDimension {
    axis == .horizontal ? widthDimension : heightDimension
  }

  /// The size inside `container`, estimates taken at their guess.
  func resolve(in container: Size, aspectRatio: Double) -> Size {
    Size(
      width: widthDimension.resolve(along: .horizontal, in: container, aspectRatio: aspectRatio),
      height: heightDimension.resolve(along: .vertical, in: container, aspectRatio: aspectRatio)
    )
  }
}
