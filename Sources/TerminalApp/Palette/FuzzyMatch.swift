import TerminalUI

/// How well a query matches a text when its characters appear in order but
/// not necessarily together, scored as fzf scores: each matched character
/// earns points, more at the start of a word or of a camel-case hump, and
/// more again when it follows the previous match; gaps cost a little, a
/// long gap little more than a short one; where the match starts does not
/// matter. Case and accents do not matter either.
///
/// The best of all the ways the query can be placed is found by dynamic
/// programming over query × text, O(query × text).
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

  /// The best match of `query` in `text`; nil when the query's characters
  /// are not all there in order. An empty query matches everything with
  /// score 0.
  init?(query: String, text: String) {
    let pattern = query.filter { !$0.isWhitespace }.map(Self.fold)
    let characters = Array(text)
    guard !pattern.isEmpty else {
      score = 0
      positions = []
      return
    }
    let folded = characters.map(Self.fold)
    let bonuses = characters.indices.map { Self.bonus(at: $0, in: characters) }
    let n = characters.count
    let unmatched = Int.min / 2
    // score[i][j]: the best score with pattern[i] matched at j; run[i][j]:
    // the bonus of the consecutive run that match ends, which a following
    // match carries on; from[i][j]: where pattern[i - 1] was matched.
    var score = [[Int]](repeating: [Int](repeating: unmatched, count: n), count: pattern.count)
    var run = score
    var from = [[Int]](repeating: [Int](repeating: -1, count: n), count: pattern.count)
    for (i, wanted) in pattern.enumerated() {
      // The best earlier match of pattern[i - 1] with a gap before j, and
      // where it was.
      var gapped = (score: unmatched, at: -1)
      for j in 0..<n {
        if i > 0 && j >= 2 {
          let opening = score[i - 1][j - 2] + Self.gapStart
          gapped =
            max(gapped.score + Self.gapExtension, opening) == opening
            ? (opening, j - 2) : (gapped.score + Self.gapExtension, gapped.at)
        }
        guard folded[j] == wanted else { continue }
        if i == 0 {
          // As in fzf, where the match starts costs nothing: ties go to the
          // shorter text instead.
          score[0][j] = Self.scoreMatch + bonuses[j] * Self.firstCharacterMultiplier
          run[0][j] = bonuses[j]
          continue
        }
        var best = (score: unmatched, run: 0, from: -1)
        if j >= 1 && score[i - 1][j - 1] > unmatched {
          let carried = max(run[i - 1][j - 1], Self.bonusConsecutive, bonuses[j])
          best = (score[i - 1][j - 1] + Self.scoreMatch + carried, carried, j - 1)
        }
        if gapped.score > unmatched / 2 {
          let candidate = gapped.score + Self.scoreMatch + bonuses[j]
          if candidate > best.score { best = (candidate, bonuses[j], gapped.at) }
        }
        (score[i][j], run[i][j], from[i][j]) = best
      }
    }
    let last = pattern.count - 1
    guard let end = (0..<n).max(by: { score[last][$0] < score[last][$1] }),
      score[last][end] > unmatched / 2
    else { return nil }
    var positions = [end]
    var i = last
    while i > 0 {
      positions.append(from[i][positions.last!])
      i -= 1
    }
    self.score = score[last][end]
    self.positions = positions.reversed()
  }

  private static func fold(_ character: Character) -> String {
    SearchFolding.fold(String(character))
  }

  /// What matching the character at `index` is worth beyond the match.
  private static func bonus(at index: Int, in characters: [Character]) -> Int {
    let character = characters[index]
    guard character.isLetter || character.isNumber else { return 0 }
    guard index > 0 else { return bonusBoundary }
    let previous = characters[index - 1]
    if !(previous.isLetter || previous.isNumber) { return bonusBoundary }
    if previous.isLowercase && character.isUppercase { return bonusCamel }
    if previous.isLetter && character.isNumber { return bonusCamel }
    return 0
  }
}
