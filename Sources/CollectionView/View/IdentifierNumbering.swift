/// Small numbers standing for identifiers, stable while the view lives (or
/// until it forgets them), handed out as identifiers are first drawn.
///
/// The view matches elements across a change and checks focus on every
/// frame; doing that on numbers keeps generic hashing of the caller's
/// identifier types out of the per-element work, and numbering on demand
/// keeps an apply from costing O(items) on top of its difference.
struct IdentifierNumbering<Identifier: Hashable> {
  private var numbers: [Identifier: Int] = [:]
  private var identifiers: [Int: Identifier] = [:]
  private var next = 0

  var count: Int { numbers.count }

  /// The number of `identifier`, given one if it has none yet.
  /// - Complexity: O(1) on average.
  mutating func number(for identifier: Identifier) -> Int {
    if let known = numbers[identifier] { return known }
    let number = next
    next += 1
    numbers[identifier] = number
    identifiers[number] = identifier
    return number
  }

  /// The number of `identifier` if it has one.
  func existingNumber(for identifier: Identifier) -> Int? {
    numbers[identifier]
  }

  /// The identifier a number stands for.
  func identifier(numbered number: Int) -> Identifier? {
    identifiers[number]
  }

  /// Forgets every number; the next ones start afresh.
  mutating func removeAll() {
    numbers.removeAll()
    identifiers.removeAll()
  }
}
