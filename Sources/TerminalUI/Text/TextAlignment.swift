/// Where a line of text sits in a wider space.
public enum TextAlignment: Sendable {
  /// Against the left edge.
  case leading
  /// In the middle, one column nearer the left when the space is odd.
  case center
  /// Against the right edge.
  case trailing

  /// The columns to skip before a line `lineWidth` wide in `width` columns;
  /// centring leans left when the space does not split evenly.
  func offset(lineWidth: Int, in width: Int) -> Int {
    let slack = max(0, width - lineWidth)
    switch self {
    case .leading: return 0
    case .center: return slack / 2
    case .trailing: return slack
    }
  }
}
