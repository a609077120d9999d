import CompositionalLayout

/// What an element shows, by its item or section identifier rather than
/// its position: how a ghost is recognised when its item comes back.
struct ElementIdentity: Hashable {
  var category: ElementCategory
  var kind: String?
  var identifier: AnyHashable
}
