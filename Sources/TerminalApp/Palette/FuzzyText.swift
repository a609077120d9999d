import CollectionView

/// A title as ``FuzzyMatcher`` reads it, worked out once rather than on
/// every keystroke: each character folded (case and accents do not
/// matter), and what matching it is worth beyond the match.
struct FuzzyText {
  let folded: [String]
  let bonuses: [Int]

  init(_ text: String) {
    let characters = Array(text)
    folded = characters.map(Self.fold)
    bonuses = characters.indices.map { Self.bonus(at: $0, in: characters) }
  }

  /// `character` as a fuzzy match compares it: lowercase, without
  /// accents.
  static func fold(_ character: Character) -> String {
    SearchFolding.fold(String(character))
  }

  /// The character at `index` begins a word (after a space or punctuation,
  /// or at the start), a camel-case hump, or digits after letters.
  private static func bonus(at index: Int, in characters: [Character]) -> Int {
    let character = characters[index]
    guard character.isLetter || character.isNumber else { return 0 }
    guard index > 0 else { return FuzzyMatch.bonusBoundary }
    let previous = characters[index - 1]
    if !(previous.isLetter || previous.isNumber) { return FuzzyMatch.bonusBoundary }
    if previous.isLowercase && character.isUppercase { return FuzzyMatch.bonusCamel }
    if previous.isLetter && character.isNumber { return FuzzyMatch.bonusCamel }
    return 0
  }
}
