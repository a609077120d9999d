/// How well a query matches a text when its characters appear in order but
/// not necessarily together, scored as fzf scores: each matched character
/// earns points, more at the start of a word or of a camel-case hump, and
/// more again when it follows the previous match; gaps cost a little, a
/// long gap little more than a short one; where the match starts does not
/// matter. Case and accents do not matter either. ``FuzzyMatcher`` finds
/// the best one.
struct FuzzyMatch: Equatable {
  /// The score: higher is better.
  let score: Int
  /// The offsets of the matched characters in the text, in order.
  let positions: [Int]

  static let scoreMatch = 16
  static let gapStart = -3
  static let gapExtension = -1
  /// At the start of the text or of a word (after a space or punctuation).
  static let bonusBoundary = scoreMatch / 2
  /// At a camel-case hump or the first digit after letters.
  static let bonusCamel = bonusBoundary + gapExtension
  /// For following the previous match directly.
  static let bonusConsecutive = -(gapStart + gapExtension)
  /// The first query character's bonus counts this many times.
  static let firstCharacterMultiplier = 2
}
