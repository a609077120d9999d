/// Text attributes a cell can carry besides its colours.
public struct TextAttributes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Heavier (often brighter) glyphs.
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Fainter glyphs.
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Slanted glyphs, where the terminal has them.
  public static let italic = TextAttributes(rawValue: 1 << 2)
  /// A line under the glyphs.
  public static let underline = TextAttributes(rawValue: 1 << 3)
  /// Foreground and background swapped: visible even without colour.
  public static let reverse = TextAttributes(rawValue: 1 << 4)
}
