/// One of the two directions of the plane. The solver works along an axis
/// ("the way the group stacks") and across it, so one piece of code serves
/// horizontal and vertical groups, and vertical and sideways scrolling.
enum Axis: Sendable {
  case horizontal
  case vertical

  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
  init(along axis: Axis, _ along: Double, across: Double) {
    switch axis {
    case .horizontal: self.init(width: along, height: across)
    case .vertical: self.init(width: across, height: along)
    }
  }

  subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }
}

extension Point {
  init(along axis: Axis, _ along: Double, across: Double) {
    switch axis {
    case .horizontal: self.init(x: along, y: across)
    case .vertical: self.init(x: across, y: along)
    }
  }

  subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set {
      if axis == .horizontal { x = newValue } else { y = newValue }
    }
  }
}

extension Rect {
  func min(_ axis: Axis) -> Double { axis == .horizontal ? minX : minY }
  func max(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }
  func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }

  func offset(along axis: Axis, by delta: Double) -> Rect {
    axis == .horizontal ? offsetBy(dx: delta, dy: 0) : offsetBy(dx: 0, dy: delta)
  }
}

extension DirectionalEdgeInsets {
  /// The inset at the start of `axis` (leading or top).
  func leading(_ axis: Axis) -> Double { axis == .horizontal ? leading : top }
  /// The inset at the end of `axis` (trailing or bottom).
  func trailing(_ axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
  /// Both insets of `axis` together.
  func total(_ axis: Axis) -> Double { leading(axis) + trailing(axis) }
}
