/// A query as ``FuzzyMatcher`` reads it, folded once for every title it is
/// matched against: its characters but spaces, folded as the titles are.
struct FuzzyPattern {
  let folded: [String]

  init(_ query: some StringProtocol) {
    folded = query.filter { !$0.isWhitespace }.map(FuzzyText.fold)
  }
}
