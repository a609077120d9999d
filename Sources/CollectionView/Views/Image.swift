/// A picture at terminal scale: UIKit's `UIImage`, as one glyph (an emoji or
/// a symbol) drawn beside text. A string literal is an image of itself.
public struct Image: Hashable, Sendable, ExpressibleByStringLiteral {
  /// What is drawn.
  public let glyph: String

  /// The image of `glyph`.
  public init(_ glyph: String) {
    self.glyph = glyph
  }

  public init(stringLiteral glyph: String) {
    self.init(glyph)
  }

  /// The stand-in for an SF Symbol, as UIKit's `UIImage(systemName:)`:
  /// the glyph closest to it; nil for a name without one, as UIKit gives
  /// nil for a name it does not know.
  public init?(systemName name: String) {
    guard let glyph = Self.symbols[name] else { return nil }
    self.init(glyph)
  }

  /// SF Symbols by name, and the glyphs that stand in for them.
  private static let symbols: [String: String] = [
    "airplane": "✈️", "car": "🚗", "car.fill": "🚗", "tram.fill": "🚋", "bicycle": "🚲",
    "music.mic": "🎤", "headphones": "🎧", "hifispeaker.fill": "🔊", "music.note": "🎵",
    "cloud.rain": "🌧️", "hurricane": "🌀", "tornado": "🌪️", "tropicalstorm": "🌀",
    "snow": "❄️", "sun.max": "☀️", "moon": "🌙", "wifi": "📶", "lock": "🔒",
    "lock.fill": "🔒", "trash": "🗑️", "star": "☆", "star.fill": "★", "heart": "♡",
    "heart.fill": "♥", "checkmark": "✓", "xmark": "✕", "plus": "+", "minus": "−",
    "circle": "○", "circle.fill": "●", "chevron.right": "›", "chevron.left": "‹",
    "folder": "📁", "doc": "📄", "gear": "⚙️", "person": "👤", "house": "🏠",
  ]
}
