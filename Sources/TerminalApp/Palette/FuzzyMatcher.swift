/// Finds the best ``FuzzyMatch`` of a query in a text, keeping its tables
/// from one text to the next: the palette matches every title on every
/// keystroke.
///
/// A query can match only a text that holds its characters in order, so
/// at least as many: that is checked first, in one pass over the text, and
/// a query longer than the text (a paste) is turned away at once. Only then is the best of all the ways the query can be placed
/// found, by dynamic programming over query × text, the query no longer
/// than the text: O(text²) time at most. The scores are kept for two query
/// characters at a time, O(text) memory; only where each match follows
/// from is kept for them all, to read the positions back.
struct FuzzyMatcher {
  /// Per text offset, the best score with the current query character
  /// matched there, and the bonus of the consecutive run that match ends,
  /// which a following match carries on; `previous…` for the query
  /// character before it.
  private var score: [Int] = []
  private var run: [Int] = []
  private var previousScore: [Int] = []
  private var previousRun: [Int] = []
  /// Query × text: where the previous query character was matched, for
  /// each query character matched at each offset.
  private var from: [Int32] = []

  /// The table cells allocated: as many as the largest match so far
  /// needed.
  var tableCapacity: Int {
    [score, run, previousScore, previousRun].map(\.capacity).reduce(from.capacity, +)
  }

  /// The best match of `pattern` in `text`; nil when the pattern's
  /// characters are not all there in order. An empty pattern matches
  /// everything with score 0.
  mutating func match(_ pattern: FuzzyPattern, in text: FuzzyText) -> FuzzyMatch? {
    let wanted = pattern.folded
    let folded = text.folded
    guard !wanted.isEmpty else { return FuzzyMatch(score: 0, positions: []) }
    guard wanted.count <= folded.count, Self.holds(wanted, inOrder: folded) else { return nil }
    let bonuses = text.bonuses
    let n = folded.count
    let unmatched = Int.min / 2
    prepare(rows: wanted.count, columns: n, unmatched: unmatched)
    for (i, character) in wanted.enumerated() {
      swap(&score, &previousScore)
      swap(&run, &previousRun)
      // The best earlier match of the previous query character with a gap
      // before j, and where it was.
      var gapped = (score: unmatched, at: -1)
      for j in 0..<n {
        if i > 0 && j >= 2 {
          let opening = previousScore[j - 2] + FuzzyMatch.gapStart
          gapped =
            max(gapped.score + FuzzyMatch.gapExtension, opening) == opening
            ? (opening, j - 2) : (gapped.score + FuzzyMatch.gapExtension, gapped.at)
        }
        score[j] = unmatched
        guard folded[j] == character else { continue }
        if i == 0 {
          // As in fzf, where the match starts costs nothing: ties go to the
          // shorter text instead.
          score[j] = FuzzyMatch.scoreMatch + bonuses[j] * FuzzyMatch.firstCharacterMultiplier
          run[j] = bonuses[j]
          continue
        }
        var best = (score: unmatched, run: 0, from: -1)
        if j >= 1 && previousScore[j - 1] > unmatched {
          let carried = max(previousRun[j - 1], FuzzyMatch.bonusConsecutive, bonuses[j])
          best = (previousScore[j - 1] + FuzzyMatch.scoreMatch + carried, carried, j - 1)
        }
        if gapped.score > unmatched / 2 {
          let candidate = gapped.score + FuzzyMatch.scoreMatch + bonuses[j]
          if candidate > best.score { best = (candidate, bonuses[j], gapped.at) }
        }
        (score[j], run[j]) = (best.score, best.run)
        from[i * n + j] = Int32(best.from)
      }
    }
    guard let end = score.indices.max(by: { score[$0] < score[$1] }),
      score[end] > unmatched / 2
    else { return nil }
    var positions = [end]
    for i in stride(from: wanted.count - 1, to: 0, by: -1) {
      positions.append(Int(from[i * n + positions.last!]))
    }
    return FuzzyMatch(score: score[end], positions: positions.reversed())
  }

  /// Whether `text` holds `wanted`'s characters in order.
  private static func holds(_ wanted: [String], inOrder text: [String]) -> Bool {
    var next = 0
    for character in text where character == wanted[next] {
      next += 1
      if next == wanted.count { return true }
    }
    return false
  }

  /// Sizes the tables for `rows` query characters over `columns` text
  /// characters, reusing what earlier matches allocated.
  private mutating func prepare(rows: Int, columns: Int, unmatched: Int) {
    for table in [\Self.score, \.run, \.previousScore, \.previousRun] {
      self[keyPath: table].removeAll(keepingCapacity: true)
      self[keyPath: table].append(contentsOf: repeatElement(unmatched, count: columns))
    }
    from.removeAll(keepingCapacity: true)
    from.append(contentsOf: repeatElement(-1, count: rows * columns))
  }
}
