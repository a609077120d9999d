/// A direction to move a sideways-scrolling section by one step.
public enum OrthogonalScrollStep: Hashable, Sendable {
  case towardLeading
  case towardTrailing
}
