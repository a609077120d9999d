/// A model whose identity is its `id` alone, as the sample's models are
/// their UUIDs: two values are the same item when their ids are equal, and
/// hashing one hashes only its id, an integer rather than its text.
protocol HashedByID: Hashable, Identifiable {}

extension HashedByID {
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
