/// The direction a whole layout scrolls in.
public enum ScrollDirection: Hashable, Sendable {
  case vertical
  case horizontal

  var axis: Axis { self == .vertical ? .vertical : .horizontal }
}
