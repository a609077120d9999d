import CompositionalLayout
import Foundation

// The sample's geometry arguments are Core Graphics values; the layout
// engine, which does without Foundation, takes its own. These take the
// former where the sample passes them.

extension Point {
  /// `point`, in the engine's units.
  public init(_ point: CGPoint) {
    self.init(x: Double(point.x), y: Double(point.y))
  }
}

extension Size {
  /// `size`, in the engine's units.
  public init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }
}

extension LayoutAnchor {
  /// An anchor on `edges`, offset by a fraction of the item's size.
  public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, fractionalOffset: Point(fractionalOffset))
  }

  /// An anchor on `edges`, offset by a distance.
  public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, absoluteOffset: Point(absoluteOffset))
  }
}
