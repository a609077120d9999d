import CompositionalLayout

/// What an element shows, by its item or section identifier rather than
/// its position: how a ghost is recognised when its item comes back.
///
/// The identifier is type-erased, as transitions are not generic over the
/// view's identifiers; hashing an `AnyHashable` costs a dynamic dispatch,
/// so the hash is worked out once, when the identity is made, and a plan
/// looking up dozens of ghosts compares that first.
struct ElementIdentity: Hashable {
  let category: ElementCategory
  let kind: String?
  let identifier: AnyHashable
  private let hash: Int

  init(category: ElementCategory, kind: String?, identifier: AnyHashable) {
    self.category = category
    self.kind = kind
    self.identifier = identifier
    var hasher = Hasher()
    hasher.combine(category)
    hasher.combine(kind)
    hasher.combine(identifier)
    hash = hasher.finalize()
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hash == rhs.hash && lhs.category == rhs.category && lhs.kind == rhs.kind
      && lhs.identifier == rhs.identifier
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}
