extension LayoutDimension: CustomStringConvertible {
  /// The dimension as the code that makes it reads: `.fractionalWidth(0.2)`.
  public var description: String {
    switch self {
    case .fractionalWidth(let value): ".fractionalWidth(\(value))"
    case .fractionalHeight(let value): ".fractionalHeight(\(value))"
    case .absolute(let value): ".absolute(\(value))"
    case .estimated(let value): ".estimated(\(value))"
    case .uniformAcrossSiblings(let value): ".uniformAcrossSiblings(estimate: \(value))"
    }
  }
}

extension LayoutSize: CustomStringConvertible {
  /// Both dimensions as the code that makes them reads.
  public var description: String {
    "width \(widthDimension), height \(heightDimension)"
  }
}
