/// Where on a section (or on the whole layout) a boundary supplementary
/// item sits: UIKit's `NSRectAlignment`. Along the scroll axis a side puts
/// it before or after the items; across it, a side puts it at that edge.
/// A side across the scroll axis alone (`.leading`, `.trailing` in a
/// vertical layout) puts it beside the items.
public enum RectAlignment: Hashable, Sendable {
  /// No side: the item has no place, and solving says so
  /// (``LayoutDiagnostic/unalignedBoundaryItem(section:elementKind:)``).
  case none
  case top
  case topLeading
  case leading
  case bottomLeading
  case bottom
  case bottomTrailing
  case trailing
  case topTrailing
}

extension RectAlignment {
  /// Which end of `axis` the alignment names; nil when it names neither.
  func side(along axis: Axis) -> AxisSide? {
    switch (self, axis) {
    case (.top, .vertical), (.topLeading, .vertical), (.topTrailing, .vertical): .start
    case (.bottom, .vertical), (.bottomLeading, .vertical), (.bottomTrailing, .vertical): .end
    case (.leading, .horizontal), (.topLeading, .horizontal), (.bottomLeading, .horizontal): .start
    case (.trailing, .horizontal), (.topTrailing, .horizontal), (.bottomTrailing, .horizontal):
      .end
    default: nil
    }
  }
}
