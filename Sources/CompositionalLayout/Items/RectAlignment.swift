/// The side of a section (or of the whole layout) a boundary supplementary
/// item sits on.
public enum RectAlignment: Hashable, Sendable {
  case top
  case leading
  case bottom
  case trailing
}
