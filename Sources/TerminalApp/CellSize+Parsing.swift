import TerminalUI

extension CellSize {
  /// The largest width or height ``init(parsing:)`` accepts: beyond the
  /// largest terminals, and a bound on what one screen costs (a million
  /// cells at most).
  public static let largestParsedDimension = 1_000

  /// A size written `WxH`, such as `80x24`, each side from 1 to
  /// ``largestParsedDimension``; nil for anything else.
  public init?(parsing text: String) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...Self.largestParsedDimension).contains(width),
      (1...Self.largestParsedDimension).contains(height)
    else { return nil }
    self.init(width: width, height: height)
  }
}
