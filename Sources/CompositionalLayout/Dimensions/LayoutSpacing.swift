/// Space between elements: exactly a length, or at least a length and more
/// when there is room left over.
public enum LayoutSpacing: Hashable, Sendable {
  /// Exactly this much.
  case fixed(Double)
  /// At least this much; the space left over in the group is shared equally
  /// among all flexible spacings.
  case flexible(Double)

  /// The length the spacing takes before any left-over space is shared out.
  public var spacing: Double {
    switch self {
    case .fixed(let value), .flexible(let value): value
    }
  }

  public var isFixedSpacing: Bool {
    if case .fixed = self { true } else { false }
  }

  public var isFlexibleSpacing: Bool {
    if case .flexible = self { true } else { false }
  }
}
