/// What an element on screen stands for, stable across snapshots: the same
/// key before and after a change is the same thing, moved. Identifiers are
/// given by their numbers (``IdentifierNumbering``).
struct ElementKey: Hashable {
  enum Role: Hashable {
    case cell
    case supplementary
    case decoration
  }

  var role: Role
  /// The element kind of a supplementary or decoration.
  var kind: String?
  var section: Int
  /// The item's number; -1 for an element of the whole section.
  var item: Int
}
